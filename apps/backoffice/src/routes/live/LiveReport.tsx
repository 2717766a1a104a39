import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useBoLiveReportQuery, type BoLiveReport } from '@khela/api/backoffice';
import { dhakaToday, toWire, tryParseMoney } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { DataTable } from '../../components/DataTable';
import { useServerError } from '../../components/errors';
import { isNegative, money } from '../../components/format';
import { ClickRow, Input, Label, Mono, Muted, Num, Panel, PanelHead, Small, Toolbar } from '../../components/kit';
import { Cards, Stat } from '../../components/Stat';
import { count, holdOf, useLiveLabels } from './liveShared';

type Totals = { currency: string; rounds: number; turnover: bigint; payout: bigint };

/** Each currency's sums over the games (a report never adds taka to rupees). */
function totalsOf(r: BoLiveReport | undefined): Totals[] {
  const by = new Map<string, Totals>();
  for (const g of r?.games ?? []) {
    const x = by.get(g.currency) ?? { currency: g.currency, rounds: 0, turnover: 0n, payout: 0n };
    x.rounds += g.rounds;
    x.turnover += tryParseMoney(g.turnover) ?? 0n;
    x.payout += tryParseMoney(g.payout) ?? 0n;
    by.set(g.currency, x);
  }
  return [...by.values()];
}

/**
 * Turnover, payouts, GGR and hold per game and per table for Dhaka days (today unless chosen; settled rounds by the
 * time they settled). A table's line opens its rounds for the same days.
 */
