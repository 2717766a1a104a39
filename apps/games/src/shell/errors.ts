import { useCallback } from 'react';
import { GAME_MESSAGES } from '@khela/domain';
import { useMessage } from '@khela/i18n';
import { toApiError } from '@khela/api/games';
import { useToast } from '@khela/ui';

/** Shows a failed call's server message (translated) in a toast, or the generic "unexpected error" text. */
export function useGameError(): (err: unknown) => void {
  const msg = useMessage();
  const toast = useToast();
  return useCallback(
    (err: unknown) => {
      const e = toApiError(err);
      toast.show(msg(e.message ?? GAME_MESSAGES.unexpected), 'error');
    },
    [msg, toast],
  );
}
