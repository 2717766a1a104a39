import { useState, type ReactNode } from 'react';
import { getIn, setIn, useFormik, type FormikErrors } from 'formik';
import { toApiError, useBoRewardSettingsQuery, useBoUpdateRewardSettingsMutation, type BoRewardSettings, type BoRewardSettingsUpdate } from '@khela/api/backoffice';
import { MESSAGES, tryParseMoney } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { useToast } from '@khela/ui';
import { useServerError } from '../../components/errors';
import { money, shortDateTime } from '../../components/format';
import { Btn, ErrorLine, Field, FormGrid, Grid, HintLine, Input, Muted, Num, Panel, PanelBody, PanelHead, Small, Switch, Textarea } from '../../components/kit';
import { useCan } from '../../components/useCan';
import { EditTable, bpPct, digitsOnly, returnedPer100, vpPer100 } from './rewardsShared';

interface Values {
  convert_min_vp: string;
  vp_rate: string;
  referral_enabled: boolean;
  levels: { name: string; name_bn: string; threshold: string }[];
  rates: { game_type: string; name: string; rate: string }[];
  tiers: { turnover: string; rates_bp: [string, string, string] }[];
  reason: string;
}

function toValues(s: BoRewardSettings): Values {
  return {
    convert_min_vp: String(s.convert_min_vp),
    vp_rate: s.vp_rate,
    referral_enabled: s.referral_enabled,
    levels: [...s.levels].sort((a, b) => a.level - b.level).map((l) => ({ name: l.name, name_bn: l.name_bn, threshold: String(l.threshold) })),
    rates: s.rates.map((r) => ({ game_type: r.game_type, name: r.name, rate: String(r.rate) })),
    tiers: s.tiers.map((x) => ({ turnover: x.turnover, rates_bp: [String(x.rates_bp[0]), String(x.rates_bp[1]), String(x.rates_bp[2])] })),
    reason: '',
  };
}

function toBody(v: Values): BoRewardSettingsUpdate {
  return {
    convert_min_vp: Number(v.convert_min_vp),
    vp_rate: v.vp_rate.trim(),
    referral_enabled: v.referral_enabled,
    levels: v.levels.map((l, i) => ({ level: i, name: l.name.trim(), name_bn: l.name_bn.trim(), threshold: Number(l.threshold) })),
    rates: v.rates.map((r) => ({ game_type: r.game_type, rate: Number(r.rate) })),
    tiers: v.tiers.map((x) => ({ turnover: x.turnover.trim(), rates_bp: [Number(x.rates_bp[0]), Number(x.rates_bp[1]), Number(x.rates_bp[2])] })),
    reason: v.reason.trim(),
  };
}

const INT = /^\d{1,9}$/;
/** The server's limits (apps/server/src/rewards/rewards.service.ts, updateSettings). */
const MAX_MIN_VP = 1_000_000;
const MAX_VP_RATE = 100_000n; // poisha: 1,000.00 per VP
const MAX_RATE = 100_000;
const MAX_BP = 1000;
const NAME_MAX = 40;

function validate(v: Values): FormikErrors<Values> {
  let e: FormikErrors<Values> = {};
  const put = (path: string, message: string) => {
    e = setIn(e, path, message);
  };
  if (!INT.test(v.convert_min_vp.trim()) || Number(v.convert_min_vp) < 1 || Number(v.convert_min_vp) > MAX_MIN_VP) put('convert_min_vp', MESSAGES.vpWhole);
  const perVp = tryParseMoney(v.vp_rate.trim());
  if (perVp === null || perVp < 0n || perVp > MAX_VP_RATE) put('vp_rate', MESSAGES.amountInvalid);
  v.levels.forEach((l, i) => {
    if (!l.name.trim()) put(`levels.${i}.name`, MESSAGES.fieldRequired);
    if (!l.name_bn.trim()) put(`levels.${i}.name_bn`, MESSAGES.fieldRequired);
    if (!INT.test(l.threshold.trim())) put(`levels.${i}.threshold`, MESSAGES.valueInvalid);
    else if (i > 0 && INT.test(v.levels[i - 1]!.threshold.trim()) && Number(l.threshold) <= Number(v.levels[i - 1]!.threshold)) put(`levels.${i}.threshold`, MESSAGES.valueInvalid);
  });
  v.rates.forEach((r, i) => {
    if (!INT.test(r.rate.trim()) || Number(r.rate) > MAX_RATE) put(`rates.${i}.rate`, MESSAGES.rewardRateInvalid);
  });
  v.tiers.forEach((x, i) => {
    const p = tryParseMoney(x.turnover.trim());
    if (p === null || p < 0n) put(`tiers.${i}.turnover`, MESSAGES.amountInvalid);
    x.rates_bp.forEach((bp, j) => {
      if (!/^\d{1,4}$/.test(bp.trim()) || Number(bp) > MAX_BP) put(`tiers.${i}.rates_bp.${j}`, MESSAGES.valueInvalid);
    });
  });
  const reason = v.reason.trim();
  if (reason.length < 3 || reason.length > 500) put('reason', MESSAGES.reasonRequired);
  return e;
}

