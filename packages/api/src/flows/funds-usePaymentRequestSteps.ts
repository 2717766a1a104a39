import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { PAYMENT_REQUEST_ANIMATION, secondsUntil, type PaymentRequestState } from '@khela/domain';
import { storageUrl } from '../baseQuery';
import { useGetGeneralQuery, useGetLogoQuery } from '../endpoints/content';
import { selectSession } from '../session';

/** How many steps /payment-request's animation has (5: amount, username, payment logo, site, done). */
export const PAYMENT_REQUEST_STEPS = PAYMENT_REQUEST_ANIMATION.totalMs / PAYMENT_REQUEST_ANIMATION.stepMs;

/** One step a second up to 5 s (spec 1 §2 /payment-request): the current step, 0 … PAYMENT_REQUEST_STEPS. */
export function usePaymentRequestSteps(): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step >= PAYMENT_REQUEST_STEPS) return;
    const id = setTimeout(() => setStep((s) => s + 1), PAYMENT_REQUEST_ANIMATION.stepMs);
    return () => clearTimeout(id);
  }, [step]);
  return step;
}

/**
 * What /payment-request shows on both apps (spec 1 §2): the player's username, the site's logo and name, the seconds
 * left of the 30-minute wait (read once, at the first render), the animation's step and how far its line is filled,
 * and which end comes first (a deposit goes from the wallet to the site, a withdrawal from the site to the wallet).
 */
export function usePaymentRequest(state: PaymentRequestState, { mobileLogo = false }: { mobileLogo?: boolean } = {}) {
  const { username } = useSelector(selectSession);
  const { data: logo } = useGetLogoQuery();
  const { data: general } = useGetGeneralQuery();
  const [seconds] = useState(() => secondsUntil(state.deadline));
  const step = usePaymentRequestSteps();
  return {
    username,
    siteLogo: storageUrl(mobileLogo ? logo?.mobile_logo || logo?.logo : logo?.logo),
    siteName: general?.site_title ?? '',
    seconds,
    step,
    /** The line between the two ends, in per cent: it fills from the third step to the last. */
    fillPct: Math.max(0, step - 3) * (100 / (PAYMENT_REQUEST_STEPS - 3)),
    walletFirst: state.kind === 'deposit',
  };
}
