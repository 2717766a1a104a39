import { useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import styled from 'styled-components';
import { useBoCannedQuery, useBoDeleteCannedMutation, useBoSaveCannedMutation } from '@khela/api/backoffice';
import { CHAT_MAX_CHARS, MESSAGES, type CannedReply } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Modal, useToast } from '@khela/ui';
import { ActionDialog } from '../../components/dialogs';
import { useServerError } from '../../components/errors';
import { Btn, Field, FormGrid, Input, Small, Textarea } from '../../components/kit';

/** Admins keep the desk's canned replies: a short name and the reply in English and Bangla. */
export function CannedDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const msg = useMessage();
  const toast = useToast();
  const serverError = useServerError();
  const { data } = useBoCannedQuery();
  const [save, saveState] = useBoSaveCannedMutation();
  const [remove, removeState] = useBoDeleteCannedMutation();
  const [editing, setEditing] = useState<CannedReply | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CannedReply | null>(null);

  const form = useFormik({
    initialValues: { title: '', body: '', body_bn: '' },
    validationSchema: yup.object({
      title: yup.string().trim().required(MESSAGES.fieldRequired).max(100),
      body: yup.string().trim().required(MESSAGES.fieldRequired).max(CHAT_MAX_CHARS),
      body_bn: yup.string().trim().max(CHAT_MAX_CHARS),
    }),
    onSubmit: async (v) => {
      try {
        await save({ ...(editing && editing !== 'new' ? { id: editing.id } : {}), title: v.title.trim(), body: v.body.trim(), body_bn: v.body_bn.trim() }).unwrap();
        toast.show(t('common.saved'), 'success');
        setEditing(null);
      } catch (e) {
        form.setErrors(serverError.fields(e));
        serverError.show(e);
      }
    },
  });
  const err = (k: 'title' | 'body' | 'body_bn') => (form.touched[k] && form.errors[k] ? msg(form.errors[k]) : null);
  const open = (c: CannedReply | 'new') => {
    setEditing(c);
    form.resetForm({ values: c === 'new' ? { title: '', body: '', body_bn: '' } : { title: c.title, body: c.body, body_bn: c.body_bn } });
  };

  return (
    <Modal open title={t('desk.canned.manage')} onClose={onClose} testId="bo-canned-dialog" maxWidth={640}>
      {editing ? (
        <form onSubmit={form.handleSubmit} noValidate data-testid="bo-canned-form">
          <FormGrid $cols={1}>
            <Field label={t('desk.canned.name')} error={err('title')}>
              {(id) => <Input id={id} name="title" maxLength={100} value={form.values.title} onChange={form.handleChange} onBlur={form.handleBlur} $invalid={Boolean(err('title'))} data-testid="bo-canned-title" autoFocus />}
            </Field>
            <Field label={t('desk.canned.body')} error={err('body')}>
              {(id) => <Textarea id={id} name="body" rows={4} maxLength={CHAT_MAX_CHARS} value={form.values.body} onChange={form.handleChange} onBlur={form.handleBlur} $invalid={Boolean(err('body'))} data-testid="bo-canned-body" />}
            </Field>
            <Field label={t('desk.canned.bodyBn')} error={err('body_bn')} hint={t('desk.canned.bnHint')}>
              {(id) => <Textarea id={id} name="body_bn" lang="bn" rows={4} maxLength={CHAT_MAX_CHARS} value={form.values.body_bn} onChange={form.handleChange} onBlur={form.handleBlur} data-testid="bo-canned-body-bn" />}
            </Field>
          </FormGrid>
          <Actions>
            <Btn onClick={() => setEditing(null)}>{t('ui:cancel')}</Btn>
            <Btn $variant="primary" type="submit" disabled={saveState.isLoading} data-testid="bo-canned-save">
              {t('common.save')}
            </Btn>
          </Actions>
        </form>
      ) : (
        <>
          <List>
            {data?.length === 0 && <Small>{t('desk.canned.none')}</Small>}
            {data?.map((c) => (
              <li key={c.id} data-testid={`bo-canned-row-${c.id}`}>
                <div>
                  <b>{c.title}</b>
                  <Small>{c.body}</Small>
                  {c.body_bn && <Small lang="bn">{c.body_bn}</Small>}
                </div>
                <span>
                  <Btn $size="xs" onClick={() => open(c)}>
                    {t('common.edit')}
                  </Btn>
                  <Btn $size="xs" $variant="danger" onClick={() => setDeleting(c)}>
                    {t('common.delete')}
                  </Btn>
                </span>
              </li>
            ))}
          </List>
          <Actions>
            <Btn $variant="primary" onClick={() => open('new')} data-testid="bo-canned-add">
              + {t('desk.canned.add')}
            </Btn>
          </Actions>
        </>
      )}
      <ActionDialog
        open={deleting !== null}
        tone="danger"
        title={t('common.deleteTitle')}
        confirmLabel={t('common.delete')}
        busy={removeState.isLoading}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove(deleting.id).unwrap();
            toast.show(t('common.deletedToast'), 'success');
          } catch (e) {
            serverError.show(e);
          }
          setDeleting(null);
        }}
      >
        {deleting && <p>{deleting.title}</p>}
      </ActionDialog>
    </Modal>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 50vh;
  overflow-y: auto;
  li {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: 12px;
    padding: 10px 0;
    font-size: 13px;
    & + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
    & > div { min-width: 0; display: flex; flex-direction: column; gap: 3px; }
    & > span { display: flex; gap: 6px; flex: none; }
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 14px;
`;
