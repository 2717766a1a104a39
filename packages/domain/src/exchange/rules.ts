/** Exchange limits the server enforces and the apps show. Money in bigint poisha. */
export const EXCHANGE_DEFAULTS: Readonly<{ commissionBps: 200; minStake: 1000n; maxStake: 10_000_000n }> = Object.freeze({
  /** Commission on net market winnings, basis points: 200 = 2 %. */
  commissionBps: 200,
  /** 10 BDT. */
  minStake: 1000n,
  /** 100,000 BDT. */
  maxStake: 10_000_000n,
});
