import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useBoGameProvidersQuery, useBoGameRoundsQuery, useBoGamesQuery, useBoGamesSummaryQuery, type BoGameRoundArgs, type BoGamesSummary, type GameRoundStatus } from '@khela/api/backoffice';
import { dhakaToday, tryParseMoney } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Icon } from '@khela/ui';
import { DataTable } from '../../components/DataTable';
import { money, shortDateTime, signedMoney, isNegative } from '../../components/format';
import { Btn, ClickRow, FilterTabs, Input, Label, Mono, Muted, Num, Page, Panel, Select, Small, Toolbar } from '../../components/kit';
import { Pager } from '../../components/Pager';
import { Cards, Stat } from '../../components/Stat';
import { StatusBadge } from '../../components/status';
import { RoundDrawer } from './RoundDrawer';

const STATUSES = ['all', 'open', 'won', 'lost', 'refunded'] as const;
type StatusTab = (typeof STATUSES)[number];
type View = 'rounds' | 'games';
const PER_PAGE = 50;
const DAY_MS = 86_400_000;

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** GGR as a share of turnover ("4.25 %"), or a dash without turnover. */
function holdPct(ggr: string, turnover: string): string {
  const g = tryParseMoney(ggr);
  const t = tryParseMoney(turnover);
  if (g === null || !t) return '—';
  return `${(Number((g * 10000n) / t) / 100).toFixed(2)} %`;
}

/**
 * Every provider's game rounds: the figures of a date range (turnover, payouts, GGR), the rounds newest first with
 * filters, per-game figures, and a round's details in a drawer (where a stuck round can be refunded).
 * Filters live in the address, so a filtered view can be shared.
 */
