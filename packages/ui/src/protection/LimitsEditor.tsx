import { useState, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import { formatDateTime, tryParseMoney, toWire, type LimitKind, type LimitPeriod, type ProtectionLimit } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Button } from '../components/Button';
import { limitValue } from './format';

/** What the page does when the player changes a limit; each resolves true when the server took it. */
export interface LimitActions {
  /** `amount`: taka as a decimal string ("5000.00") or minutes ("90"); null removes the limit. */
  onSet(kind: LimitKind, period: LimitPeriod, amount: string | null): Promise<boolean>;
  onConfirm(kind: LimitKind, period: LimitPeriod): Promise<boolean>;
  onCancel(kind: LimitKind, period: LimitPeriod): Promise<boolean>;
}

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  h2 {
    font-size: ${({ theme }) => theme.font.size};
    line-height: 1.3;
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
    line-height: 1.45;
  }
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    font-size: ${({ theme }) => theme.font.sizeSm};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: none;
  }
  strong {
    font-size: ${({ theme }) => theme.font.size};
    color: ${({ theme }) => theme.colors.gold};
    text-align: right;
  }
`;

const Bar = styled.div<{ $ratio: number }>`
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${({ $ratio }) => Math.round(Math.min(1, Math.max(0, $ratio)) * 100)}%;
    background: ${({ theme, $ratio }) => ($ratio >= 1 ? theme.colors.danger : $ratio >= 0.8 ? theme.colors.warning : theme.colors.accent)};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeSm};
  div { min-width: 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 600; }
`;

const Pending = styled.div<{ $ready: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.font.sizeSm};
  ${({ $ready, theme }) =>
    $ready
      ? css`
          border: 1px solid rgba(18, 185, 129, 0.45);
          background: rgba(18, 185, 129, 0.08);
        `
      : css`
          border: 1px solid rgba(245, 158, 11, 0.4);
          background: rgba(245, 158, 11, 0.08);
          color: ${theme.colors.text};
        `}
  strong { font-weight: 700; }
  > div { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space(2)}; }
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    flex: 1 1 140px;
    min-width: 0;
    font-size: ${({ theme }) => theme.font.sizeSm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input {
    height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    font-size: 16px;
    &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
  }
`;

