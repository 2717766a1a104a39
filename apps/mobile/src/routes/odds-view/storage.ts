import { useSyncExternalStore } from 'react';
import type { ExchangeSport } from '@khela/domain';

/**
 * The exchange's small preferences kept in the browser: pinned markets (for /exchange-multi) and the bet slip's
 * quick stakes. One tiny store per key: reads are cached until the key changes (here or in another tab).
 */

export interface PinnedMarket {
  marketId: string;
  eventId: string;
  sport: ExchangeSport;
}

export const PINNED_KEY = 'exchange.pinned';
export const QUICK_STAKES_KEY = 'exchange.quickStakes';
/** Whole taka: six fit the slip's row on a 360 px phone. */
export const DEFAULT_QUICK_STAKES: readonly number[] = Object.freeze([100, 500, 1000, 5000, 10000, 25000]);

const SPORTS: readonly string[] = ['cricket', 'soccer', 'tennis'];

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

const listeners = new Map<string, Set<() => void>>();
const cache = new Map<string, { raw: string | null; value: unknown }>();

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* private mode: keep it for this page only */
  }
  cache.delete(key);
  listeners.get(key)?.forEach((l) => l());
}

function subscribe(key: string, listener: () => void): () => void {
  const set = listeners.get(key) ?? new Set();
  set.add(listener);
  listeners.set(key, set);
  const onStorage = (e: StorageEvent) => {
    if (e.key === key) {
      cache.delete(key);
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function snapshot<T>(key: string, parse: (v: unknown) => T): T {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    raw = null;
  }
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.value as T;
  const value = parse(read(key));
  cache.set(key, { raw, value });
  return value;
}

function parsePins(v: unknown): PinnedMarket[] {
  if (!Array.isArray(v)) return [];
  const out: PinnedMarket[] = [];
  for (const x of v) {
    if (!x || typeof x !== 'object') continue;
    const { marketId, eventId, sport } = x as Record<string, unknown>;
    if (typeof marketId !== 'string' && typeof marketId !== 'number') continue;
    if (out.some((p) => p.marketId === String(marketId))) continue;
    out.push({
      marketId: String(marketId),
      eventId: eventId === undefined || eventId === null ? '' : String(eventId),
      sport: (SPORTS.includes(String(sport)) ? String(sport) : 'cricket') as ExchangeSport,
    });
  }
  return out;
}

function parseStakes(v: unknown): readonly number[] {
  if (!Array.isArray(v)) return DEFAULT_QUICK_STAKES;
  const list = v.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0).slice(0, 6);
  return list.length > 0 ? list : DEFAULT_QUICK_STAKES;
}

/** The pinned markets, newest last. */
export function usePinnedMarkets(): PinnedMarket[] {
  return useSyncExternalStore(
    (l) => subscribe(PINNED_KEY, l),
    () => snapshot(PINNED_KEY, parsePins),
    () => [],
  );
}

export function pinMarket(pin: PinnedMarket) {
  const list = snapshot(PINNED_KEY, parsePins).filter((p) => p.marketId !== pin.marketId);
  write(PINNED_KEY, [...list, pin]);
}

export function unpinMarket(marketId: string) {
  write(
    PINNED_KEY,
    snapshot(PINNED_KEY, parsePins).filter((p) => p.marketId !== marketId),
  );
}

export function useQuickStakes(): readonly number[] {
  return useSyncExternalStore(
    (l) => subscribe(QUICK_STAKES_KEY, l),
    () => snapshot(QUICK_STAKES_KEY, parseStakes),
    () => DEFAULT_QUICK_STAKES,
  );
}

export function saveQuickStakes(values: readonly number[]) {
  write(QUICK_STAKES_KEY, values.slice(0, 6));
}