/** "levels[2].threshold" and "levels.2.threshold" alike, for the server's field names. */
function fieldPath(key: string): string {
  return key.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
}

/** The VIP and referral settings: one form, saved at once with a reason for the audit log. Admins change; others read. */
export function RewardSettingsTab() {
  const { t } = useTranslation(['backoffice', 'ui']);
  const { data, error } = useBoRewardSettingsQuery();
  const serverError = useServerError();
  if (error) return <Muted>{serverError.text(error)}</Muted>;
  if (!data) return <Muted>{t('ui:loading')}</Muted>;
  return <SettingsForm settings={data} />;
}

function SettingsForm({ settings }: { settings: BoRewardSettings }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const msg = useMessage();
  const toast = useToast();
  const serverError = useServerError();
  const canEdit = useCan('rewards.manage');
  const [save, { isLoading }] = useBoUpdateRewardSettingsMutation();
  /** The server's field errors by path ("vp_rate", "levels.2.threshold", "tiers"), until the next submission. */
  const [server, setServer] = useState<Record<string, string>>({});

  const form = useFormik<Values>({
    initialValues: toValues(settings),
    enableReinitialize: true,
    validate,
    onSubmit: async (v, helpers) => {
      setServer({});
      try {
        await save(toBody(v)).unwrap();
        toast.show(t('common.saved'), 'success');
        helpers.resetForm();
      } catch (err) {
        const fields: Record<string, string> = {};
        for (const [k, list] of Object.entries(toApiError(err).errors)) if (list[0]) fields[fieldPath(k)] = msg(list[0]);
        setServer(fields);
        serverError.show(err);
      }
    },
  });

  const err = (path: string): string | null => {
    const local = getIn(form.errors, path) as unknown;
    if (typeof local === 'string' && (getIn(form.touched, path) || form.submitCount > 0)) return msg(local);
    return server[path] ?? null;
  };
  /** Server errors about a whole list ("levels") or a field this form does not show. */
  const sectionError = (name: string) => server[name] ?? null;
  const shown = (k: string) => /^(convert_min_vp|vp_rate|referral_enabled|reason)$/.test(k) || /^(levels|rates|tiers)\.\d+\./.test(k) || /^(levels|rates|tiers)$/.test(k);
  const otherErrors = Object.entries(server).filter(([k]) => !shown(k));

  const input = (path: string, opts: { numeric?: boolean; decimal?: boolean; disabled?: boolean; label?: string; width?: number; lang?: string; maxLength?: number } = {}) => {
    const e = err(path);
    return (
      <>
        <Input
          name={path}
          aria-label={opts.label}
          lang={opts.lang}
          maxLength={opts.maxLength}
          inputMode={opts.decimal ? 'decimal' : opts.numeric ? 'numeric' : undefined}
          disabled={!canEdit || opts.disabled}
          value={getIn(form.values, path) as string}
          onChange={(ev) => void form.setFieldValue(path, opts.numeric ? digitsOnly(ev.target.value) : ev.target.value)}
          onBlur={form.handleBlur}
          $invalid={Boolean(e)}
          style={opts.width ? { width: opts.width } : undefined}
          data-testid={`bo-rewards-${path.replace(/\./g, '-')}`}
        />
        {e && <ErrorLine role="alert">{e}</ErrorLine>}
      </>
    );
  };
  const field = (path: keyof Values, label: string, hint: ReactNode, opts: { numeric?: boolean; decimal?: boolean } = {}) => (
    <Field label={label} error={err(path)} hint={hint}>
      {(id) => (
        <Input
          id={id}
          name={path}
          inputMode={opts.decimal ? 'decimal' : 'numeric'}
          disabled={!canEdit}
          value={form.values[path] as string}
          onChange={(ev) => void form.setFieldValue(path, opts.numeric ? digitsOnly(ev.target.value) : ev.target.value)}
          onBlur={form.handleBlur}
          $invalid={Boolean(err(path))}
          data-testid={`bo-rewards-${path}`}
        />
      )}
    </Field>
  );

  const v = form.values;
  const conversionOff = tryParseMoney(v.vp_rate.trim()) === 0n;

  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid="bo-rewards-settings">
      <Grid>
        <div>
          <Panel>
            <PanelHead>
              <h2>{t('rewards.settings.conversion')}</h2>
              {conversionOff && <Small data-testid="bo-rewards-conversion-off">{t('rewards.settings.conversionOff')}</Small>}
            </PanelHead>
            <PanelBody>
              <FormGrid>
                {field('convert_min_vp', t('rewards.settings.minVp'), t('rewards.settings.minVpHint'), { numeric: true })}
                {field('vp_rate', t('rewards.settings.vpRate'), t('rewards.settings.vpRateHint'), { decimal: true })}
              </FormGrid>
            </PanelBody>
          </Panel>
          <Panel>
            <PanelHead>
              <h2>{t('rewards.settings.rates')}</h2>
            </PanelHead>
            <PanelBody>
              <HintLine style={{ marginBottom: 10 }}>{t('rewards.settings.ratesHint')}</HintLine>
              {sectionError('rates') && <ErrorLine role="alert">{sectionError('rates')}</ErrorLine>}
              <EditTable data-testid="bo-rewards-rates">
                <thead>
                  <tr>
                    <th>{t('common.type')}</th>
                    <th>{t('rewards.settings.rate')}</th>
                    <th>{t('rewards.settings.returned')}</th>
                  </tr>
                </thead>
                <tbody>
                  {v.rates.map((r, i) => {
                    const rate = Number(r.rate);
                    const back = r.rate.trim() !== '' ? returnedPer100(rate, v.vp_rate) : null;
                    return (
                      <tr key={r.game_type}>
                        <td className="fixed">
                          {r.name}
                          <Small>{r.game_type}</Small>
                        </td>
                        <td style={{ width: 120 }}>{input(`rates.${i}.rate`, { numeric: true, label: r.name, width: 110 })}</td>
                        <td className="note" data-testid={`bo-rewards-returned-${r.game_type}`}>
                          {back === null ? '—' : t('rewards.settings.returnedLine', { vp: vpPer100(rate), rate: money(v.vp_rate.trim()), pct: back })}
                        </td>
                      </tr>
                    );
                  })}
                  {v.rates.length === 0 && (
                    <tr>
                      <td colSpan={3}>
                        <Muted>{t('ui:noData')}</Muted>
                      </td>
                    </tr>
                  )}
                </tbody>
              </EditTable>
            </PanelBody>
          </Panel>
        </div>
        <div>
          <Panel>
            <PanelHead>
              <h2>{t('rewards.settings.levels')}</h2>
              {canEdit && (
                <Btn $size="xs" onClick={() => void form.setFieldValue('levels', [...v.levels, { name: '', name_bn: '', threshold: '' }])} data-testid="bo-rewards-level-add">
                  + {t('rewards.settings.addLevel')}
                </Btn>
              )}
            </PanelHead>
            <PanelBody>
              <HintLine style={{ marginBottom: 10 }}>{t('rewards.settings.levelsHint')}</HintLine>
              {sectionError('levels') && <ErrorLine role="alert">{sectionError('levels')}</ErrorLine>}
              <EditTable data-testid="bo-rewards-levels">
                <thead>
                  <tr>
                    <th>{t('rewards.settings.level')}</th>
                    <th>{t('common.name')}</th>
                    <th>{t('rewards.settings.nameBn')}</th>
                    <th>{t('rewards.settings.threshold')}</th>
                    {canEdit && <th />}
                  </tr>
                </thead>
                <tbody>
                  {v.levels.map((l, i) => (
                    <tr key={i} data-testid={`bo-rewards-level-${i}`}>
                      <td className="fixed">{i}</td>
                      <td>{input(`levels.${i}.name`, { label: t('common.name'), maxLength: NAME_MAX })}</td>
                      <td>{input(`levels.${i}.name_bn`, { label: t('rewards.settings.nameBn'), lang: 'bn', maxLength: NAME_MAX })}</td>
                      <td style={{ width: 120 }}>{input(`levels.${i}.threshold`, { numeric: true, disabled: i === 0, label: t('rewards.settings.threshold'), width: 110 })}</td>
                      {canEdit && (
                        <td style={{ width: 40 }}>
                          {i > 0 && (
                            <Btn
                              $size="xs"
                              $variant="ghost"
                              aria-label={t('common.remove')}
                              title={t('common.remove')}
                              onClick={() => void form.setFieldValue('levels', v.levels.filter((_, j) => j !== i))}
                              style={{ marginTop: 5 }}
                            >
                              ✕
                            </Btn>
                          )}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </EditTable>
            </PanelBody>
          </Panel>
          <Panel>
            <PanelHead>
              <h2>{t('rewards.settings.referral')}</h2>
              {canEdit && (
                <Btn
                  $size="xs"
                  onClick={() => void form.setFieldValue('tiers', [...v.tiers, { turnover: '', rates_bp: ['0', '0', '0'] }])}
                  data-testid="bo-rewards-tier-add"
                >
                  + {t('rewards.settings.addTier')}
                </Btn>
              )}
            </PanelHead>
            <PanelBody>
              <div style={{ marginBottom: 12 }}>
                <Switch
                  checked={v.referral_enabled}
                  disabled={!canEdit}
                  onChange={(on) => void form.setFieldValue('referral_enabled', on)}
                  label={t('rewards.settings.referralEnabled')}
                  testId="bo-rewards-referral_enabled"
                />
                {err('referral_enabled') && <ErrorLine role="alert">{err('referral_enabled')}</ErrorLine>}
              </div>
              <HintLine style={{ marginBottom: 10 }}>{t('rewards.settings.tiersHint')}</HintLine>
              {sectionError('tiers') && <ErrorLine role="alert">{sectionError('tiers')}</ErrorLine>}
              <EditTable data-testid="bo-rewards-tiers">
                <thead>
                  <tr>
                    <th>{t('rewards.settings.turnoverAbove')}</th>
                    {[1, 2, 3].map((n) => (
                      <th key={n}>{t('rewards.levelN', { n })}</th>
                    ))}
                    {canEdit && <th />}
                  </tr>
                </thead>
                <tbody>
                  {v.tiers.map((x, i) => (
                    <tr key={i} data-testid={`bo-rewards-tier-${i}`}>
                      <td>{input(`tiers.${i}.turnover`, { decimal: true, label: t('rewards.settings.turnoverAbove') })}</td>
                      {x.rates_bp.map((bp, j) => (
                        <td key={j} style={{ width: 96 }}>
                          {input(`tiers.${i}.rates_bp.${j}`, { numeric: true, label: t('rewards.levelN', { n: j + 1 }), width: 86 })}
                          <Small>{/^\d+$/.test(bp) ? `= ${bpPct(Number(bp))}` : ''}</Small>
                        </td>
                      ))}
                      {canEdit && (
                        <td style={{ width: 40 }}>
                          <Btn
                            $size="xs"
                            $variant="ghost"
                            aria-label={t('common.remove')}
                            title={t('common.remove')}
                            onClick={() => void form.setFieldValue('tiers', v.tiers.filter((_, j) => j !== i))}
                            style={{ marginTop: 5 }}
                          >
                            ✕
                          </Btn>
                        </td>
                      )}
                    </tr>
                  ))}
                  {v.tiers.length === 0 && (
                    <tr>
                      <td colSpan={5}>
                        <Muted>{t('ui:noData')}</Muted>
                      </td>
                    </tr>
                  )}
                </tbody>
              </EditTable>
            </PanelBody>
          </Panel>
          {canEdit && (
            <Panel>
              <PanelHead>
                <h2>{t('rewards.settings.saveTitle')}</h2>
                {settings.updated_at && <Small>{t('rewards.settings.updatedAt', { when: shortDateTime(settings.updated_at) })}</Small>}
              </PanelHead>
              <PanelBody>
                <Field label={t('common.reason')} error={err('reason')} hint={t('rewards.settings.reasonHint')}>
                  {(id) => (
                    <Textarea
                      id={id}
                      name="reason"
                      rows={2}
                      maxLength={500}
                      value={v.reason}
                      onChange={form.handleChange}
                      onBlur={form.handleBlur}
                      $invalid={Boolean(err('reason'))}
                      data-testid="bo-rewards-reason"
                    />
                  )}
                </Field>
                {otherErrors.map(([k, text]) => (
                  <ErrorLine key={k} role="alert">
                    {k}: {text}
                  </ErrorLine>
                ))}
                <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 8, marginTop: 12 }}>
                  {form.dirty && <Muted style={{ fontSize: 12.5 }}>{t('settings.unsaved')}</Muted>}
                  <Btn
                    onClick={() => {
                      form.resetForm();
                      setServer({});
                    }}
                    disabled={!form.dirty || isLoading}
                  >
                    {t('common.discard')}
                  </Btn>
                  <Btn type="submit" $variant="primary" disabled={!form.dirty || isLoading} data-testid="bo-rewards-save">
                    {t('common.saveChanges')}
                  </Btn>
                </div>
              </PanelBody>
            </Panel>
          )}
          {!canEdit && settings.updated_at && (
            <Small style={{ marginTop: 10 }}>
              <Num>{t('rewards.settings.updatedAt', { when: shortDateTime(settings.updated_at) })}</Num>
            </Small>
          )}
        </div>
      </Grid>
    </form>
  );
}
