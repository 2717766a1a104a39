import { useState } from 'react';
import { useMessage, useTranslation } from '@khela/i18n';
import { toApiError } from '@khela/api/games';
import { Button } from '@khela/ui';
import { GAME_MESSAGES } from '@khela/domain';
import { PlainInput } from '../shell';
import { Card, Check } from './styles';

/**
 * The first card of a chained round's verifier (Crash, the live tables): a round id typed or taken from the address
 * (`?crash=` / `?live=`), loaded on submit; the load's error as the server words it.
 */
export function useRoundId(query: URLSearchParams, param: string): { idText: string; setIdText: (v: string) => void; id: string; submit: () => void } {
  const [idText, setIdText] = useState(query.get(param) ?? '');
  const [id, setId] = useState(query.get(param) ?? '');
  return { idText, setIdText, id, submit: () => setId(idText.trim()) };
}

export function RoundLoader({
  title,
  testId,
  round,
  loading,
  error,
}: {
  title: string;
  testId: string;
  round: ReturnType<typeof useRoundId>;
  loading: boolean;
  error: unknown;
}) {
  const { t } = useTranslation('games');
  const msg = useMessage();
  return (
    <Card>
      <h2>{title}</h2>
      <form
        style={{ display: 'flex', gap: 8 }}
        onSubmit={(e) => {
          e.preventDefault();
          round.submit();
        }}
      >
        <PlainInput value={round.idText} onChange={(e) => round.setIdText(e.target.value)} placeholder={t('verify.roundId')} inputMode="numeric" data-testid={testId} />
        <Button type="submit" variant="secondary" loading={loading}>
          {t('verify.load')}
        </Button>
      </form>
      {error ? <Check $ok={false}>{msg(toApiError(error).message ?? GAME_MESSAGES.roundNotFound)}</Check> : null}
    </Card>
  );
}
