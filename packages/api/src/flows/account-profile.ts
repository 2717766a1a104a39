import { MESSAGES } from '@khela/domain';
import { toApiError } from '../baseQuery';
import { useAddPhoneMutation, useUpdateBirthdayMutation } from '../endpoints/profile';

/** How a profile change ended: the server's English message, or why it failed. */
export type ProfileEditResult =
  | { ok: true; message: string }
  /** `heading` is the spec's title ('Failed to update DOFB' …), `reason` the server's text or 'Network error'
   *  (null when there is none), `field` a message for the form's own field when the server named it. */
  | { ok: false; heading: string; reason: string | null; field: string | null };

function failure(heading: string, e: unknown, fieldName?: string): ProfileEditResult {
  const err = toApiError(e);
  const field = fieldName ? (err.errors[fieldName]?.[0] ?? null) : null;
  return { ok: false, heading, reason: err.status === null ? MESSAGES.networkError : (err.message ?? null), field };
}

/**
 * The profile's changes other than verification (spec 1 §2 /profile), both apps: the birthday, set once (the server
 * locks it), and an extra phone number (verified afterwards with useVerificationCodes' 'extra' slot).
 */
export function useProfileEdits(remoteId: number | null) {
  const [updateBirthday, birthdayState] = useUpdateBirthdayMutation();
  const [addPhoneCall, addPhoneState] = useAddPhoneMutation();

  const saveBirthday = async (dofb: string): Promise<ProfileEditResult> => {
    if (!remoteId) return { ok: false, heading: MESSAGES.failedToUpdateDofb, reason: null, field: null };
    try {
      const r = await updateBirthday({ remote_id: remoteId, dofb }).unwrap();
      return { ok: true, message: r.message };
    } catch (e) {
      return failure(MESSAGES.failedToUpdateDofb, e);
    }
  };

  const addPhone = async (phone: string): Promise<ProfileEditResult> => {
    try {
      const r = await addPhoneCall({ phone: phone.trim() }).unwrap();
      return { ok: true, message: r.message };
    } catch (e) {
      return failure(MESSAGES.submissionFailed, e, 'phone');
    }
  };

  return { saveBirthday, savingBirthday: birthdayState.isLoading, addPhone, addingPhone: addPhoneState.isLoading };
}
