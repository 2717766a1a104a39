import type { LimitKind, LimitPeriod, RealityCheckSummary, ProtectionState, ProtectionLimit } from '@khela/domain';

/** Story data: 24 Nov 2026, 13:30 Dhaka (07:30 UTC). */
export const STORY_NOW = new Date('2026-11-24T07:30:00Z');

const WINDOW_END: Record<LimitPeriod, string> = {
  day: '2026-11-24T18:00:00Z',
  week: '2026-11-29T18:00:00Z',
  month: '2026-11-30T18:00:00Z',
};

function limit(kind: LimitKind, period: LimitPeriod, amount: string | null, used: string, pending: ProtectionLimit['pending'] = null): ProtectionLimit {
  const remaining = amount === null ? null : Math.max(0, Number(amount) - Number(used)).toFixed(kind === 'session' ? 0 : 2);
  return { kind, period, amount, used, remaining, window_ends_at: WINDOW_END[period], pending };
}

export const protectionState: ProtectionState = {
  limits: [
    limit('deposit', 'day', '2000.00', '1500.00'),
    limit('deposit', 'week', '10000.00', '4500.00', {
      amount: '20000.00',
      requested_at: '2026-11-24T05:00:00Z',
      applies_at: '2026-11-25T05:00:00Z',
      confirmable: false,
    }),
    limit('deposit', 'month', null, '4500.00'),
    limit('loss', 'day', null, '250.00'),
    limit('loss', 'week', '5000.00', '1250.50', { amount: null, requested_at: '2026-11-22T05:00:00Z', applies_at: '2026-11-23T05:00:00Z', confirmable: true }),
    limit('loss', 'month', null, '1250.50'),
    limit('session', 'day', '90', '42'),
  ],
  time_out: null,
  self_exclusion: null,
  reality_check_minutes: 30,
  session_started_at: '2026-11-24T06:48:00Z',
  blocked: null,
};

export const excludedState: ProtectionState = {
  ...protectionState,
  self_exclusion: { since: '2026-11-20T06:00:00Z', until: '2027-05-20T06:00:00Z', permanent: false },
  blocked: { reason: 'self_exclusion', until: '2027-05-20T06:00:00Z', message: 'You have excluded yourself until 20/05/2027, 12:00.' },
};

export const timedOutState: ProtectionState = {
  ...protectionState,
  time_out: { since: '2026-11-24T06:00:00Z', until: '2026-12-01T06:00:00Z' },
  blocked: { reason: 'time_out', until: '2026-12-01T06:00:00Z', message: 'You are on a time-out until 01/12/2026, 12:00.' },
};

export const realitySummary: RealityCheckSummary = {
  session_started_at: '2026-11-24T06:48:00Z',
  minutes: 75,
  staked: '3250.00',
  won: '2100.50',
  net: '-1149.50',
  reality_check_minutes: 15,
  currency: 'BDT',
};
