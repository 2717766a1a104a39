import styled from 'styled-components';
import type { ExchangeResult } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Icon } from '../components/Icon';
import { useWhen } from './useWhen';

export type ResultRowProps = {
  result: ExchangeResult;
  /** "Now" for Today / Tomorrow (default: the current time). */
  now?: Date;
};

const Row = styled.article`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Name = styled.h3`
  margin: 0;
  font-size: 15px;
  font-weight: 700;
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12.5px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Score = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.gold};
  font-size: 13px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Outcome = styled.p<{ $kind: 'winner' | 'void' | 'pending' }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: 100%;
  margin: 8px 0 0;
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 13px;
  font-weight: 700;
  color: ${({ theme, $kind }) => ($kind === 'winner' ? theme.colors.accentText : theme.colors.text)};
  background: ${({ theme, $kind }) =>
    $kind === 'winner' ? theme.colors.accent : $kind === 'void' ? theme.colors.surfaceAlt : 'transparent'};
  border: 1px ${({ $kind }) => ($kind === 'pending' ? 'dashed' : 'solid')} ${({ theme, $kind }) => ($kind === 'winner' ? 'transparent' : theme.colors.border)};
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

/** A finished event of the Result tab: name, competition and start, final score, winner (or void / awaiting), settle time. */
export function ResultRow({ result, now }: ResultRowProps) {
  const { t } = useTranslation('exchange');
  const when = useWhen(now);
  const settled = result.settled_at !== null;
  const kind = result.winner ? 'winner' : settled ? 'void' : 'pending';
  return (
    <Row data-testid="result-row">
      <Name>{result.Event}</Name>
      <Meta>
        <time dateTime={result.start_time}>{when(result.start_time)}</time>
        {result.competition && ` · ${result.competition}`}
      </Meta>
      {result.score_text && <Score>{result.score_text}</Score>}
      <Outcome $kind={kind} data-testid="result-outcome">
        <Icon name={kind === 'winner' ? 'check' : kind === 'void' ? 'refresh' : 'clock'} size={14} />
        <span>
          {kind === 'winner'
            ? t('lists.result.winner', { name: result.winner })
            : kind === 'void'
              ? t('lists.result.void')
              : t('lists.result.pending')}
        </span>
      </Outcome>
      {result.settled_at && (
        <Meta>{t('lists.result.settledAt', { time: when(result.settled_at) })}</Meta>
      )}
    </Row>
  );
}
