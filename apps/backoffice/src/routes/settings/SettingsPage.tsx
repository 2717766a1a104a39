import type { ReactNode } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import styled from 'styled-components';
import {
  useBoGeneralBnQuery,
  useBoSettingsQuery,
  useBoUpdateGeneralBnMutation,
  useBoUpdateSettingsMutation,
  type BoGeneralBn,
  type BoSettings,
  type BoSettingsUpdate,
} from '@khela/api/backoffice';
import { MESSAGES } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Icon, useToast } from '@khela/ui';
import { useServerError } from '../../components/errors';
import { Btn, Field, FormGrid, Grid, HintLine, Input, Muted, Page, Panel, PanelBody, PanelHead, Switch, Textarea } from '../../components/kit';
import { limitRule } from '../../components/validation';

interface Values {
  site_title: string;
  site_status: boolean;
  withdrawal_status: boolean;
  sponsor_image: string;
  app_download_url: string;
  whatsapp: string;
  live_chat: string;
  intercom: string;
  tawk_id: string;
  support_mail: string;
  notice: string[];
  /** The marquee in Bangla (optional: none shows the English). */
  notice_bn: string[];
  maintenance_on: boolean;
  m_title: string;
  m_message: string;
  m_title_bn: string;
  m_message_bn: string;
  m_start: string;
  m_end: string;
  turnover_release_threshold: string;
  default_turnover_multiplier: string;
  ewallet_mode: boolean;
  wallet_number_hold_minutes: string;
}

function toValues(s: BoSettings, bn: BoGeneralBn): Values {
  return {
    site_title: s.site_title,
    site_status: s.site_status === 1,
    withdrawal_status: s.withdrawal_status === 1,
    sponsor_image: s.sponsor_image ?? '',
    app_download_url: s.app_download_url ?? '',
    whatsapp: s.whatsapp,
    live_chat: s.live_chat,
    intercom: s.intercom,
    tawk_id: s.tawk_id,
    support_mail: s.support_mail,
    notice: s.notice.length ? s.notice : [''],
    notice_bn: bn.notice_bn.length ? bn.notice_bn : [''],
    maintenance_on: s.maintenance_notice !== null,
    m_title: s.maintenance_notice?.title ?? '',
    m_message: s.maintenance_notice?.message ?? '',
    m_title_bn: bn.maintenance_title_bn,
    m_message_bn: bn.maintenance_message_bn,
    m_start: s.maintenance_notice?.start_date ?? '',
    m_end: s.maintenance_notice?.end_date ?? '',
    turnover_release_threshold: s.turnover_release_threshold,
    default_turnover_multiplier: String(s.default_turnover_multiplier),
    ewallet_mode: s.ewallet_mode,
    wallet_number_hold_minutes: String(s.wallet_number_hold_minutes),
  };
}

function toBody(v: Values): BoSettingsUpdate {
  return {
    site_title: v.site_title.trim(),
    site_status: v.site_status ? 1 : 0,
    withdrawal_status: v.withdrawal_status ? 1 : 0,
    sponsor_image: v.sponsor_image.trim() || null,
    app_download_url: v.app_download_url.trim() || null,
    whatsapp: v.whatsapp.trim(),
    live_chat: v.live_chat.trim(),
    intercom: v.intercom.trim(),
    tawk_id: v.tawk_id.trim(),
    support_mail: v.support_mail.trim(),
    notice: v.notice.map((n) => n.trim()).filter(Boolean),
    maintenance_notice: v.maintenance_on ? { title: v.m_title.trim(), message: v.m_message.trim(), start_date: v.m_start, end_date: v.m_end } : null,
    turnover_release_threshold: v.turnover_release_threshold.trim(),
    default_turnover_multiplier: Number(v.default_turnover_multiplier),
    ewallet_mode: v.ewallet_mode,
    wallet_number_hold_minutes: Number(v.wallet_number_hold_minutes),
  };
}

function toBnBody(v: Values): BoGeneralBn {
  return {
    notice_bn: v.notice_bn.map((n) => n.trim()).filter(Boolean),
    maintenance_title_bn: v.maintenance_on ? v.m_title_bn.trim() : '',
    maintenance_message_bn: v.maintenance_on ? v.m_message_bn.trim() : '',
  };
}

const whenOn = (rule: yup.StringSchema) => yup.string().when('maintenance_on', { is: true, then: () => rule });

