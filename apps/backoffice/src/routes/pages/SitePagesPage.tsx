import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useFormik } from 'formik';
import { toApiError, useBoSitePagesQuery, useBoUpdateSitePageMutation } from '@khela/api/backoffice';
import { MESSAGES, type SitePage } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { focusRing, useToast } from '@khela/ui';
import { useServerError } from '../../components/errors';
import { shortDateTime } from '../../components/format';
import { Btn, Field, FormGrid, Grid, Input, Mono, Muted, Page, Panel, PanelBody, PanelHead, Small, Textarea } from '../../components/kit';

type Values = Pick<SitePage, 'title' | 'title_bn' | 'body' | 'body_bn'>;
const FIELDS = ['title', 'title_bn', 'body', 'body_bn'] as const;
const TITLE_MAX = 200;
const BODY_MAX = 50_000;

/** The footer's pages (About Us, Responsible Gaming, Affiliate) and its own texts, each in English and Bangla (admins). */
export default function SitePagesPage() {
  const { t } = useTranslation(['backoffice', 'ui']);
  const serverError = useServerError();
  const { data, error, isLoading } = useBoSitePagesQuery();
  const [params, setParams] = useSearchParams();
  const slug = params.get('slug') ?? data?.[0]?.slug;
  const current = data?.find((p) => p.slug === slug);
  const label = (p: SitePage) => p.title || t(`pages.slugs.${p.slug}`, { defaultValue: p.slug });

  return (
    <Page title={t('nav.pages')} subtitle={t('pages.subtitle')}>
      {error && <Muted>{serverError.text(error)}</Muted>}
      {isLoading && <Muted>{t('ui:loading')}</Muted>}
      {data && (
        <Grid $cols="260px minmax(0, 1fr)">
          <Panel>
            <PanelHead>
              <h2>{t('pages.list')}</h2>
            </PanelHead>
            <List data-testid="bo-pages-list">
              {data.map((p) => (
                <li key={p.slug}>
                  <Item type="button" aria-current={p.slug === slug} $on={p.slug === slug} onClick={() => setParams({ slug: p.slug }, { replace: true })} data-testid={`bo-page-${p.slug}`}>
                    <b>{label(p)}</b>
                    <Small>
                      <Mono>{p.slug}</Mono>
                    </Small>
                    <Small>{t('pages.updated', { when: shortDateTime(p.updated_at) })}</Small>
                  </Item>
                </li>
              ))}
            </List>
          </Panel>
          {current ? <Editor key={`${current.slug}:${current.updated_at}`} page={current} /> : <Muted>{t('pages.pick')}</Muted>}
        </Grid>
      )}
    </Page>
  );
}

function Editor({ page }: { page: SitePage }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const msg = useMessage();
  const toast = useToast();
  const serverError = useServerError();
  const [save, { isLoading }] = useBoUpdateSitePageMutation();
  const [server, setServer] = useState<Record<string, string>>({});

  const form = useFormik<Values>({
    initialValues: { title: page.title, title_bn: page.title_bn, body: page.body, body_bn: page.body_bn },
    validate: (v) => {
      const e: Partial<Record<keyof Values, string>> = {};
      if (!v.title.trim()) e.title = MESSAGES.fieldRequired;
      for (const k of ['title', 'title_bn'] as const) if (v[k].trim().length > TITLE_MAX) e[k] = MESSAGES.valueInvalid;
      for (const k of ['body', 'body_bn'] as const) if (v[k].length > BODY_MAX) e[k] = MESSAGES.valueInvalid;
      return e;
    },
    onSubmit: async (v) => {
      setServer({});
      try {
        await save({ slug: page.slug, title: v.title.trim(), title_bn: v.title_bn.trim(), body: v.body, body_bn: v.body_bn }).unwrap();
        toast.show(t('common.saved'), 'success');
      } catch (err) {
        const fields: Record<string, string> = {};
        for (const [k, list] of Object.entries(toApiError(err).errors)) if (list[0]) fields[k] = msg(list[0]);
        setServer(fields);
        if (!FIELDS.some((k) => fields[k])) serverError.show(err);
      }
    },
  });
  const err = (k: keyof Values) => {
    const e = form.errors[k];
    if (e && (form.touched[k] || form.submitCount > 0)) return msg(e);
    return server[k] ?? null;
  };

  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid="bo-page-editor">
      <Panel>
        <PanelHead>
          <h2>
            {t(`pages.slugs.${page.slug}`, { defaultValue: page.slug })} <Mono style={{ fontWeight: 400 }}>/{page.slug}</Mono>
          </h2>
          <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
            {form.dirty && <Muted style={{ fontSize: 12.5 }}>{t('settings.unsaved')}</Muted>}
            <Btn onClick={() => form.resetForm()} disabled={!form.dirty || isLoading}>
              {t('common.discard')}
            </Btn>
            <Btn type="submit" $variant="primary" disabled={!form.dirty || isLoading} data-testid="bo-page-save">
              {t('common.saveChanges')}
            </Btn>
          </span>
        </PanelHead>
        <PanelBody>
          <FormGrid>
            {(['title', 'title_bn'] as const).map((k) => (
              <Field key={k} label={t(k === 'title' ? 'pages.title' : 'pages.titleBn')} error={err(k)}>
                {(id) => (
                  <Input
                    id={id}
                    name={k}
                    lang={k === 'title_bn' ? 'bn' : 'en'}
                    maxLength={TITLE_MAX}
                    value={form.values[k]}
                    onChange={form.handleChange}
                    onBlur={form.handleBlur}
                    $invalid={Boolean(err(k))}
                    data-testid={`bo-page-${k}`}
                  />
                )}
              </Field>
            ))}
            {(['body', 'body_bn'] as const).map((k) => (
              <Field key={k} label={t(k === 'body' ? 'pages.body' : 'pages.bodyBn')} error={err(k)} hint={t('pages.bodyHint')}>
                {(id) => (
                  <Textarea
                    id={id}
                    name={k}
                    lang={k === 'body_bn' ? 'bn' : 'en'}
                    rows={18}
                    maxLength={BODY_MAX}
                    value={form.values[k]}
                    onChange={form.handleChange}
                    onBlur={form.handleBlur}
                    $invalid={Boolean(err(k))}
                    data-testid={`bo-page-${k}`}
                  />
                )}
              </Field>
            ))}
          </FormGrid>
        </PanelBody>
      </Panel>
    </form>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 6px;
`;

const Item = styled.button<{ $on: boolean }>`
  display: block;
  width: 100%;
  padding: 8px 10px;
  border: 0;
  border-radius: 8px;
  background: ${({ $on }) => ($on ? 'rgba(18, 185, 129, 0.12)' : 'transparent')};
  box-shadow: ${({ $on, theme }) => ($on ? `inset 3px 0 0 ${theme.colors.accent}` : 'none')};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  font-size: 13px;
  &:hover { background: rgba(255, 255, 255, 0.04); }
  ${focusRing}
`;
