import { roulettePayout, type RouletteBetSpec } from '@khela/domain';

/** A spot on the table: 'n17', 'red', 'black', 'odd', 'even', 'low', 'high', 'd0'–'d2' (dozens), 'c0'–'c2' (columns). */
export type SpotKey = string;

const SIMPLE = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;

export function specOf(key: SpotKey): RouletteBetSpec {
  if (key.startsWith('n')) return { kind: 'straight', number: Number(key.slice(1)) };
  if (key.startsWith('d')) return { kind: 'dozen', index: Number(key.slice(1)) as 0 | 1 | 2 };
  if (key.startsWith('c')) return { kind: 'column', index: Number(key.slice(1)) as 0 | 1 | 2 };
  const k = SIMPLE.find((s) => s === key);
  if (!k) throw new Error(`Unknown roulette spot ${key}`);
  return { kind: k };
}

/** Total return of 1 unit on `key` when the ball lands on `pocket` (36, 3, 2 or 0). */
export function spotReturn(key: SpotKey, pocket: number): number {
  return roulettePayout(specOf(key), pocket);
}

/** The chips on the table: per spot, the amount in poisha and how many chips make it (for the stack). */
export type Layout = Map<SpotKey, { amount: bigint; chips: number }>;

export function layoutTotal(l: Layout): bigint {
  let s = 0n;
  for (const v of l.values()) s += v.amount;
  return s;
}
