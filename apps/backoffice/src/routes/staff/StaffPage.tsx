import { useId, useState, type ChangeEventHandler } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { STAFF_ROLE_LIST, useBoCreateStaffMutation, useBoMeQuery, useBoStaffQuery, useBoUpdateStaffMutation, type BoStaff, type StaffStatus } from '@khela/api/backoffice';
import { MESSAGES, type StaffRole } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { useToast } from '@khela/ui';
import { DataTable } from '../../components/DataTable';
import { ActionDialog } from '../../components/dialogs';
import { useServerError } from '../../components/errors';
import { shortDateTime } from '../../components/format';
import { Badge, Btn, Field, FormGrid, HintLine, Input, Mono, Page, Panel, Select } from '../../components/kit';
import { StatusBadge } from '../../components/status';
import { displayNameRule } from '../../components/validation';

const password = yup.string().min(10, MESSAGES.staffPasswordRule).max(200, MESSAGES.staffPasswordRule);

/** Staff accounts (admin only): create, change role, disable, set a new password. Any change ends that person's sessions. */
export default function StaffPage() {
  const { t } = useTranslation('backoffice');
  const { data, isLoading } = useBoStaffQuery();
  const me = useBoMeQuery();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<BoStaff | null>(null);
  return (
    <Page
      title={t('nav.staff')}
      subtitle={t('staff.subtitle')}
      actions={
        <Btn $variant="primary" onClick={() => setCreating(true)} data-testid="bo-staff-add">
          + {t('staff.add')}
        </Btn>
      }
    >
      <Panel>
        <DataTable
          testId="bo-staff-table"
          columns={[{ label: t('common.id') }, { label: t('common.username') }, { label: t('staff.displayName') }, { label: t('staff.role') }, { label: t('common.status') }, { label: t('common.created') }, { className: 'actions' }]}
          loading={isLoading}
        >
          {data?.map((s) => (
            <tr key={s.id}>
              <td>
                <Mono>#{s.id}</Mono>
              </td>
              <td>
                <b>{s.username}</b> {s.id === me.data?.id && <Badge $tone="info">{t('staff.you')}</Badge>}
              </td>
              <td data-testid={`bo-staff-display-${s.id}`}>{s.display_name || <HintLine as="span">{t('staff.noDisplayName')}</HintLine>}</td>
              <td>
                <Badge $tone={s.role === 'admin' ? 'gold' : s.role === 'finance' ? 'success' : 'neutral'}>{t(`roles.${s.role}`)}</Badge>
              </td>
              <td>
                <StatusBadge value={s.status} />
              </td>
              <td>{shortDateTime(s.created_at)}</td>
              <td className="actions">
                <Btn $size="xs" onClick={() => setEditing(s)}>
                  {t('common.edit')}
                </Btn>
              </td>
            </tr>
          ))}
        </DataTable>
      </Panel>
      <Panel style={{ padding: 14 }}>
        <HintLine>{t('staff.rolesHelp')}</HintLine>
      </Panel>
      {creating && <CreateDialog onClose={() => setCreating(false)} />}
      {editing && <EditDialog staff={editing} self={editing.id === me.data?.id} onClose={() => setEditing(null)} />}
    </Page>
  );
}

/** The role select of both staff dialogs. */
function RoleSelect({ id, value, onChange, disabled }: { id: string; value: StaffRole; onChange: ChangeEventHandler<HTMLSelectElement>; disabled?: boolean }) {
  const { t } = useTranslation('backoffice');
  return (
    <Select id={id} name="role" value={value} onChange={onChange} disabled={disabled}>
      {STAFF_ROLE_LIST.map((r) => (
        <option key={r} value={r}>
          {t(`roles.${r}`)}
        </option>
      ))}
    </Select>
  );
}

function CreateDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('backoffice');
  const msg = useMessage();
  const toast = useToast();
  const errors = useServerError();
  const formId = useId();
  const [create, { isLoading }] = useBoCreateStaffMutation();
  const form = useFormik({
    initialValues: { username: '', display_name: '', password: '', role: 'support' as StaffRole },
    validationSchema: yup.lazy((v: { username?: string }) =>
      yup.object({
        username: yup.string().trim().required(MESSAGES.fieldRequired).matches(/^[A-Za-z0-9_.-]{3,32}$/, MESSAGES.usernameInvalid),
        display_name: displayNameRule(v.username ?? ''),
        password: password.required(MESSAGES.staffPasswordRule),
      }),
    ),
    onSubmit: async (v, helpers) => {
      try {
        await create({ username: v.username.trim(), display_name: v.display_name.trim(), password: v.password, role: v.role }).unwrap();
        toast.show(t('staff.created', { username: v.username.trim() }), 'success');
        onClose();
      } catch (err) {
        const f = errors.fields(err);
        if (Object.keys(f).length) helpers.setErrors(f);
        else errors.show(err);
      }
    },
  });
  const err = (k: 'username' | 'password' | 'display_name') => (form.touched[k] && form.errors[k] ? msg(form.errors[k]!) : null);
  return (
    <ActionDialog open title={t('staff.add')} confirmLabel={t('common.create')} busy={isLoading} formId={formId} onClose={onClose}>
      <form id={formId} onSubmit={form.handleSubmit} noValidate>
        <FormGrid $cols={1}>
          <Field label={t('common.username')} error={err('username')}>
            {(id) => <Input id={id} name="username" autoComplete="off" value={form.values.username} onChange={form.handleChange} onBlur={form.handleBlur} $invalid={Boolean(err('username'))} />}
          </Field>
          <Field label={t('staff.displayName')} error={err('display_name')} hint={t('staff.displayNameHint')}>
            {(id) => (
              <Input id={id} name="display_name" autoComplete="off" maxLength={40} value={form.values.display_name} onChange={form.handleChange} onBlur={form.handleBlur} $invalid={Boolean(err('display_name'))} />
            )}
          </Field>
          <Field label={t('login.password')} error={err('password')} hint={msg(MESSAGES.staffPasswordRule)}>
            {(id) => <Input id={id} name="password" type="password" autoComplete="new-password" value={form.values.password} onChange={form.handleChange} onBlur={form.handleBlur} $invalid={Boolean(err('password'))} />}
          </Field>
          <Field label={t('staff.role')}>
            {(id) => <RoleSelect id={id} value={form.values.role} onChange={form.handleChange} />}
          </Field>
        </FormGrid>
      </form>
    </ActionDialog>
  );
}

function EditDialog({ staff: s, self, onClose }: { staff: BoStaff; self: boolean; onClose(): void }) {
  const { t } = useTranslation('backoffice');
  const msg = useMessage();
  const toast = useToast();
  const errors = useServerError();
  const formId = useId();
  const [update, { isLoading }] = useBoUpdateStaffMutation();
  const form = useFormik({
    initialValues: { role: s.role, status: s.status as StaffStatus, password: '', display_name: s.display_name },
    validationSchema: yup.object({ password, display_name: displayNameRule(s.username) }),
    onSubmit: async (v, helpers) => {
      const body: { role?: StaffRole; status?: StaffStatus; password?: string; display_name?: string } = {};
      if (v.display_name.trim() !== s.display_name) body.display_name = v.display_name.trim();
      if (v.role !== s.role) body.role = v.role;
      if (v.status !== s.status) body.status = v.status;
      if (v.password) body.password = v.password;
      if (Object.keys(body).length === 0) return onClose();
      try {
        await update({ id: s.id, ...body }).unwrap();
        toast.show(t('common.saved'), 'success');
        onClose();
      } catch (err) {
        const f = errors.fields(err);
        if (Object.keys(f).length) helpers.setErrors(f);
        else errors.show(err);
      }
    },
  });
  const pwError = form.touched.password && form.errors.password ? msg(form.errors.password) : null;
  const nameError = form.touched.display_name && form.errors.display_name ? msg(form.errors.display_name) : null;
  return (
    <ActionDialog open title={t('staff.edit', { username: s.username })} confirmLabel={t('common.save')} busy={isLoading} formId={formId} onClose={onClose}>
      <form id={formId} onSubmit={form.handleSubmit} noValidate>
        <FormGrid $cols={2}>
          <Field label={t('staff.displayName')} error={nameError} hint={t('staff.displayNameHint')} className="span-all">
            {(id) => (
              <Input id={id} name="display_name" autoComplete="off" maxLength={40} value={form.values.display_name} onChange={form.handleChange} onBlur={form.handleBlur} $invalid={Boolean(nameError)} />
            )}
          </Field>
          <Field label={t('staff.role')} hint={self ? t('staff.selfHint') : undefined}>
            {(id) => <RoleSelect id={id} value={form.values.role} onChange={form.handleChange} disabled={self} />}
          </Field>
          <Field label={t('common.status')}>
            {(id) => (
              <Select id={id} name="status" value={form.values.status} onChange={form.handleChange} disabled={self}>
                <option value="active">{t('status.active')}</option>
                <option value="disabled">{t('status.disabled')}</option>
              </Select>
            )}
          </Field>
          <Field label={t('staff.newPassword')} error={pwError} hint={t('staff.newPasswordHint')} className="span-all">
            {(id) => <Input id={id} name="password" type="password" autoComplete="new-password" value={form.values.password} onChange={form.handleChange} onBlur={form.handleBlur} $invalid={Boolean(pwError)} />}
          </Field>
        </FormGrid>
        <HintLine style={{ marginTop: 12 }}>{t('staff.sessionsEnd')}</HintLine>
      </form>
    </ActionDialog>
  );
}
