import { useId, type ChangeEventHandler, type FocusEventHandler, type ReactNode } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import styled from 'styled-components';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, Modal } from '@khela/ui';
import { Field, Textarea } from './kit';
import { reasonRule } from './validation';

/** Key/value lines that say what a dialog acts on. */
export const Summary = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0 0 14px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.bg};
  font-size: 13px;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 600; word-break: break-all; }
`;

export function SummaryLines({ lines }: { lines: [ReactNode, ReactNode][] }) {
  return (
    <Summary>
      {lines.map(([k, v], i) => (
        <div key={i} style={{ display: 'contents' }}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </Summary>
  );
}

type Tone = 'primary' | 'danger';

/** A dialog with Cancel and a confirm button (data-testid bo-confirm); `formId` makes the confirm button submit that form. */
export function ActionDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = 'primary',
  busy,
  formId,
  onConfirm,
  onClose,
  width = 480,
}: {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  tone?: Tone;
  busy?: boolean;
  formId?: string;
  onConfirm?(): void;
  onClose(): void;
  width?: number;
}) {
  const { t } = useTranslation(['backoffice', 'ui']);
  return (
    <Modal
      open={open}
      title={title}
      onClose={() => !busy && onClose()}
      testId="bo-dialog"
      maxWidth={width}
      footer={
        <>
          <Button variant="secondary" size="sm" onClick={onClose} disabled={busy}>
            {t('ui:cancel')}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            size="sm"
            type={formId ? 'submit' : 'button'}
            form={formId}
            loading={busy}
            onClick={formId ? undefined : onConfirm}
            data-testid="bo-confirm"
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}

/** The audited reason of a staff action (a `reason` field of a formik form): 3 to 500 characters, the server's rule. */
export function ReasonField({
  value,
  error,
  onChange,
  onBlur,
}: {
  value: string;
  error: string | null;
  onChange: ChangeEventHandler<HTMLTextAreaElement>;
  onBlur: FocusEventHandler<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation(['backoffice', 'ui']);
  return (
    <Field label={t('common.reason')} error={error} hint={t('common.reasonHint')}>
      {(id) => (
        <Textarea id={id} name="reason" data-testid="bo-reason" autoFocus maxLength={500} value={value} onChange={onChange} onBlur={onBlur} $invalid={Boolean(error)} />
      )}
    </Field>
  );
}

/** Asks for a reason (3 to 500 characters, the server's rule) before a rejection or a waiver. */
export function ReasonDialog({
  open,
  title,
  summary,
  confirmLabel,
  tone = 'danger',
  busy,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: ReactNode;
  summary?: ReactNode;
  confirmLabel: string;
  tone?: Tone;
  busy?: boolean;
  onSubmit(reason: string): void;
  onClose(): void;
}) {
  const msg = useMessage();
  const formId = useId();
  const form = useFormik({
    initialValues: { reason: '' },
    validationSchema: yup.object({ reason: reasonRule }),
    onSubmit: (v) => onSubmit(v.reason.trim()),
    enableReinitialize: true,
  });
  const close = () => {
    form.resetForm();
    onClose();
  };
  return (
    <ActionDialog open={open} title={title} confirmLabel={confirmLabel} tone={tone} busy={busy} formId={formId} onClose={close}>
      {summary}
      <form id={formId} onSubmit={form.handleSubmit} noValidate>
        <ReasonField
          value={form.values.reason}
          error={form.touched.reason && form.errors.reason ? msg(form.errors.reason) : null}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
        />
      </form>
    </ActionDialog>
  );
}
