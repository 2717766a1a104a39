import { useState, type MouseEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import type { ExchangePriceSize, ExchangeSportsEvent, ExchangeSportsEventRunner } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Icon } from '../components/Icon';
import { focusRing, media, visuallyHidden } from '../theme';
import { useWhen } from './useWhen';

/** The exchange's price colours: blue to back, pink to lay (the colours every exchange player knows). */
export const BACK_COLOR = '#a6d8ff';
export const LAY_COLOR = '#fac9d1';
const PRICE_TEXT = '#0b1424';

export type EventRowProps = {
  event: ExchangeSportsEvent;
  /** The player opens the event (the whole row is one target). */
  onOpen(event: ExchangeSportsEvent): void;
  /** The address the row stands for (long-press / open in a new tab); the tap itself calls `onOpen`. */
  href?: string;
  /** "Now" for Today / Tomorrow (default: the current time). */
  now?: Date;
  /** Leave out the competition (inside a competition's own list). */
  hideCompetition?: boolean;
};

/** The columns of a Match Odds list: 1 and 2, and X (the draw) between them when there is one. */
export function priceColumns(runners: readonly ExchangeSportsEventRunner[]): { label: string; runner: ExchangeSportsEventRunner }[] {
  if (runners.length === 3) {
    const drawIdx = runners.findIndex((r) => /\bdraw\b/i.test(r.SelectionName));
    const d = drawIdx >= 0 ? drawIdx : 2;
    const others = runners.filter((_, i) => i !== d);
    return [
      { label: '1', runner: others[0]! },
      { label: 'X', runner: runners[d]! },
      { label: '2', runner: others[1]! },
    ];
  }
  return runners.slice(0, 3).map((runner, i) => ({ label: String(i + 1), runner }));
}

/** What is offered at a price, short: "500", "12.5K", "1.2M" (display only: the integer part of the money string). */
export function shortSize(size: string): string {
  const whole = Number.parseInt(size, 10);
  if (!Number.isFinite(whole) || whole < 0) return '';
  if (whole < 1000) return String(whole);
  if (whole < 1_000_000) return `${Math.floor(whole / 100) / 10}K`;
  return `${Math.floor(whole / 100_000) / 10}M`;
}

const Row = styled.a`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(3)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  touch-action: manipulation;
  -webkit-tap-highlight-color: transparent;
  transition: border-color 0.15s ease, background-color 0.15s ease;
  &:hover { text-decoration: none; border-color: ${({ theme }) => theme.colors.accent}; }
  &:active { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  ${focusRing}
  &[data-inplay='true'] { border-left: 3px solid ${({ theme }) => theme.colors.accent}; }
`;

const Top = styled.span`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  font-size: 15px;
  font-weight: 700;
  line-height: 1.3;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const Badges = styled.span`
  display: inline-flex;
  flex: none;
  gap: 4px;
  padding-top: 1px;
`;

const Badge = styled.abbr<{ $kind: 'fancy' | 'bookmaker' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 22px;
  height: 20px;
  padding: 0 5px;
  border-radius: 4px;
  font-size: 11px;
  font-weight: 800;
  letter-spacing: 0.02em;
  text-decoration: none;
  ${({ $kind, theme }) =>
    $kind === 'fancy'
      ? css`
          color: ${theme.colors.goldText};
          background: ${theme.colors.gold};
        `
      : css`
          color: #04263d;
          background: #7cc4f5;
        `}
`;

const Meta = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12.5px;
  line-height: 18px;
  white-space: nowrap;
`;

const livePulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;

const Live = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  flex: none;
  height: 18px;
  padding: 0 6px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 10.5px;
  font-weight: 800;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: #fff;
    animation: ${livePulse} 1.4s ease-in-out infinite;
  }
  ${media.reducedMotion} { &::before { animation: none; } }
`;

const Score = styled.span`
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  color: ${({ theme }) => theme.colors.gold};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Start = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  flex: none;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  svg { color: ${({ theme }) => theme.colors.accent}; }
`;

const Competition = styled.span`
  flex: 1 1 0;
  min-width: 4.5em;
  overflow: hidden;
  text-overflow: ellipsis;
  &::before { content: '·'; margin-right: ${({ theme }) => theme.space(1.5)}; }
`;

const Grid = styled.span<{ $cols: number }>`
  position: relative;
  display: grid;
  grid-template-columns: repeat(${({ $cols }) => $cols}, 1fr);
  gap: ${({ theme }) => theme.space(1.5)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Group = styled.span`
  display: grid;
  grid-template-columns: 1fr 1fr;
  grid-template-rows: auto 40px;
  column-gap: 2px;
`;

const GroupLabel = styled.span`
  grid-column: 1 / -1;
  margin-bottom: 3px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 11px;
  font-weight: 700;
  line-height: 14px;
  text-align: center;
`;

const flash = keyframes`
  from { opacity: 0.9; }
  to { opacity: 0; }
