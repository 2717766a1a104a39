import type { ReactNode } from 'react';
import { tryParseMoney, type ExchangeMatchOddsMarket, type ExchangePosition, type Poisha } from '@khela/domain';
import { BetSlip, LadderRow, MarketHeader, MarketTable, type LadderDepth } from '@khela/ui';
import { saveQuickStakes } from './storage';
import type { SlipApi } from './useSlip';

/** Profit if each runner wins, by selection id (poisha). */
export function positionsOf(position: ExchangePosition | undefined): Map<string, Poisha> {
  const out = new Map<string, Poisha>();
  for (const r of position?.runners ?? []) {
    const p = tryParseMoney(r.profit_if_wins);
    if (p !== null) out.set(r.selection_id, p);
  }
  return out;
}

/**
 * "After this bet" per runner: a back on runner r adds what it wins to r and takes the stake from the others; a lay
 * takes its liability from r and adds the stake to the others (Bookmaker alike).
 */
export function afterBet(
  ids: readonly string[],
  now: Map<string, Poisha>,
  bet: { selectionId: string; side: 'back' | 'lay'; win: Poisha; lose: Poisha } | null,
): Map<string, Poisha> | null {
  if (!bet) return null;
  const out = new Map<string, Poisha>();
  for (const id of ids) {
    const base = now.get(id) ?? 0n;
    const mine = id === bet.selectionId;
    const delta = bet.side === 'back' ? (mine ? bet.win : -bet.lose) : mine ? -bet.lose : bet.win;
    out.set(id, base + delta);
  }
  return out;
}

export type MatchOddsTableProps = {
  market: ExchangeMatchOddsMarket;
  position?: ExchangePosition;
  slip: SlipApi;
  quickStakes: readonly number[];
  live: boolean;
  pollingMs: number;
  depth?: LadderDepth;
  /** The multi-markets card: no matched total, no info button, no feed dot (the page shows one). */
  compact?: boolean;
  /** Shown in the header bar instead of the market's name (the multi-markets page: the event). */
  title?: string;
  actions?: ReactNode;
  /** Under the table (the unmatched orders). */
  footer?: ReactNode;
  testId?: string;
};

/** A Match Odds market: header, runners with positions, the slip under the tapped runner. */
export function MatchOddsTable({ market, position, slip, quickStakes, live, pollingMs, depth = 'auto', compact = false, title, actions, footer, testId = 'match-odds' }: MatchOddsTableProps) {
  const open = market.status === 'open';
  const suspended = market.status === 'suspended';
  const sel = slip.selection?.kind === 'match_odds' && slip.selection.marketId === market.marketId ? slip.selection : null;
  const now = positionsOf(position);
  const figures = sel ? slip.figures() : null;
  const after = afterBet(
    market.runners.map((r) => r.selectionId),
    now,
    sel && figures ? { selectionId: sel.selectionId, side: sel.side, ...figures } : null,
  );
  const settled = market.status === 'settled';
  return (
    <section data-testid={testId} data-market={market.marketId} data-status={market.status}>
      <MarketHeader
        name={title ?? market.market_name}
        inPlay={market.inplay}
        matched={compact ? null : market.totalMatched}
        minStake={compact ? null : market.min_stake}
        maxStake={compact ? null : market.max_stake}
        betDelay={market.bet_delay}
        commission={market.commission}
        status={market.status}
        live={compact ? undefined : live}
        pollingMs={pollingMs}
        actions={actions}
        testId={`${testId}-header`}
      />
      <MarketTable ladder depth={depth} suspended={suspended} attached testId={`${testId}-table`}>
        {market.runners.map((r, i) => {
          const mine = sel?.selectionId === r.selectionId ? sel : null;
          return (
            <LadderRow
              key={r.selectionId}
              name={r.SelectionName}
              back={r.ex.availableToBack}
              lay={r.ex.availableToLay}
              position={now.get(r.selectionId) ?? null}
              positionAfter={after?.get(r.selectionId) ?? null}
              selected={mine ? { side: mine.side, price: mine.price } : null}
              disabled={!open}
              result={settled && r.status !== 'ACTIVE' ? r.status : null}
              onSelect={(side, price) =>
                slip.open({ kind: 'match_odds', marketId: market.marketId, selectionId: r.selectionId, runner: r.SelectionName, side, price })
              }
              testId={`${testId}-runner-${i}`}
            >
              {mine && (
                <BetSlip
                  kind="match_odds"
                  side={mine.side}
                  runner={r.SelectionName}
                  price={slip.price}
                  onPriceChange={slip.setPrice}
                  stake={slip.stake}
                  onStakeChange={slip.setStake}
                  quickStakes={quickStakes}
                  onQuickStakesChange={saveQuickStakes}
                  persist={slip.persist}
                  onPersistChange={slip.setPersist}
                  inPlay={market.inplay}
                  currency={market.currency}
                  minStake={market.min_stake}
                  maxStake={market.max_stake}
                  betDelay={market.inplay ? market.bet_delay : null}
                  busy={slip.busy}
                  result={slip.result}
                  onPlaceAnother={slip.placeAnother}
                  onCancelOrder={slip.orderId ? () => void slip.cancel() : undefined}
                  cancellingOrder={slip.cancelling}
                  disabled={!open}
                  onPlace={() => void slip.place()}
                  onClose={slip.close}
                />
              )}
            </LadderRow>
          );
        })}
      </MarketTable>
      {footer}
    </section>
  );
}
