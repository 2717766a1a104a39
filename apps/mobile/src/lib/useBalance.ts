/**
 * The live balance and its hide/show live once, in `@khela/api` (`useBalance`: load, 10 s polling, /ws pushes,
 * refresh; `useBalanceHidden`: remembered on this device under 'balanceHidden').
 */
export { useBalance, useBalanceHidden } from '@khela/api';
