import { useNavigate } from 'react-router-dom';
import { useFormik } from 'formik';
import * as yup from 'yup';
import styled from 'styled-components';
import { EXCHANGE_SPORTS, useBoExchangeCreateEventMutation, useBoExchangeSettingsQuery, type BoExchangeEventCreate, type ExchangeSport } from '@khela/api/backoffice';
import { MESSAGES } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Icon, useToast } from '@khela/ui';
import { NoAccess } from '../../app/NoAccess';
import { useServerError } from '../../components/errors';
import { dateTime, money } from '../../components/format';
import { Btn, ErrorLine, Field, FormGrid, Grid, HintLine, Input, Page, Panel, PanelBody, PanelHead, Select, Switch } from '../../components/kit';
import { useCan } from '../../components/useCan';
import { BackLink, ToggleBox, bpsOf, dhakaInputToIso, maxAtLeastMin, msOf, nextDhakaHour, pct, secs, stakeRule } from './exchangeShared';

interface Values {
  sport: ExchangeSport;
  name: string;
  competition: string;
  start: string;
  runners: string[];
  liquidity: boolean;
  min_stake: string;
  max_stake: string;
  commission: string;
  bet_delay: string;
}

const optional = (test: (v: string) => boolean) =>
  yup
    .string()
    .trim()
    .test('valid', MESSAGES.valueInvalid, (v) => !v || test(v));

const schema = yup.object({
  name: yup.string().trim().required(MESSAGES.fieldRequired).max(200, MESSAGES.valueTooLong),
  competition: yup.string().trim().max(120, MESSAGES.valueTooLong),
  start: yup
    .string()
    .required(MESSAGES.fieldRequired)
    .test('dhaka', MESSAGES.valueInvalid, (v) => !v || dhakaInputToIso(v) !== null),
  runners: yup
    .array(yup.string().trim().required(MESSAGES.fieldRequired).max(120, MESSAGES.valueTooLong))
    .min(2, MESSAGES.valueInvalid)
    .max(20, MESSAGES.valueInvalid)
    .test('unique', MESSAGES.valueInvalid, (rs) => {
      const names = (rs ?? []).map((r) => (r ?? '').trim().toLowerCase()).filter(Boolean);
      return new Set(names).size === names.length;
    }),
  min_stake: stakeRule(false),
  max_stake: stakeRule(false).test('min', MESSAGES.valueInvalid, function (v) {
    return maxAtLeastMin((this.parent as Values).min_stake, v ?? '');
  }),
  commission: optional((v) => bpsOf(v) !== null),
  bet_delay: optional((v) => msOf(v) !== null),
});

function toBody(v: Values): BoExchangeEventCreate {
  return {
    sport: v.sport,
    name: v.name.trim(),
    start_time: dhakaInputToIso(v.start)!,
    runners: v.runners.map((r) => r.trim()),
    competition: v.competition.trim() || undefined,
    liquidity: v.liquidity,
    min_stake: v.min_stake.trim() || undefined,
    max_stake: v.max_stake.trim() || undefined,
    commission_bps: v.commission.trim() ? bpsOf(v.commission)! : undefined,
    bet_delay_ms: v.bet_delay.trim() ? msOf(v.bet_delay)! : undefined,
  };
}

/** A new event with its Match Odds market: sport, name, competition, start in Dhaka time, runners, optional limits. */
export default function ExchangeEventPage() {
  const canManage = useCan('exchange.manage');
  return canManage ? <EventForm /> : <NoAccess />;
}

