import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { GAME_MESSAGES, type GameSessionInfo } from '@khela/domain';
import { useMessage } from '@khela/i18n';
import { acquireLive } from '@khela/api';
import {
  gameBalance,
  gameSessionEnded,
  gameSessionStarted,
  toApiError,
  useStartSessionMutation,
  type GamesDispatch,
  type GamesState,
} from '@khela/api/games';
import { gameFor } from '../games/registry';
import { dropLaunchToken, launchParams, readStoredSession, sessionExpired, storeSession } from '../shell/session';
import { Centered } from './Centered';

type Start = { state: 'starting' } | { state: 'ready' } | { state: 'failed'; message: string };

/** One-time launch tokens are traded once per page, even when React runs effects twice. */
const trades = new Map<string, Promise<GameSessionInfo>>();

/** Starts (or resumes) the game session, keeps it alive and renders the session's game. */
export function GameHost() {
  const dispatch = useDispatch<GamesDispatch>();
  const msg = useMessage();
  const [startSession] = useStartSessionMutation();
  const [start, setStart] = useState<Start>({ state: 'starting' });
  const session = useSelector((s: GamesState) => s.gameSession);
  // read once: the address loses the token right away, and React may run the effect twice
  const [launch] = useState(() => launchParams().launch);

  useEffect(() => {
    let cancelled = false;
    if (launch) {
      dropLaunchToken();
      let trade = trades.get(launch);
      if (!trade) {
        trade = startSession({ launch }).unwrap();
        trades.set(launch, trade);
      }
      trade.then(
        (info) => {
          storeSession(info);
          if (!cancelled) setStart({ state: 'ready' });
        },
        (err: unknown) => {
          if (!cancelled) setStart({ state: 'failed', message: toApiError(err).message ?? GAME_MESSAGES.launchInvalid });
        },
      );
    } else {
      const stored = readStoredSession();
      if (stored && !sessionExpired(stored)) {
        dispatch(gameSessionStarted(stored));
        setStart({ state: 'ready' });
      } else {
        storeSession(null);
        setStart({ state: 'failed', message: GAME_MESSAGES.sessionEnded });
      }
    }
    return () => {
      cancelled = true;
    };
  }, [launch, dispatch, startSession]);

  const token = session.token;
  const expiresAt = session.info?.expires_at;

  // live balance for this player over /ws (the same socket the crash room uses)
  useEffect(() => {
    if (!token || session.ended) return;
    const { client, release } = acquireLive(token);
    const off = client.on('balance.changed', (d) => dispatch(gameBalance(d.balance)));
    return () => {
      off();
      release();
    };
  }, [token, session.ended, dispatch]);

  // the session ends on time even without a call
  useEffect(() => {
    if (!expiresAt || session.ended) return;
    const ms = Date.parse(expiresAt) - Date.now();
    if (!Number.isFinite(ms)) return;
    const timer = setTimeout(() => dispatch(gameSessionEnded()), Math.max(0, Math.min(ms, 2_147_000_000)));
    return () => clearTimeout(timer);
  }, [expiresAt, session.ended, dispatch]);

  // a reload resumes with the latest balance and seeds; an ended session does not come back
  useEffect(() => {
    if (!session.info) return;
    if (session.ended) storeSession(null);
    else storeSession({ ...session.info, player: { ...session.info.player, balance: session.balance ?? session.info.player.balance }, fair: session.fair ?? session.info.fair });
  }, [session.info, session.balance, session.fair, session.ended]);

  useEffect(() => {
    if (session.info) document.title = session.info.game.name;
  }, [session.info]);

  if (start.state === 'failed') return <Centered>{msg(start.message)}</Centered>;
  if (start.state === 'starting' || !session.info) return <Centered loading />;
  const Game = gameFor(session.info.game.code);
  if (!Game) return <Centered>{msg(GAME_MESSAGES.gameNotFound)}</Centered>;
  return (
    <GameBoundary fallback={<Centered>{msg(GAME_MESSAGES.unexpected)}</Centered>}>
      <Suspense fallback={<Centered loading />}>
        <Game />
      </Suspense>
    </GameBoundary>
  );
}

/** A game that throws while rendering (or whose chunk fails to load) shows a message instead of a blank frame. */
class GameBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
