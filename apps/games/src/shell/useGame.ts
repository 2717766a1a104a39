import { useSelector } from 'react-redux';
import type { GameSessionInfo } from '@khela/domain';
import type { GamesState } from '@khela/api/games';

export interface GameContextValue {
  info: GameSessionInfo;
  /** The player's balance (decimal string), live. */
  balance: string | null;
  currency: string;
  /** The session expired or was refused: stop taking bets. */
  ended: boolean;
}

/** The running game's session. Only valid inside the shell's game host (a session always exists there). */
export function useGame(): GameContextValue {
  const s = useSelector((st: GamesState) => st.gameSession);
  if (!s.info) throw new Error('useGame() is used outside a game session');
  return { info: s.info, balance: s.balance, currency: s.info.player.currency, ended: s.ended };
}
