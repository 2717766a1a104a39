import { useEffect, useState } from 'react';
import { PAYMENT_REQUEST_ANIMATION } from '@khela/domain';

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
