import { createContext, useContext, type ReactNode } from 'react';
import { slipEffect, useExchangeSlip, type ExchangeSlip, type SlipQuote } from '@khela/api';
import type { ExchangeSport, Poisha } from '@khela/domain';

/** What the player tapped: a Match Odds price, a Bookmaker price or a Fancy line. */
export type SlipSelection =
  | {
      kind: 'match_odds';
      marketId: string;
      eventId: string;
      sport?: ExchangeSport;
      eventName: string;
      selectionId: string;
      runner: string;
      side: 'back' | 'lay';
      /** Decimal odds tapped. */
      price: number;
    }
  | {
      kind: 'bookmaker';
      marketId: string;
      eventId: string;
      sport?: ExchangeSport;
      eventName: string;
      selectionId: string;
      runner: string;
      side: 'back' | 'lay';
      price: number;
      min: string;
      max: string;
    }
  | {
      kind: 'fancy';
      marketId: string;
      eventId: string;
      sport?: ExchangeSport;
      eventName: string;
      title: string;
      side: 'yes' | 'no';
      line: number;
      rate: number;
      min: string;
      max: string;
    };

/** The desktop slip: the shared flow (`useExchangeSlip` in @khela/api) on what the desktop's tables open it with. */
export type SlipControl = ExchangeSlip<SlipSelection>;

const SlipContext = createContext<SlipControl | null>(null);

/** The exchange pages' one slip: the tables open it, the right column draws it. */
export function SlipProvider({ children }: { children: ReactNode }) {
  const slip = useExchangeSlip<SlipSelection>();
  return <SlipContext.Provider value={slip}>{children}</SlipContext.Provider>;
}

export function useSlip(): SlipControl {
  const c = useContext(SlipContext);
  if (!c) throw new Error('useSlip outside SlipProvider');
  return c;
}

/** What a Bookmaker or Fancy bet is placed at on the desktop: the price, or line and rate, that was tapped. */
export function quoteOf(sel: SlipSelection): SlipQuote {
  if (sel.kind === 'bookmaker') return { price: sel.price };
  if (sel.kind === 'fancy') return { line: sel.line, rate: sel.rate };
  return {};
}

/**
 * What the draft bet adds to the player's profit if `selectionId` wins, for the market it is on (Match Odds and
 * Bookmaker); null when the slip is empty, on another market, has no stake yet, or shows a placed bet's receipt (the
 * bet is then in the server's position).
 */
export function draftEffect(slip: SlipControl, marketId: string, selectionId: string): Poisha | null {
  const s = slip.selection;
  return s ? slipEffect(s, slip.figures(quoteOf(s)), marketId, selectionId) : null;
}
