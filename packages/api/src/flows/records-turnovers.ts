import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useGetTurnoversQuery } from '../endpoints/payments';
import { selectSession } from '../session';

/**
 * Turnover records (spec 2 §2 "Turnover"): the player's tickets (fetched fresh), split into Active and Complete,
 * newest first as the server sends them.
 */
export function useTurnoverRecords() {
  const { remoteId } = useSelector(selectSession);
  const query = useGetTurnoversQuery(remoteId ?? 0, { skip: !remoteId, refetchOnMountOrArgChange: true });
  const tickets = useMemo(() => query.data ?? [], [query.data]);
  const active = useMemo(() => tickets.filter((x) => x.status === 'active'), [tickets]);
  const completed = useMemo(() => tickets.filter((x) => x.status === 'complete'), [tickets]);
  return { query, tickets, active, completed };
}
