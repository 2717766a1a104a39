import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { focusRing } from '../theme';

export type MarqueeProps = {
  items: string[];
  /** Scroll speed in px per second (30). */
  speed?: number;
  /** Optional leading icon, e.g. <Icon name="inbox" />. */
  icon?: ReactNode;
  className?: string;
};

const scroll = keyframes`
  from { transform: translate3d(0, 0, 0); }
  to { transform: translate3d(-50%, 0, 0); }
`;

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizeSm};
  cursor: pointer;
  user-select: none;
  ${focusRing}

  & > svg { flex: none; color: ${({ theme }) => theme.colors.gold}; }
`;

const Viewport = styled.div`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  mask-image: linear-gradient(90deg, transparent 0, #000 16px, #000 calc(100% - 16px), transparent 100%);
`;

// The duration (the measured width / speed) is an inline style: as a styled prop it made a class, a new rule in the
// page's style sheet for every width measured, and a changed style sheet makes the browser restyle (issue 15).
const Track = styled.div<{ $paused: boolean }>`
  display: inline-flex;
  white-space: nowrap;
  will-change: transform;
  animation: ${scroll} 1s linear infinite;
  animation-play-state: ${({ $paused }) => ($paused ? 'paused' : 'running')};
`;

const Copy = styled.span`
  display: inline-flex;
  flex: none;
`;

const Item = styled.span`
  padding-right: ${({ theme }) => theme.space(12)};
`;

/** Scrolling announcement line; a click or tap pauses and resumes it. */
export function Marquee({ items, speed = 30, icon, className }: MarqueeProps) {
  const { t } = useTranslation('ui');
  const copyRef = useRef<HTMLSpanElement>(null);
  const [width, setWidth] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const el = copyRef.current;
    if (!el) return;
    const measure = () => setWidth(el.getBoundingClientRect().width);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [items]);

  if (items.length === 0) return null;
  const duration = width > 0 && speed > 0 ? width / speed : 0;
  const toggle = () => setPaused((p) => !p);

  return (
    <Root
      role="marquee"
      aria-label={t('announcements')}
      tabIndex={0}
      className={className}
      onClick={toggle}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          toggle();
        }
      }}
      data-testid="marquee"
      data-paused={paused || undefined}
    >
      {icon}
      <Viewport>
        <Track $paused={paused || duration === 0} style={{ animationDuration: `${duration}s` }} data-testid="marquee-track">
          <Copy ref={copyRef}>
            {items.map((text, i) => (
              <Item key={i}>{text}</Item>
            ))}
          </Copy>
          <Copy aria-hidden="true">
            {items.map((text, i) => (
              <Item key={i}>{text}</Item>
            ))}
          </Copy>
        </Track>
      </Viewport>
    </Root>
  );
}
