import { useCallback, useEffect, useRef, useState } from 'react';
import type { CrashPhase, CrashState } from '@khela/domain';
import { acquireLive } from '@khela/api';
import { useCrashStateQuery } from '@khela/api/games';

const RANK: Record<CrashPhase, number> = { betting: 0, running: 1, crashed: 2 };

/** Milliseconds since 1970 on the server's clock, from our clock and the measured offset. */
export type ServerClock = { now(): number };

/**
 * The shared crash round: the state call for a start, then the `crash` room's `crash.state` events; `crash.tick`
 * keeps our clock in step with the server's flight time. Frame-rate readers use `ref` and `clock` (no re-render).
 */
export function useCrashRound(token: string, ended: boolean) {
  const q = useCrashStateQuery(undefined, { skip: ended, refetchOnMountOrArgChange: true });
  const [state, setState] = useState<CrashState | null>(null);
  const ref = useRef<CrashState | null>(null);
  const offset = useRef(0);
  const [clock] = useState<ServerClock>(() => ({ now: () => Date.now() + offset.current }));

  const apply = useCallback((s: CrashState) => {
    const cur = ref.current;
    // an answer older than what the room already told us (same round, earlier phase) only updates nothing
    if (cur && cur.round.id === s.round.id && RANK[s.round.phase] < RANK[cur.round.phase]) return;
    const st = Date.parse(s.server_time);
    if (Number.isFinite(st)) offset.current = st - Date.now();
    ref.current = s;
    setState(s);
  }, []);

  useEffect(() => {
    if (q.data) apply(q.data);
  }, [q.data, apply]);

  useEffect(() => {
    if (ended) return;
    const { client, release } = acquireLive(token);
    client.subscribe('crash');
    const offState = client.on('crash.state', (s) => apply(s));
    const offTick = client.on('crash.tick', (tick) => {
      const r = ref.current?.round;
      if (!r || r.id !== tick.round_id || !r.started_at) return;
      const serverNow = Date.parse(r.started_at) + tick.elapsed_ms;
      const next = serverNow - Date.now();
      // never let the shown multiplier step back by more than a hair; catch up when we are behind
      if (next > offset.current || offset.current - next > 400) offset.current = next;
    });
    return () => {
      offState();
      offTick();
      release();
    };
  }, [token, ended, apply]);

  return { state, ref, clock, query: q };
}
