import { useGetRoundRecallQuery } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { EmptyState, RoundRecall, Skeleton } from '@khela/ui';
import { FullSheet } from '../../components/FullSheet';
import { RecordBody } from '../../components/records';

/** Game recall (GLI-19 §4.14): one round of a betting record, opened from its day's list, with outcome and proof. */
export function RoundSheet({ id, onClose }: { id: string | null; onClose(): void }) {
  const { t } = useTranslation('records');
  const q = useGetRoundRecallQuery(id ?? '', { skip: !id });
  if (!id) return null;
  return (
    <FullSheet open title={t('recall.title')} onClose={onClose} testId="round-sheet">
      <RecordBody>
        {q.data && q.data.id === id ? (
          <RoundRecall round={q.data} />
        ) : q.isError ? (
          <EmptyState text={t('recall.loadFailed')} icon="history" onRetry={() => void q.refetch()} />
        ) : (
          <Skeleton height={320} radius="16px" />
        )}
      </RecordBody>
    </FullSheet>
  );
}
