import { useBoConfigUpdateMutation, type ConfigKey, type ConfigResource } from '@khela/api/backoffice';
import { useTranslation } from '@khela/i18n';
import { useToast } from '@khela/ui';
import { useServerError } from './errors';
import { Switch } from './kit';

/** The active/inactive switch of a configuration row, saved at once (audited like any edit); shown disabled when `readOnly`. */
export function ActiveToggle({ resource, id, status, testId, readOnly }: { resource: ConfigResource; id: ConfigKey; status: string; testId?: string; readOnly?: boolean }) {
  const { t } = useTranslation('backoffice');
  const toast = useToast();
  const errors = useServerError();
  const [update, { isLoading }] = useBoConfigUpdateMutation();
  const on = status === 'active';
  return (
    <Switch
      checked={on}
      disabled={isLoading || readOnly}
      testId={testId}
      label={on ? t('status.active') : t('status.inactive')}
      onChange={async (v) => {
        try {
          await update({ resource, id, body: { status: v ? 'active' : 'inactive' } }).unwrap();
          toast.show(v ? t('common.activated') : t('common.deactivated'), 'success');
        } catch (err) {
          errors.show(err);
        }
      }}
    />
  );
}