const schema = yup.object({
  site_title: yup.string().trim().required(MESSAGES.fieldRequired).max(100, MESSAGES.valueTooLong),
  support_mail: yup.string().trim().max(254, MESSAGES.valueTooLong),
  notice: yup.array(yup.string().max(500, MESSAGES.valueTooLong)).max(20, MESSAGES.valueInvalid),
  notice_bn: yup.array(yup.string().max(500, MESSAGES.valueTooLong)).max(20, MESSAGES.valueInvalid),
  m_title_bn: yup.string().trim().max(200, MESSAGES.valueTooLong),
  m_message_bn: yup.string().trim().max(2000, MESSAGES.valueTooLong),
  m_title: whenOn(yup.string().trim().required(MESSAGES.fieldRequired).max(200, MESSAGES.valueTooLong)),
  m_message: whenOn(yup.string().trim().required(MESSAGES.fieldRequired).max(2000, MESSAGES.valueTooLong)),
  m_start: whenOn(yup.string().required(MESSAGES.fieldRequired)),
  m_end: whenOn(
    yup
      .string()
      .required(MESSAGES.fieldRequired)
      .test('after', MESSAGES.valueInvalid, function (end) {
        const start = (this.parent as Values).m_start;
        return !end || !start || end >= start;
      }),
  ),
  turnover_release_threshold: limitRule,
  default_turnover_multiplier: yup.string().required(MESSAGES.fieldRequired).matches(/^(100|[1-9]?\d)$/, MESSAGES.valueInvalid),
  wallet_number_hold_minutes: yup.string().required(MESSAGES.fieldRequired).matches(/^([1-9]\d?|1[01]\d|120)$/, MESSAGES.valueInvalid),
});

/** Site settings: open/maintenance, withdrawals on/off, notices, the maintenance notice, support contacts, money settings. */
export default function SettingsPage() {
  const { t } = useTranslation(['backoffice', 'ui']);
  const { data } = useBoSettingsQuery();
  const { data: bn } = useBoGeneralBnQuery();
  if (!data || !bn) return <Muted>{t('ui:loading')}</Muted>;
  return <SettingsForm settings={data} bn={bn} />;
}

