import styled, { css } from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { useCountdown } from '../components/Countdown';

type Variant = 'mobile' | 'desktop';

const Pill = styled.div<{ $v: Variant }>`
  display: inline-flex;
  align-items: baseline;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid rgba(245, 194, 66, 0.4);
  background: rgba(245, 194, 66, 0.1);
  b { font-weight: 800; color: ${({ theme }) => theme.colors.gold}; font-variant-numeric: tabular-nums; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 700; }
  ${({ $v, theme }) =>
    $v === 'desktop'
      ? css`
          gap: 6px;
          padding: ${theme.space(2)} ${theme.space(6)};
          b { font-size: 34px; }
        `
      : css`
          gap: ${theme.space(1.5)};
          padding: ${theme.space(2)} ${theme.space(5)};
          b { font-size: 30px; }
        `}
`;

export interface ArrivalClockProps {
  /** Seconds left when the page opened; it counts down to 00:00. */
  seconds: number;
  variant: Variant;
}

/** /payment-request's mm:ss countdown pill with "min" after it (spec 1 §2: the money arrives within 30 minutes). */
export function ArrivalClock({ seconds, variant }: ArrivalClockProps) {
  const { t } = useTranslation('wallet');
  const { text } = useCountdown(seconds, true);
  return (
    <Pill $v={variant}>
      <b role="timer" data-testid="payment-request-countdown">
        {text}
      </b>
      <span>{t('paymentRequest.min')}</span>
    </Pill>
  );
}
