import { useEffect, useState } from 'react';
import styled, { css } from 'styled-components';
import { RecordsPanel as Panel } from '../../components/records-parts';
import { selectSession, useBulkInboxMutation, useGetInboxMessageQuery, useGetInboxQuery, useSelector } from '@khela/api';
import { INBOX_POLL_MS, MESSAGES, formatDateTime, inboxPreview, inboxText, toggleSelected, type InboxMessage } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, EmptyState, Icon, InboxDeleteConfirm, Modal, Skeleton, useToast } from '@khela/ui';
import { RecordsTable } from '../../components/RecordsTable';
import { Pager } from '../vip/parts';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 40px;
  h2 {
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
  > span {
    padding: 2px ${({ theme }) => theme.space(2.5)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: rgba(18, 185, 129, 0.14);
    color: ${({ theme }) => theme.colors.accent};
    font-size: 12px;
    font-weight: 700;
  }
  > div {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin-left: auto;
  }
`;

const EditBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid rgba(18, 185, 129, 0.35);
  background: rgba(18, 185, 129, 0.06);
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  > div {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    margin-left: auto;
  }
`;

const Table = styled(RecordsTable)`
  table-layout: fixed;
  th.check,
  td.check {
    width: 48px;
    padding-left: 0;
    padding-right: 0;
    text-align: center;
    text-overflow: clip;
  }
  th.title {
    width: 28%;
  }
  th.received {
    width: 160px;
  }
  th.status {
    width: 110px;
  }
  td {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
    cursor: pointer;
    vertical-align: middle;
  }
`;

const Row = styled.tr<{ $unread: boolean; $selected: boolean }>`
  cursor: pointer;
  &:hover td {
    background: rgba(255, 255, 255, 0.03);
  }
  td.preview {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ $unread, theme }) =>
    $unread &&
    css`
      td.title {
        font-weight: 700;
        color: ${theme.colors.text};
      }
      td.preview {
        color: ${theme.colors.text};
      }
    `}
  ${({ $selected }) =>
    $selected &&
    css`
      td,
      &:hover td {
        background: rgba(18, 185, 129, 0.08);
      }
    `}
`;

const TitleCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 100%;
  > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  > i {
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

const Status = styled.span<{ $unread: boolean }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 12px;
  font-weight: 700;
  ${({ $unread, theme }) =>
    $unread
      ? css`
          color: ${theme.colors.accentText};
          background: ${theme.colors.accent};
        `
      : css`
          color: ${theme.colors.textMuted};
          background: rgba(255, 255, 255, 0.06);
        `}
`;

const Reader = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  > p {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    line-height: 1.6;
  }
  > small {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The whole message in a modal; fetching it marks it read (the list and the header badge refetch). */
function MessageModal({ id, fallback, onClose }: { id: number | null; fallback: InboxMessage | null; onClose(): void }) {
  const { t, i18n } = useTranslation(['support', 'ui']);
  const { currentData } = useGetInboxMessageQuery(id ?? 0, { skip: id === null });
  const m = currentData?.data ?? fallback;
  const text = m ? inboxText(m, i18n.language) : null;
  return (
    <Modal open={id !== null} onClose={onClose} title={text?.title} maxWidth={560} testId="inbox-message" footer={<Button variant="secondary" onClick={onClose}>{t('ui:close')}</Button>}>
      {m && text && (
        <Reader>
          <small>
            <Icon name={m.kind === 'system' ? 'inbox' : 'mail'} size={14} />
            {m.kind === 'system' ? t('inbox.fromSite') : t('desktop.inbox.fromTeam')} · {t('inbox.received', { date: formatDateTime(m.created_at) })}
          </small>
          <p>{text.message}</p>
        </Reader>
      )}
    </Modal>
  );
}

/** Member Center › Inbox (spec 2 "Inbox", desktop): the notification table; edit mode selects, marks read, deletes. */
export function InboxTab() {
  const { t, i18n } = useTranslation(['support', 'account', 'common', 'ui', 'lobby']);
  const msg = useMessage();
  const toast = useToast();
  const session = useSelector(selectSession);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [openId, setOpenId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { data, isLoading, isFetching } = useGetInboxQuery(
    { remote_id: session.remoteId ?? 0, page },
    { skip: !session.remoteId, pollingInterval: INBOX_POLL_MS, skipPollingIfUnfocused: true },
  );
  const [bulk, { isLoading: working }] = useBulkInboxMutation();
  const rows = data?.data.data ?? [];
  const last = data?.data.last_page ?? 1;

  // A page emptied by a deletion: step back to the last page there is.
  useEffect(() => {
    if (data && page > Math.max(1, last)) setPage(Math.max(1, last));
  }, [data, last, page]);
  // The selection holds rows of the page shown only.
  useEffect(() => setSelected(new Set()), [page]);

  const allOn = rows.length > 0 && rows.every((m) => selected.has(m.id));
  const toggle = (id: number) => setSelected((s) => toggleSelected(s, id));
  const exit = () => {
    setEditing(false);
    setSelected(new Set());
    setConfirming(false);
  };
  const run = async (action: 'read' | 'delete') => {
    const ids = [...selected];
    if (ids.length === 0) return;
    const res = await bulk({ ids, action }).unwrap().catch(() => null);
    setConfirming(false);
    if (!res) {
      toast.show(msg(MESSAGES.submissionFailed), 'error');
      return;
    }
    setSelected(new Set());
    toast.show(action === 'delete' ? t('inbox.deleted') : t('inbox.markedRead'), 'success');
    if (action === 'delete') exit();
  };
  const opened = rows.find((m) => m.id === openId) ?? null;

  return (
    <Panel data-testid="inbox">
      <Head>
        <h2>{t('account:memberCenter.tabs.inbox')}</h2>
        {data && data.unread > 0 && <span data-testid="inbox-unread">{t('chat.unread', { count: data.unread })}</span>}
        <div>
          {editing ? (
            <Button variant="secondary" size="sm" onClick={exit} data-testid="inbox-exit">
              <Icon name="close" size={14} />
              {t('desktop.inbox.exit')}
            </Button>
          ) : (
            <Button variant="secondary" size="sm" disabled={rows.length === 0} onClick={() => setEditing(true)} data-testid="inbox-edit">
              <Icon name="check" size={14} />
              {t('desktop.inbox.editMode')}
            </Button>
          )}
        </div>
      </Head>
      {editing && (
        <EditBar role="toolbar" aria-label={t('desktop.inbox.editMode')} data-testid="inbox-editbar">
          {selected.size > 0 ? <strong>{t('inbox.selected', { count: selected.size })}</strong> : <span>{t('desktop.inbox.editHint')}</span>}
          <div>
            <Button size="sm" variant="secondary" disabled={selected.size === 0 || working} onClick={() => void run('read')} data-testid="inbox-mark-read">
              <Icon name="eye" size={14} />
              {t('inbox.markRead')}
            </Button>
            <Button size="sm" variant="danger" disabled={selected.size === 0 || working} onClick={() => setConfirming(true)} data-testid="inbox-delete">
              <Icon name="close" size={14} />
              {t('inbox.deleteSelected', { count: selected.size })}
            </Button>
          </div>
        </EditBar>
      )}
      <Table aria-busy={isFetching} data-testid="inbox-table">
        <thead>
          <tr>
            {editing && (
              <th className="check">
                <input
                  type="checkbox"
                  aria-label={t('lobby:selectAll')}
                  checked={allOn}
                  onChange={() => setSelected(allOn ? new Set() : new Set(rows.map((m) => m.id)))}
                  data-testid="inbox-select-all"
                />
              </th>
            )}
            <th className="title">{t('desktop.inbox.col.title')}</th>
            <th>{t('desktop.inbox.col.message')}</th>
            <th className="received">{t('desktop.inbox.col.received')}</th>
            <th className="status">{t('common:status')}</th>
          </tr>
        </thead>
        <tbody>
          {isLoading ? (
            <tr>
              <td colSpan={editing ? 5 : 4}>
                <Skeleton height={40} />
              </td>
            </tr>
          ) : (
            rows.map((m) => {
              const text = inboxText(m, i18n.language);
              const unread = !m.is_read;
              const on = selected.has(m.id);
              return (
                <Row
                  key={m.id}
                  $unread={unread}
                  $selected={editing && on}
                  onClick={() => (editing ? toggle(m.id) : setOpenId(m.id))}
                  data-testid={`inbox-row-${m.id}`}
                  data-unread={unread || undefined}
                >
                  {editing && (
                    <td className="check" onClick={(e) => e.stopPropagation()}>
                      <input type="checkbox" checked={on} onChange={() => toggle(m.id)} aria-label={t('inbox.select', { title: text.title })} />
                    </td>
                  )}
                  <td className="title" title={text.title}>
                    <TitleCell>
                      {unread && <i aria-hidden="true" />}
                      <span>{text.title}</span>
                    </TitleCell>
                  </td>
                  <td className="preview">{inboxPreview(text.message)}</td>
                  <td>{formatDateTime(m.created_at)}</td>
                  <td>
                    <Status $unread={unread}>{unread ? t('desktop.inbox.stateNew') : t('chat.read')}</Status>
                  </td>
                </Row>
              );
            })
          )}
        </tbody>
      </Table>
      {!isLoading && rows.length === 0 && <EmptyState text={msg(MESSAGES.noData)} />}
      {data && <Pager page={data.data.current_page} last={last} onPage={setPage} testId="inbox-pager" />}
      <MessageModal id={openId} fallback={opened} onClose={() => setOpenId(null)} />
      <InboxDeleteConfirm open={confirming} onCancel={() => setConfirming(false)} onConfirm={() => void run('delete')} busy={working} />
    </Panel>
  );
}
