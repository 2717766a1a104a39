import { useSelector } from 'react-redux';
import type { GameSessionInfo } from '@khela/domain';
import type { GamesState } from '@khela/api/games';
import { useResultHold, useShownBalance, type Release } from './reveal';

export interface GameContextValue {
  info: GameSessionInfo;
  /** The player's balance (decimal string) as the player should see it: live, but held while a result animates. */
  balance: string | null;
  currency: string;
  /** The session expired or was refused: stop taking bets. */
  ended: boolean;
  /**
   * Call right before a bet request with its stake: the balance (less the stake) and the history stay as they are
   * until the release it answers is called — `release(round.payout)` when the animation shows the outcome,
   * `release()` when the request failed (the stake comes back).
   */
  hold: (stake?: string) => Release;
}

/** The running game's session. Only valid inside the shell's game host (a session always exists there). */
export function useGame(): GameContextValue {
  const s = useSelector((st: GamesState) => st.gameSession);
  const balance = useShownBalance(s.balance);
  const hold = useResultHold();
  if (!s.info) throw new Error('useGame() is used outside a game session');
  return { info: s.info, balance, currency: s.info.player.currency, ended: s.ended, hold };
}
