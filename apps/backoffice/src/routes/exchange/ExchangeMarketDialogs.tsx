import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  EXCHANGE_FANCY_CATEGORIES,
  useBoExchangeActMutation,
  useBoExchangeAddBookmakerMutation,
  useBoExchangeAddFancyMutation,
  useBoExchangeSettingsQuery,
  useBoExchangeResettleMutation,
  useBoExchangeSettleMutation,
  type BoExchangeMarket,
  type ExchangeFancyCategory,
  type ExchangeMarketAction,
} from '@khela/api/backoffice';
import { MESSAGES, tryParseMoney } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Icon, useToast } from '@khela/ui';
import { ActionDialog, ReasonField, SummaryLines } from '../../components/dialogs';
import { useServerError } from '../../components/errors';
import { money, shortDateTime } from '../../components/format';
import { Btn, CheckLabel, ErrorLine, Field, FormGrid, HintLine, Input, Label, Select, Small } from '../../components/kit';
import { ExchangeOddsInput } from '../../components/kit/ExchangeOdds';
import { maxAtLeastMin, oddsOf, useStatusLabel } from './exchangeShared';

type Errors = Record<string, string>;

/** "6 Over Runs BAN · Fancy"; just "Match Odds" where the name is the kind. */
const marketLabel = (name: string, kind: string) => (name.trim().toLowerCase() === kind.toLowerCase() ? name : `${name} · ${kind}`);

/** Suspend, resume, turn in play, close or void a market, after saying what it does. */
export function MarketActionDialog({ market: m, action, onClose }: { market: BoExchangeMarket; action: ExchangeMarketAction; onClose(): void }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const toast = useToast();
  const errors = useServerError();
  const statusLabel = useStatusLabel();
  const [act, { isLoading }] = useBoExchangeActMutation();
  return (
    <ActionDialog
      open
      title={`${t(`exchange.actions.${action}`)}: ${m.name}`}
      confirmLabel={t(`exchange.actions.${action}`)}
      tone={action === 'void' || action === 'close' ? 'danger' : 'primary'}
      busy={isLoading}
      onClose={onClose}
      onConfirm={async () => {
        try {
          await act({ id: m.id, action }).unwrap();
          toast.show(t(`exchange.done.${action}`), 'success');
          onClose();
        } catch (err) {
          errors.show(err);
        }
      }}
    >
      <SummaryLines
        lines={[
          [t('exchange.event'), m.event_name],
          [t('exchange.market'), marketLabel(m.name, t(`exchange.kinds.${m.kind}`))],
          [t('common.status'), statusLabel(m.status)],
        ]}
      />
      <Small data-testid="bo-exchange-action-text">{t(`exchange.confirm.${action}`)}</Small>
    </ActionDialog>
  );
}

/**
 * Settle with the winning runner (Match Odds, Bookmaker) or the result in runs (Fancy). `resettle`: correct a settled
 * market's result, with a reason (the money of the first result is reversed and the players are told).
 */
