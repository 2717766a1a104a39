import * as yup from 'yup';
import { MESSAGES, tryParseMoney } from '@khela/domain';

/**
 * Client checks with the server's own messages (translated through the messages namespace when shown),
 * so a staff member sees the same text whether the browser or the server refuses.
 */
export const reasonRule = yup.string().trim().required(MESSAGES.reasonRequired).min(3, MESSAGES.reasonRequired).max(500, MESSAGES.reasonRequired);

export const payoutRule = yup
  .string()
  .trim()
  .required(MESSAGES.payoutTrxRequired)
  .matches(/^[A-Za-z0-9_-]{4,64}$/, MESSAGES.payoutTrxRequired);

/** A decimal string with at most two places; `signed` allows a leading minus, never zero. */
export function moneyRule(opts: { signed?: boolean; required?: boolean } = {}) {
  return yup
    .string()
    .trim()
    .test('money', MESSAGES.amountInvalid, (v) => {
      if (!v) return !opts.required;
      if (!opts.signed && v.startsWith('-')) return false;
      const p = tryParseMoney(v);
      return p !== null && p !== 0n;
    });
}

/** Non-negative money ("0" allowed), e.g. limits and thresholds. */
export const limitRule = yup
  .string()
  .trim()
  .required(MESSAGES.fieldRequired)
  .test('money', MESSAGES.amountInvalid, (v) => {
    const p = v ? tryParseMoney(v) : null;
    return p !== null && p >= 0n;
  });

export const requiredText = yup.string().trim().required(MESSAGES.fieldRequired);
