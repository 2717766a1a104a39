import { useCallback } from 'react';
import { GAME_MESSAGES, asProtectionRefusal } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { toApiError } from '@khela/api/games';
import { protectionRefusalText, useToast } from '@khela/ui';

/**
 * Shows a failed call's server message (translated) in a toast, or the generic "unexpected error" text. A refusal by a
 * limit or an exclusion (a stake past the loss limit, a session limit, a time-out) is worded from its code, in the
 * player's language, with its amount and time.
 */
export function useGameError(): (err: unknown) => void {
  const msg = useMessage();
  const { t } = useTranslation('protection');
  const toast = useToast();
  return useCallback(
    (err: unknown) => {
      const raw = err as { status?: unknown; data?: unknown } | null;
      const protection = raw && typeof raw === 'object' ? asProtectionRefusal(raw.status, raw.data) : null;
      if (protection) {
        toast.show(protectionRefusalText(protection, t, msg), 'error');
        return;
      }
      const e = toApiError(err);
      toast.show(msg(e.message ?? GAME_MESSAGES.unexpected), 'error');
    },
    [msg, t, toast],
  );
}