export function SettleDialog({ market: m, resettle = false, onClose }: { market: BoExchangeMarket; resettle?: boolean; onClose(): void }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const msg = useMessage();
  const toast = useToast();
  const errors = useServerError();
  const [settle, { isLoading: settlingNow }] = useBoExchangeSettleMutation();
  const [resettleCall, { isLoading: resettlingNow }] = useBoExchangeResettleMutation();
  const isLoading = settlingNow || resettlingNow;
  const [winner, setWinner] = useState('');
  const [result, setResult] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const fancy = m.kind === 'fancy';
  const formId = useId();
  // Before the event's start time the server settles only with `early` and a reason (kept in the audit log).
  const [early] = useState(() => !resettle && Date.parse(m.start_time) > Date.now());
  const needsReason = early || resettle;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (fancy && !/^-?\d{1,6}$/.test(result.trim())) return setError(msg(MESSAGES.exchangeBadResult));
    if (!fancy && !winner) return setError(t('exchange.chooseWinner'));
    const why = reason.trim();
    if (needsReason && (why.length < 3 || why.length > 500)) return setReasonError(msg(MESSAGES.reasonRequired));
    try {
      const outcome = fancy ? { result: Number(result.trim()) } : { winner_selection_id: winner };
      if (resettle) await resettleCall({ id: m.id, ...outcome, reason: why }).unwrap();
      else await settle({ id: m.id, ...outcome, ...(early ? { early: true, reason: why } : {}) }).unwrap();
      toast.show(t(resettle ? 'exchange.done.resettle' : 'exchange.done.settle'), 'success');
      onClose();
    } catch (err) {
      const f = errors.fields(err);
      if (f.result || f.winner_selection_id) setError(f.result ?? f.winner_selection_id!);
      else if (f.reason) setReasonError(f.reason);
      else errors.show(err);
    }
  };

  return (
    <ActionDialog
      open
      title={`${t(resettle ? 'exchange.actions.resettle' : 'exchange.actions.settle')}: ${m.name}`}
      confirmLabel={t(resettle ? 'exchange.actions.resettle' : 'exchange.actions.settle')}
      tone="danger"
      busy={isLoading}
      formId={formId}
      onClose={onClose}
    >
      <SummaryLines
        lines={[
          [t('exchange.event'), m.event_name],
          [t('exchange.market'), marketLabel(m.name, t(`exchange.kinds.${m.kind}`))],
          ...(resettle
            ? [[t('exchange.settledResult'), fancy ? String(m.result ?? '—') : (m.runners.find((r) => r.selection_id === m.winner_selection_id)?.name ?? '—')] as [ReactNode, ReactNode]]
            : []),
          ...(fancy && m.fancy ? [[t('exchange.fancyLine'), `${t('exchange.noLine')} ${m.fancy.no ?? '—'} · ${t('exchange.yesLine')} ${m.fancy.yes ?? '—'}`] as [ReactNode, ReactNode]] : []),
        ]}
      />
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
        {fancy ? (
          <Field label={t('exchange.settleResult')} error={error} hint={t('exchange.settleResultHint')}>
            {(id) => (
              <Input
                id={id}
                inputMode="numeric"
                autoFocus
                value={result}
                onChange={(e) => {
                  setResult(e.target.value);
                  setError(null);
                }}
                $invalid={Boolean(error)}
                style={{ maxWidth: 180 }}
                data-testid="bo-exchange-settle-result"
              />
            )}
          </Field>
        ) : (
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <Label as="legend" style={{ marginBottom: 8 }}>
              {t('exchange.settleWinner')}
            </Label>
            <Runners>
              {m.runners.map((r) => (
                <CheckLabel key={r.selection_id} data-testid={`bo-exchange-winner-${r.selection_id}`}>
                  <input
                    type="radio"
                    name="winner"
                    value={r.selection_id}
                    checked={winner === r.selection_id}
                    onChange={() => {
                      setWinner(r.selection_id);
                      setError(null);
                    }}
                  />
                  {r.name}
                </CheckLabel>
              ))}
            </Runners>
            {error && <ErrorLine role="alert">{error}</ErrorLine>}
          </fieldset>
        )}
        {needsReason && (
          <div style={{ marginTop: 12 }}>
            {early && (
              <ErrorLine role="note" data-testid="bo-exchange-settle-early">
                {t('exchange.settleEarlyNote', { time: shortDateTime(m.start_time) })}
              </ErrorLine>
            )}
            <ReasonField
              value={reason}
              error={reasonError}
              onChange={(e) => {
                setReason(e.target.value);
                setReasonError(null);
              }}
              onBlur={() => undefined}
            />
          </div>
        )}
      </form>
      <Small style={{ marginTop: 12 }}>{t(resettle ? 'exchange.resettleText' : 'exchange.settleText')}</Small>
    </ActionDialog>
  );
}

const Runners = styled.div`
  display: grid;
  gap: 8px;
  margin-bottom: 6px;
  label { padding: 8px 10px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: 7px; background: ${({ theme }) => theme.colors.bg}; }
`;

// ------------------------------------------------------------------ limits shared by the two "add" dialogs

interface LimitValues {
  min_stake: string;
  max_stake: string;
  max_exposure: string;
}

const NO_LIMITS: LimitValues = { min_stake: '', max_stake: '', max_exposure: '' };

function checkLimits(v: LimitValues, msg: (s: string) => string): Errors {
  const out: Errors = {};
  for (const k of ['min_stake', 'max_stake', 'max_exposure'] as const) {
    const s = v[k].trim();
    if (!s) continue;
    const p = tryParseMoney(s);
    if (p === null || p <= 0n) out[k] = msg(MESSAGES.amountInvalid);
  }
  if (!out.min_stake && !out.max_stake && !maxAtLeastMin(v.min_stake, v.max_stake)) out.max_stake = msg(MESSAGES.valueInvalid);
  return out;
}

