import { useId } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useBoUpdateMeMutation } from '@khela/api/backoffice';
import type { StaffMe } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { useToast } from '@khela/ui';
import { ActionDialog } from './dialogs';
import { useServerError } from './errors';
import { Field, Input } from './kit';
import { displayNameRule } from './validation';

/** "My profile": the signed-in staff member edits their display name, the name players see in the support chat. */
export function MyProfileDialog({ me, onClose }: { me: StaffMe; onClose(): void }) {
  const { t } = useTranslation('backoffice');
  const msg = useMessage();
  const toast = useToast();
  const errors = useServerError();
  const formId = useId();
  const [save, { isLoading }] = useBoUpdateMeMutation();
  const form = useFormik({
    initialValues: { display_name: me.display_name },
    validationSchema: yup.object({ display_name: displayNameRule(me.username) }),
    onSubmit: async (v, helpers) => {
      const name = v.display_name.trim();
      if (name === me.display_name) return onClose();
      try {
        await save({ display_name: name }).unwrap();
        toast.show(t('staff.profileSaved'), 'success');
        onClose();
      } catch (err) {
        const f = errors.fields(err);
        if (Object.keys(f).length) helpers.setErrors(f);
        else errors.show(err);
      }
    },
  });
  const error = form.touched.display_name && form.errors.display_name ? msg(form.errors.display_name) : null;
  return (
    <ActionDialog open title={t('staff.myProfileTitle', { username: me.username })} confirmLabel={t('common.save')} tone="primary" busy={isLoading} formId={formId} onClose={onClose}>
      <form id={formId} onSubmit={form.handleSubmit} noValidate>
        <Field label={t('staff.displayName')} error={error} hint={t('staff.displayNameHint')}>
          {(id) => (
            <Input
              id={id}
              name="display_name"
              autoComplete="off"
              autoFocus
              maxLength={40}
              value={form.values.display_name}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              $invalid={Boolean(error)}
              data-testid="bo-profile-display-name"
            />
          )}
        </Field>
      </form>
    </ActionDialog>
  );
}
