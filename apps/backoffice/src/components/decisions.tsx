import type { ReactNode } from 'react';
import { useTranslation } from '@khela/i18n';
import { useToast } from '@khela/ui';
import { ReasonDialog } from './dialogs';
import { useServerError } from './errors';
import { Btn } from './kit';

/** Approve and Reject of a pending row in a queue (test ids `<prefix>-approve-<id>`, `<prefix>-reject-<id>`). */
export function DecisionButtons({ testIdPrefix, id, onApprove, onReject }: { testIdPrefix: string; id: number; onApprove(): void; onReject(): void }) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <Btn $size="xs" $variant="primary" onClick={onApprove} data-testid={`${testIdPrefix}-approve-${id}`}>
        {t('common.approve')}
      </Btn>
      <Btn $size="xs" $variant="danger" onClick={onReject} data-testid={`${testIdPrefix}-reject-${id}`}>
        {t('common.reject')}
      </Btn>
    </>
  );
}

/**
 * A decision that needs a reason (reject a deposit or a withdrawal, waive a turnover ticket): asks for it, runs
 * `run(reason)`, shows `doneText` and closes; a refusal shows the server's message and keeps the dialog open.
 */
export function ReasonDecisionDialog({
  title,
  summary,
  confirmLabel,
  busy,
  run,
  doneText,
  onClose,
}: {
  title: ReactNode;
  summary: ReactNode;
  confirmLabel: string;
  busy: boolean;
  run(reason: string): Promise<unknown>;
  doneText: string;
  onClose(): void;
}) {
  const toast = useToast();
  const errors = useServerError();
  return (
    <ReasonDialog
      open
      title={title}
      summary={summary}
      confirmLabel={confirmLabel}
      busy={busy}
      onClose={onClose}
      onSubmit={async (reason) => {
        try {
          await run(reason);
          toast.show(doneText, 'success');
          onClose();
        } catch (err) {
          errors.show(err);
        }
      }}
    />
  );
}