function limitBody(v: LimitValues) {
  return {
    min_stake: v.min_stake.trim() || undefined,
    max_stake: v.max_stake.trim() || undefined,
    max_exposure: v.max_exposure.trim() || undefined,
  };
}

/** Minimum and maximum stake and the house's exposure limit, each empty for the exchange's default (shown as placeholder). */
function LimitFields({ values, errors, onChange }: { values: LimitValues; errors: Errors; onChange(k: keyof LimitValues, v: string): void }) {
  const { t } = useTranslation('backoffice');
  const { data: d } = useBoExchangeSettingsQuery();
  const defaults: LimitValues = { min_stake: d ? money(d.min_stake) : '', max_stake: d ? money(d.max_stake) : '', max_exposure: d ? money(d.house_max_exposure) : '' };
  const labels: Record<keyof LimitValues, string> = { min_stake: t('exchange.fields.minStake'), max_stake: t('exchange.fields.maxStake'), max_exposure: t('exchange.fields.maxExposure') };
  return (
    <>
      <HintLine className="span-all">{t('exchange.limitsDefaultHint')}</HintLine>
      {(Object.keys(labels) as (keyof LimitValues)[]).map((k) => (
        <Field key={k} label={labels[k]} error={errors[k]}>
          {(id) => <Input id={id} inputMode="decimal" placeholder={defaults[k]} value={values[k]} onChange={(e) => onChange(k, e.target.value)} $invalid={Boolean(errors[k])} data-testid={`bo-exchange-add-${k}`} />}
        </Field>
      ))}
    </>
  );
}

// ------------------------------------------------------------------ add a Bookmaker market

interface RunnerDraft {
  name: string;
  back: string;
  lay: string;
}

