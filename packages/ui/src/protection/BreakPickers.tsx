import { useState } from 'react';
import styled, { css } from 'styled-components';
import {
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_MONTHS,
  TIME_OUT_DAYS,
  exclusionEnd,
  formatDateTime,
  timeOutEnd,
  type RealityCheckMinutes,
  type SelfExclusionMonths,
  type TimeOutDays,
} from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { Section } from './LimitsEditor';

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const Choice = styled.button<{ $on: boolean }>`
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.25;
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  ${({ $on, theme }) =>
    $on &&
    css`
      border-color: ${theme.colors.accent};
      background: rgba(18, 185, 129, 0.16);
      color: ${theme.colors.accent};
    `}
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.5;
  h3 { font-size: ${({ theme }) => theme.font.sizeSm}; margin-bottom: ${({ theme }) => theme.space(0.5)}; }
  .when { font-weight: 700; font-size: ${({ theme }) => theme.font.size}; color: ${({ theme }) => theme.colors.gold}; }
  .cannot h3 { color: ${({ theme }) => theme.colors.danger}; }
  .can h3 { color: ${({ theme }) => theme.colors.accent}; }
  .undo {
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid rgba(240, 68, 90, 0.4);
    background: rgba(240, 68, 90, 0.08);
  }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
`;

export type BreakChoice = { kind: 'time_out'; days: TimeOutDays } | { kind: 'self_exclusion'; months: SelfExclusionMonths | 'permanent' };

export interface BreakConfirmDialogProps {
  choice: BreakChoice | null;
  busy?: boolean;
  /** For the end date shown (tests and stories pass a fixed one). */
  now?: Date;
  onConfirm(choice: BreakChoice): void;
  onClose(): void;
}

/** The clear confirmation before a time-out or self-exclusion: when it ends, what stops, what stays, and no way back early. */
export function BreakConfirmDialog({ choice, busy = false, now, onConfirm, onClose }: BreakConfirmDialogProps) {
  const { t } = useTranslation('protection');
  if (!choice) return null;
  const from = now ?? new Date();
  const permanent = choice.kind === 'self_exclusion' && choice.months === 'permanent';
  const length =
    choice.kind === 'time_out' ? t(`timeOut.options.${choice.days}`) : t(`exclusion.options.${choice.months}`);
  const title =
    choice.kind === 'time_out'
      ? t('confirm.timeOutTitle', { length })
      : permanent
        ? t('confirm.permanentTitle')
        : t('confirm.exclusionTitle', { length });
  const end =
    choice.kind === 'time_out'
      ? timeOutEnd(from, choice.days)
      : choice.months === 'permanent'
        ? null
        : exclusionEnd(from, choice.months);
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      testId="safer-break-confirm"
      closeOnBackdrop={false}
      footer={
        <Actions>
          <Button variant="secondary" onClick={onClose} disabled={busy} data-testid="safer-break-back">
            {t('confirm.back')}
          </Button>
          <Button variant="danger" onClick={() => onConfirm(choice)} loading={busy} disabled={busy} data-testid="safer-break-yes">
            {t('confirm.yes')}
          </Button>
        </Actions>
      }
    >
      <Lines>
        <p className="when" data-testid="safer-break-when">
          {end ? t('confirm.endsAt', { at: formatDateTime(end.toISOString()) }) : t('confirm.neverEnds')}
        </p>
        <div className="cannot">
          <h3>{t('confirm.cannotTitle')}</h3>
          <p>{t('confirm.cannot')}</p>
        </div>
        <div className="can">
          <h3>{t('confirm.canTitle')}</h3>
          <p>{t('confirm.can')}</p>
        </div>
        <p className="undo">
          {t('confirm.noUndo')}
          {choice.kind === 'self_exclusion' && !permanent ? ` ${t('confirm.exclusionAfter')}` : ''}
        </p>
      </Lines>
    </Modal>
  );
}

export interface BreakPickerProps {
  /** Starts the break once the player confirmed it; resolves true when the server took it. */
  onStart(choice: BreakChoice): Promise<boolean>;
  disabled?: boolean;
  now?: Date;
}

function useBreak(onStart: BreakPickerProps['onStart']) {
  const [asking, setAsking] = useState<BreakChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async (c: BreakChoice) => {
    setBusy(true);
    try {
      if (await onStart(c)) setAsking(null);
    } finally {
      setBusy(false);
    }
  };
  return { asking, setAsking, busy, confirm };
}

