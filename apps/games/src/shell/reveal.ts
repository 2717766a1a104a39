import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import { GAME_REVEAL_MESSAGE, toWire, tryParseMoney, type GameRevealMessage } from '@khela/domain';
import type { GamesState } from '@khela/api/games';

/**
 * Results wait for their animation. A game calls `hold(stake)` just before its bet request: from then on the shell
 * shows the balance as it was minus the stake, and the history strip and list as they were, whatever the server
 * answers (the settled balance, `balance.changed`, the refetched history). The game calls the release it got back
 * when the player sees the outcome (the dice lands, the ball drops, the reels stop) — or on an error — and the live
 * values show. A forgotten release lets go by itself after `MAX_HOLD_MS`.
 */
export const MAX_HOLD_MS = 60_000;

interface Held {
  /** Holds not yet released (balls still falling in plinko, auto-bet). */
  count: number;
  /** The live balance when the first of them began (poisha), or null when it was unknown. */
  base: bigint | null;
  /** What the held bets changed so far as the player saw it: stakes out, released payouts in. */
  delta: bigint;
  /** `base + delta` as a decimal string (a stable value for React). */
  balance: string | null;
}

let state: Held = { count: 0, base: null, delta: 0n, balance: null };
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
function set(count: number, base: bigint | null, delta: bigint) {
  const was = state;
  state = count === 0 ? { count: 0, base: null, delta: 0n, balance: null } : { count, base, delta, balance: base === null ? null : toWire(base + delta) };
  emit();
  if (was.count !== state.count || was.balance !== state.balance) tellSite();
}

/** The site around the game frame holds its balance too (its header would show a win before the reveal). */
function tellSite() {
  if (typeof window === 'undefined' || window.parent === window) return;
  const message: GameRevealMessage = { type: GAME_REVEAL_MESSAGE, held: state.count > 0, balance: state.balance };
  try {
    window.parent.postMessage(message, window.location.origin);
  } catch {
    /* a frame of another origin: nothing to tell */
  }
}

/**
 * Release of a hold: `payout` is what the round paid (its gross payout, "0.00" for a loss) and is credited now; no
 * payout means the bet did not happen (an error) and its stake comes back.
 */
export type Release = (payout?: string) => void;

/** Starts a hold from the live balance; answers its release (only the first call counts). Exported for tests. */
export function holdResult(liveBalance: string | null, stake?: string): Release {
  const s = stake === undefined ? 0n : (tryParseMoney(stake) ?? 0n);
  if (state.count === 0) set(1, tryParseMoney(liveBalance), -s);
  else set(state.count + 1, state.base, state.delta - s);
  let released = false;
  const timer = setTimeout(() => release(), MAX_HOLD_MS);
  function release(payout?: string) {
    if (released) return;
    released = true;
    clearTimeout(timer);
    const back = payout === undefined ? s : (tryParseMoney(payout) ?? 0n);
    set(state.count - 1, state.base, state.delta + back);
  }
  return release;
}

/** Test helper: forget every hold. */
export function resetHolds(): void {
  set(0, null, 0n);
}

/** True while a result waits for its animation. */
export function useHeld(): boolean {
  return useSyncExternalStore(subscribe, () => state.count > 0, () => false);
}

/** The balance to show: the held one while a result waits for its animation, else `live`. */
export function useShownBalance(live: string | null): string | null {
  const held = useSyncExternalStore(subscribe, () => state, () => state);
  return held.count > 0 && held.balance !== null ? held.balance : live;
}

/** `value` as it was when the hold began, while held (the history a result must not show early). */
export function useFrozen<T>(value: T): T {
  const held = useHeld();
  const last = useRef(value);
  if (!held) last.current = value;
  return held ? last.current : value;
}

/**
 * `hold(stake)` for a game: call it right before the bet request and call what it answers once the player sees the
 * outcome (or when the request fails). Every hold of an unmounted game is released.
 */
export function useResultHold(): (stake?: string) => Release {
  const store = useStore<GamesState>();
  const open = useRef(new Set<Release>());
  useEffect(() => {
    const all = open.current;
    return () => {
      all.forEach((r) => r('0.00'));
      all.clear();
    };
  }, []);
  return useCallback(
    (stake?: string) => {
      const release = holdResult(store.getState().gameSession.balance, stake);
      const all = open.current;
      const done: Release = (payout) => {
        all.delete(done);
        release(payout);
      };
      all.add(done);
      return done;
    },
    [store],
  );
}
