import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import type { ExchangeMarketStatus } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { focusRing } from '../theme';
import { slideDown } from '../motion';
import { wireTaka } from './format';
import { InfoGlyph } from './glyphs';
import { exchangeColors as c } from './palette';

export type MarketHeaderProps = {
  /** The market's name ("Match Odds", "Bookmaker", "Fancy Bet"). */
  name: string;
  inPlay?: boolean;
  /** Money matched on the market (wire amount); not shown when absent. */
  matched?: string | null;
  /** Stake limits (wire amounts) and the in-play bet delay (seconds) for the info popup; no popup without limits. */
  minStake?: string | null;
  maxStake?: string | null;
  betDelay?: number | null;
  /** Commission on net winnings, percent. */
  commission?: number | null;
  /** Closed, settled or voided markets show it instead of the in-play badge. */
  status?: ExchangeMarketStatus | null;
  /** Live pushes (true) or polling (false); absent: no indicator. */
  live?: boolean;
  /** The poll interval while not live, ms (for the indicator's hint). */
  pollingMs?: number;
  /** Buttons at the right end (pin …). */
  actions?: ReactNode;
  testId?: string;
  className?: string;
};

const Bar = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 4px 0 10px;
  border-radius: ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0 0;
  background: linear-gradient(90deg, #16305a 0%, ${({ theme }) => theme.colors.surfaceAlt} 100%);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 0;
`;

const Title = styled.h2`
  flex: 0 1 auto;
  margin: 0;
  min-width: 72px;
  font-size: 14px;
  font-weight: 800;
  line-height: 1.2;
  overflow: hidden;
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;

const Badge = styled.span<{ $tone: 'live' | 'muted' }>`
  flex: none;
  padding: 2px 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 10px;
  font-weight: 800;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  ${({ $tone, theme }) =>
    $tone === 'live'
      ? css`
          background: rgba(34, 197, 94, 0.16);
          color: ${theme.colors.success};
        `
      : css`
          background: ${theme.colors.bg};
          color: ${theme.colors.textMuted};
        `}
`;

const Matched = styled.span`
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  margin-left: auto;
  font-size: 11px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Indicator = styled.span<{ $live: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: 10px;
  font-weight: 800;
  letter-spacing: 0.06em;
  color: ${({ $live }) => ($live ? c.live : c.polling)};
  &::before {
    content: '';
    width: 7px;
    height: 7px;
    border-radius: 50%;
    background: currentColor;
    animation: ${pulse} ${({ $live }) => ($live ? '2s' : '0.9s')} ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::before { animation: none; }
  }
`;

const InfoButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover, &[aria-expanded='true'] { color: ${({ theme }) => theme.colors.text}; background: rgba(255, 255, 255, 0.06); }
  ${focusRing}
`;

const Actions = styled.div`
  flex: none;
  display: flex;
  align-items: center;
`;

const Popup = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  right: 4px;
  z-index: 20;
  min-width: 220px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.pop};
  animation: ${slideDown} 0.14s ease-out;
  dl { display: grid; grid-template-columns: 1fr auto; gap: 6px 16px; margin: 0; font-size: 13px; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; font-weight: 700; font-variant-numeric: tabular-nums; }
`;

/** The discreet live / polling dot: green LIVE while prices are pushed, amber SYNC while they are polled. */
export function FeedIndicator({ live, pollingMs = 300, testId }: { live: boolean; pollingMs?: number; testId?: string }) {
  const { t } = useTranslation('exchange');
  const hint = live ? t('market.liveHint') : t('market.pollingHint', { ms: pollingMs });
  return (
    <Indicator $live={live} role="status" title={hint} aria-label={hint} data-testid={testId} data-live={live ? 'true' : 'false'}>
      {live ? t('market.live') : t('market.polling')}
    </Indicator>
  );
}

/**
 * A market's title bar: name, in-play badge (or closed / settled / void), money matched, the live or polling dot,
 * an ⓘ button whose popup shows the market's real stake limits and in-play bet delay, and actions (pin).
 */
export function MarketHeader({
  name,
  inPlay = false,
  matched,
  minStake,
  maxStake,
  betDelay,
  commission,
  status,
  live,
  pollingMs,
  actions,
  testId,
  className,
}: MarketHeaderProps) {
  const { t } = useTranslation('exchange');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const popupId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const ended = status === 'closed' || status === 'settled' || status === 'voided';
  const endedText = status === 'settled' ? t('market.settled') : status === 'voided' ? t('market.voided') : t('lists.row.closed');
  const hasInfo = Boolean(minStake && maxStake);

  return (
    <Bar ref={root} className={className} data-testid={testId}>
      <Title>{name}</Title>
      {ended ? (
        <Badge $tone="muted" data-testid={testId ? `${testId}-status` : undefined}>
          {endedText}
        </Badge>
      ) : (
        inPlay && (
          <Badge $tone="live" data-testid={testId ? `${testId}-inplay` : undefined}>
            {t('lists.nav.inplay')}
          </Badge>
        )
      )}
      {matched ? <Matched>{t('market.matchedTotal', { amount: wireTaka(matched, true) })}</Matched> : <Matched />}
      {live !== undefined && <FeedIndicator live={live} pollingMs={pollingMs} testId={testId ? `${testId}-feed` : undefined} />}
      {hasInfo && (
        <InfoButton
          type="button"
          aria-label={t('market.infoButton', { market: name })}
          aria-expanded={open}
          aria-controls={open ? popupId : undefined}
          onClick={() => setOpen((v) => !v)}
          data-testid={testId ? `${testId}-info` : undefined}
        >
          <InfoGlyph />
        </InfoButton>
      )}
      {actions && <Actions>{actions}</Actions>}
      {open && hasInfo && (
        <Popup id={popupId} role="dialog" aria-label={name} data-testid={testId ? `${testId}-popup` : undefined}>
          <dl>
            <dt>{t('market.minStake')}</dt>
            <dd>{wireTaka(minStake)}</dd>
            <dt>{t('market.maxStake')}</dt>
            <dd>{wireTaka(maxStake)}</dd>
            {betDelay !== null && betDelay !== undefined && (
              <>
                <dt>{t('market.betDelay')}</dt>
                <dd>{t('market.seconds', { n: betDelay })}</dd>
              </>
            )}
            {commission !== null && commission !== undefined && (
              <>
                <dt>{t('market.commissionRate')}</dt>
                <dd>{t('market.percent', { n: commission })}</dd>
              </>
            )}
          </dl>
        </Popup>
      )}
    </Bar>
  );
}
