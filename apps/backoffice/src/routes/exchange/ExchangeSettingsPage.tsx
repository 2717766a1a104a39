import type { ReactNode } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { EXCHANGE_SPORTS, useBoExchangeSettingsQuery, useBoExchangeUpdateSettingsMutation, type BoExchangeSettings, type BoExchangeSettingsUpdate } from '@khela/api/backoffice';
import { MESSAGES, tryParseMoney } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Icon, useToast } from '@khela/ui';
import { useServerError } from '../../components/errors';
import { Btn, Field, FormGrid, Grid, HintLine, Input, Muted, Page, Panel, PanelBody, PanelHead, Switch } from '../../components/kit';
import { useCan } from '../../components/useCan';
import { BackLink, ToggleBox, bpsOf, maxAtLeastMin, msOf, percentRule, secondsRule, stakeRule } from './exchangeShared';

interface Values {
  commission: string;
  min_stake: string;
  max_stake: string;
  house_max_exposure: string;
  delay_cricket: string;
  delay_soccer: string;
  delay_tennis: string;
  house_delay_cricket: string;
  house_delay_soccer: string;
  house_delay_tennis: string;
  simulator: boolean;
  liquidity: boolean;
}

function toValues(s: BoExchangeSettings): Values {
  return {
    commission: String(s.commission_bps / 100),
    min_stake: s.min_stake,
    max_stake: s.max_stake,
    house_max_exposure: s.house_max_exposure,
    delay_cricket: String(s.bet_delay_cricket_ms / 1000),
    delay_soccer: String(s.bet_delay_soccer_ms / 1000),
    delay_tennis: String(s.bet_delay_tennis_ms / 1000),
    house_delay_cricket: String(s.house_bet_delay_cricket_ms / 1000),
    house_delay_soccer: String(s.house_bet_delay_soccer_ms / 1000),
    house_delay_tennis: String(s.house_bet_delay_tennis_ms / 1000),
    simulator: s.simulator,
    liquidity: s.liquidity,
  };
}

/** What changed against the saved settings, in the API's units. */
function changes(v: Values, s: BoExchangeSettings): BoExchangeSettingsUpdate {
  const out: BoExchangeSettingsUpdate = {};
  if (bpsOf(v.commission) !== s.commission_bps) out.commission_bps = bpsOf(v.commission)!;
  for (const k of ['min_stake', 'max_stake', 'house_max_exposure'] as const) if (tryParseMoney(v[k].trim()) !== tryParseMoney(s[k])) out[k] = v[k].trim();
  for (const sport of EXCHANGE_SPORTS) {
    const ms = msOf(v[`delay_${sport}`]);
    if (ms !== s[`bet_delay_${sport}_ms`]) out[`bet_delay_${sport}_ms`] = ms!;
    const house = msOf(v[`house_delay_${sport}`]);
    if (house !== s[`house_bet_delay_${sport}_ms`]) out[`house_bet_delay_${sport}_ms`] = house!;
  }
  if (v.simulator !== s.simulator) out.simulator = v.simulator;
  if (v.liquidity !== s.liquidity) out.liquidity = v.liquidity;
  return out;
}

const schema = yup.object({
  commission: percentRule,
  min_stake: stakeRule(),
  max_stake: stakeRule().test('min', MESSAGES.valueInvalid, function (v) {
    return maxAtLeastMin((this.parent as Values).min_stake, v ?? '');
  }),
  house_max_exposure: stakeRule(),
  delay_cricket: secondsRule,
  delay_soccer: secondsRule,
  delay_tennis: secondsRule,
  house_delay_cricket: secondsRule,
  house_delay_soccer: secondsRule,
  house_delay_tennis: secondsRule,
});

/** The exchange's defaults for new markets, bet delays by sport, the simulator and its market maker; admins change them. */
export default function ExchangeSettingsPage() {
  const { t } = useTranslation(['backoffice', 'ui']);
  const { data } = useBoExchangeSettingsQuery();
  if (!data) return <Muted>{t('ui:loading')}</Muted>;
  return <SettingsForm settings={data} />;
}

