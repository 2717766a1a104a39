import type {
  ExchangeEventItem,
  ExchangeEventStatus,
  ExchangeMarketPush,
  ExchangeMatchOddsMarket,
  ExchangeScoreBoard,
  LiveEvents,
} from '@khela/domain';

/** Versions are 64-bit integers as digit strings: true when `a` is older than `b`. */
function olderVersion(a: string, b: string): boolean {
  return a.length !== b.length ? a.length < b.length : a < b;
}

/**
 * Writes an `exchange.market` push into a cached Match Odds market (an Immer draft or a plain object, changed in
 * place). Pushes of another market, or older than what is cached (a poll may have brought a newer one), are ignored.
 * The winner and the runners' WINNER/LOSER come only with the read (the push does not carry them).
 */
export function applyMarketPush(market: ExchangeMatchOddsMarket | null | undefined, push: ExchangeMarketPush): void {
  if (!market || push.kind !== 'match_odds' || push.market_id !== market.marketId) return;
  if (olderVersion(push.version, market.version)) return;
  market.status = push.status;
  market.inplay = push.inplay;
  market.version = push.version;
  market.totalMatched = push.total_matched;
  for (const r of push.runners) {
    const row = market.runners.find((x) => x.selectionId === r.selectionId);
    if (!row) continue;
    if (r.ex) row.ex = { availableToBack: r.ex.availableToBack.map((l) => ({ ...l })), availableToLay: r.ex.availableToLay.map((l) => ({ ...l })) };
    if (r.SelectionName) row.SelectionName = r.SelectionName;
  }
}

const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);

/**
 * Writes an `exchange.market` push (room `event:{id}`: Bookmaker and Fancy markets) into a cached event: the Bookmaker
 * runners' prices and flags, the Fancy line and rates, a Match Odds market's status. Suspended follows the read:
 * the runner or its market not open.
 */
export function applyEventMarketPush(item: ExchangeEventItem | null | undefined, push: ExchangeMarketPush): void {
  if (!item || push.event_id !== item.event.id) return;
  if (push.kind === 'bookmaker') {
    for (const row of item.bookmaker) {
      if (row.market_id !== push.market_id) continue;
      const r = push.runners.find((x) => x.selectionId === row.selection_id);
      row.status = push.status;
      row.ball_running = flag(push.ball_running);
      if (r) {
        if (r.backPrice !== undefined) row.backPrice = r.backPrice;
        if (r.layPrice !== undefined) row.layPrice = r.layPrice;
      }
      row.suspended = flag(Boolean(r?.suspended) || push.status !== 'open');
    }
  } else if (push.kind === 'fancy') {
    const row = item.fancy2.find((x) => x.market_id === push.market_id);
    if (!row) return;
    row.status = push.status;
    row.ball_running = flag(push.ball_running);
    row.suspended = flag(push.status !== 'open');
    if (push.fancy) {
      row.no = push.fancy.no;
      row.no_rate = push.fancy.no_rate;
      row.yes = push.fancy.yes;
      row.yes_rate = push.fancy.yes_rate;
    }
  } else {
    const row = item.match_odds.find((x) => x.marketId === push.market_id);
    if (!row) return;
    row.status = push.status;
    row.inplay = push.inplay;
    row.totalMatched = push.total_matched;
  }
}

const EVENT_STATUSES: readonly string[] = ['upcoming', 'in_play', 'finished', 'closed'] satisfies ExchangeEventStatus[];

/** Writes an `exchange.score` push into a cached score board. */
export function applyScorePush(board: ExchangeScoreBoard | null | undefined, push: LiveEvents['exchange.score']): void {
  if (!board || push.event_id !== board.event_id) return;
  board.score = push.score;
  board.score_text = push.score_text;
  if (EVENT_STATUSES.includes(push.status)) {
    board.status = push.status as ExchangeEventStatus;
    board.inplay = push.status === 'in_play';
  }
}

/** Writes an `exchange.score` push into a cached event's header (score line and status). */
export function applyEventScorePush(item: ExchangeEventItem | null | undefined, push: LiveEvents['exchange.score']): void {
  if (!item || push.event_id !== item.event.id) return;
  item.event.score_text = push.score_text;
  if (EVENT_STATUSES.includes(push.status)) {
    item.event.status = push.status as ExchangeEventStatus;
    item.event.inplay = push.status === 'in_play';
  }
}