/** The time-out picker: 24 hours, 7 days, 30 days, 6 weeks, then the confirmation. */
export function TimeOutPicker({ onStart, disabled = false, now }: BreakPickerProps) {
  const { t } = useTranslation('protection');
  const [days, setDays] = useState<TimeOutDays>(1);
  const b = useBreak(onStart);
  return (
    <Section aria-labelledby="safer-timeout" data-testid="safer-time-out">
      <h2 id="safer-timeout">{t('timeOut.title')}</h2>
      <p>{t('timeOut.hint')}</p>
      <Choices role="radiogroup" aria-labelledby="safer-timeout">
        {TIME_OUT_DAYS.map((d) => (
          <Choice key={d} type="button" role="radio" aria-checked={days === d} $on={days === d} disabled={disabled} onClick={() => setDays(d)} data-testid={`safer-time-out-${d}`}>
            {t(`timeOut.options.${d}`)}
          </Choice>
        ))}
      </Choices>
      <Button variant="secondary" disabled={disabled} onClick={() => b.setAsking({ kind: 'time_out', days })} data-testid="safer-time-out-start">
        {t('timeOut.start')}
      </Button>
      <BreakConfirmDialog choice={b.asking} busy={b.busy} now={now} onConfirm={(c) => void b.confirm(c)} onClose={() => b.setAsking(null)} />
    </Section>
  );
}

const EXCLUSIONS: (SelfExclusionMonths | 'permanent')[] = [...SELF_EXCLUSION_MONTHS, 'permanent'];

/** The self-exclusion picker: 6 months, 1, 2 or 5 years, or permanently, then the confirmation. */
export function SelfExclusionPicker({ onStart, disabled = false, now }: BreakPickerProps) {
  const { t } = useTranslation('protection');
  const [months, setMonths] = useState<SelfExclusionMonths | 'permanent'>(6);
  const b = useBreak(onStart);
  return (
    <Section aria-labelledby="safer-exclusion" data-testid="safer-self-exclusion">
      <h2 id="safer-exclusion">{t('exclusion.title')}</h2>
      <p>{t('exclusion.hint')}</p>
      <Choices role="radiogroup" aria-labelledby="safer-exclusion">
        {EXCLUSIONS.map((m) => (
          <Choice key={m} type="button" role="radio" aria-checked={months === m} $on={months === m} disabled={disabled} onClick={() => setMonths(m)} data-testid={`safer-exclusion-${m}`}>
            {t(`exclusion.options.${m}`)}
          </Choice>
        ))}
      </Choices>
      <Button variant="danger" disabled={disabled} onClick={() => b.setAsking({ kind: 'self_exclusion', months })} data-testid="safer-exclusion-start">
        {t('exclusion.start')}
      </Button>
      <BreakConfirmDialog choice={b.asking} busy={b.busy} now={now} onConfirm={(c) => void b.confirm(c)} onClose={() => b.setAsking(null)} />
    </Section>
  );
}

export interface RealityCheckPickerProps {
  value: RealityCheckMinutes;
  /** Resolves true when the server took it. */
  onChange(minutes: RealityCheckMinutes): Promise<boolean>;
  disabled?: boolean;
}

/** The reality-check interval: off, 15, 30 or 60 minutes, counted from the login. */
export function RealityCheckPicker({ value, onChange, disabled = false }: RealityCheckPickerProps) {
  const { t } = useTranslation('protection');
  const [busy, setBusy] = useState(false);
  const pick = async (m: RealityCheckMinutes) => {
    if (m === value) return;
    setBusy(true);
    try {
      await onChange(m);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section aria-labelledby="safer-reality" data-testid="safer-reality-check">
      <h2 id="safer-reality">{t('realityCheck.title')}</h2>
      <p>{t('realityCheck.hint')}</p>
      <Choices role="radiogroup" aria-labelledby="safer-reality">
        {REALITY_CHECK_MINUTES.map((m) => (
          <Choice key={m} type="button" role="radio" aria-checked={value === m} $on={value === m} disabled={disabled || busy} onClick={() => void pick(m)} data-testid={`safer-reality-${m}`}>
            {m === 0 ? t('realityCheck.off') : t('realityCheck.every', { n: m })}
          </Choice>
        ))}
      </Choices>
    </Section>
  );
}
