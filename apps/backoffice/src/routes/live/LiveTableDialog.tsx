import { useId } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { LIVE_CURRENCIES, useBoCreateLiveTableMutation, useBoUpdateLiveTableMutation, type BoLiveTable, type BoLiveTableWrite } from '@khela/api/backoffice';
import { LIVE_GAMES, MESSAGES, latinDigits, liveRules, toWire, tryParseMoney } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { useToast } from '@khela/ui';
import { ActionDialog } from '../../components/dialogs';
import { useServerError } from '../../components/errors';
import { Field, FormGrid, Input, Select } from '../../components/kit';
import { chipText, secondsOf, useLiveLabels } from './liveShared';

/** The server's bounds (apps/server/src/games/live.staff.service.ts). */
const MAX_MONEY = 1_000_000_000_00n;
const MAX_CHIPS = 8;
const NAME_MAX = 40;

type Values = {
  game_code: string;
  currency: string;
  name: string;
  name_bn: string;
  status: string;
  min_bet: string;
  max_bet: string;
  chips: string;
  house_cap: string;
  betting_s: string;
  step_ms: string;
  sort_order: string;
};
type Name = keyof Values;

/** The values as read: Bangla digits typed on a Bangla keyboard read as Latin ones. */
function norm(v: Values): Values {
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'name' || k === 'name_bn' ? x : latinDigits(x)])) as Values;
}

/** "10.00" from a typed amount ("10", "10.5", "1,000"), or null. */
function amount(s: string): bigint | null {
  const p = tryParseMoney(s.replace(/,/g, '').trim());
  return p !== null && p > 0n && p <= MAX_MONEY ? p : null;
}

