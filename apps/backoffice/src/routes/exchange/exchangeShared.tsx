import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  EXCHANGE_SPORTS,
  useBoExchangeMarketsQuery,
  type BoExchangeMarketRow,
  type ExchangeMarketKind,
  type ExchangeMarketStatus,
  type ExchangeSport,
} from '@khela/api/backoffice';
import { MESSAGES, toHundredths, tryParseMoney } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import * as yup from 'yup';
import { Badge, type Tone } from '../../components/kit';

/** Shared pieces of the exchange screens: badges, unit conversions, Dhaka time for inputs, the event list. */

const STATUS_TONE: Record<ExchangeMarketStatus, Tone> = { open: 'success', suspended: 'warning', closed: 'danger', settled: 'info', voided: 'neutral' };

export function useStatusLabel() {
  const { t } = useTranslation('backoffice');
  return (s: ExchangeMarketStatus): string => {
    if (s === 'settled') return t('rounds.settled');
    if (s === 'voided') return t('exchange.voided');
    return t(`status.${s}`);
  };
}

export function MarketStatusBadge({ status, testId }: { status: ExchangeMarketStatus; testId?: string }) {
  const label = useStatusLabel();
  return (
    <Badge $tone={STATUS_TONE[status]} data-testid={testId}>
      {label(status)}
    </Badge>
  );
}

const KIND_TONE: Record<ExchangeMarketKind, Tone> = { match_odds: 'info', bookmaker: 'gold', fancy: 'neutral' };

export function KindBadge({ kind }: { kind: ExchangeMarketKind }) {
  const { t } = useTranslation('backoffice');
  return <Badge $tone={KIND_TONE[kind]}>{t(`exchange.kinds.${kind}`)}</Badge>;
}

export function InPlayBadge() {
  const { t } = useTranslation('backoffice');
  return <Live>{t('exchange.inPlay')}</Live>;
}

const Live = styled.span`
  display: inline-flex;
  align-items: center;
  height: 20px;
  padding: 0 7px;
  border-radius: 4px;
  background: rgba(34, 197, 94, 0.16);
  color: #4ade80;
  font-size: 11px;
  font-weight: 800;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;
`;

/** "2 %", "2.5 %" from basis points. */
export function pct(bps: number): string {
  return `${(bps / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })} %`;
}

/** "5", "2.5" seconds from milliseconds. */
export function secs(ms: number): string {
  return (ms / 1000).toLocaleString('en-IN', { maximumFractionDigits: 1 });
}

/** Percent text ("2", "2.5") to basis points, null when not a percent from 0 to 20 with at most two places. */
export function bpsOf(text: string): number | null {
  const h = toHundredths(text.trim());
  return h === null || h < 0 || h > 2000 ? null : h;
}

/** Seconds text ("5", "2.5") to milliseconds, null when not 0–15 s with at most one decimal place. */
export function msOf(text: string): number | null {
  const m = /^(\d{1,2})(?:\.(\d))?$/.exec(text.trim());
  if (!m) return null;
  const ms = Number(m[1]) * 1000 + Number(m[2] ?? 0) * 100;
  return ms > 15000 ? null : ms;
}

/** Decimal odds text to a number, null when empty; undefined when not odds from 1.01 to 1000 (two places). */
export function oddsOf(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const h = toHundredths(text.trim());
  return h === null || h < 101 || h > 100000 ? undefined : h / 100;
}

export const percentRule = yup
  .string()
  .trim()
  .required(MESSAGES.fieldRequired)
  .test('pct', MESSAGES.valueInvalid, (v) => !v || bpsOf(v) !== null);

export const secondsRule = yup
  .string()
  .trim()
  .required(MESSAGES.fieldRequired)
  .test('secs', MESSAGES.valueInvalid, (v) => !v || msOf(v) !== null);

/** A positive amount (the server refuses 0 for stakes and exposure limits); empty allowed unless `required`. */
export function stakeRule(required = true) {
  const base = yup.string().trim();
  return (required ? base.required(MESSAGES.fieldRequired) : base).test('money', MESSAGES.amountInvalid, (v) => {
    if (!v) return !required;
    const p = tryParseMoney(v);
    return p !== null && p > 0n;
  });
}

/** Max stake at or above min stake, when both are amounts (Formik hands yup an empty field as undefined). */
export function maxAtLeastMin(min: string | undefined, max: string | undefined): boolean {
  const a = tryParseMoney((min ?? '').trim());
  const b = tryParseMoney((max ?? '').trim());
  return a === null || b === null || b >= a;
}

// ------------------------------------------------------------------ Dhaka time (GMT+6, no daylight saving)

const DHAKA_OFFSET_MS = 6 * 3_600_000;

/** A `datetime-local` value ("2026-11-24T19:30") read as Dhaka time, as an ISO instant; null when unreadable. */
export function dhakaInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const d = new Date(`${value}:00+06:00`);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** The Dhaka wall-clock time of an instant, as a `datetime-local` value. */
export function dhakaInputOf(at: Date): string {
  return new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 16);
}

/** The next full hour, at least 30 minutes away, in Dhaka time (a default start time). */
export function nextDhakaHour(now = new Date()): string {
  const t = now.getTime() + 30 * 60_000;
  return dhakaInputOf(new Date(Math.ceil(t / 3_600_000) * 3_600_000));
}

// ------------------------------------------------------------------ events

export interface ExchangeEventOption {
  id: string;
  name: string;
  sport: ExchangeSport;
  start_time: string;
}

/**
 * The events that have a live market (open or suspended), by sport, for the event filter. The console API lists
 * markets, not events: the newest 200 live markets name them, plus any `extra` rows (the page shown).
 */
const NONE: BoExchangeMarketRow[] = [];

export function useExchangeEvents(extra: BoExchangeMarketRow[] = NONE) {
  const open = useBoExchangeMarketsQuery({ status: 'open', per_page: 200 });
  const suspended = useBoExchangeMarketsQuery({ status: 'suspended', per_page: 200 });
  return useMemo(() => {
    const byId = new Map<string, ExchangeEventOption>();
    for (const r of [...(open.data?.data ?? []), ...(suspended.data?.data ?? []), ...extra]) {
      if (!byId.has(r.event_id)) byId.set(r.event_id, { id: r.event_id, name: r.event_name, sport: r.sport, start_time: r.start_time });
    }
    const all = [...byId.values()].sort((a, b) => a.start_time.localeCompare(b.start_time) || a.name.localeCompare(b.name));
    return EXCHANGE_SPORTS.map((sport) => ({ sport, events: all.filter((e) => e.sport === sport) })).filter((g) => g.events.length > 0);
  }, [open.data, suspended.data, extra]);
}

// ------------------------------------------------------------------ layout

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin-bottom: 8px;
  font-size: 13px;
  svg { display: inline; }
`;

/** A bordered box around an on/off switch and its hint (as on the site settings screen). */
export const ToggleBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.bg};
`;
