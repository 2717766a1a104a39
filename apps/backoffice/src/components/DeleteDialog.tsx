import { useBoConfigDeleteMutation, type ConfigKey, type ConfigResource } from '@khela/api/backoffice';
import { useTranslation } from '@khela/i18n';
import { useToast } from '@khela/ui';
import { ActionDialog } from './dialogs';
import { useServerError } from './errors';

/** Deletes a configuration row after a confirmation; a row in use is refused by the server with its message. */
export function DeleteDialog({ resource, id, name, onClose }: { resource: ConfigResource; id: ConfigKey; name: string; onClose(): void }) {
  const { t } = useTranslation('backoffice');
  const toast = useToast();
  const errors = useServerError();
  const [remove, { isLoading }] = useBoConfigDeleteMutation();
  return (
    <ActionDialog
      open
      tone="danger"
      title={t('common.deleteTitle')}
      confirmLabel={t('common.delete')}
      busy={isLoading}
      onClose={onClose}
      onConfirm={async () => {
        try {
          await remove({ resource, id }).unwrap();
          toast.show(t('common.deletedToast'), 'success');
          onClose();
        } catch (err) {
          errors.show(err);
          onClose();
        }
      }}
    >
      <p>{t('common.deleteText', { name })}</p>
    </ActionDialog>
  );
}