function SettingsForm({ settings, bn }: { settings: BoSettings; bn: BoGeneralBn }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const msg = useMessage();
  const toast = useToast();
  const errors = useServerError();
  const [save, { isLoading: savingSettings }] = useBoUpdateSettingsMutation();
  const [saveBn, { isLoading: savingBn }] = useBoUpdateGeneralBnMutation();
  const isLoading = savingSettings || savingBn;
  const initial = toValues(settings, bn);
  const gateway = settings.payment_gateway;

  const form = useFormik<Values>({
    initialValues: initial,
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (v, helpers) => {
      const before = toBody(initial) as Record<string, unknown>;
      const after = toBody(v) as Record<string, unknown>;
      const changed = Object.fromEntries(Object.entries(after).filter(([k, x]) => JSON.stringify(x) !== JSON.stringify(before[k])));
      // The Bangla texts are saved on their own call (the generic settings hold the English).
      const bnChanged = JSON.stringify(toBnBody(v)) !== JSON.stringify(toBnBody(initial));
      if (Object.keys(changed).length === 0 && !bnChanged) return;
      try {
        if (Object.keys(changed).length > 0) await save(changed as BoSettingsUpdate).unwrap();
        if (bnChanged) await saveBn(toBnBody(v)).unwrap();
        toast.show(t('common.saved'), 'success');
      } catch (err) {
        const f = errors.fields(err);
        if (f.maintenance_notice) f.m_title = f.maintenance_notice;
        if (f.maintenance_title_bn) f.m_title_bn = f.maintenance_title_bn;
        if (f.maintenance_message_bn) f.m_message_bn = f.maintenance_message_bn;
        if (Object.keys(f).length) helpers.setErrors(f);
        errors.show(err);
      }
    },
  });

  const err = (k: keyof Values) => {
    const e = form.errors[k];
    return (form.touched[k] || form.submitCount > 0) && typeof e === 'string' ? msg(e) : null;
  };
  const text = (k: keyof Values, label: string, hint?: ReactNode) => (
    <Field label={label} error={err(k)} hint={hint}>
      {(id) => <Input id={id} name={k} value={form.values[k] as string} onChange={form.handleChange} onBlur={form.handleBlur} $invalid={Boolean(err(k))} data-testid={`bo-setting-${k}`} />}
    </Field>
  );

  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Page
        title={t('nav.settings')}
        subtitle={t('settings.subtitle')}
        actions={
          <>
            {form.dirty && <Muted style={{ fontSize: 12.5 }}>{t('settings.unsaved')}</Muted>}
            <Btn onClick={() => form.resetForm()} disabled={!form.dirty || isLoading}>
              {t('common.discard')}
            </Btn>
            <Btn type="submit" $variant="primary" disabled={!form.dirty || isLoading} data-testid="bo-settings-save">
              {t('common.saveChanges')}
            </Btn>
          </>
        }
      >
        <Grid>
          <div>
            <Panel>
              <PanelHead>
                <h2>{t('settings.site')}</h2>
              </PanelHead>
              <PanelBody>
                <FormGrid>
                  <div className="span-all">{text('site_title', t('settings.fields.siteTitle'))}</div>
                  <Toggle>
                    <Switch checked={form.values.site_status} onChange={(v) => void form.setFieldValue('site_status', v)} label={t('settings.fields.siteOpen')} testId="bo-setting-site_status" />
                    <HintLine>{form.values.site_status ? t('settings.siteOpenHint') : <Warn>{t('settings.siteClosedHint')}</Warn>}</HintLine>
                  </Toggle>
                  <Toggle>
                    <Switch checked={form.values.withdrawal_status} onChange={(v) => void form.setFieldValue('withdrawal_status', v)} label={t('settings.fields.withdrawals')} testId="bo-setting-withdrawal_status" />
                    <HintLine>{form.values.withdrawal_status ? t('settings.withdrawalsOnHint') : <Warn>{t('settings.withdrawalsOffHint')}</Warn>}</HintLine>
                  </Toggle>
                  {text('sponsor_image', t('settings.fields.sponsorImage'), t('common.storagePathHint'))}
                  {text('app_download_url', t('settings.fields.appDownloadUrl'))}
                </FormGrid>
              </PanelBody>
            </Panel>
            <Panel>
              <PanelHead>
                <h2>{t('settings.notices')}</h2>
                <Btn $size="xs" disabled={form.values.notice.length >= 20} onClick={() => void form.setFieldValue('notice', [...form.values.notice, ''])}>
                  + {t('settings.addNotice')}
                </Btn>
              </PanelHead>
              <PanelBody>
                <HintLine style={{ marginBottom: 10 }}>{t('settings.noticesHint')}</HintLine>
                <div style={{ display: 'grid', gap: 8 }}>
                  {form.values.notice.map((n, i) => (
                    <NoticeRow key={i}>
                      <span>{i + 1}</span>
                      <Textarea
                        aria-label={t('settings.noticeN', { n: i + 1 })}
                        value={n}
                        maxLength={500}
                        style={{ minHeight: 72 }}
                        onChange={(e) => void form.setFieldValue(`notice.${i}`, e.target.value)}
                      />
                      <Btn $size="xs" $variant="ghost" aria-label={t('common.remove')} title={t('common.remove')} onClick={() => void form.setFieldValue('notice', form.values.notice.filter((_, j) => j !== i))}>
                        <Icon name="close" size={14} />
                      </Btn>
                    </NoticeRow>
                  ))}
                </div>
                <BnHead>
                  <h3>{t('settings.noticesBn')}</h3>
                  <Btn $size="xs" disabled={form.values.notice_bn.length >= 20} onClick={() => void form.setFieldValue('notice_bn', [...form.values.notice_bn, ''])}>
                    + {t('settings.addNotice')}
                  </Btn>
                </BnHead>
                <HintLine style={{ marginBottom: 10 }}>{t('settings.noticesBnHint')}</HintLine>
                <div style={{ display: 'grid', gap: 8 }}>
                  {form.values.notice_bn.map((n, i) => (
                    <NoticeRow key={i}>
                      <span>{i + 1}</span>
                      <Textarea
                        aria-label={t('settings.noticeBnN', { n: i + 1 })}
                        lang="bn"
                        value={n}
                        maxLength={500}
                        style={{ minHeight: 72 }}
                        onChange={(e) => void form.setFieldValue(`notice_bn.${i}`, e.target.value)}
                        data-testid={`bo-notice-bn-${i}`}
                      />
                      <Btn $size="xs" $variant="ghost" aria-label={t('common.remove')} title={t('common.remove')} onClick={() => void form.setFieldValue('notice_bn', form.values.notice_bn.filter((_, j) => j !== i))}>
                        <Icon name="close" size={14} />
                      </Btn>
                    </NoticeRow>
                  ))}
                </div>
              </PanelBody>
            </Panel>
            <Panel>
              <PanelHead>
                <h2>{t('settings.maintenance')}</h2>
                <Switch checked={form.values.maintenance_on} onChange={(v) => void form.setFieldValue('maintenance_on', v)} label={form.values.maintenance_on ? t('settings.shown') : t('settings.hidden')} testId="bo-setting-maintenance_on" />
              </PanelHead>
              <PanelBody>
                {form.values.maintenance_on ? (
                  <FormGrid>
                    <div className="span-all">{text('m_title', t('settings.fields.mTitle'))}</div>
                    <Field label={t('settings.fields.mMessage')} error={err('m_message')} className="span-all">
                      {(id) => <Textarea id={id} name="m_message" value={form.values.m_message} onChange={form.handleChange} onBlur={form.handleBlur} maxLength={2000} $invalid={Boolean(err('m_message'))} />}
                    </Field>
                    <div className="span-all">{text('m_title_bn', t('settings.fields.mTitleBn'), t('common.bnOptionalHint'))}</div>
                    <Field label={t('settings.fields.mMessageBn')} error={err('m_message_bn')} className="span-all">
                      {(id) => <Textarea id={id} lang="bn" name="m_message_bn" value={form.values.m_message_bn} onChange={form.handleChange} onBlur={form.handleBlur} maxLength={2000} $invalid={Boolean(err('m_message_bn'))} />}
                    </Field>
                    <Field label={t('common.from')} error={err('m_start')}>
                      {(id) => <Input id={id} type="date" name="m_start" value={form.values.m_start} onChange={form.handleChange} onBlur={form.handleBlur} $invalid={Boolean(err('m_start'))} />}
                    </Field>
                    <Field label={t('settings.fields.mEnd')} error={err('m_end')}>
                      {(id) => <Input id={id} type="date" name="m_end" value={form.values.m_end} onChange={form.handleChange} onBlur={form.handleBlur} $invalid={Boolean(err('m_end'))} />}
                    </Field>
                  </FormGrid>
                ) : (
                  <HintLine>{t('settings.maintenanceOff')}</HintLine>
                )}
              </PanelBody>
            </Panel>
          </div>
          <div>
            <Panel>
              <PanelHead>
                <h2>{t('settings.support')}</h2>
              </PanelHead>
              <PanelBody>
                <FormGrid>
                  {text('whatsapp', t('settings.fields.whatsapp'), t('settings.whatsappHint'))}
                  {text('support_mail', t('settings.fields.supportMail'))}
                  {text('live_chat', t('settings.fields.liveChat'))}
                  {text('intercom', t('settings.fields.intercom'))}
                  {text('tawk_id', t('settings.fields.tawkId'))}
                </FormGrid>
              </PanelBody>
            </Panel>
            <Panel>
              <PanelHead>
                <h2>{t('settings.money')}</h2>
              </PanelHead>
              <PanelBody>
                <FormGrid>
                  {text('turnover_release_threshold', t('settings.fields.releaseThreshold'), t('settings.releaseHint'))}
                  {text('default_turnover_multiplier', t('settings.fields.defaultMultiplier'), t('settings.multiplierHint'))}
                  {text('wallet_number_hold_minutes', t('settings.fields.holdMinutes'), t('settings.holdHint'))}
                  <Toggle>
                    <Switch
                      checked={form.values.ewallet_mode}
                      onChange={(v) => void form.setFieldValue('ewallet_mode', v)}
                      label={t('settings.fields.ewalletMode')}
                      disabled={gateway === null && !form.values.ewallet_mode}
                      testId="ewallet-mode"
                    />
                    <HintLine>{t('settings.ewalletHint')}</HintLine>
                    <HintLine data-testid="payment-gateway">
                      {gateway === null ? t('settings.gatewayNone') : t('settings.gatewayLive', { name: gateway === 'demo' ? t('settings.gatewayDemo') : gateway })}
                    </HintLine>
                  </Toggle>
                </FormGrid>
              </PanelBody>
            </Panel>
          </div>
        </Grid>
      </Page>
    </form>
  );
}

const BnHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin: 16px 0 6px;
  h3 {
    font-size: 13px;
  }
`;

const Toggle = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.bg};
`;

const Warn = styled.span`
  color: ${({ theme }) => theme.colors.warning};
`;

const NoticeRow = styled.div`
  display: grid;
  grid-template-columns: 20px minmax(0, 1fr) auto;
  gap: 8px;
  align-items: start;
  & > span { padding-top: 8px; color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; text-align: right; }
`;
