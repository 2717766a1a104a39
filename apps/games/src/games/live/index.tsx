import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, EmptyState, Loader } from '@khela/ui';
import { currentLanguage, useTranslation } from '@khela/i18n';
import { gamesAppApi, useDispatch, useLiveBetMutation, useLiveTablesQuery, type GamesDispatch } from '@khela/api/games';
import {
  LIVE_GAMES,
  liveRules,
  livePayout,
  localDigits,
  toWire,
  type LiveGame,
  type LiveMyBets,
  type LiveRules,
  type LiveTableView,
} from '@khela/domain';
import { GameLayout, newRequestId, useGame, useGameError, useMoney, useSound, useWide, WIDE_MEDIA, type Release } from '../../shell';
import { Boards } from './Boards';
import { chipColor, chipLabel } from './chips';
import { secondsLeft, useDealProgress } from './deal';
import { CountdownRing, Felt } from './Felt';
import { LIVE_VIEWS, payoutOdds, placesOf, poishaOf, spotRows, type LiveGameView } from './games';
import { useLabels } from './labels';
import { LiveFair, LiveHistory, LiveRulesSheet } from './Sheets';
import { Spots, type SpotState } from './Spots';
import { useLiveTable } from './useLiveTable';

/** A chip not sent yet: which spot, how much (poisha). Undo takes the last one back. */
interface Pending {
  spot: string;
  amount: bigint;
}

const Stage = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 6px 8px 10px;
  @container stage (max-height: 470px) {
    gap: 6px;
    padding: 4px 8px 6px;
  }
  ${WIDE_MEDIA} {
    gap: 16px;
    padding: 18px 20px 20px;
  }
`;
const TopLine = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  font-size: 12px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
  button {
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    border-radius: 999px;
    padding: 4px 10px;
    font: inherit;
    font-size: 12px;
    cursor: pointer;
  }
  ${WIDE_MEDIA} {
    font-size: 14px;
  }
`;
const Banner = styled.div<{ $tone: 'win' | 'lose' | 'info' }>`
  max-width: 100%;
  padding: 3px 12px;
  border-radius: 10px;
  background: rgba(6, 10, 22, 0.82);
  border: 1px solid ${({ $tone }) => ($tone === 'win' ? '#f5c242' : $tone === 'lose' ? '#59657f' : '#2a3656')};
  line-height: 1.25;
  animation: live-pop 260ms ease-out both;
  @keyframes live-pop {
    from { transform: scale(0.8); opacity: 0; }
    to { transform: scale(1); opacity: 1; }
  }
  b { display: block; font-size: 14px; color: #f3e3c0; }
  span { display: block; font-size: 12px; font-weight: 700; color: ${({ $tone }) => ($tone === 'win' ? '#22c55e' : '#c8d0e0')}; }
  ${WIDE_MEDIA} {
    padding: 6px 22px;
    b { font-size: 20px; }
    span { font-size: 16px; }
  }
`;
const ChipRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 6px;
`;
const Chip = styled.button<{ $color: string; $on: boolean }>`
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 4px dashed rgba(255, 255, 255, 0.8);
  background: ${({ $color }) => $color};
  color: #fff;
  font: inherit;
  font-size: 13px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  box-shadow: ${({ $on }) => ($on ? '0 0 0 3px #f5c242, 0 4px 10px rgba(0,0,0,0.5)' : '0 2px 4px rgba(0,0,0,0.4)')};
  transform: ${({ $on }) => ($on ? 'translateY(-3px)' : 'none')};
  transition: transform 120ms ease, box-shadow 120ms ease;
  touch-action: manipulation;
  cursor: pointer;
  &:disabled { opacity: 0.45; }
  ${WIDE_MEDIA} {
    width: 48px;
    height: 48px;
    font-size: 14px;
  }
`;
const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr)) minmax(0, 1.6fr);
  gap: 6px;
  button { min-width: 0; padding-left: 4px; padding-right: 4px; font-size: 13px; line-height: 1.1; white-space: normal; }
  ${WIDE_MEDIA} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    & > :last-child { grid-column: 1 / -1; }
  }
`;
const PlaceLabel = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.1;
  small { font-size: 11px; font-weight: 700; opacity: 0.85; }
