import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useBoLiveRoundsQuery, useBoLiveTablesQuery } from '@khela/api/backoffice';
import { dhakaToday } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Icon } from '@khela/ui';
import { DataTable } from '../../components/DataTable';
import { isNegative, money, shortDateTime } from '../../components/format';
import { Btn, ClickRow, Input, Label, Mono, Muted, Num, Page, Panel, Toolbar } from '../../components/kit';
import { Pager } from '../../components/Pager';
import { LiveRoundDrawer } from './LiveRoundDrawer';
import { PhaseBadge, ResultText, count, useLiveLabels } from './liveShared';

const PER_PAGE = 50;

/**
 * One live table's rounds, newest first (all days, or the Dhaka days chosen): result, players, stakes, payouts, GGR,
 * phase; a round opens in the drawer (the round in the address, so it can be shared).
 */
export default function LiveRoundsPage() {
  const { t } = useTranslation(['backoffice', 'ui']);
  const l = useLiveLabels();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const today = dhakaToday();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const round = params.get('round');
  const tables = useBoLiveTablesQuery();
  const table = tables.data?.find((x) => x.id === id);
  const badRange = Boolean(from && to && from > to);
  const rounds = useBoLiveRoundsQuery({ table: id, from: from || undefined, to: to || undefined, page, per_page: PER_PAGE }, { skip: badRange || !/^\d+$/.test(id), pollingInterval: 5_000 });

  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('round' in changes)) setPage(1);
    setParams(next, { replace: true });
  };

  const title = table ? l.tableName(table) : tables.isLoading ? '…' : t('live.rounds.tableNotFound');
  return (
    <Page
      title={
        <TitleRow>
          <Link to="/live-tables" aria-label={t('live.rounds.back')} title={t('live.rounds.back')} data-testid="bo-live-back">
            <Icon name="back" size={18} />
          </Link>
          <span data-testid="bo-live-rounds-title">{title}</span>
        </TitleRow>
      }
      subtitle={table ? t('live.rounds.subtitle', { game: l.game(table.game_code), currency: table.currency }) : undefined}
    >
      <Toolbar style={{ marginBottom: 12, alignItems: 'flex-end' }}>
        <FilterField>
          <Label htmlFor="bo-live-rounds-from">{t('common.from')}</Label>
          <Input id="bo-live-rounds-from" type="date" value={from} max={to || today} onChange={(e) => set({ from: e.target.value })} style={{ width: 150 }} />
        </FilterField>
        <FilterField>
          <Label htmlFor="bo-live-rounds-to">{t('rounds.to')}</Label>
          <Input id="bo-live-rounds-to" type="date" value={to} min={from || undefined} max={today} onChange={(e) => set({ to: e.target.value })} style={{ width: 150 }} />
        </FilterField>
        {(from || to) && (
          <Btn $variant="ghost" onClick={() => set({ from: null, to: null })}>
            <Icon name="close" size={14} /> {t('live.rounds.allDays')}
          </Btn>
        )}
      </Toolbar>
      {badRange ? (
        <Panel style={{ padding: 16 }}>
          <Muted>{t('rounds.badRange')}</Muted>
        </Panel>
      ) : (
        <Panel>
          <DataTable
            testId="bo-live-rounds"
            columns={[
              { label: t('common.id') },
              { label: t('live.cols.time') },
              { label: t('rounds.outcome') },
              { label: t('nav.players'), className: 'num' },
              { label: t('rounds.stake'), className: 'num' },
              { label: t('rounds.payout'), className: 'num' },
              { label: t('rounds.stats.ggr'), className: 'num' },
              { label: t('live.cols.phase') },
            ]}
            loading={rounds.isLoading}
            empty={!rounds.isLoading && rounds.data?.data.length === 0}
            emptyText={t('live.rounds.empty')}
          >
            {rounds.data?.data.map((r) => (
              <ClickRow key={r.id} onClick={() => set({ round: r.id })} aria-selected={round === r.id} data-testid={`bo-live-round-row-${r.id}`} data-phase={r.phase}>
                <td>
                  <Mono>#{r.id}</Mono>
                </td>
                <td>{shortDateTime(r.created_at)}</td>
                <td>{table ? <ResultText game={table.game_code} code={r.code} /> : (r.code ?? '—')}</td>
                <td className="num">{count(r.players)}</td>
                <td className="num">
                  <Num>{money(r.stake)}</Num>
                </td>
                <td className="num">
                  <Num>{money(r.payout)}</Num>
                </td>
                <td className="num">{r.ggr === null ? <Muted>—</Muted> : <Num $tone={isNegative(r.ggr) ? 'neg' : 'pos'}>{money(r.ggr)}</Num>}</td>
                <td>
                  <PhaseBadge phase={r.phase} />
                </td>
              </ClickRow>
            ))}
          </DataTable>
          {rounds.data && rounds.data.total > 0 && <Pager page={rounds.data.page} perPage={rounds.data.per_page} total={rounds.data.total} onPage={setPage} />}
        </Panel>
      )}
      {round && <LiveRoundDrawer id={round} table={table} onClose={() => set({ round: null })} />}
    </Page>
  );
}

const TitleRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  a { display: inline-grid; place-items: center; color: ${({ theme }) => theme.colors.textMuted}; }
  a:hover { color: ${({ theme }) => theme.colors.text}; }
`;

const FilterField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;