`;

const Cell = styled.span<{ $side: 'back' | 'lay'; $empty: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-width: 0;
  overflow: hidden;
  border-radius: ${({ $side }) => ($side === 'back' ? '6px 2px 2px 6px' : '2px 6px 6px 2px')};
  background: ${({ $side, $empty }) =>
    $empty ? ($side === 'back' ? 'rgba(166, 216, 255, 0.14)' : 'rgba(250, 201, 209, 0.14)') : $side === 'back' ? BACK_COLOR : LAY_COLOR};
  color: ${({ $empty, theme }) => ($empty ? theme.colors.textMuted : PRICE_TEXT)};
  font-variant-numeric: tabular-nums;
  b { font-size: 14.5px; font-weight: 800; line-height: 17px; }
  small { font-size: 10px; font-weight: 600; line-height: 12px; opacity: 0.72; }
  ${media.desktop} { b { font-size: 15px; } }
`;

const Flash = styled.span`
  position: absolute;
  inset: 0;
  background: #fff3a6;
  opacity: 0;
  animation: ${flash} 0.9s ease-out;
  pointer-events: none;
  ${media.reducedMotion} { animation: none; }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Overlay = styled.span`
  position: absolute;
  inset: 16px -2px -2px;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  border-radius: 6px;
  background: rgba(10, 16, 32, 0.78);
  color: ${({ theme }) => theme.colors.text};
  font-size: 12.5px;
  font-weight: 800;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  svg { color: ${({ theme }) => theme.colors.danger}; }
`;

const NoMarket = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 40px;
  margin-top: ${({ theme }) => theme.space(2.5)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12.5px;
`;

/** One price cell (back or lay) that flashes when its price moves. */
function PriceCell({ side, level, runner }: { side: 'back' | 'lay'; level: ExchangePriceSize | null; runner: string }) {
  const { t } = useTranslation('exchange');
  const price = level ? String(level.price) : null;
  // a moved price flashes once (state adjusted during render, React's pattern for "previous value")
  const [prev, setPrev] = useState(price);
  const [moves, setMoves] = useState(0);
  if (price !== prev) {
    setPrev(price);
    if (price !== null && prev !== null) setMoves((n) => n + 1);
  }
  return (
    <Cell $side={side} $empty={!level} data-testid={`price-${side}`}>
      {moves > 0 && <Flash key={moves} aria-hidden="true" />}
      <b aria-hidden="true">{price ?? '–'}</b>
      {level && <small aria-hidden="true">{shortSize(level.size)}</small>}
      <Hidden>
        {level
          ? t(side === 'back' ? 'lists.row.backAt' : 'lists.row.layAt', { runner, price })
          : t('lists.row.noPrice', { runner })}
      </Hidden>
    </Cell>
  );
}

/**
 * An event of the exchange lists: name, competition, in-play badge with the score or the start time (Dhaka time),
 * F (Fancy) and BM (Bookmaker) badges, and the best back (blue) and lay (pink) price of each runner of its Match
 * Odds, 1 · X · 2. A suspended or closed market is veiled; an event without a market says its odds are coming.
 */
export function EventRow({ event, onOpen, href, now, hideCompetition = false }: EventRowProps) {
  const { t } = useTranslation('exchange');
  const when = useWhen(now);
  const cols = priceColumns(event.runners);
  const status = event.market_status;
  const veil = status === 'suspended' ? t('lists.row.suspended') : status && status !== 'open' ? t('lists.row.closed') : null;

  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onOpen(event);
  };

  return (
    <Row
      {...(href ? { href } : { as: 'button' as const, type: 'button' as const })}
      onClick={onClick}
      data-inplay={event.inplay}
      data-testid="event-row"
      data-event-id={event.EventId}
    >
      <Top>
        <Name>{event.Event}</Name>
        {(event.Fancy === 1 || event.Bookmaker === 1) && (
          <Badges>
            {event.Fancy === 1 && (
              <Badge $kind="fancy" title={t('lists.row.fancy')} data-testid="badge-fancy">
                F
              </Badge>
            )}
            {event.Bookmaker === 1 && (
              <Badge $kind="bookmaker" title={t('lists.row.bookmaker')} data-testid="badge-bookmaker">
                BM
              </Badge>
            )}
          </Badges>
        )}
      </Top>
      <Meta>
        {event.inplay ? (
          <>
            <Live data-testid="live-badge">{t('lists.row.live')}</Live>
            {event.score_text && <Score data-testid="score">{event.score_text}</Score>}
          </>
        ) : (
          <Start>
            <Icon name="clock" size={13} />
            <time dateTime={event.start_time}>{when(event.start_time)}</time>
          </Start>
        )}
        {!hideCompetition && event.competition && <Competition>{event.competition}</Competition>}
      </Meta>
      {cols.length === 0 ? (
        <NoMarket>{t('lists.row.noMarket')}</NoMarket>
      ) : (
        <Grid $cols={cols.length} data-testid="prices" data-status={status ?? 'none'}>
          {cols.map(({ label, runner }) => (
            <Group key={runner.selectionId} title={runner.SelectionName}>
              <GroupLabel aria-hidden="true">{label}</GroupLabel>
              <PriceCell side="back" level={runner.back} runner={runner.SelectionName} />
              <PriceCell side="lay" level={runner.lay} runner={runner.SelectionName} />
            </Group>
          ))}
          {veil && (
            <Overlay data-testid="market-veil">
              <Icon name="lock" size={14} />
              {veil}
            </Overlay>
          )}
        </Grid>
      )}
    </Row>
  );
}
