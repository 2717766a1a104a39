/** The distinct returns vectors of a list (the house cap's scenarios), in first-seen order. */
export function distinctReturns(list: readonly Record<string, number>[]): Record<string, number>[] {
  const seen = new Map<string, Record<string, number>>();
  for (const r of list) {
    const key = JSON.stringify(r);
    if (!seen.has(key)) seen.set(key, r);
  }
  return [...seen.values()];
}

/** The key of a returns vector with its spots in the game's order (tests compare deals with scenarios by it). */
export function returnsKey(spots: readonly string[], r: Record<string, number>): string {
  return spots.map((s) => r[s]).join(',');
}
