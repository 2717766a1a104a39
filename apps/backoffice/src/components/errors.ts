import { useCallback } from 'react';
import { toApiError } from '@khela/api/backoffice';
import { useMessage, useTranslation } from '@khela/i18n';
import { useToast } from '@khela/ui';

/**
 * The answer's own scalar fields (`amount` of "This deposit was already approved for {{amount}}.") fill the
 * message's `{{…}}` in either language.
 */
function valuesOf(err: unknown): Record<string, string | number> {
  const data = (err as { data?: unknown } | undefined)?.data;
  const out: Record<string, string | number> = {};
  if (!data || typeof data !== 'object') return out;
  for (const [k, v] of Object.entries(data)) if (k !== 'message' && (typeof v === 'string' || typeof v === 'number')) out[k] = v;
  return out;
}

/** A failed call as readable text: the server's message (translated when the messages namespace knows it), or a fallback. */
export function useServerError() {
  const msg = useMessage();
  const { t } = useTranslation('backoffice');
  const toast = useToast();
  const text = useCallback(
    (err: unknown): string => {
      const e = toApiError(err);
      if (e.message) return msg(e.message, valuesOf(err));
      if (e.status === null) return t('errors.network');
      if (e.status === 403) return t('errors.forbidden');
      return t('errors.generic');
    },
    [msg, t],
  );
  /** Field errors of a 422, translated, first message per field. */
  const fields = useCallback(
    (err: unknown): Record<string, string> => {
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(toApiError(err).errors)) if (v[0]) out[k] = msg(v[0]);
      return out;
    },
    [msg],
  );
  const show = useCallback((err: unknown) => toast.show(text(err), 'error'), [toast, text]);
  return { text, fields, show };
}
