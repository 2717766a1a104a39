/**
 * Bets against the house (Bookmaker and Fancy) are taken at once at the price the player saw, or at a better one:
 * the price may have moved between the screen and the server, and a move in the player's favour is given to them.
 * A move against them refuses the bet (the client shows the new price). Prices are odds in hundredths (the ladder's
 * integers); Fancy lines are integers and rates integer percent (see ./fancy).
 */

import type { FancySide } from './fancy';

type HouseFill<T> = { ok: true; matched: T } | { ok: false };

/**
 * A Bookmaker bet asked at `asked` (hundredths) against the price shown now (`current`, null when none is offered):
 * a back is taken when the current back odds are at least the asked odds (it wins more), a lay when the current lay
 * odds are at most the asked odds (it risks less). Matched at the current price.
 * bookmakerFill('back', 190, 195) → matched 195; bookmakerFill('back', 190, 185) → refused.
 */
export function bookmakerFill(side: 'back' | 'lay', asked: number, current: number | null): HouseFill<number> {
  if (current === null) return { ok: false };
  const better = side === 'back' ? current >= asked : current <= asked;
  return better ? { ok: true, matched: current } : { ok: false };
}

interface FancyQuote {
  line: number;
  rate: number;
}

/**
 * A Fancy bet asked at line and rate `asked` against the quote for its side now: YES wins when the result reaches
 * the line and pays stake × rate / 100, so a lower (or equal) line with a higher (or equal) rate is as good or
 * better; NO wins the stake when the result stays under the line and loses stake × rate / 100, so a higher (or
 * equal) line with a lower (or equal) rate is. A quote better in one and worse in the other is refused (it is not
 * better for every result). Matched at the current quote.
 */
export function fancyFill(side: FancySide, asked: FancyQuote, current: FancyQuote | null): HouseFill<FancyQuote> {
  if (current === null) return { ok: false };
  const better = side === 'yes' ? current.line <= asked.line && current.rate >= asked.rate : current.line >= asked.line && current.rate <= asked.rate;
  return better ? { ok: true, matched: { line: current.line, rate: current.rate } } : { ok: false };
}
