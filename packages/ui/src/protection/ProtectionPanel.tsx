import styled, { css } from 'styled-components';
import type { RealityCheckMinutes, ProtectionState, SelfExclusionBody, TimeOutDays } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { EmptyState } from '../components/EmptyState';
import { Skeleton } from '../components/Skeleton';
import { RealityCheckPicker, SelfExclusionPicker, TimeOutPicker, type BreakChoice } from './BreakPickers';
import { LimitsEditor, SessionLimitEditor, type LimitActions } from './LimitsEditor';
import { ProtectionBanner } from './ProtectionBanner';

const Root = styled.div<{ $v: 'mobile' | 'desktop' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  > .intro {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
    line-height: 1.5;
  }
`;

const Grid = styled.div<{ $v: 'mobile' | 'desktop' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  ${({ $v }) =>
    $v === 'desktop'
      ? css`
          grid-template-columns: 1fr 1fr;
        `
      : css`
          grid-template-columns: 1fr;
        `}
  > div { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space(3)}; min-width: 0; }
`;

export interface ProtectionPanelProps extends LimitActions {
  variant: 'mobile' | 'desktop';
  state: ProtectionState | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  onTimeOut(days: TimeOutDays): Promise<boolean>;
  onSelfExclusion(body: SelfExclusionBody): Promise<boolean>;
  onRealityCheck(minutes: RealityCheckMinutes): Promise<boolean>;
  /** The clock for the confirmation's end dates (stories pass a fixed one). */
  now?: Date;
}

/**
 * The Safer gambling page of both apps: the banner during a break, deposit and loss limits (day, week, month), the
 * session limit, the reality-check interval, the time-out and the self-exclusion. Each app keeps its frame.
 */
export function ProtectionPanel({ variant, state, loading, failed, onRetry, onTimeOut, onSelfExclusion, onRealityCheck, now, ...limitActions }: ProtectionPanelProps) {
  const { t } = useTranslation('protection');
  const onBreak = (c: BreakChoice) =>
    c.kind === 'time_out' ? onTimeOut(c.days) : onSelfExclusion(c.months === 'permanent' ? { permanent: true } : { months: c.months });
  if (!state) {
    if (failed && !loading) return <EmptyState text={t('loadFailed')} onRetry={onRetry} />;
    return (
      <Root $v={variant} aria-busy>
        <Skeleton height={72} />
        <Skeleton height={220} />
        <Skeleton height={220} />
      </Root>
    );
  }
  const excluded = !!state.self_exclusion;
  const timedOut = !!state.time_out;
  const left = (
    <>
      <LimitsEditor kind="deposit" limits={state.limits} {...limitActions} />
      <LimitsEditor kind="loss" limits={state.limits} {...limitActions} />
    </>
  );
  const right = (
    <>
      <SessionLimitEditor limits={state.limits} {...limitActions} />
      <RealityCheckPicker value={state.reality_check_minutes} onChange={onRealityCheck} />
      {!excluded && !timedOut && <TimeOutPicker onStart={onBreak} now={now} />}
      {!excluded && <SelfExclusionPicker onStart={onBreak} now={now} />}
    </>
  );
  return (
    <Root $v={variant} data-testid="safer-gambling">
      <ProtectionBanner state={state} />
      <p className="intro">{t('intro')}</p>
      <Grid $v={variant}>
        {variant === 'desktop' ? (
          <>
            <div>{left}</div>
            <div>{right}</div>
          </>
        ) : (
          <div>
            {left}
            {right}
          </div>
        )}
      </Grid>
    </Root>
  );
}
