import { useSelector } from 'react-redux';
import { TRANSACTION_KEY, type TransactionRecord } from '@khela/domain';
import { useGetUserQuery } from '../endpoints/auth';
import { useGetTransactionsQuery } from '../endpoints/payments';
import { useGetExtraPhonesQuery } from '../endpoints/profile';
import { selectSession } from '../session';

/**
 * Whether a deposit or withdrawal is still pending in the transaction list. An e-wallet request never paid (no sender
 * number yet) does not count: the server replaces it with the next one.
 */
export function hasPending(rows: readonly TransactionRecord[], action: 'deposit' | 'withdraw'): boolean {
  return rows.some((r) => r.action === action && r.key === TRANSACTION_KEY.pending && !(action === 'deposit' && r.number === ''));
}

/** The player's verified numbers as stored (calling code + national number), the main one first, each once. */
export function verifiedPhoneList(main: string | null, extras: readonly string[]): string[] {
  return [...(main ? [main] : []), ...extras].filter((p, i, all) => all.indexOf(p) === i);
}

/**
 * What the funds checks read about the player (spec 1 §5): a verified phone (the main one, session_id 1, or a
 * verified extra one), and a deposit or withdrawal still pending in the transaction list (fetched fresh).
 */
export function usePlayerFunds() {
  const { remoteId, username } = useSelector(selectSession);
  const skip = !remoteId;
  const user = useGetUserQuery(remoteId ?? 0, { skip, refetchOnMountOrArgChange: true });
  const extras = useGetExtraPhonesQuery(undefined, { skip, refetchOnMountOrArgChange: true });
  const records = useGetTransactionsQuery(remoteId ?? 0, { skip, refetchOnMountOrArgChange: true });

  const mainVerified = user.data?.session_id === 1;
  const verifiedExtras = (extras.data ?? []).filter((p) => p.isverify === 1).map((p) => p.contract_value);
  const verifiedPhones = verifiedPhoneList(mainVerified && user.data ? user.data.phone : null, verifiedExtras);
  const rows = records.data ?? [];

  // A check may run once each answer is in (or failed: then the server's own check decides). The records must be
  // this visit's answer, so a deposit decided a moment ago is not still seen as pending.
  const settled = (q: { isError: boolean; data?: unknown }) => q.data !== undefined || q.isError;

  return {
    remoteId,
    username,
    user: user.data,
    phoneVerified: mainVerified || verifiedExtras.length > 0,
    verifiedPhones,
    hasPendingDeposit: hasPending(rows, 'deposit'),
    hasPendingWithdrawal: hasPending(rows, 'withdraw'),
    ready: settled(user) && settled(extras) && (records.isError || (records.data !== undefined && !records.isFetching)),
  };
}