export default function GameRoundsPage() {
  const { t } = useTranslation('backoffice');
  const [params, setParams] = useSearchParams();
  const today = dhakaToday();
  const from = params.get('from') || addDays(today, -6);
  const to = params.get('to') || today;
  const platform = params.get('platform') ?? '';
  const gameId = params.get('game') ?? '';
  const player = params.get('player') ?? '';
  const status = (STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as StatusTab) : 'all';
  const view: View = params.get('view') === 'games' ? 'games' : 'rounds';
  const round = Number(params.get('round')) || null;
  const [page, setPage] = useState(1);
  const [playerText, setPlayerText] = useState(player);

  /** Sets (or clears, with '') address parameters; any filter change goes back to page 1. */
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('round' in changes)) setPage(1);
    setParams(next, { replace: true });
  };

  const providers = useBoGameProvidersQuery();
  const games = useBoGamesQuery({ provider_id: providers.data?.find((p) => p.platform === platform)?.id, per_page: 200 }, { skip: !platform || !providers.data });
  const summary = useBoGamesSummaryQuery({ from, to, platform: platform || undefined });
  const args: BoGameRoundArgs = {
    from,
    to,
    platform: platform || undefined,
    game_id: gameId ? Number(gameId) : undefined,
    player: player || undefined,
    status: status === 'all' ? undefined : (status as GameRoundStatus),
  };
  const rounds = useBoGameRoundsQuery({ ...args, page, per_page: PER_PAGE }, { skip: view !== 'rounds' });
  const s = summary.data?.totals;
  const badRange = from > to;

  return (
    <Page title={t('nav.rounds')} subtitle={t('rounds.subtitle')}>
      <Toolbar style={{ marginBottom: 12, alignItems: 'flex-end' }}>
        <FilterField>
          <Label htmlFor="bo-rounds-from">{t('common.from')}</Label>
          <Input id="bo-rounds-from" type="date" value={from} max={to} onChange={(e) => e.target.value && set({ from: e.target.value })} style={{ width: 150 }} data-testid="bo-rounds-from" />
        </FilterField>
        <FilterField>
          <Label htmlFor="bo-rounds-to">{t('rounds.to')}</Label>
          <Input id="bo-rounds-to" type="date" value={to} min={from} max={today} onChange={(e) => e.target.value && set({ to: e.target.value })} style={{ width: 150 }} data-testid="bo-rounds-to" />
        </FilterField>
        <FilterField>
          <Label htmlFor="bo-rounds-platform">{t('common.provider')}</Label>
          <Select id="bo-rounds-platform" value={platform} onChange={(e) => set({ platform: e.target.value, game: null })} style={{ width: 190 }} data-testid="bo-rounds-platform">
            <option value="">{t('common.allProviders')}</option>
            {providers.data?.map((p) => (
              <option key={p.id} value={p.platform}>
                {p.name} ({p.platform})
              </option>
            ))}
          </Select>
        </FilterField>
        <FilterField>
          <Label htmlFor="bo-rounds-game">{t('audit.entities.game')}</Label>
          <Select id="bo-rounds-game" value={gameId} disabled={!platform} title={platform ? undefined : t('rounds.choosePlatform')} onChange={(e) => set({ game: e.target.value })} style={{ width: 190 }}>
            <option value="">{t('rounds.allGames')}</option>
            {games.data?.data.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </Select>
        </FilterField>
        <FilterField
          as="form"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            set({ player: playerText.trim() });
          }}
        >
          <Label htmlFor="bo-rounds-player">{t('audit.entities.player')}</Label>
          <Input
            id="bo-rounds-player"
            placeholder={t('rounds.playerPlaceholder')}
            value={playerText}
            onChange={(e) => setPlayerText(e.target.value)}
            onBlur={() => playerText.trim() !== player && set({ player: playerText.trim() })}
            style={{ width: 200 }}
            data-testid="bo-rounds-player"
          />
        </FilterField>
        {(platform || gameId || player || status !== 'all' || params.get('from') || params.get('to')) && (
          <Btn
            $variant="ghost"
            onClick={() => {
              setPlayerText('');
              setPage(1);
              setParams(view === 'games' ? { view } : {}, { replace: true });
            }}
          >
            <Icon name="close" size={14} /> {t('common.clear')}
          </Btn>
        )}
      </Toolbar>

      {badRange ? (
        <Panel style={{ padding: 16 }}>
          <Muted>{t('rounds.badRange')}</Muted>
        </Panel>
      ) : (
        <>
          <FiveCards>
            <Stat icon="inbox" tone="info" label={t('rounds.stats.rounds')} value={s?.rounds.toLocaleString('en-IN')} hint={t('rounds.stats.roundsHint')} loading={summary.isLoading} testId="bo-rounds-count" />
            <Stat icon="deposit" tone="warning" label={t('rounds.stats.turnover')} value={s && money(s.turnover)} money loading={summary.isLoading} testId="bo-rounds-turnover" />
            <Stat icon="withdraw" tone="danger" label={t('rounds.stats.payouts')} value={s && money(s.payouts)} money loading={summary.isLoading} testId="bo-rounds-payouts" />
            <Stat
              icon="wallet"
              tone="success"
              label={t('rounds.stats.ggr')}
              value={s && <Num $tone={isNegative(s.ggr) ? 'neg' : 'pos'}>{money(s.ggr)}</Num>}
              hint={s ? t('rounds.stats.hold', { pct: holdPct(s.ggr, s.turnover) }) : undefined}
              money
              loading={summary.isLoading}
              testId="bo-rounds-ggr"
            />
            <Stat
              icon="clock"
              tone="gold"
              label={t('rounds.stats.open')}
              value={s?.open_rounds}
              hint={s ? t('rounds.stats.openHint', { stakes: money(s.open_stakes), refunded: s.refunded_rounds }) : undefined}
              loading={summary.isLoading}
              testId="bo-rounds-open"
            />
          </FiveCards>

          <Toolbar style={{ marginBottom: 12, justifyContent: 'space-between' }}>
            <FilterTabs
              label={t('nav.rounds')}
              value={view}
              onChange={(k) => set({ view: k === 'rounds' ? null : k })}
              items={[
                { key: 'rounds', label: t('rounds.tabs.rounds') },
                { key: 'games', label: t('rounds.tabs.games'), count: summary.data?.games.length },
              ]}
            />
            {view === 'rounds' && (
              <FilterTabs
                label={t('common.status')}
                value={status}
                onChange={(k) => set({ status: k === 'all' ? null : k })}
                items={STATUSES.map((k) => ({ key: k, label: k === 'all' ? t('common.all') : t(`status.${k}`) }))}
              />
            )}
          </Toolbar>

          {view === 'rounds' ? (
            <Panel>
              <DataTable
                testId="bo-rounds-table"
                columns={[
                  { label: t('common.id') },
                  { label: t('rounds.created') },
                  { label: t('audit.entities.player') },
                  { label: t('audit.entities.game') },
                  { label: t('common.provider') },
                  { label: t('rounds.stake'), className: 'num' },
                  { label: t('rounds.payout'), className: 'num' },
                  { label: t('rounds.playerPl'), className: 'num' },
                  { label: t('common.status') },
                  { label: t('rounds.settled') },
                ]}
                loading={rounds.isLoading}
                empty={!rounds.isLoading && rounds.data?.data.length === 0}
                emptyText={t('rounds.empty')}
              >
                {rounds.data?.data.map((r) => (
                  <ClickRow key={r.id} onClick={() => set({ round: String(r.id) })} data-testid={`bo-round-row-${r.id}`} aria-selected={round === r.id}>
                    <td>
                      <Mono>#{r.id}</Mono>
                    </td>
                    <td>{shortDateTime(r.created_at)}</td>
                    <td>
                      <Link to={`/players/${r.player.id}`} onClick={(e) => e.stopPropagation()}>
                        {r.player.username}
                      </Link>
                    </td>
                    <td>
                      <b>{r.game.name}</b>
                      <Small>
                        <Mono>{r.game.code}</Mono>
                      </Small>
                    </td>
                    <td>
                      <Mono>{r.platform}</Mono>
                    </td>
                    <td className="num">
                      <Num>{money(r.stake)}</Num>
                    </td>
                    <td className="num">
                      <Num>{money(r.payout)}</Num>
                    </td>
                    <td className="num">{r.profit_loss === null ? <Muted>—</Muted> : <Num $tone={isNegative(r.profit_loss) ? 'neg' : 'pos'}>{signedMoney(r.profit_loss)}</Num>}</td>
                    <td>
                      <StatusBadge value={r.status} testId={`bo-round-status-${r.id}`} />
                    </td>
                    <td>{r.settled_at ? shortDateTime(r.settled_at) : <Muted>—</Muted>}</td>
                  </ClickRow>
                ))}
              </DataTable>
              {rounds.data && rounds.data.total > 0 && <Pager page={rounds.data.page} perPage={rounds.data.per_page} total={rounds.data.total} onPage={setPage} />}
            </Panel>
          ) : (
            <GameSummary data={summary.data} loading={summary.isLoading} onGame={(id, plat) => set({ view: null, platform: plat, game: String(id) })} />
          )}
        </>
      )}
      {round && <RoundDrawer id={round} onClose={() => set({ round: null })} />}
    </Page>
  );
}

