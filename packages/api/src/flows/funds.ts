import { MESSAGES, withdrawTurnoverAmount, type FundsLink, type FundsRefusal, type MoneyRange } from '@khela/domain';
import type { ApiError } from '../baseQuery';

/** Why a deposit or withdrawal did not go on (the type lives with the rules, in @khela/domain). */
export type { FundsLink, FundsRefusal } from '@khela/domain';
/** A deposit check's message links to /profile when it asks for a verified phone. */
export function depositLinkFor(text: string): FundsLink | undefined {
  return text === MESSAGES.verifyPhoneFirst ? 'profile' : undefined;
}

/** A deposit's failed call (wallet number or e-wallet request): network or no text → 'Error, please try again'. */
export function depositFailure(err: Pick<ApiError, 'status' | 'message'>, range: MoneyRange): FundsRefusal {
  if (err.status === null || !err.message) return { kind: 'message', message: MESSAGES.errorTryAgain };
  if (err.message === MESSAGES.depositAmountOutOfRange) return { kind: 'outOfRange', range };
  return { kind: 'message', message: err.message, link: depositLinkFor(err.message) };
}

/** A withdrawal message links to /profile (birthday, phone) or /turnover-record (turnover not met). */
export function withdrawLinkFor(text: string): FundsLink | undefined {
  if (/date of birth/i.test(text) || text === MESSAGES.verifyPhoneFirst) return 'profile';
  // "Complete ৳19,810.00 more turnover to withdraw." (and the older text without the amount).
  if (text === MESSAGES.completeTurnover || withdrawTurnoverAmount(text) !== null) return 'turnover';
  return undefined;
}

/**
 * The server pre-check's refusal (spec 1 §8): a 400 whose `error` mentions Date of Birth links to /profile; the
 * turnover text (also the default of a bare 400) links to /turnover-record; any other text is shown; other failures
 * read 'An unknown error occurred.', and a network failure 'An error occurred.'.
 */
export function withdrawPrecheckRefusal(err: Pick<ApiError, 'status' | 'message' | 'error'>): FundsRefusal {
  if (err.status === null) return { kind: 'message', message: MESSAGES.errorOccurredDot };
  const text = err.error ?? err.message;
  if (err.status !== 400) return { kind: 'message', message: text ?? MESSAGES.unknownError };
  if (!text) return { kind: 'message', message: MESSAGES.completeTurnover, link: 'turnover' };
  return { kind: 'message', message: text, link: withdrawLinkFor(text) };
}

/** The submission's failure: the server's `error` or message (with its link), else 'Error, please try again'. */
export function withdrawSubmitFailure(err: Pick<ApiError, 'status' | 'message' | 'error'>): FundsRefusal {
  const text = err.status === null ? null : (err.error ?? err.message);
  if (text === null || text === undefined) return { kind: 'message', message: MESSAGES.errorTryAgain };
  return { kind: 'message', message: text, link: text ? withdrawLinkFor(text) : undefined };
}
