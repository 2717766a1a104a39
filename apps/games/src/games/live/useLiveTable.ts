import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveRoundPhase, LiveTableState } from '@khela/domain';
import { acquireLive } from '@khela/api';
import { useLiveStateQuery } from '@khela/api/games';

const RANK: Record<LiveRoundPhase, number> = { betting: 0, dealing: 1, settled: 2, voided: 2 };

/** Milliseconds since 1970 on the server's clock (our clock plus the offset measured from `server_time`). */
export interface ServerClock {
  now(): number;
}

/**
 * A live table: the state call for a start (with the player's bets), then the `live.state` pushes of room
 * `live:{table_id}` on the games' live socket. Each answer's `server_time` sets the clock offset, so the countdown and
 * the deal run on the server's time. An answer older than what the room said (the same round at an earlier phase, or
 * an earlier round) changes nothing.
 */
export function useLiveTable(token: string, tableId: string | null, ended: boolean) {
  const q = useLiveStateQuery(tableId ?? '', { skip: !tableId || ended, refetchOnMountOrArgChange: true });
  const [state, setState] = useState<LiveTableState | null>(null);
  const ref = useRef<LiveTableState | null>(null);
  const offset = useRef(0);
  const [clock] = useState<ServerClock>(() => ({ now: () => Date.now() + offset.current }));

  const apply = useCallback(
    (s: LiveTableState) => {
      if (s.table.id !== tableId) return;
      const cur = ref.current;
      if (cur?.round && s.round && cur.table.id === s.table.id) {
        const older = BigInt(s.round.id) < BigInt(cur.round.id) || (s.round.id === cur.round.id && RANK[s.round.phase] < RANK[cur.round.phase]);
        if (older) return;
      }
      const st = Date.parse(s.server_time);
      if (Number.isFinite(st)) offset.current = st - Date.now();
      // the push omits the player's bets: keep what the state call said
      const next = s.my_bets === undefined && cur && cur.table.id === s.table.id ? { ...s, my_bets: cur.my_bets } : s;
      ref.current = next;
      setState(next);
    },
    [tableId],
  );

  useEffect(() => {
    ref.current = null;
    setState(null);
  }, [tableId]);

  useEffect(() => {
    if (q.data) apply(q.data);
  }, [q.data, apply]);

  useEffect(() => {
    if (ended || !tableId) return;
    const room = `live:${tableId}` as const;
    const { client, release } = acquireLive(token);
    client.subscribe(room);
    const off = client.on('live.state', (s) => apply(s));
    return () => {
      off();
      client.unsubscribe(room);
      release();
    };
  }, [token, tableId, ended, apply]);

  /** The player's bets as the bet call answered them (the pushes do not carry them). */
  const setMine = useCallback((mine: LiveTableState['my_bets']) => {
    const cur = ref.current;
    if (!cur) return;
    const next = { ...cur, my_bets: mine };
    ref.current = next;
    setState(next);
  }, []);

  return { state, clock, query: q, setMine };
}
