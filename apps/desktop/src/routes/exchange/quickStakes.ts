import { useSyncExternalStore } from 'react';

/**
 * The bet slip's quick stakes, kept in this browser under the same key and in the same shape as the mobile app's
 * (apps/mobile/src/routes/odds-view/storage.ts): a JSON array of up to six whole-taka amounts. One browser, one list:
 * stakes edited on one site show on the other, and another tab's edit shows at once (the `storage` event).
 */
export const QUICK_STAKES_KEY = 'exchange.quickStakes';
export const DEFAULT_QUICK_STAKES: readonly number[] = Object.freeze([100, 500, 1000, 5000, 10000, 25000]);
/** How many the slip shows (and keeps). */
export const QUICK_STAKES_MAX = 6;

const listeners = new Set<() => void>();
let cache: { raw: string | null; value: readonly number[] } | null = null;

/** The mobile app's reading: whole positive amounts, at most six; anything else (or none) is the default list. */
export function parseQuickStakes(raw: string | null): readonly number[] {
  let v: unknown;
  try {
    v = raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    v = null;
  }
  if (!Array.isArray(v)) return DEFAULT_QUICK_STAKES;
  const list = v
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0)
    .slice(0, QUICK_STAKES_MAX);
  return list.length > 0 ? list : DEFAULT_QUICK_STAKES;
}

function readRaw(): string | null {
  try {
    return globalThis.localStorage?.getItem(QUICK_STAKES_KEY) ?? null;
  } catch {
    return null;
  }
}

function snapshot(): readonly number[] {
  const raw = readRaw();
  if (cache && cache.raw === raw) return cache.value;
  cache = { raw, value: parseQuickStakes(raw) };
  return cache.value;
}

function subscribe(l: () => void) {
  listeners.add(l);
  const onStorage = (e: StorageEvent) => {
    if (e.key === QUICK_STAKES_KEY || e.key === null) l();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', onStorage);
  };
}

export function useQuickStakes(): readonly number[] {
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULT_QUICK_STAKES);
}

export function saveQuickStakes(values: readonly number[]) {
  const list = values.filter((n) => Number.isSafeInteger(n) && n > 0).slice(0, QUICK_STAKES_MAX);
  if (list.length === 0) return;
  try {
    globalThis.localStorage?.setItem(QUICK_STAKES_KEY, JSON.stringify(list));
  } catch {
    /* storage refused (private mode, quota): the list stays as it was */
  }
  listeners.forEach((l) => l());
}
