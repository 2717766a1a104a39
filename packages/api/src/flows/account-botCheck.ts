import { useCallback, useState } from 'react';
import type { AltchaChallenge } from '@khela/domain';
import { useLazyAltchaChallengeQuery } from '../endpoints/auth';

/**
 * The proof-of-work bot check of the phone's sign-up and both recovery tabs (the ALTCHA widget, @khela/ui's
 * BotCheckField): `loadChallenge` fetches a new challenge through GET /api/altcha for the widget; `round` is the
 * widget's key, so `renew()` after a submission mounts a fresh one (a solution is accepted once).
 */
export function useBotCheck() {
  const [trigger] = useLazyAltchaChallengeQuery();
  const [round, setRound] = useState(0);
  const loadChallenge = useCallback((): Promise<AltchaChallenge> => trigger(undefined, false).unwrap(), [trigger]);
  const renew = useCallback(() => setRound((n) => n + 1), []);
  return { loadChallenge, round, renew };
}