export function LiveReport() {
  const { t } = useTranslation('backoffice');
  const l = useLiveLabels();
  const navigate = useNavigate();
  const errors = useServerError();
  const [params, setParams] = useSearchParams();
  const today = dhakaToday();
  const from = params.get('from') || today;
  const to = params.get('to') || today;
  const badRange = from > to;
  const report = useBoLiveReportQuery({ from, to }, { skip: badRange });
  const data = report.data;
  const totals = totalsOf(data);
  const loading = report.isLoading || report.isFetching;

  const set = (k: 'from' | 'to', v: string) => {
    const next = new URLSearchParams(params);
    if (v && v !== today) next.set(k, v);
    else next.delete(k);
    setParams(next, { replace: true });
  };
  /** One figure per currency ("1,200.00 BDT"), a single line when there is one currency. */
  const per = (pick: (x: Totals) => bigint, testId: string, tone?: boolean) =>
    totals.length === 0 ? (
      money('0.00')
    ) : (
      <span data-testid={testId}>
        {totals.map((x) => (
          <Line key={x.currency}>
            <Num $tone={tone ? (pick(x) < 0n ? 'neg' : 'pos') : undefined}>{money(toWire(pick(x)))}</Num>
            {totals.length > 1 && <Cur>{x.currency}</Cur>}
          </Line>
        ))}
      </span>
    );
  const holdHint = totals.length === 1 ? holdOf(toWire(totals[0]!.turnover - totals[0]!.payout), toWire(totals[0]!.turnover)) : null;

  return (
    <>
      <Toolbar style={{ marginBottom: 12, alignItems: 'flex-end' }}>
        <FilterField>
          <Label htmlFor="bo-live-from">{t('common.from')}</Label>
          <Input id="bo-live-from" type="date" value={from} max={today} onChange={(e) => e.target.value && set('from', e.target.value)} style={{ width: 150 }} data-testid="bo-live-from" />
        </FilterField>
        <FilterField>
          <Label htmlFor="bo-live-to">{t('rounds.to')}</Label>
          <Input id="bo-live-to" type="date" value={to} min={from} max={today} onChange={(e) => e.target.value && set('to', e.target.value)} style={{ width: 150 }} data-testid="bo-live-to" />
        </FilterField>
        <Small style={{ alignSelf: 'center', maxWidth: 420 }}>{t('live.report.note')}</Small>
      </Toolbar>

      {badRange ? (
        <Panel style={{ padding: 16 }}>
          <Muted>{t('rounds.badRange')}</Muted>
        </Panel>
      ) : report.isError ? (
        <Panel style={{ padding: 16 }}>
          <Muted>{errors.text(report.error)}</Muted>
        </Panel>
      ) : (
        <>
          <Cards>
            <Stat icon="inbox" tone="info" label={t('rounds.stats.rounds')} value={data && count(totals.reduce((s, x) => s + x.rounds, 0))} loading={report.isLoading} testId="bo-live-report-rounds" />
            <Stat icon="deposit" tone="warning" label={t('rounds.stats.turnover')} value={data && per((x) => x.turnover, 'bo-live-report-turnover')} money loading={report.isLoading} />
            <Stat icon="withdraw" tone="danger" label={t('rounds.stats.payouts')} value={data && per((x) => x.payout, 'bo-live-report-payout')} money loading={report.isLoading} />
            <Stat
              icon="wallet"
              tone="success"
              label={t('rounds.stats.ggr')}
              value={data && per((x) => x.turnover - x.payout, 'bo-live-report-ggr', true)}
              hint={holdHint !== null ? t('rounds.stats.hold', { pct: t('live.report.holdPct', { pct: count(holdHint) }) }) : undefined}
              money
              loading={report.isLoading}
            />
          </Cards>

          <Panel>
            <PanelHead>
              <h2>{t('rounds.tabs.games')}</h2>
            </PanelHead>
            <DataTable
              testId="bo-live-report-games"
              columns={[
                { label: t('audit.entities.game') },
                { label: t('common.currency') },
                { label: t('rounds.stats.rounds'), className: 'num' },
                { label: t('rounds.stats.turnover'), className: 'num' },
                { label: t('rounds.stats.payouts'), className: 'num' },
                { label: t('rounds.stats.ggr'), className: 'num' },
                { label: t('rounds.holdShort'), className: 'num' },
              ]}
              loading={loading && !data}
              empty={Boolean(data) && data!.games.length === 0}
              emptyText={t('rounds.emptySummary')}
            >
              {data?.games.map((g) => (
                <tr key={`${g.game_code}:${g.currency}`} data-testid={`bo-live-report-game-${g.game_code}`}>
                  <td>
                    <b>{l.game(g.game_code)}</b>
                  </td>
                  <td>
                    <Mono>{g.currency}</Mono>
                  </td>
                  <td className="num">{count(g.rounds)}</td>
                  <td className="num">
                    <Num>{money(g.turnover)}</Num>
                  </td>
                  <td className="num">
                    <Num>{money(g.payout)}</Num>
                  </td>
                  <td className="num">
                    <Num $tone={isNegative(g.ggr) ? 'neg' : 'pos'}>{money(g.ggr)}</Num>
                  </td>
                  <td className="num">{g.hold === null ? <Muted>—</Muted> : t('live.report.holdPct', { pct: count(g.hold) })}</td>
                </tr>
              ))}
              {data &&
                data.games.length > 1 &&
                totals.map((x) => {
                  const ggr = toWire(x.turnover - x.payout);
                  const hold = holdOf(ggr, toWire(x.turnover));
                  return (
                    <TotalRow key={x.currency} data-testid={`bo-live-report-total-${x.currency}`}>
                      <td>{t('rounds.total')}</td>
                      <td>
                        <Mono>{x.currency}</Mono>
                      </td>
                      <td className="num">{count(x.rounds)}</td>
                      <td className="num">
                        <Num>{money(toWire(x.turnover))}</Num>
                      </td>
                      <td className="num">
                        <Num>{money(toWire(x.payout))}</Num>
                      </td>
                      <td className="num">
                        <Num $tone={isNegative(ggr) ? 'neg' : 'pos'}>{money(ggr)}</Num>
                      </td>
                      <td className="num">{hold === null ? <Muted>—</Muted> : t('live.report.holdPct', { pct: count(hold) })}</td>
                    </TotalRow>
                  );
                })}
            </DataTable>
          </Panel>

          <Panel>
            <PanelHead>
              <h2>{t('live.report.byTable')}</h2>
            </PanelHead>
            <DataTable
              testId="bo-live-report-tables"
              columns={[
                { label: t('live.drawer.table') },
                { label: t('common.currency') },
                { label: t('rounds.stats.rounds'), className: 'num' },
                { label: <span title={t('live.report.playerRoundsHint')}>{t('live.cols.playerRounds')}</span>, className: 'num' },
                { label: t('rounds.stats.turnover'), className: 'num' },
                { label: t('rounds.stats.payouts'), className: 'num' },
                { label: t('rounds.stats.ggr'), className: 'num' },
                { label: t('rounds.holdShort'), className: 'num' },
              ]}
              loading={loading && !data}
              empty={Boolean(data) && data!.tables.length === 0}
              emptyText={t('rounds.emptySummary')}
            >
              {data?.tables.map((x) => (
                <ClickRow
                  key={x.table_id}
                  onClick={() => navigate(`/live-tables/${x.table_id}?${new URLSearchParams({ from: data.from, to: data.to })}`)}
                  title={t('live.showRoundsTitle')}
                  data-testid={`bo-live-report-table-${x.table_id}`}
                >
                  <td>
                    <b>{l.tableName(x)}</b>
                    {l.tableName(x) !== l.game(x.game_code) && <Small>{l.game(x.game_code)}</Small>}
                  </td>
                  <td>
                    <Mono>{x.currency}</Mono>
                  </td>
                  <td className="num">
                    {count(x.rounds)}
                    <Small>{t('live.report.withBets', { count: x.rounds_with_bets })}</Small>
                  </td>
                  <td className="num">{count(x.bets)}</td>
                  <td className="num">
                    <Num>{money(x.turnover)}</Num>
                  </td>
                  <td className="num">
                    <Num>{money(x.payout)}</Num>
                  </td>
                  <td className="num">
                    <Num $tone={isNegative(x.ggr) ? 'neg' : 'pos'}>{money(x.ggr)}</Num>
                  </td>
                  <td className="num">{x.hold === null ? <Muted>—</Muted> : t('live.report.holdPct', { pct: count(x.hold) })}</td>
                </ClickRow>
              ))}
            </DataTable>
          </Panel>
        </>
      )}
    </>
  );
}

const FilterField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const TotalRow = styled.tr`
  & > td { font-weight: 800; background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const Line = styled.span`
  display: block;
`;

const Cur = styled.span`
  margin-left: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-weight: 600;
`;
