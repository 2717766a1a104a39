import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FairState, GameSessionInfo } from '@khela/domain';

/** The games app's session: one game for one player, from the launch token in the frame's address. */
export interface GameSessionState {
  token: string | null;
  info: GameSessionInfo | null;
  /** Balance as last answered by the server (decimal string), updated by every bet and the live channel. */
  balance: string | null;
  fair: FairState | null;
  /** Set when the session expired or was refused: the game shows "session expired" and stops betting. */
  ended: boolean;
}

const initial: GameSessionState = { token: null, info: null, balance: null, fair: null, ended: false };

export const gameSessionSlice = createSlice({
  name: 'gameSession',
  initialState: initial,
  reducers: {
    gameSessionStarted: (_s, a: PayloadAction<GameSessionInfo>) => ({
      token: a.payload.token,
      info: a.payload,
      balance: a.payload.player.balance,
      fair: a.payload.fair,
      ended: false,
    }),
    gameBalance: (s, a: PayloadAction<string>) => {
      s.balance = a.payload;
    },
    gameFair: (s, a: PayloadAction<FairState>) => {
      s.fair = a.payload;
    },
    gameSessionEnded: (s) => {
      s.ended = true;
    },
  },
});

export const { gameSessionStarted, gameBalance, gameFair, gameSessionEnded } = gameSessionSlice.actions;
export const selectGameSession = (s: { gameSession: GameSessionState }) => s.gameSession;
