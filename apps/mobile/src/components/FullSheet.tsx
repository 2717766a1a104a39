import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { Icon, IconButton } from '@khela/ui';
import { HEADER_HEIGHT } from '../app/Header';
import { useTranslation } from '@khela/i18n';

const slideIn = keyframes`
  from { transform: translateX(24px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

const Panel = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.overlay};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.bg};
  animation: ${slideIn} 0.2s ease-out;
  outline: none;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const Bar = styled.header`
  flex: none;
  display: grid;
  grid-template-columns: 44px 1fr 44px;
  align-items: center;
  height: ${HEADER_HEIGHT}px;
  padding: 0 ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    text-align: center;
    font-size: ${({ theme }) => theme.font.sizeLg};
    font-weight: 700;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  -webkit-overflow-scrolling: touch;
`;

const Footer = styled.div`
  flex: none;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)} calc(${({ theme }) => theme.space(3)} + env(safe-area-inset-bottom, 0px));
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & > * { flex: 1; }
`;

/**
 * A full-screen page over the current screen (the lobby's search page, a record's drill-down): back arrow, title,
 * scrolling body and an optional footer. Escape and the arrow call onClose; the page below does not scroll.
 */
export function FullSheet({
  open,
  title,
  onClose,
  children,
  footer,
  testId,
}: {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  useLayoutEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    ref.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <Panel ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-testid={testId}>
      <Bar>
        <IconButton label={t('back')} onClick={onClose} data-testid={testId ? `${testId}-close` : undefined}>
          <Icon name="back" size={24} />
        </IconButton>
        <h2 id={titleId}>{title}</h2>
        <span />
      </Bar>
      <Body>{children}</Body>
      {footer && <Footer>{footer}</Footer>}
    </Panel>,
    document.body,
  );
}
