import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useBoCancelMessageMutation, useBoMessagesQuery, useBoRewardSettingsQuery } from '@khela/api/backoffice';
import type { BroadcastStatus, InboxBroadcast } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { useToast } from '@khela/ui';
import { DataTable } from '../../components/DataTable';
import { ActionDialog } from '../../components/dialogs';
import { useServerError } from '../../components/errors';
import { shortDateTime } from '../../components/format';
import { Badge, Btn, FilterTabs, Muted, Num, Page, Panel, PanelBody, PanelHead, Small, Trunc, type Tone } from '../../components/kit';
import { Pager } from '../../components/Pager';
import { useCan } from '../../components/useCan';
import { useDescribeAudience } from './audience';
import { ComposeForm } from './ComposeForm';

const PER_PAGE = 25;
type Filter = 'all' | BroadcastStatus;
const TONE: Record<BroadcastStatus, Tone> = { scheduled: 'info', sent: 'success', cancelled: 'neutral' };

/** Messages: send to a player, a segment or everyone (now or later); what was sent and what waits, with reach and reads. */
export default function MessagesPage() {
  const { t } = useTranslation('backoffice');
  const canSend = useCan('messages.send');
  return (
    <Page title={t('nav.messages')} subtitle={t('desk.msg.subtitle')}>
      {canSend ? (
        <Panel>
          <PanelHead>
            <h2>{t('desk.msg.compose')}</h2>
          </PanelHead>
          <PanelBody>
            <ComposeForm />
          </PanelBody>
        </Panel>
      ) : (
        <Small style={{ marginBottom: 12 }}>{t('desk.msg.readOnly')}</Small>
      )}
      <SentList canCancel={canSend} />
    </Page>
  );
}

function SentList({ canCancel }: { canCancel: boolean }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const toast = useToast();
  const serverError = useServerError();
  const describe = useDescribeAudience();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching } = useBoMessagesQuery({ page, per_page: PER_PAGE, ...(filter === 'all' ? {} : { status: filter }) });
  const levels = useBoRewardSettingsQuery().data?.levels ?? [];
  const levelName = (l: number) => levels.find((x) => x.level === l)?.name ?? String(l);
  const [cancelling, setCancelling] = useState<InboxBroadcast | null>(null);
  const [cancel, cancelState] = useBoCancelMessageMutation();

  const doCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel(cancelling.id).unwrap();
      toast.show(t('desk.msg.cancelledToast'), 'success');
      setCancelling(null);
    } catch (e) {
      serverError.show(e);
    }
  };

  return (
    <Panel aria-busy={isFetching}>
      <PanelHead>
        <h2>{t('desk.msg.listTitle')}</h2>
        <FilterTabs
          label={t('desk.msg.listTitle')}
          value={filter}
          onChange={(k) => {
            setFilter(k);
            setPage(1);
          }}
          items={[
            { key: 'all', label: t('common.all') },
            { key: 'scheduled', label: t('desk.msg.status.scheduled') },
            { key: 'sent', label: t('desk.msg.status.sent') },
            { key: 'cancelled', label: t('desk.msg.status.cancelled') },
          ]}
        />
      </PanelHead>
      <DataTable
        testId="bo-messages-table"
        columns={[
          { label: t('desk.msg.cols.audience') },
          { label: t('settings.fields.mTitle') },
          { label: t('common.status') },
          { label: t('desk.msg.cols.sendTime') },
          { label: t('desk.msg.cols.recipients'), className: 'num' },
          { label: t('desk.msg.cols.read'), className: 'num' },
          { label: t('desk.msg.cols.createdBy') },
          { className: 'actions' },
        ]}
        loading={isLoading}
        empty={data?.data.length === 0}
        emptyText={t('desk.msg.noMessages')}
      >
        {data?.data.map((b) => (
          <tr key={b.id} data-testid={`bo-message-row-${b.id}`}>
            <td className="wrap" style={{ maxWidth: 280 }}>
              {b.audience.kind === 'player' ? <Link to={`/players/${b.audience.player_id}`}>{describe(b.audience)}</Link> : describe(b.audience, levelName)}
            </td>
            <td>
              <b>{b.title}</b>
              <Trunc $max={300} title={b.message}>
                {b.message}
              </Trunc>
            </td>
            <td>
              <Badge $tone={TONE[b.status]}>{t(`desk.msg.status.${b.status}`)}</Badge>
            </td>
            <td>
              {shortDateTime(b.sent_at ?? b.send_at)}
              {b.status === 'scheduled' && <Small>{t('desk.msg.dhaka')}</Small>}
            </td>
            <td className="num">
              <Num>{b.status === 'sent' ? b.recipients : <Muted>—</Muted>}</Num>
            </td>
            <td className="num">
              {b.status === 'sent' ? (
                <>
                  <Num>{b.read_count}</Num>
                  {b.recipients > 0 && <Small>{Math.round((b.read_count / b.recipients) * 100)}%</Small>}
                </>
              ) : (
                <Muted>—</Muted>
              )}
            </td>
            <td>
              {b.created_by}
              <Small>{shortDateTime(b.created_at)}</Small>
            </td>
            <td className="actions">
              {canCancel && b.status === 'scheduled' && (
                <Btn $size="xs" $variant="danger" onClick={() => setCancelling(b)} data-testid={`bo-message-cancel-${b.id}`}>
                  {t('desk.msg.cancelConfirm')}
                </Btn>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      {data && data.total > 0 && <Pager page={data.page} perPage={data.per_page} total={data.total} onPage={setPage} />}
      <ActionDialog
        open={cancelling !== null}
        title={t('desk.msg.cancelTitle')}
        confirmLabel={t('desk.msg.cancelConfirm')}
        tone="danger"
        busy={cancelState.isLoading}
        onConfirm={() => void doCancel()}
        onClose={() => setCancelling(null)}
      >
        {cancelling && <p>{t('desk.msg.cancelText', { title: cancelling.title, time: shortDateTime(cancelling.send_at) })}</p>}
      </ActionDialog>
    </Panel>
  );
}
