/** What the funds checks read about the player lives once, in `@khela/api` (flows/usePlayerFunds.ts). */
export { usePlayerFunds } from '@khela/api';
