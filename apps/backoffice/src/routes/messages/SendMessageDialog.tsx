import { useId } from 'react';
import { useTranslation } from '@khela/i18n';
import { Modal, Button } from '@khela/ui';
import { ComposeForm, type PresetPlayer } from './ComposeForm';

/** The player page's "Send message": the compose form for that one player, in a dialog. */
export function SendMessageDialog({ player, open, onClose }: { player: PresetPlayer; open: boolean; onClose(): void }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const formId = useId();
  return (
    <Modal
      open={open}
      title={t('desk.msg.toPlayer', { name: player.username })}
      onClose={onClose}
      testId="bo-send-message-dialog"
      maxWidth={640}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" size="sm" onClick={onClose}>
            {t('ui:cancel')}
          </Button>
          <Button variant="primary" size="sm" type="submit" form={formId} data-testid="bo-compose-review">
            {t('desk.msg.review')}
          </Button>
        </>
      }
    >
      {open && <ComposeForm preset={player} formId={formId} onSent={onClose} />}
    </Modal>
  );
}
