import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { useGetTurnoversQuery } from '../endpoints/payments';
import { selectSession } from '../session';

/** The two tabs of the turnover records. */
export type TurnoverView = 'active' | 'completed';

/**
 * Turnover records (spec 2 §2 "Turnover"): the player's tickets (fetched fresh), split into Active and Complete,
 * newest first as the server sends them; the tab shown (Active first) and its tickets.
 */
export function useTurnoverRecords() {
  const { remoteId } = useSelector(selectSession);
  const query = useGetTurnoversQuery(remoteId ?? 0, { skip: !remoteId, refetchOnMountOrArgChange: true });
  const tickets = useMemo(() => query.data ?? [], [query.data]);
  const active = useMemo(() => tickets.filter((x) => x.status === 'active'), [tickets]);
  const completed = useMemo(() => tickets.filter((x) => x.status === 'complete'), [tickets]);
  const [view, setViewState] = useState<TurnoverView>('active');
  const setView = (key: string) => setViewState(key === 'completed' ? 'completed' : 'active');
  const shown = view === 'active' ? active : completed;
  return { query, tickets, active, completed, view, setView, shown };
}