/** The typed chips, each above zero, at most eight distinct amounts, ascending; null when any is wrong. */
function chipsOf(s: string): bigint[] | null {
  const parts = s.split(/[,\s]+/).filter(Boolean);
  const list = parts.map((p) => tryParseMoney(p.trim()));
  if (list.length < 1 || list.some((p) => p === null || p <= 0n || p > MAX_MONEY)) return null;
  const distinct = [...new Set(list as bigint[])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return distinct.length <= MAX_CHIPS ? distinct : null;
}

function plain(v: string): string {
  // "25,000.00" → "25000" for the input: the amounts typed back as a person would type them.
  const p = tryParseMoney(v);
  if (p === null) return v;
  return p % 100n === 0n ? String(p / 100n) : toWire(p);
}

function initial(row: BoLiveTable | undefined): Values {
  if (!row) {
    return { game_code: '', currency: 'BDT', name: '', name_bn: '', status: 'closed', min_bet: '10', max_bet: '25000', chips: '10, 50, 100, 500, 1000, 5000', house_cap: '1000000', betting_s: '15', step_ms: '700', sort_order: '0' };
  }
  return {
    game_code: row.game_code,
    currency: row.currency,
    name: row.name,
    name_bn: row.name_bn,
    status: row.status,
    min_bet: plain(row.min_bet),
    max_bet: plain(row.max_bet),
    chips: row.chips.map(plain).join(', '),
    house_cap: plain(row.house_cap),
    betting_s: secondsOf(row.betting_ms),
    step_ms: String(row.step_ms),
    sort_order: String(row.sort_order),
  };
}

/** What the form's values are on the wire (only what they say; undefined when a value cannot be read). */
function wire(v: Values): BoLiveTableWrite {
  const m = (s: string) => {
    const p = amount(s);
    return p === null ? undefined : toWire(p);
  };
  const chips = chipsOf(v.chips);
  return {
    game_code: v.game_code as BoLiveTableWrite['game_code'],
    currency: v.currency as BoLiveTableWrite['currency'],
    name: v.name.trim(),
    name_bn: v.name_bn.trim(),
    status: v.status as BoLiveTableWrite['status'],
    min_bet: m(v.min_bet),
    max_bet: m(v.max_bet),
    chips: chips?.map((c) => toWire(c)),
    house_cap: m(v.house_cap),
    betting_ms: Math.round(Number(v.betting_s) * 1000),
    step_ms: Number(v.step_ms),
    sort_order: Number(v.sort_order),
  };
}

/** Server field → form field (the window is typed in seconds). */
const FIELD_OF: Record<string, Name> = { betting_ms: 'betting_s' };

/**
 * Adds a live table or changes one (admins): game and currency fixed once made; names in English and Bangla; limits
 * per spot, chips, house cap, betting window, deal step, order and on/off. Checked here with the server's bounds; the
 * server's per-field refusals are shown under their fields. Only the changed fields are sent.
 */
export function LiveTableDialog({ row, onClose }: { row?: BoLiveTable; onClose(): void }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const msg = useMessage();
  const toast = useToast();
  const errors = useServerError();
  const l = useLiveLabels();
  const formId = useId();
  const [create, c] = useBoCreateLiveTableMutation();
  const [update, u] = useBoUpdateLiveTableMutation();
  const initialValues = initial(row);

  const form = useFormik<Values>({
    initialValues,
    validate: (typed) => {
      const v = norm(typed);
      const e: Partial<Record<Name, string>> = {};
      const req = (k: Name) => {
        if (!v[k].trim()) e[k] = MESSAGES.fieldRequired;
        return Boolean(v[k].trim());
      };
      if (!row && req('game_code') && !liveRules(v.game_code)) e.game_code = MESSAGES.valueInvalid;
      for (const k of ['name', 'name_bn'] as const) if (req(k) && v[k].trim().length > NAME_MAX) e[k] = t('live.form.errors.tooLong');
      const min = req('min_bet') ? amount(v.min_bet) : null;
      const max = req('max_bet') ? amount(v.max_bet) : null;
      const cap = req('house_cap') ? amount(v.house_cap) : null;
      if (v.min_bet.trim() && min === null) e.min_bet = MESSAGES.amountInvalid;
      if (v.max_bet.trim() && max === null) e.max_bet = MESSAGES.amountInvalid;
      if (v.house_cap.trim() && cap === null) e.house_cap = MESSAGES.amountInvalid;
      if (min !== null && max !== null && max < min) e.max_bet = t('live.form.errors.maxBelowMin');
      if (max !== null && cap !== null && cap < max) e.house_cap = t('live.form.errors.capBelowMax');
      if (req('chips') && chipsOf(v.chips) === null) e.chips = t('live.form.errors.chips');
      if (req('betting_s')) {
        const ms = Number(v.betting_s) * 1000;
        if (!/^\d{1,3}(\.\d{1,3})?$/.test(v.betting_s.trim()) || ms < 5_000 || ms > 120_000) e.betting_s = t('live.form.errors.betting');
      }
      if (req('step_ms') && (!/^\d{1,4}$/.test(v.step_ms.trim()) || Number(v.step_ms) < 100 || Number(v.step_ms) > 5_000)) e.step_ms = t('live.form.errors.step');
      if (req('sort_order') && (!/^-?\d{1,6}$/.test(v.sort_order.trim()) || Math.abs(Number(v.sort_order)) > 100_000)) e.sort_order = MESSAGES.valueInvalid;
      return e;
    },
    onSubmit: async (v, helpers) => {
      const now = wire(norm(v));
      let body: BoLiveTableWrite = now;
      if (row) {
        const before = wire(initialValues);
        body = Object.fromEntries(
          Object.entries(now).filter(([k, x]) => k !== 'game_code' && k !== 'currency' && JSON.stringify(x) !== JSON.stringify(before[k as keyof BoLiveTableWrite])),
        ) as BoLiveTableWrite;
        if (Object.keys(body).length === 0) return onClose();
      }
      try {
        if (row) await update({ id: row.id, body }).unwrap();
        else await create(body).unwrap();
        toast.show(row ? t('common.saved') : t('common.createdToast'), 'success');
        onClose();
      } catch (err) {
        const f = errors.fields(err);
        const known = Object.entries(f)
          .map(([k, m]) => [FIELD_OF[k] ?? k, m] as const)
          .filter(([k]) => k in initialValues);
        if (known.length) helpers.setErrors(Object.fromEntries(known));
        else errors.show(err);
      }
    },
  });

  const err = (name: Name) => {
    const e = form.submitCount > 0 || form.touched[name] ? form.errors[name] : undefined;
    return e ? msg(e) : null;
  };
  const input = (name: Name, extra: { inputMode?: 'decimal' | 'numeric'; maxLength?: number; disabled?: boolean } = {}) => (id: string) => (
    <Input
      id={id}
      name={name}
      value={form.values[name]}
      onChange={form.handleChange}
      onBlur={form.handleBlur}
      $invalid={Boolean(err(name))}
      data-testid={`bo-live-field-${name}`}
      {...extra}
    />
  );
  const chips = chipsOf(form.values.chips);

  return (
    <ActionDialog
      open
      title={row ? t('common.editNamed', { name: l.tableName(row) }) : t('live.addTitle')}
      confirmLabel={row ? t('common.save') : t('common.create')}
      busy={c.isLoading || u.isLoading}
      formId={formId}
      onClose={onClose}
      width={680}
    >
      <form id={formId} onSubmit={form.handleSubmit} noValidate data-testid="bo-live-form">
        <FormGrid $cols={3}>
          <Field label={t('audit.entities.game')} error={err('game_code')} hint={row ? t('live.form.fixedHint') : undefined}>
            {(id) => (
              <Select id={id} name="game_code" value={form.values.game_code} onChange={form.handleChange} onBlur={form.handleBlur} disabled={Boolean(row)} $invalid={Boolean(err('game_code'))} data-testid="bo-live-field-game_code">
                {!form.values.game_code && <option value="">{t('common.choose')}</option>}
                {LIVE_GAMES.filter((g) => liveRules(g)).map((g) => (
                  <option key={g} value={g}>
                    {l.game(g)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('common.currency')} error={err('currency')} hint={row ? t('live.form.fixedHint') : undefined}>
            {(id) => (
              <Select id={id} name="currency" value={form.values.currency} onChange={form.handleChange} disabled={Boolean(row)} data-testid="bo-live-field-currency">
                {LIVE_CURRENCIES.map((x) => (
                  <option key={x} value={x}>
                    {x}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('common.status')} error={err('status')} hint={t('live.form.statusHint')}>
            {(id) => (
              <Select id={id} name="status" value={form.values.status} onChange={form.handleChange} data-testid="bo-live-field-status">
                <option value="open">{t('status.open')}</option>
                <option value="closed">{t('status.closed')}</option>
              </Select>
            )}
          </Field>
        </FormGrid>
        <FormGrid $cols={2} style={{ marginTop: 14 }}>
          <Field label={t('common.name')} error={err('name')} hint={t('live.form.nameHint')}>
            {input('name', { maxLength: 60 })}
          </Field>
          <Field label={t('common.nameBn')} error={err('name_bn')} hint={t('live.form.nameBnHint')}>
            {input('name_bn', { maxLength: 60 })}
          </Field>
        </FormGrid>
        <FormGrid $cols={3} style={{ marginTop: 14 }}>
          <Field label={`${t('live.form.minBet')} (${form.values.currency})`} error={err('min_bet')} hint={t('live.form.limitHint')}>
            {input('min_bet', { inputMode: 'decimal' })}
          </Field>
          <Field label={`${t('live.form.maxBet')} (${form.values.currency})`} error={err('max_bet')}>
            {input('max_bet', { inputMode: 'decimal' })}
          </Field>
          <Field label={`${t('live.cols.houseCap')} (${form.values.currency})`} error={err('house_cap')} hint={t('live.form.houseCapHint')}>
            {input('house_cap', { inputMode: 'decimal' })}
          </Field>
        </FormGrid>
        <FormGrid $cols={1} style={{ marginTop: 14 }}>
          <Field
            label={`${t('live.cols.chips')} (${form.values.currency})`}
            error={err('chips')}
            hint={
              chips ? (
                <ChipRow data-testid="bo-live-chips-preview">
                  {chips.map((x) => (
                    <Chip key={String(x)}>{chipText(toWire(x))}</Chip>
                  ))}
                  <span>{t('live.form.chipsHint')}</span>
                </ChipRow>
              ) : (
                t('live.form.chipsHint')
              )
            }
          >
            {input('chips', { inputMode: 'decimal', maxLength: 200 })}
          </Field>
        </FormGrid>
        <FormGrid $cols={3} style={{ marginTop: 14 }}>
          <Field label={t('live.form.bettingSeconds')} error={err('betting_s')} hint={t('live.form.bettingHint')}>
            {input('betting_s', { inputMode: 'decimal', maxLength: 7 })}
          </Field>
          <Field label={t('live.form.stepMs')} error={err('step_ms')} hint={t('live.form.stepHint')}>
            {input('step_ms', { inputMode: 'numeric', maxLength: 4 })}
          </Field>
          <Field label={t('common.sortOrder')} error={err('sort_order')} hint={t('live.form.orderHint')}>
            {input('sort_order', { inputMode: 'numeric', maxLength: 7 })}
          </Field>
        </FormGrid>
      </form>
    </ActionDialog>
  );
}

export const ChipRow = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 6px;
`;

export const Chip = styled.span`
  display: inline-block;
  padding: 0 7px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.gold}66;
  color: ${({ theme }) => theme.colors.gold};
  font-size: 11.5px;
  font-weight: 700;
  line-height: 18px;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
