import { selectSession, useGetExtraPhonesQuery, useGetTransactionsQuery, useGetUserQuery, useSelector } from '@khela/api';
import { TRANSACTION_KEY } from '@khela/domain';

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
  /** The player's verified numbers as stored (calling code + national number), the main one first. */
  const verifiedPhones = [...(mainVerified && user.data ? [user.data.phone] : []), ...verifiedExtras].filter(
    (p, i, all) => all.indexOf(p) === i,
  );
  const rows = records.data ?? [];
  // An e-wallet request never paid (no sender number yet) does not count: the server replaces it with the next one.
  const pending = (action: 'deposit' | 'withdraw') =>
    rows.some((r) => r.action === action && r.key === TRANSACTION_KEY.pending && !(action === 'deposit' && r.number === ''));

  // A check may run once each answer is in (or failed: then the server's own check decides). The records must be
  // this visit's answer, so a deposit decided a moment ago is not still seen as pending.
  const settled = (q: { isError: boolean; data?: unknown }) => q.data !== undefined || q.isError;

  return {
    remoteId,
    username,
    user: user.data,
    phoneVerified: mainVerified || verifiedExtras.length > 0,
    verifiedPhones,
    hasPendingDeposit: pending('deposit'),
    hasPendingWithdrawal: pending('withdraw'),
    ready: settled(user) && settled(extras) && (records.isError || (records.data !== undefined && !records.isFetching)),
  };
}