/** A Bookmaker market on an event: its runners (the Match Odds runners to start with) with back and lay prices. */
export function AddBookmakerDialog({ eventId, runnerNames, onClose }: { eventId: string; runnerNames: string[]; onClose(): void }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const msg = useMessage();
  const created = useCreatedMarket(onClose);
  const [add, { isLoading }] = useBoExchangeAddBookmakerMutation();
  const [name, setName] = useState('');
  const [runners, setRunners] = useState<RunnerDraft[]>(() => (runnerNames.length >= 2 ? runnerNames : ['', '']).map((n) => ({ name: n, back: '', lay: '' })));
  const [limits, setLimits] = useState<LimitValues>(NO_LIMITS);
  const [errors, setErrors] = useState<Errors>({});
  const formId = useId();

  const setRunner = (i: number, k: keyof RunnerDraft, v: string) => {
    setRunners((rs) => rs.map((r, j) => (j === i ? { ...r, [k]: v } : r)));
    setErrors(({ [`runners.${i}.${k}`]: _, runners: __, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs: Errors = checkLimits(limits, msg);
    const seen = new Set<string>();
    runners.forEach((r, i) => {
      const n = r.name.trim().toLowerCase();
      if (!n) errs[`runners.${i}.name`] = msg(MESSAGES.fieldRequired);
      else if (r.name.trim().length > 120 || seen.has(n)) errs[`runners.${i}.name`] = msg(MESSAGES.valueInvalid);
      seen.add(n);
      if (oddsOf(r.back) === undefined) errs[`runners.${i}.back`] = msg(MESSAGES.valueInvalid);
      if (oddsOf(r.lay) === undefined) errs[`runners.${i}.lay`] = msg(MESSAGES.valueInvalid);
    });
    if (name.trim().length > 200) errs.name = msg(MESSAGES.valueTooLong);
    setErrors(errs);
    if (Object.keys(errs).length) return;
    await created(
      add({
        eventId,
        body: { name: name.trim() || undefined, runners: runners.map((r) => ({ name: r.name.trim(), back: oddsOf(r.back) ?? null, lay: oddsOf(r.lay) ?? null })), ...limitBody(limits) },
      }).unwrap(),
      setErrors,
    );
  };

  return (
    <ActionDialog open title={t('exchange.addBookmaker')} confirmLabel={t('exchange.addBookmaker')} busy={isLoading} formId={formId} onClose={onClose} width={640}>
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate data-testid="bo-exchange-add-bookmaker">
        <FormGrid $cols={3}>
          <Field label={t('exchange.bookmakerName')} error={errors.name} hint={t('exchange.bookmakerNameHint')} className="span-all">
            {(id) => <Input id={id} value={name} maxLength={200} placeholder={t('exchange.kinds.bookmaker')} onChange={(e) => setName(e.target.value)} $invalid={Boolean(errors.name)} />}
          </Field>
          <div className="span-all">
            <RunnerGrid>
              <Label>{t('exchange.runners')}</Label>
              <Label>{t('exchange.backPrice')}</Label>
              <Label>{t('exchange.layPrice')}</Label>
              <span />
              {runners.map((r, i) => (
                <RunnerRow key={i}>
                  <Input
                    aria-label={t('exchange.runnerN', { n: i + 1 })}
                    placeholder={t('exchange.runnerN', { n: i + 1 })}
                    value={r.name}
                    maxLength={120}
                    onChange={(e) => setRunner(i, 'name', e.target.value)}
                    $invalid={Boolean(errors[`runners.${i}.name`] ?? errors[`runners.${i}`])}
                    data-testid={`bo-exchange-runner-${i}`}
                  />
                  <ExchangeOddsInput $side="back" aria-label={`${t('exchange.backPrice')} ${i + 1}`} placeholder="—" value={r.back} onChange={(e) => setRunner(i, 'back', e.target.value)} $invalid={Boolean(errors[`runners.${i}.back`])} />
                  <ExchangeOddsInput $side="lay" aria-label={`${t('exchange.layPrice')} ${i + 1}`} placeholder="—" value={r.lay} onChange={(e) => setRunner(i, 'lay', e.target.value)} $invalid={Boolean(errors[`runners.${i}.lay`])} />
                  <Btn $size="xs" $variant="ghost" disabled={runners.length <= 2} aria-label={t('common.remove')} title={t('common.remove')} onClick={() => setRunners((rs) => rs.filter((_, j) => j !== i))}>
                    <Icon name="close" size={14} />
                  </Btn>
                </RunnerRow>
              ))}
            </RunnerGrid>
            {firstRunnerError(errors) ? <ErrorLine role="alert">{firstRunnerError(errors)}</ErrorLine> : <HintLine>{t('exchange.bookmakerHint')}</HintLine>}
            <Btn $size="xs" style={{ marginTop: 8 }} disabled={runners.length >= 20} onClick={() => setRunners((rs) => [...rs, { name: '', back: '', lay: '' }])}>
              + {t('exchange.addRunner')}
            </Btn>
          </div>
          <LimitFields values={limits} errors={errors} onChange={(k, v) => setLimits((l) => ({ ...l, [k]: v }))} />
        </FormGrid>
      </form>
    </ActionDialog>
  );
}

/**
 * After adding a market: on success a toast, the dialog closed and the new market opened; on refusal the server's
 * field messages beside their fields and its message in a toast.
 */
function useCreatedMarket(onClose: () => void) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const toast = useToast();
  const navigate = useNavigate();
  const serverError = useServerError();
  return async (request: Promise<{ id: string }>, setErrors: (e: Errors) => void) => {
    try {
      const res = await request;
      toast.show(t('exchange.marketAdded'), 'success');
      onClose();
      navigate(`/exchange/markets/${res.id}`);
    } catch (err) {
      const f = serverError.fields(err);
      if (Object.keys(f).length) setErrors(f);
      serverError.show(err);
    }
  };
}

function firstRunnerError(errors: Errors): string | undefined {
  return Object.entries(errors).find(([k]) => k === 'runners' || k.startsWith('runners.'))?.[1];
}

/** Name, back, lay, remove. */
const RunnerGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 96px 96px 30px;
  gap: 6px 8px;
  align-items: center;
  margin-bottom: 6px;
`;

const RunnerRow = styled.div`
  display: contents;
`;

// ------------------------------------------------------------------ add a Fancy line

/** A Fancy line on an event: its title and category, the NO and YES values and their rates. */
export function AddFancyDialog({ eventId, onClose }: { eventId: string; onClose(): void }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const msg = useMessage();
  const created = useCreatedMarket(onClose);
  const [add, { isLoading }] = useBoExchangeAddFancyMutation();
  const [v, setV] = useState({ title: '', category: 'fancy' as ExchangeFancyCategory, no: '', no_rate: '100', yes: '', yes_rate: '100' });
  const [limits, setLimits] = useState<LimitValues>(NO_LIMITS);
  const [errors, setErrors] = useState<Errors>({});
  const formId = useId();
  const set = (k: keyof typeof v, value: string) => {
    setV((x) => ({ ...x, [k]: value }));
    setErrors(({ [k]: _, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs = { ...checkLimits(limits, msg), ...checkFancy(v, msg) };
    if (!v.title.trim()) errs.title = msg(MESSAGES.fieldRequired);
    else if (v.title.trim().length > 200) errs.title = msg(MESSAGES.valueTooLong);
    setErrors(errs);
    if (Object.keys(errs).length) return;
    await created(
      add({
        eventId,
        body: { title: v.title.trim(), category: v.category, no: Number(v.no), no_rate: Number(v.no_rate), yes: Number(v.yes), yes_rate: Number(v.yes_rate), ...limitBody(limits) },
      }).unwrap(),
      setErrors,
    );
  };

  const num = (k: 'no' | 'no_rate' | 'yes' | 'yes_rate', label: string, side: 'back' | 'lay') => (
    <Field label={label} error={errors[k]}>
      {(id) => <ExchangeOddsInput id={id} $side={side} inputMode="numeric" value={v[k]} onChange={(e) => set(k, e.target.value)} $invalid={Boolean(errors[k])} style={{ width: '100%' }} data-testid={`bo-exchange-fancy-${k}`} />}
    </Field>
  );

  return (
    <ActionDialog open title={t('exchange.addFancy')} confirmLabel={t('exchange.addFancy')} busy={isLoading} formId={formId} onClose={onClose} width={600}>
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate data-testid="bo-exchange-add-fancy">
        <FormGrid $cols={3}>
          <Field label={t('exchange.lineTitle')} error={errors.title} className="span-all">
            {(id) => <Input id={id} value={v.title} maxLength={200} placeholder={t('exchange.lineTitlePlaceholder')} onChange={(e) => set('title', e.target.value)} $invalid={Boolean(errors.title)} data-testid="bo-exchange-fancy-title" />}
          </Field>
          <Field label={t('exchange.category')} error={errors.category}>
            {(id) => (
              <Select id={id} value={v.category} onChange={(e) => set('category', e.target.value)}>
                {EXCHANGE_FANCY_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`exchange.categories.${c}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <span />
          <span />
          {num('no', t('exchange.noLine'), 'lay')}
          {num('yes', t('exchange.yesLine'), 'back')}
          <span />
          {num('no_rate', t('exchange.noRate'), 'lay')}
          {num('yes_rate', t('exchange.yesRate'), 'back')}
          <span />
          <HintLine className="span-all">{t('exchange.fancyHint')}</HintLine>
          <LimitFields values={limits} errors={errors} onChange={(k, val) => setLimits((l) => ({ ...l, [k]: val }))} />
        </FormGrid>
      </form>
    </ActionDialog>
  );
}

/** NO and YES whole numbers (YES at or above NO), rates 1–1000: the server's rules. */
export function checkFancy(v: { no: string; no_rate: string; yes: string; yes_rate: string }, msg: (s: string) => string): Errors {
  const out: Errors = {};
  const line = (k: 'no' | 'yes') => {
    const s = v[k].trim();
    if (!s) out[k] = msg(MESSAGES.fieldRequired);
    else if (!/^-?\d{1,6}$/.test(s) || Number(s) < -1000 || Number(s) > 100000) out[k] = msg(MESSAGES.valueInvalid);
  };
  const rate = (k: 'no_rate' | 'yes_rate') => {
    const s = v[k].trim();
    if (!s) out[k] = msg(MESSAGES.fieldRequired);
    else if (!/^\d{1,4}$/.test(s) || Number(s) < 1 || Number(s) > 1000) out[k] = msg(MESSAGES.valueInvalid);
  };
  line('no');
  line('yes');
  rate('no_rate');
  rate('yes_rate');
  if (!out.no && !out.yes && Number(v.yes) < Number(v.no)) out.yes = msg(MESSAGES.valueInvalid);
  return out;
}
