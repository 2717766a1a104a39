import { useSelector } from 'react-redux';
import { turnoverLeft, type WithdrawalEligibility } from '@khela/domain';
import { useGetTurnoversQuery } from '../endpoints/payments';
import { selectSession } from '../session';
import { usePlayerFunds } from './usePlayerFunds';

/**
 * The withdrawal's requirements as the player stands (spec 1 §5, §8): a birthday on the profile, a verified phone and
 * no turnover left to play. For showing them before the form; the withdrawal flow and the server check them again.
 */
export function useWithdrawalEligibility(): WithdrawalEligibility {
  const { remoteId } = useSelector(selectSession);
  const player = usePlayerFunds();
  const tickets = useGetTurnoversQuery(remoteId ?? 0, { skip: !remoteId, refetchOnMountOrArgChange: true });
  return {
    birthday: player.user ? Boolean(player.user.dofb) : null,
    phoneVerified: player.ready ? player.phoneVerified : null,
    turnoverLeft: tickets.data ? turnoverLeft(tickets.data) : null,
  };
}
