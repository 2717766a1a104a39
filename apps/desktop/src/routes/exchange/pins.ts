import { useSyncExternalStore } from 'react';
import type { ExchangeSport } from '@khela/domain';

/** A market pinned to Multi Markets (kept in this browser). */
export interface Pin {
  marketId: string;
  eventId: string;
  sport: ExchangeSport;
}

/** The same key and shape as the mobile app's (apps/mobile/src/routes/odds-view/storage.ts): one browser, one list. */
const KEY = 'exchange.pinned';
const listeners = new Set<() => void>();
let cache: Pin[] | null = null;

function read(): Pin[] {
  if (cache) return cache;
  try {
    const v = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '[]') as unknown;
    cache = Array.isArray(v) ? (v.filter((p) => p && typeof p.marketId === 'string' && typeof p.eventId === 'string') as Pin[]) : [];
  } catch {
    cache = [];
  }
  return cache;
}

function write(pins: Pin[]) {
  cache = pins;
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(pins));
  } catch {
    /* private mode: this page only */
  }
  listeners.forEach((l) => l());
}

function subscribe(l: () => void) {
  listeners.add(l);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) {
      cache = null;
      l();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', onStorage);
  };
}

export function usePins(): Pin[] {
  return useSyncExternalStore(subscribe, read, () => []);
}

export function isPinned(pins: Pin[], marketId: string): boolean {
  return pins.some((p) => p.marketId === marketId);
}

export function togglePin(pin: Pin) {
  const pins = read();
  write(isPinned(pins, pin.marketId) ? pins.filter((p) => p.marketId !== pin.marketId) : [...pins, pin].slice(-12));
}