`;
const Hint = styled.div<{ $tone?: 'bad' | 'ok' }>`
  min-height: 16px;
  text-align: center;
  font-size: 12px;
  font-weight: 700;
  color: ${({ theme, $tone }) => ($tone === 'bad' ? theme.colors.danger : $tone === 'ok' ? theme.colors.success : theme.colors.textMuted)};
`;
const TableInfo = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
  b { color: ${({ theme }) => theme.colors.text}; font-size: 16px; }
`;
const Picker = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 12px;
  h2 { margin: 0 0 4px; font-size: 16px; }
`;
const TableButton = styled.button`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  min-height: 56px;
  padding: 10px 14px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  b { font-size: 15px; }
  small { display: block; color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; margin-top: 2px; }
  &:disabled { opacity: 0.5; cursor: default; }
`;

function tableName(t: LiveTableView): string {
  return currentLanguage() === 'bn' ? t.name_bn || t.name : t.name;
}

/** A placement lost on the way (no answer, a gateway error) is sent again with the same request id. */
function isNetworkError(e: unknown): boolean {
  const status = (e as { status?: unknown } | null)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 502 || status === 503 || status === 504;
}
const RETRIES = 3;

function sumBySpot(items: readonly Pending[]): Record<string, bigint> {
  const out: Record<string, bigint> = {};
  for (const p of items) out[p.spot] = (out[p.spot] ?? 0n) + p.amount;
  return out;
}
function stakesOf(mine: LiveMyBets | null | undefined): Record<string, bigint> {
  return Object.fromEntries(Object.entries(mine?.spots ?? {}).map(([k, v]) => [k, poishaOf(v)]));
}

/** Every live table game: the session's game picks the rules and the layout (LIVE_VIEWS). */
export default function LiveTables() {
  const { t } = useTranslation('games');
  const { info } = useGame();
  const code = info.game.code;
  const rules = (LIVE_GAMES as readonly string[]).includes(code) ? liveRules(code) : null;
  const tablesQ = useLiveTablesQuery(undefined, { skip: !rules });
  const [chosen, setChosen] = useState<string | null>(null);
  const tables = tablesQ.data?.tables ?? [];
  const only = tables.length === 1 ? tables[0]!.id : null;
  const tableId = chosen ?? only;
  const game = code as LiveGame;
  const title = t(`live.${game}.name`, { defaultValue: info.game.name });

  if (!rules) {
    return <GameLayout title={title} stage={<EmptyState text={t('live.notYet')} />} controls={null} rules={null} history={() => <EmptyState text={t('shell.history.empty')} />} fair={() => <LiveFair seedHash={null} lastRound={null} />} />;
  }
  if (!tableId) {
    const picker = tablesQ.isLoading ? (
      <Loader />
    ) : tables.length === 0 ? (
      <EmptyState text={t('live.noTables')} />
    ) : (
      <TablePicker tables={tables} onPick={setChosen} />
    );
    return (
      <GameLayout
        title={title}
        stage={picker}
        controls={<Hint>{t('live.pickTable')}</Hint>}
        rules={<LiveRulesSheet game={game} rules={rules} table={null} />}
        history={() => <EmptyState text={t('shell.history.empty')} />}
        fair={() => <LiveFair seedHash={null} lastRound={null} />}
      />
    );
  }
  return <LiveTable key={tableId} game={game} rules={rules} tableId={tableId} title={title} onTables={tables.length > 1 ? () => setChosen(null) : null} />;
}

function TablePicker({ tables, onPick }: { tables: LiveTableView[]; onPick(id: string): void }) {
  const { t } = useTranslation('games');
  const money = useMoney();
  return (
    <Picker data-testid="live-tables">
      <h2>{t('live.pickTable')}</h2>
      {tables.map((tb) => (
        <TableButton key={tb.id} type="button" disabled={tb.status !== 'open'} onClick={() => onPick(tb.id)} data-testid={`live-table-${tb.id}`}>
          <span>
            <b>{tableName(tb)}</b>
            <small>{t('live.limits', { min: money(tb.min_bet), max: money(tb.max_bet) })}</small>
          </span>
          <small>{tb.status === 'open' ? t('live.open') : t('live.closed')}</small>
        </TableButton>
      ))}
    </Picker>
  );
}

interface TableProps {
  game: LiveGame;
  rules: LiveRules;
  tableId: string;
  title: string;
  onTables: (() => void) | null;
}

function LiveTable({ game, rules, tableId, title, onTables }: TableProps) {
  const { t } = useTranslation('games');
  const { info, balance, ended, hold } = useGame();
  const money = useMoney();
  const sound = useSound();
  const onError = useGameError();
  const wide = useWide();
  const labels = useLabels(game);
  const view: LiveGameView = LIVE_VIEWS[game];
  const { state, clock, setMine } = useLiveTable(info.token, tableId, ended);
  const [placeBet, placing] = useLiveBetMutation();
  const dispatch = useDispatch<GamesDispatch>();
  const table = state?.table ?? null;
  const round = state?.round ?? null;
  const phase = round?.phase ?? null;
  const mine = state?.my_bets && round && state.my_bets.round_id === round.id ? state.my_bets : null;

  const [chipIndex, setChipIndex] = useState(0);
  const chips = useMemo(() => (table?.chips ?? []).map((c) => poishaOf(c)), [table?.chips]);
  const chip = chips[Math.min(chipIndex, chips.length - 1)] ?? 0n;
  const [pending, setPending] = useState<{ round: string | null; items: Pending[] }>({ round: null, items: [] });
  const items = pending.round === round?.id ? pending.items : [];
  const [hint, setHint] = useState<{ text: string; tone?: 'bad' | 'ok' } | null>(null);
  /** The spots of the last round the player bet on (Rebet). */
  const [last, setLast] = useState<Record<string, bigint> | null>(null);

  // the betting window closes on the server's clock: re-render then
  const [, setTick] = useState(0);
  const left = secondsLeft(round, clock.now());
  useEffect(() => {
    if (!round?.betting_ends_at || phase !== 'betting') return;
    const ms = Date.parse(round.betting_ends_at) - clock.now();
    if (ms <= 0) return;
    const timer = setTimeout(() => setTick((n) => n + 1), ms + 20);
    return () => clearTimeout(timer);
  }, [round?.betting_ends_at, phase, clock]);
  const open = phase === 'betting' && left !== null && left > 0 && table?.status === 'open' && !ended;

  const progress = useDealProgress(round, table?.step_ms ?? 700, clock);
  const deal = round?.deal ?? null;
  const myStakes = stakesOf(mine);
  const myStake = Object.values(myStakes).reduce((a, b) => a + b, 0n);
  const myPayout = deal && mine ? livePayout(myStakes, deal.returns) : null;
  const showResult = (phase === 'dealing' || phase === 'settled') && progress.done && deal !== null;

  // remember the last round's spots for Rebet
  useEffect(() => {
    if (mine && Object.keys(mine.spots).length) setLast(stakesOf(mine));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mine?.round_id, mine?.stake]);

  // the result waits for the deal: the balance (and the site's) is held from the deal until the player sees it
  const held = useRef<{ round: string; release: Release } | null>(null);
  useEffect(() => {
    if (!round) return;
    const h = held.current;
    if (h && h.round !== round.id) {
      h.release();
      held.current = null;
    }
    if (!held.current && phase === 'dealing' && !progress.done && myStake > 0n) held.current = { round: round.id, release: hold() };
    const cur = held.current;
    if (cur && cur.round === round.id && progress.done && (phase === 'settled' || phase === 'voided')) {
      cur.release(myPayout !== null ? toWire(myPayout) : undefined);
      held.current = null;
    }
  }, [round, phase, progress.done, myStake, myPayout, hold]);
  // My bets shows the round settled once the player has seen it
  const listed = useRef<string | null>(null);
  useEffect(() => {
    if (!round || listed.current === round.id || myStake === 0n || !progress.done || (phase !== 'settled' && phase !== 'voided')) return;
    listed.current = round.id;
    dispatch(gamesAppApi.util.invalidateTags(['LiveRounds', 'History']));
  }, [round, phase, progress.done, myStake, dispatch]);
  useEffect(() => () => held.current?.release(), []);

  // sounds: a card turned, the result
  const lastUp = useRef(0);
  useEffect(() => {
    if (progress.up > lastUp.current && phase === 'dealing') sound.play('reveal');
    lastUp.current = progress.up;
  }, [progress.up, phase, sound]);
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!showResult || !round || told.current === round.id) return;
    told.current = round.id;
    if (myPayout === null) return;
    sound.play(myPayout > 0n ? 'win' : 'lose');
  }, [showResult, round, myPayout, sound]);

  // a new round clears the last one's message
  useEffect(() => {
    setHint(null);
  }, [round?.id]);

  const pendingBySpot = sumBySpot(items);
  const pendingTotal = items.reduce((a, p) => a + p.amount, 0n);
  const bal = balance === null ? null : poishaOf(balance);

  function add(entries: Pending[]) {
    if (!round || !table || !open) return;
    const next = [...items, ...entries];
    const by = sumBySpot(next);
    for (const [spot, amount] of Object.entries(by)) {
      if ((myStakes[spot] ?? 0n) + amount > poishaOf(table.max_bet)) {
        setHint({ text: t('live.overMax', { spot: labels.spot(spot), max: money(table.max_bet) }), tone: 'bad' });
        return;
      }
    }
    const total = next.reduce((a, p) => a + p.amount, 0n);
    if (bal !== null && total > bal) {
      setHint({ text: t('live.overBalance'), tone: 'bad' });
      return;
    }
    setHint(null);
    sound.play('click');
    setPending({ round: round.id, items: next });
  }

  async function place() {
    if (!round || !table || items.length === 0) return;
    const spots = Object.fromEntries(Object.entries(pendingBySpot).map(([k, v]) => [k, toWire(v)]));
    const body = { request_id: newRequestId(), table_id: table.id, round_id: round.id, spots };
    sound.play('bet');
    for (let attempt = 0; ; attempt++) {
      try {
        const r = await placeBet(body).unwrap();
        setMine(r.my_bets);
        setPending({ round: round.id, items: [] });
        setHint({ text: t('live.placed', { amount: money(r.my_bets.stake) }), tone: 'ok' });
        return;
      } catch (e) {
        if (isNetworkError(e) && attempt < RETRIES) {
          await new Promise((res) => setTimeout(res, 400 * (attempt + 1)));
          continue;
        }
        onError(e);
        return;
      }
    }
  }

  const spotStates: Record<string, SpotState> = {};
  for (const spot of rules.spots) {
    spotStates[spot] = {
      spot,
      odds: payoutOdds(rules, spot),
      total: poishaOf(round?.totals[spot]),
      mine: myStakes[spot] ?? 0n,
      pending: pendingBySpot[spot] ?? 0n,
      returned: showResult && deal ? (deal.returns[spot] ?? 0) : null,
    };
  }
  const rows = spotRows(view, rules);

  const lastPlaces = useMemo(() => (deal ? placesOf(view, deal.steps.filter((s) => s.card !== undefined)) : []), [deal, view]);

  let status: string;
  if (!round) status = t('live.phase.waiting');
  else if (phase === 'betting') status = open ? t('live.phase.betting') : t('live.phase.closed');
  else if (phase === 'dealing' && !progress.done) status = t('live.phase.dealing');
  else status = t('live.phase.next');

  let banner = null;
  if (phase === 'voided') {
    banner = (
      <Banner $tone="info" data-testid="live-result">
        <b>{t('live.voided')}</b>
        {myStake > 0n && <span>{t('live.returned', { amount: money(toWire(myStake)) })}</span>}
      </Banner>
    );
  } else if (showResult && deal) {
    const won = myPayout !== null && myPayout > 0n;
    banner = (
      <Banner $tone={myPayout === null ? 'info' : won ? 'win' : 'lose'} data-testid="live-result" data-code={deal.code} data-payout={myPayout === null ? undefined : toWire(myPayout)}>
        <b>{labels.win(deal.code)}</b>
        {myPayout !== null && (
          <span data-testid="live-my-result">
            {won ? (myPayout === myStake ? t('live.returned', { amount: money(toWire(myPayout)) }) : t('live.youWon', { amount: money(toWire(myPayout)) })) : t('live.noWin')}
          </span>
        )}
      </Banner>
    );
  }

  const ring = open && round?.betting_ends_at && table ? <CountdownRing endsAt={round.betting_ends_at} totalMs={table.betting_ms} clock={clock} /> : null;

  const stage = (
    <Stage>
      <TopLine>
        <span data-testid="live-players">{t('live.players', { n: localDigits(String(round?.players ?? 0)) })}</span>
        {table && !wide && <span>{t('live.limits', { min: money(table.min_bet), max: money(table.max_bet) })}</span>}
        {onTables && !wide && (
          <button type="button" onClick={onTables} data-testid="live-change-table">
            {t('live.changeTable')}
          </button>
        )}
      </TopLine>
      <Felt game={game} view={view} round={round} progress={progress} lastPlaces={lastPlaces} status={status} ring={ring} banner={banner} wide={wide} />
      <Spots game={game} view={view} rows={rows} spots={spotStates} disabled={!open} onPlace={(spot) => add([{ spot, amount: chip }])} />
      <Boards game={game} view={view} history={state?.history ?? []} />
    </Stage>
  );

  const canRebet = open && items.length === 0 && myStake === 0n && last !== null;
  const canDouble = open && (myStake > 0n || pendingTotal > 0n);
  const controls = (
    <>
      {wide && table && (
        <TableInfo>
          <b>{tableName(table)}</b>
          <span>{t('live.limits', { min: money(table.min_bet), max: money(table.max_bet) })}</span>
          {onTables && (
            <Button variant="ghost" size="sm" onClick={onTables} data-testid="live-change-table">
              {t('live.changeTable')}
            </Button>
          )}
        </TableInfo>
      )}
      <ChipRow role="radiogroup" aria-label={t('live.chips')} data-testid="live-chips">
        {chips.map((c, i) => (
          <Chip
            key={i}
            type="button"
            role="radio"
            aria-checked={c === chip}
            aria-label={money(toWire(c))}
            $color={chipColor(c)}
            $on={c === chip}
            onClick={() => {
              sound.play('click');
              setChipIndex(i);
            }}
            data-testid={`live-chip-${i}`}
          >
            {chipLabel(c)}
          </Chip>
        ))}
      </ChipRow>
      {/* Undo, Clear and Rebet say what roulette's table says (games:roulette.*): one wording for one action */}
      <Actions>
        <Button variant="secondary" disabled={!open || items.length === 0} onClick={() => setPending({ round: round?.id ?? null, items: items.slice(0, -1) })} data-testid="live-undo">
          {t('roulette.undo')}
        </Button>
        <Button variant="secondary" disabled={!open || items.length === 0} onClick={() => setPending({ round: round?.id ?? null, items: [] })} data-testid="live-clear">
          {t('roulette.clear')}
        </Button>
        {canRebet ? (
          <Button variant="secondary" onClick={() => add(Object.entries(last ?? {}).map(([spot, amount]) => ({ spot, amount })))} data-testid="live-rebet">
            {t('roulette.rebet')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            disabled={!canDouble}
            onClick={() => {
              const by = { ...myStakes };
              for (const [k, v] of Object.entries(pendingBySpot)) by[k] = (by[k] ?? 0n) + v;
              add(Object.entries(by).filter(([, v]) => v > 0n).map(([spot, amount]) => ({ spot, amount })));
            }}
            data-testid="live-double"
          >
            {t('live.double')}
          </Button>
        )}
        <Button variant="primary" disabled={!open || items.length === 0} loading={placing.isLoading} onClick={() => void place()} data-testid="live-place">
          <PlaceLabel>
            <span>{t('live.place')}</span>
            {pendingTotal > 0n && <small>{money(toWire(pendingTotal))}</small>}
          </PlaceLabel>
        </Button>
      </Actions>
      <Hint $tone={hint?.tone} aria-live="polite" data-testid="live-hint">
        {hint?.text ?? (mine && phase === 'betting' ? t('live.yourBets', { amount: money(mine.stake) }) : open ? t('live.tapSpot', { chip: money(toWire(chip)) }) : '')}
      </Hint>
    </>
  );

  const lastOver = state?.round && (state.round.phase === 'settled' || state.round.phase === 'voided') && state.round.seed ? { id: state.round.id, seed: state.round.seed } : null;
  return (
    <GameLayout
      title={title}
      stage={stage}
      controls={controls}
      rules={<LiveRulesSheet game={game} rules={rules} table={table} />}
      history={(active) => <LiveHistory game={game} tableId={tableId} active={active} />}
      fair={() => <LiveFair seedHash={round?.seed_hash ?? null} lastRound={lastOver} />}
    />
  );
}
