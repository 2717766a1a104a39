import { useTranslation } from '@khela/i18n';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';

export interface InboxDeleteConfirmProps {
  open: boolean;
  onCancel(): void;
  /** Delete for good: the app deletes the selected messages (and closes the dialog when it likes). */
  onConfirm(): void;
  /** While the deletion runs (the desktop keeps the dialog open until it is done). */
  busy?: boolean;
}

/** The inbox's "delete for good?" question before selected messages are deleted (both apps). */
export function InboxDeleteConfirm({ open, onCancel, onConfirm, busy }: InboxDeleteConfirmProps) {
  const { t } = useTranslation(['support', 'ui']);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={t('inbox.confirmTitle')}
      testId="inbox-confirm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('ui:cancel')}
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm} data-testid="inbox-confirm-delete">
            {t('inbox.deleteForGood')}
          </Button>
        </>
      }
    >
      <p>{t('inbox.confirmDelete')}</p>
    </Modal>
  );
}