const Error = styled.p`
  width: 100%;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** The text a limit field takes: taka (up to two decimals, at least 1) or whole minutes (1–1440). Null when unreadable. */
export function limitInput(kind: LimitKind, raw: string): string | null {
  const text = raw.trim().replace(/,/g, '');
  if (kind === 'session') {
    if (!/^\d{1,4}$/.test(text)) return null;
    const n = Number(text);
    return n >= 1 && n <= 1440 ? String(n) : null;
  }
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const p = tryParseMoney(text);
  return p !== null && p >= 100n ? toWire(p) : null;
}

function ratioOf(limit: ProtectionLimit): number {
  if (limit.amount === null) return 0;
  const a = Number(limit.amount);
  return a > 0 ? Number(limit.used) / a : 1;
}

export interface LimitRowProps extends LimitActions {
  limit: ProtectionLimit;
  /** The row's heading (the period for deposit and loss). */
  label: string;
  /** Shown before a change while another one of this page runs. */
  busy?: boolean;
}

/** One limit: the limit in force, used and still allowed in this window with its reset, the pending change, the editor. */
export function LimitRow({ limit, label, busy = false, onSet, onConfirm, onCancel }: LimitRowProps) {
  const { t } = useTranslation('protection');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const id = `${limit.kind}-${limit.period}`;
  const disabled = busy || working;

  const run = async (action: () => Promise<boolean>, clear = false) => {
    setWorking(true);
    try {
      const ok = await action();
      if (ok && clear) setValue('');
    } finally {
      setWorking(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const amount = limitInput(limit.kind, value);
    if (amount === null) {
      setError(limit.kind === 'session' ? t('session.invalidMinutes') : t('limits.invalidAmount'));
      return;
    }
    setError(null);
    void run(() => onSet(limit.kind, limit.period, amount), true);
  };

  const pending = limit.pending;
  return (
    <Row data-testid={`limit-${id}`}>
      <Head>
        <h3>{label}</h3>
        <strong data-testid={`limit-${id}-amount`}>{limit.amount === null ? t('limits.noLimit') : limitValue(limit.kind, limit.amount, t)}</strong>
      </Head>
      {limit.amount !== null && <Bar $ratio={ratioOf(limit)} aria-hidden />}
      <Facts>
        <div>
          <dt>{limit.kind === 'session' ? t('session.usedLabel') : t('limits.used')}</dt>
          <dd data-testid={`limit-${id}-used`}>{limitValue(limit.kind, limit.used, t)}</dd>
        </div>
        {limit.remaining !== null && (
          <div>
            <dt>{t('limits.remaining')}</dt>
            <dd data-testid={`limit-${id}-remaining`}>{limitValue(limit.kind, limit.remaining, t)}</dd>
          </div>
        )}
        {limit.kind !== 'session' && (
          <div>
            <dt>{t('limits.resetLabel')}</dt>
            <dd>{formatDateTime(limit.window_ends_at)}</dd>
          </div>
        )}
      </Facts>
      {pending && (
        <Pending $ready={pending.confirmable} data-testid={`limit-${id}-pending`}>
          <strong>
            {pending.amount === null ? t('limits.pendingRemoval') : t('limits.pendingChange', { amount: limitValue(limit.kind, pending.amount, t) })}
          </strong>
          <span>{pending.confirmable ? t('limits.pendingReady') : t('limits.pendingAt', { at: formatDateTime(pending.applies_at) })}</span>
          <div>
            {pending.confirmable && (
              <Button size="sm" variant="primary" disabled={disabled} onClick={() => void run(() => onConfirm(limit.kind, limit.period))} data-testid={`limit-${id}-confirm`}>
                {t('limits.applyPending')}
              </Button>
            )}
            <Button size="sm" variant="secondary" disabled={disabled} onClick={() => void run(() => onCancel(limit.kind, limit.period))} data-testid={`limit-${id}-cancel`}>
              {t('limits.dropPending')}
            </Button>
          </div>
        </Pending>
      )}
      <Form onSubmit={submit} noValidate>
        <label htmlFor={`limit-input-${id}`}>
          {limit.kind === 'session' ? t('session.newMinutes') : t('limits.newAmount')}
          <input
            id={`limit-input-${id}`}
            inputMode={limit.kind === 'session' ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={value}
            onChange={(e) => setValue(e.target.value.replace(/[^\d.]/g, ''))}
            aria-invalid={error ? true : undefined}
            data-testid={`limit-${id}-input`}
          />
        </label>
        <Button type="submit" size="sm" variant="primary" disabled={disabled || !value} loading={working} data-testid={`limit-${id}-save`}>
          {t('limits.set')}
        </Button>
        {limit.amount !== null && (
          <Button type="button" size="sm" variant="ghost" disabled={disabled} onClick={() => void run(() => onSet(limit.kind, limit.period, null))} data-testid={`limit-${id}-remove`}>
            {t('limits.remove')}
          </Button>
        )}
        {error && <Error role="alert">{error}</Error>}
      </Form>
    </Row>
  );
}

const PERIOD_ORDER: LimitPeriod[] = ['day', 'week', 'month'];

export interface LimitsEditorProps extends LimitActions {
  limits: ProtectionLimit[];
  kind: 'deposit' | 'loss';
  busy?: boolean;
}

/** Deposit or loss limits for a day, a week and a month (Dhaka calendar windows). */
export function LimitsEditor({ limits, kind, busy, ...actions }: LimitsEditorProps) {
  const { t } = useTranslation('protection');
  const rows = PERIOD_ORDER.map((p) => limits.find((l) => l.kind === kind && l.period === p)).filter((l): l is ProtectionLimit => !!l);
  return (
    <Section aria-labelledby={`safer-${kind}`} data-testid={`safer-${kind}-limits`}>
      <h2 id={`safer-${kind}`}>{kind === 'deposit' ? t('limits.depositTitle') : t('limits.lossTitle')}</h2>
      <p>
        {kind === 'deposit' ? t('limits.depositHint') : t('limits.lossHint')} {t('limits.tighterNow')}
      </p>
      {rows.map((l) => (
        <LimitRow key={l.period} limit={l} label={t(`period.${l.period}`)} busy={busy} {...actions} />
      ))}
    </Section>
  );
}

export interface SessionLimitEditorProps extends LimitActions {
  limits: ProtectionLimit[];
  busy?: boolean;
}

/** The session time limit in minutes (one login's length). */
export function SessionLimitEditor({ limits, busy, ...actions }: SessionLimitEditorProps) {
  const { t } = useTranslation('protection');
  const limit = limits.find((l) => l.kind === 'session');
  if (!limit) return null;
  return (
    <Section aria-labelledby="safer-session" data-testid="safer-session-limit">
      <h2 id="safer-session">{t('session.title')}</h2>
      <p>{t('session.hint')}</p>
      <LimitRow limit={limit} label={t('session.rowLabel')} busy={busy} {...actions} />
    </Section>
  );
}