function EventForm() {
  const { t } = useTranslation(['backoffice', 'ui']);
  const msg = useMessage();
  const toast = useToast();
  const navigate = useNavigate();
  const serverError = useServerError();
  const { data: defaults } = useBoExchangeSettingsQuery();
  const [create, { isLoading }] = useBoExchangeCreateEventMutation();

  const form = useFormik<Values>({
    initialValues: {
      sport: 'cricket',
      name: '',
      competition: '',
      start: nextDhakaHour(),
      runners: ['', ''],
      liquidity: false,
      min_stake: '',
      max_stake: '',
      commission: '',
      bet_delay: '',
    },
    validationSchema: schema,
    onSubmit: async (v, helpers) => {
      try {
        const res = await create(toBody(v)).unwrap();
        toast.show(t('exchange.eventCreated'), 'success');
        navigate(res.markets[0] ? `/exchange/markets/${res.markets[0].id}` : '/exchange');
      } catch (err) {
        const f = serverError.fields(err);
        const mapped: Record<string, unknown> = {};
        const runners: string[] = [];
        for (const [k, val] of Object.entries(f)) {
          const hit = /^runners\.(\d+)$/.exec(k);
          if (hit) runners[Number(hit[1])] = val;
          else mapped[{ start_time: 'start', commission_bps: 'commission', bet_delay_ms: 'bet_delay' }[k] ?? k] = val;
        }
        if (runners.length) mapped.runners = runners;
        helpers.setErrors(mapped);
        serverError.show(err);
      }
    },
  });

  const shown = (k: keyof Values) => form.touched[k] || form.submitCount > 0;
  const err = (k: Exclude<keyof Values, 'runners'>) => {
    const e = form.errors[k];
    return shown(k) && typeof e === 'string' ? msg(e) : null;
  };
  const runnerErrors = form.errors.runners;
  const runnerError = (i: number) => (form.submitCount > 0 && Array.isArray(runnerErrors) && typeof runnerErrors[i] === 'string' ? msg(runnerErrors[i]) : null);
  const runnersError = form.submitCount > 0 && typeof runnerErrors === 'string' ? msg(runnerErrors) : null;
  const startIso = dhakaInputToIso(form.values.start);
  const past = startIso !== null && Date.parse(startIso) < Date.now();
  const sportDelay = defaults ? defaults[`bet_delay_${form.values.sport}_ms`] : null;

  const text = (k: 'name' | 'competition' | 'min_stake' | 'max_stake' | 'commission' | 'bet_delay', label: string, opts: { hint?: string; placeholder?: string; mode?: 'decimal' | 'text' } = {}) => (
    <Field label={label} error={err(k)} hint={opts.hint}>
      {(id) => (
        <Input
          id={id}
          name={k}
          inputMode={opts.mode ?? 'text'}
          placeholder={opts.placeholder}
          value={form.values[k]}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          $invalid={Boolean(err(k))}
          data-testid={`bo-exchange-event-${k}`}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid="bo-exchange-event-form">
      <BackLink to="/exchange">
        <Icon name="back" size={14} /> {t('nav.exchange')}
      </BackLink>
      <Page
        title={t('exchange.newEvent')}
        subtitle={t('exchange.newEventSubtitle')}
        actions={
          <>
            <Btn onClick={() => navigate('/exchange')} disabled={isLoading}>
              {t('ui:cancel')}
            </Btn>
            <Btn type="submit" $variant="primary" disabled={isLoading} data-testid="bo-exchange-event-create">
              {t('exchange.createEvent')}
            </Btn>
          </>
        }
      >
        <Grid $cols="minmax(0, 1.4fr) minmax(0, 1fr)">
          {/* each panel in its own cell: Panel + Panel would add a top margin to the second */}
          <div>
            <Panel>
              <PanelHead>
                <h2>{t('exchange.event')}</h2>
              </PanelHead>
              <PanelBody>
                <FormGrid>
                  <Field label={t('exchange.sport')}>
                    {(id) => (
                      <Select id={id} name="sport" value={form.values.sport} onChange={form.handleChange} data-testid="bo-exchange-event-sport">
                        {EXCHANGE_SPORTS.map((s) => (
                          <option key={s} value={s}>
                            {t(`exchange.sports.${s}`)}
                          </option>
                        ))}
                      </Select>
                    )}
                  </Field>
                  <Field label={t('exchange.startTime')} error={err('start')} hint={past ? <Warn>{t('exchange.startPast')}</Warn> : startIso ? dateTime(startIso) : undefined}>
                    {(id) => (
                      <Input id={id} type="datetime-local" name="start" value={form.values.start} onChange={form.handleChange} onBlur={form.handleBlur} $invalid={Boolean(err('start'))} style={{ colorScheme: 'dark' }} data-testid="bo-exchange-event-start" />
                    )}
                  </Field>
                  <div className="span-all">{text('name', t('exchange.eventName'), { placeholder: t('exchange.eventNamePlaceholder') })}</div>
                  <div className="span-all">{text('competition', t('exchange.competition'), { hint: t('exchange.competitionHint') })}</div>
                  <div className="span-all">
                    <RunnerHead>{t('exchange.runners')}</RunnerHead>
                    <RunnerList>
                      {form.values.runners.map((r, i) => (
                        <li key={i}>
                          <span>{i + 1}</span>
                          <Input
                            aria-label={t('exchange.runnerN', { n: i + 1 })}
                            placeholder={t('exchange.runnerN', { n: i + 1 })}
                            value={r}
                            maxLength={120}
                            onChange={(e) => void form.setFieldValue(`runners.${i}`, e.target.value)}
                            $invalid={Boolean(runnerError(i))}
                            data-testid={`bo-exchange-event-runner-${i}`}
                          />
                          <Btn
                            $size="xs"
                            $variant="ghost"
                            disabled={form.values.runners.length <= 2}
                            aria-label={t('common.remove')}
                            title={t('common.remove')}
                            onClick={() => void form.setFieldValue('runners', form.values.runners.filter((_, j) => j !== i))}
                          >
                            <Icon name="close" size={14} />
                          </Btn>
                          {runnerError(i) && <ErrorLine role="alert">{runnerError(i)}</ErrorLine>}
                        </li>
                      ))}
                    </RunnerList>
                    {runnersError ? <ErrorLine role="alert">{runnersError}</ErrorLine> : <HintLine>{t('exchange.runnersHint')}</HintLine>}
                    <Btn $size="xs" style={{ marginTop: 8 }} disabled={form.values.runners.length >= 20} onClick={() => void form.setFieldValue('runners', [...form.values.runners, ''])} data-testid="bo-exchange-event-add-runner">
                      + {t('exchange.addRunner')}
                    </Btn>
                  </div>
                </FormGrid>
              </PanelBody>
            </Panel>
          </div>
          <div>
            <Panel>
              <PanelHead>
                <h2>{t('exchange.limits')}</h2>
              </PanelHead>
              <PanelBody>
                <FormGrid>
                  <HintLine className="span-all">{t('exchange.limitsDefaultHint')}</HintLine>
                  {text('min_stake', t('exchange.fields.minStake'), { mode: 'decimal', placeholder: defaults ? money(defaults.min_stake) : undefined })}
                  {text('max_stake', t('exchange.fields.maxStake'), { mode: 'decimal', placeholder: defaults ? money(defaults.max_stake) : undefined })}
                  {text('commission', t('exchange.fields.commission'), {
                    mode: 'decimal',
                    placeholder: defaults ? String(defaults.commission_bps / 100) : undefined,
                    hint: defaults ? t('exchange.defaultValue', { value: pct(defaults.commission_bps) }) : undefined,
                  })}
                  {text('bet_delay', t('exchange.fields.betDelay'), {
                    mode: 'decimal',
                    placeholder: sportDelay !== null ? secs(sportDelay) : undefined,
                    hint: sportDelay !== null ? t('exchange.defaultValue', { value: t('exchange.seconds', { s: secs(sportDelay) }) }) : undefined,
                  })}
                  <ToggleBox className="span-all">
                    <Switch checked={form.values.liquidity} onChange={(v) => void form.setFieldValue('liquidity', v)} label={t('exchange.liquidity')} testId="bo-exchange-event-liquidity" />
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

const Warn = styled.span`
  color: ${({ theme }) => theme.colors.warning};
`;

const RunnerHead = styled.div`
  margin-bottom: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-weight: 600;
`;

const RunnerList = styled.ol`
  display: grid;
  gap: 6px;
  margin: 0 0 6px;
  padding: 0;
  list-style: none;
  li { display: grid; grid-template-columns: 20px minmax(0, 1fr) 30px; gap: 8px; align-items: center; }
  li > span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; text-align: right; }
  li > p { grid-column: 2 / -1; }
`;