function SettingsForm({ settings }: { settings: BoExchangeSettings }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const msg = useMessage();
  const toast = useToast();
  const serverError = useServerError();
  const canEdit = useCan('exchange.manage');
  const [save, { isLoading }] = useBoExchangeUpdateSettingsMutation();

  const form = useFormik<Values>({
    initialValues: toValues(settings),
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (v, helpers) => {
      const body = changes(v, settings);
      if (Object.keys(body).length === 0) return;
      try {
        await save(body).unwrap();
        toast.show(t('common.saved'), 'success');
      } catch (err) {
        const f = serverError.fields(err);
        const names: Record<string, keyof Values> = { commission_bps: 'commission', bet_delay_cricket_ms: 'delay_cricket', bet_delay_soccer_ms: 'delay_soccer', bet_delay_tennis_ms: 'delay_tennis',
          house_bet_delay_cricket_ms: 'house_delay_cricket',
          house_bet_delay_soccer_ms: 'house_delay_soccer',
          house_bet_delay_tennis_ms: 'house_delay_tennis',
        };
        helpers.setErrors(Object.fromEntries(Object.entries(f).map(([k, val]) => [names[k] ?? k, val])));
        serverError.show(err);
      }
    },
  });

  const err = (k: keyof Values) => {
    const e = form.errors[k];
    return (form.touched[k] || form.submitCount > 0) && typeof e === 'string' ? msg(e) : null;
  };
  const text = (k: Exclude<keyof Values, 'simulator' | 'liquidity'>, label: string, hint?: ReactNode) => (
    <Field label={label} error={err(k)} hint={hint}>
      {(id) => (
        <Input id={id} name={k} inputMode="decimal" disabled={!canEdit} value={form.values[k]} onChange={form.handleChange} onBlur={form.handleBlur} $invalid={Boolean(err(k))} data-testid={`bo-exchange-setting-${k}`} />
      )}
    </Field>
  );

  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <BackLink to="/exchange">
        <Icon name="back" size={14} /> {t('nav.exchange')}
      </BackLink>
      <Page
        title={t('exchange.settings')}
        subtitle={canEdit ? t('exchange.settingsSubtitle') : `${t('exchange.settingsSubtitle')} ${t('exchange.readOnly')}`}
        actions={
          canEdit && (
            <>
              {form.dirty && <Muted style={{ fontSize: 12.5 }}>{t('settings.unsaved')}</Muted>}
              <Btn onClick={() => form.resetForm()} disabled={!form.dirty || isLoading}>
                {t('common.discard')}
              </Btn>
              <Btn type="submit" $variant="primary" disabled={!form.dirty || isLoading} data-testid="bo-exchange-settings-save">
                {t('common.saveChanges')}
              </Btn>
            </>
          )
        }
      >
        <Grid>
          <Panel>
            <PanelHead>
              <h2>{t('exchange.defaults')}</h2>
            </PanelHead>
            <PanelBody>
              <FormGrid>
                {text('min_stake', t('exchange.fields.minStake'))}
                {text('max_stake', t('exchange.fields.maxStake'))}
                {text('commission', t('exchange.fields.commission'), t('exchange.hints.commission'))}
                {text('house_max_exposure', t('exchange.fields.houseMaxExposure'), t('exchange.hints.maxExposure'))}
              </FormGrid>
            </PanelBody>
          </Panel>
          <div>
            <Panel>
              <PanelHead>
                <h2>{t('exchange.delays')}</h2>
              </PanelHead>
              <PanelBody>
                <FormGrid $cols={3}>
                  {EXCHANGE_SPORTS.map((s) => (
                    <div key={s}>{text(`delay_${s}`, t('exchange.fields.delaySport', { sport: t(`exchange.sports.${s}`) }))}</div>
                  ))}
                  <HintLine className="span-all">{t('exchange.hints.betDelay')}</HintLine>
                </FormGrid>
              </PanelBody>
            </Panel>
            <Panel>
              <PanelHead>
                <h2>{t('exchange.houseDelays')}</h2>
              </PanelHead>
              <PanelBody>
                <FormGrid $cols={3}>
                  {EXCHANGE_SPORTS.map((s) => (
                    <div key={s}>{text(`house_delay_${s}`, t('exchange.fields.delaySport', { sport: t(`exchange.sports.${s}`) }))}</div>
                  ))}
                  <HintLine className="span-all">{t('exchange.hints.houseDelay')}</HintLine>
                </FormGrid>
              </PanelBody>
            </Panel>
            <Panel>
              <PanelHead>
                <h2>{t('exchange.simulator')}</h2>
              </PanelHead>
              <PanelBody>
                <FormGrid>
                  <ToggleBox>
                    <Switch checked={form.values.simulator} disabled={!canEdit} onChange={(v) => void form.setFieldValue('simulator', v)} label={t('exchange.simulatorLabel')} testId="bo-exchange-setting-simulator" />
                    <HintLine>{t('exchange.simulatorHint')}</HintLine>
                  </ToggleBox>
                  <ToggleBox>
                    <Switch checked={form.values.liquidity} disabled={!canEdit} onChange={(v) => void form.setFieldValue('liquidity', v)} label={t('exchange.liquidity')} testId="bo-exchange-setting-liquidity" />
                    <HintLine>{t('exchange.hints.liquidity')}</HintLine>
                  </ToggleBox>
                </FormGrid>
              </PanelBody>
            </Panel>
          </div>
        </Grid>
      </Page>
    </form>
  );
}
