import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { popIn } from '../motion';
import { focusRing } from '../theme';
import { useCoversAction } from './floating';
import { Icon } from './Icon';

export type BackToTopProps = {
  /** Scroll distance in px after which the button shows (300). */
  threshold?: number;
  /** Distance from the bottom edge in px (leave room for a bottom toolbar). */
  bottom?: number;
  className?: string;
};

/** The button's size and its distance from the right edge, in px. */
const SIZE = 44;
const RIGHT = 16;

const Fab = styled.button<{ $bottom: number }>`
  position: fixed;
  right: ${RIGHT}px;
  bottom: calc(${({ $bottom }) => $bottom}px + env(safe-area-inset-bottom, 0px));
  z-index: ${({ theme }) => theme.z.fab};
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${SIZE}px;
  height: ${SIZE}px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.accent};
  box-shadow: ${({ theme }) => theme.shadows.card};
  animation: ${popIn} 0.2s ease-out;
  transition: transform 0.12s ease;
  &:active { transform: scale(0.92); }
  ${focusRing}
`;

/**
 * Floating "back to top" button, shown once the window has scrolled more than 300 px, and not while it would cover an
 * action or a heading (`useCoversAction`: a Next button scrolled under it, say).
 */
export function BackToTop({ threshold = 300, bottom = 80, className }: BackToTopProps) {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setVisible(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);

  const covers = useCoversAction(
    () => ({ left: window.innerWidth - RIGHT - SIZE, top: window.innerHeight - bottom - SIZE, width: SIZE, height: SIZE }),
    visible,
  );
  if (!visible || covers) return null;
  return (
    <Fab
      type="button"
      $bottom={bottom}
      className={className}
      aria-label={t('backToTop')}
      title={t('backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      data-testid="back-to-top"
      data-floating=""
    >
      <Icon name="arrowUp" />
    </Fab>
  );
}
