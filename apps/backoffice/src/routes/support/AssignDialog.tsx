import { useState } from 'react';
import { useBoDeskAgentsQuery, useBoDeskAssignMutation } from '@khela/api/backoffice';
import { useTranslation } from '@khela/i18n';
import { useToast } from '@khela/ui';
import { ActionDialog } from '../../components/dialogs';
import { useServerError } from '../../components/errors';
import { Field, Select } from '../../components/kit';

/** "Assign to…": pick a support agent or admin for the conversation. */
export function AssignDialog({ chatId, current, onClose }: { chatId: number; current: number | null; onClose(): void }) {
  const { t } = useTranslation('backoffice');
  const toast = useToast();
  const serverError = useServerError();
  const agents = useBoDeskAgentsQuery();
  const [staff, setStaff] = useState<string>(current === null ? '' : String(current));
  const [assign, { isLoading }] = useBoDeskAssignMutation();
  const submit = async () => {
    if (!staff) return;
    try {
      await assign({ id: chatId, staff_id: Number(staff) }).unwrap();
      toast.show(t('desk.desk.assignedToast'), 'success');
      onClose();
    } catch (e) {
      serverError.show(e);
    }
  };
  return (
    <ActionDialog open title={t('desk.desk.assignTitle')} confirmLabel={t('desk.desk.assign')} busy={isLoading} onConfirm={() => void submit()} onClose={onClose}>
      <Field label={t('desk.desk.agent')}>
        {(id) => (
          <Select id={id} value={staff} onChange={(e) => setStaff(e.target.value)} data-testid="bo-desk-agent">
            <option value="">{t('common.choose')}</option>
            {agents.data?.map((a) => (
              <option key={a.id} value={a.id}>
                {a.username} ({t(`roles.${a.role}`, { defaultValue: a.role })})
              </option>
            ))}
          </Select>
        )}
      </Field>
    </ActionDialog>
  );
}
