import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { breathe, dotPulse, fadeIn, spin } from '../motion';

const Dots = styled.span`
  display: inline-flex;
  gap: 6px;
  align-items: center;
  justify-content: center;
  padding: 4px;

  & > span {
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    animation: ${dotPulse} 1.2s ease-in-out infinite;
  }
  & > span:nth-child(2) { animation-delay: 0.16s; background: ${({ theme }) => theme.colors.gold}; }
  & > span:nth-child(3) { animation-delay: 0.32s; }
`;

/** Three animated dots. */
export function Loader({ label, className }: { label?: string; className?: string }) {
  const { t } = useTranslation('ui');
  return (
    <Dots role="status" aria-label={label ?? t('loading')} className={className} data-testid="loader">
      <span />
      <span />
      <span />
    </Dots>
  );
}

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 9))}px solid currentColor;
  border-right-color: transparent;
  opacity: 0.9;
  animation: ${spin} 0.7s linear infinite;
`;

/** Rotating ring in the current text colour. */
export function Spinner({ size = 20, label, className }: { size?: number; label?: string; className?: string }) {
  const { t } = useTranslation('ui');
  return <Ring $size={size} role="status" aria-label={label ?? t('loading')} className={className} />;
}

const Screen = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.overlay + 50};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.bg};
  animation: ${fadeIn} 0.2s ease-out;
`;

const Logo = styled.img`
  width: min(60vw, 220px);
  height: auto;
  animation: ${breathe} 1.8s ease-in-out infinite;
`;

const Caption = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** Whole-screen splash: the logo pulsing, falling back to the three-dot loader when the image fails. */
export function FullScreenLoader({ logoSrc, label }: { logoSrc?: string; label?: string }) {
  const { t } = useTranslation('ui');
  const [failed, setFailed] = useState(false);
  const text = label ?? t('loading');
  return (
    <Screen role="status" aria-live="polite" aria-label={text} data-testid="full-screen-loader">
      {logoSrc && !failed ? <Logo src={logoSrc} alt="" width={220} height={80} onError={() => setFailed(true)} /> : <Loader label={text} />}
      {label && <Caption>{label}</Caption>}
    </Screen>
  );
}