function GameSummary({ data, loading, onGame }: { data: BoGamesSummary | undefined; loading: boolean; onGame(id: number, platform: string): void }) {
  const { t } = useTranslation('backoffice');
  return (
    <Panel>
      <DataTable
        testId="bo-rounds-summary"
        columns={[
          { label: t('audit.entities.game') },
          { label: t('common.provider') },
          { label: t('rounds.stats.rounds'), className: 'num' },
          { label: t('rounds.stats.turnover'), className: 'num' },
          { label: t('rounds.stats.payouts'), className: 'num' },
          { label: t('rounds.stats.ggr'), className: 'num' },
          { label: t('rounds.holdShort'), className: 'num' },
        ]}
        loading={loading}
        empty={!loading && data?.games.length === 0}
        emptyText={t('rounds.emptySummary')}
      >
        {data?.games.map((g) => (
          <ClickRow key={g.game_id} onClick={() => onGame(g.game_id, g.platform)} title={t('rounds.showRounds')} data-testid={`bo-summary-row-${g.game_id}`}>
            <td>
              <b>{g.name}</b>
              <Small>
                <Mono>{g.code}</Mono>
              </Small>
            </td>
            <td>
              <Mono>{g.platform}</Mono>
            </td>
            <td className="num">{g.rounds.toLocaleString('en-IN')}</td>
            <td className="num">
              <Num>{money(g.turnover)}</Num>
            </td>
            <td className="num">
              <Num>{money(g.payouts)}</Num>
            </td>
            <td className="num">
              <Num $tone={isNegative(g.ggr) ? 'neg' : 'pos'}>{money(g.ggr)}</Num>
            </td>
            <td className="num">{holdPct(g.ggr, g.turnover)}</td>
          </ClickRow>
        ))}
        {data && data.games.length > 1 && (
          <TotalRow>
            <td colSpan={2}>{t('rounds.total')}</td>
            <td className="num">{data.totals.rounds.toLocaleString('en-IN')}</td>
            <td className="num">
              <Num>{money(data.totals.turnover)}</Num>
            </td>
            <td className="num">
              <Num>{money(data.totals.payouts)}</Num>
            </td>
            <td className="num">
              <Num $tone={isNegative(data.totals.ggr) ? 'neg' : 'pos'}>{money(data.totals.ggr)}</Num>
            </td>
            <td className="num">{holdPct(data.totals.ggr, data.totals.turnover)}</td>
          </TotalRow>
        )}
      </DataTable>
    </Panel>
  );
}

/** The five figures on one row from 1280 px. */
const FiveCards = styled(Cards)`
  @media (min-width: 1280px) { grid-template-columns: repeat(5, minmax(0, 1fr)); }
`;

const FilterField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const TotalRow = styled.tr`
  & > td { font-weight: 800; background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;
