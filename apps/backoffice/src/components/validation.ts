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

/** A staff display name (what players see in the support chat): at most 40 characters, never the login (the server
 *  checks both too); empty shows the desk's name. */
export const displayNameRule = (login: string) =>
  yup
    .string()
    .trim()
    .max(40, MESSAGES.staffDisplayNameInvalid)
    .test('not-login', MESSAGES.staffDisplayNameIsLogin, (v) => !v || v.toLowerCase() !== login.trim().toLowerCase());
