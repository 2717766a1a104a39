import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useBoLiveTablesQuery, useBoUpdateLiveTableMutation, type BoLiveTable } from '@khela/api/backoffice';
import { useTranslation } from '@khela/i18n';
import { useToast } from '@khela/ui';
import { DataTable } from '../../components/DataTable';
import { useServerError } from '../../components/errors';
import { money } from '../../components/format';
import { Btn, FilterTabs, Mono, Num, Page, Panel, Small, Switch, Toolbar } from '../../components/kit';
import { useCan } from '../../components/useCan';
import { LiveReport } from './LiveReport';
import { Chip, ChipRow, LiveTableDialog } from './LiveTableDialog';
import { chipText, useLiveLabels } from './liveShared';

type Tab = 'tables' | 'report';

/**
 * Live tables (issue 34): every table with its limits, chips, window and house cap, on/off and edited by admins
 * (`games.manage`), read by every games reader; the report of turnover, payouts, GGR and hold over Dhaka days on its
 * own tab (`rounds.read`); a table's rounds on its own page. The tab lives in the address.
 */
export default function LiveTablesPage() {
  const { t } = useTranslation('backoffice');
  const [params, setParams] = useSearchParams();
  const canEdit = useCan('games.manage');
  const canRounds = useCan('rounds.read');
  const tab: Tab = params.get('tab') === 'report' && canRounds ? 'report' : 'tables';
  const [editing, setEditing] = useState<{ row?: BoLiveTable } | null>(null);
  const tables = useBoLiveTablesQuery();

  return (
    <Page
      title={t('live.nav')}
      subtitle={canEdit ? t('live.subtitle') : t('live.subtitleReadOnly')}
      actions={
        canEdit &&
        tab === 'tables' && (
          <Btn $variant="primary" onClick={() => setEditing({})} data-testid="bo-live-add">
            + {t('live.add')}
          </Btn>
        )
      }
    >
      {canRounds && (
        <Toolbar style={{ marginBottom: 12 }}>
          <FilterTabs
            label={t('live.nav')}
            value={tab}
            onChange={(k) => setParams(k === 'tables' ? {} : { tab: k }, { replace: true })}
            items={[
              { key: 'tables', label: t('live.tabs.tables'), count: tables.data?.length },
              { key: 'report', label: t('live.tabs.report') },
            ]}
          />
        </Toolbar>
      )}
      {tab === 'tables' ? <Tables rows={tables.data} loading={tables.isLoading} canEdit={canEdit} canRounds={canRounds} onEdit={(row) => setEditing({ row })} /> : <LiveReport />}
      {editing && <LiveTableDialog row={editing.row} onClose={() => setEditing(null)} />}
    </Page>
  );
}

function Tables({ rows, loading, canEdit, canRounds, onEdit }: { rows: BoLiveTable[] | undefined; loading: boolean; canEdit: boolean; canRounds: boolean; onEdit(row: BoLiveTable): void }) {
  const { t } = useTranslation('backoffice');
  const l = useLiveLabels();
  const navigate = useNavigate();
  return (
    <Panel>
      <DataTable
        testId="bo-live-tables"
        columns={[
          { label: t('audit.entities.game') },
          { label: t('common.name') },
          { label: t('common.currency') },
          { label: t('live.cols.limits'), className: 'num' },
          { label: t('live.cols.chips') },
          { label: t('live.cols.window') },
          { label: t('live.cols.houseCap'), className: 'num' },
          { label: t('common.status') },
          ...(canEdit || canRounds ? [{ className: 'actions' }] : []),
        ]}
        loading={loading}
        empty={!loading && rows?.length === 0}
        emptyText={t('live.noTables')}
      >
        {rows?.map((x) => (
          <tr key={x.id} data-testid={`bo-live-row-${x.id}`} data-game={x.game_code}>
            <td>
              <b>{l.game(x.game_code)}</b>
              <Small>
                <Mono>{x.game_code}</Mono>
              </Small>
            </td>
            <td>
              {canRounds ? (
                <Link to={`/live-tables/${x.id}`} data-testid={`bo-live-name-${x.id}`}>
                  {l.tableName(x)}
                </Link>
              ) : (
                l.tableName(x)
              )}
              <Small>{l.otherName(x)}</Small>
            </td>
            <td>
              <Mono>{x.currency}</Mono>
            </td>
            <td className="num">
              <Num>
                {money(x.min_bet)} – {money(x.max_bet)}
              </Num>
            </td>
            <td className="wrap" style={{ minWidth: 190, maxWidth: 260 }}>
              <ChipRow data-testid={`bo-live-chips-${x.id}`}>
                {x.chips.map((c) => (
                  <Chip key={c}>{chipText(c)}</Chip>
                ))}
              </ChipRow>
            </td>
            <td data-testid={`bo-live-window-${x.id}`}>
              {t('exchange.seconds', { s: x.betting_ms / 1000 })}
              <Small>{t('live.step', { ms: x.step_ms })}</Small>
            </td>
            <td className="num">
              <Num>{money(x.house_cap)}</Num>
            </td>
            <td>
              <StatusToggle table={x} readOnly={!canEdit} />
            </td>
            {(canEdit || canRounds) && (
              <td className="actions">
                {canRounds && (
                  <Btn onClick={() => navigate(`/live-tables/${x.id}`)} $size="xs" title={t('live.showRoundsTitle')} data-testid={`bo-live-rounds-${x.id}`}>
                    {t('rounds.tabs.rounds')}
                  </Btn>
                )}
                {canEdit && (
                  <Btn $size="xs" onClick={() => onEdit(x)} data-testid={`bo-live-edit-${x.id}`}>
                    {t('common.edit')}
                  </Btn>
                )}
              </td>
            )}
          </tr>
        ))}
      </DataTable>
    </Panel>
  );
}

/** A table's open/closed switch, saved at once (audited like any change); disabled for roles that only read. */
function StatusToggle({ table, readOnly }: { table: BoLiveTable; readOnly: boolean }) {
  const { t } = useTranslation('backoffice');
  const toast = useToast();
  const errors = useServerError();
  const [update, { isLoading }] = useBoUpdateLiveTableMutation();
  const on = table.status === 'open';
  return (
    <Switch
      checked={on}
      disabled={isLoading || readOnly}
      testId={`bo-live-open-${table.id}`}
      label={on ? t('status.open') : t('status.closed')}
      onChange={async (v) => {
        try {
          await update({ id: table.id, body: { status: v ? 'open' : 'closed' } }).unwrap();
          toast.show(v ? t('live.opened') : t('live.closedToast'), 'success');
        } catch (err) {
          errors.show(err);
        }
      }}
    />
  );
}
