import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { toHundredths, tryParseMoney, winAmount, type ExchangeSport, type Poisha } from '@khela/domain';

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

export interface SlipControl {
  selection: SlipSelection | null;
  /** Match Odds: the price asked, in hundredths (on the ladder); others: the tapped price. */
  price: number;
  stake: string;
  keepInPlay: boolean;
  /** The bet went through and the slip shows its receipt: the positions are the server's, the bet already in them. */
  placed: boolean;
  setPlaced(placed: boolean): void;
  open(sel: SlipSelection): void;
  clear(): void;
  setPrice(hundredths: number): void;
  setStake(stake: string): void;
  setKeepInPlay(v: boolean): void;
}

const SlipContext = createContext<SlipControl | null>(null);

export function SlipProvider({ children }: { children: ReactNode }) {
  const [selection, setSelection] = useState<SlipSelection | null>(null);
  const [price, setPrice] = useState(0);
  const [stake, setStake] = useState('');
  const [keepInPlay, setKeepInPlay] = useState(false);
  const [placed, setPlaced] = useState(false);
  const open = useCallback((sel: SlipSelection) => {
    setSelection(sel);
    setPlaced(false);
    setPrice(sel.kind === 'fancy' ? sel.rate : (toHundredths(sel.price) ?? 0));
  }, []);
  const clear = useCallback(() => {
    setSelection(null);
    setPlaced(false);
  }, []);
  const value = useMemo(
    () => ({ selection, price, stake, keepInPlay, placed, setPlaced, open, clear, setPrice, setStake, setKeepInPlay }),
    [selection, price, stake, keepInPlay, placed, open, clear],
  );
  return <SlipContext.Provider value={value}>{children}</SlipContext.Provider>;
}

export function useSlip(): SlipControl {
  const c = useContext(SlipContext);
  if (!c) throw new Error('useSlip outside SlipProvider');
  return c;
}

/** The stake typed, in poisha; null when empty or unreadable. */
export function stakeOf(stake: string): Poisha | null {
  const p = tryParseMoney(stake.trim() === '' ? null : stake.trim());
  return p !== null && p > 0n ? p : null;
}

/** Profit if it wins and liability of a back/lay of `stake` at `price` (hundredths). */
export function backLayFigures(side: 'back' | 'lay', price: number, stake: Poisha): { profit: Poisha; liability: Poisha } {
  if (price <= 100) return { profit: 0n, liability: 0n };
  const win = winAmount(price, stake);
  return side === 'back' ? { profit: win, liability: stake } : { profit: stake, liability: win };
}

/** Fancy: YES wins stake × rate/100 and loses the stake; NO wins the stake and loses stake × rate/100. */
export function fancyFigures(side: 'yes' | 'no', rate: number, stake: Poisha): { profit: Poisha; liability: Poisha } {
  const atRate = (stake * BigInt(Math.max(0, rate))) / 100n;
  return side === 'yes' ? { profit: atRate, liability: stake } : { profit: stake, liability: atRate };
}

/**
 * What the draft bet adds to the player's profit if `selectionId` wins, for the market it is on (Match Odds and
 * Bookmaker); null when the slip is empty, on another market, has no stake yet, or shows a placed bet's receipt (the
 * bet is then in the server's position).
 */
export function draftEffect(slip: SlipControl, marketId: string, selectionId: string): Poisha | null {
  const s = slip.selection;
  if (!s || s.kind === 'fancy' || s.marketId !== marketId || slip.placed) return null;
  const stake = stakeOf(slip.stake);
  if (stake === null) return null;
  const price = s.kind === 'match_odds' ? slip.price : (toHundredths(s.price) ?? 0);
  if (price <= 100) return null;
  const { profit, liability } = backLayFigures(s.side, price, stake);
  const mine = s.selectionId === selectionId;
  if (s.side === 'back') return mine ? profit : -liability;
  return mine ? -liability : profit;
}
