import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { fadeIn, popIn } from '../motion';
import { media } from '../theme';
import { IconButton } from './Button';
import { Icon } from './Icon';

export type ModalProps = {
  open: boolean;
  title?: ReactNode;
  onClose(): void;
  children?: ReactNode;
  footer?: ReactNode;
  testId?: string;
  /** Close when the dark backdrop is tapped (default true). */
  closeOnBackdrop?: boolean;
  /** Panel width on larger screens (default 420 px). */
  maxWidth?: number;
};

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} 0.18s ease-out;
  overscroll-behavior: contain;
`;

const Panel = styled.div<{ $maxWidth: number }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth}px;
  max-height: calc(100dvh - 32px);
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.pop};
  animation: ${popIn} 0.22s ease-out;
  outline: none;
  overflow: hidden;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 52px;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)}
    ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  flex: 1;
  font-size: ${({ theme }) => theme.font.sizeLg};
  font-weight: 700;
  line-height: 1.3;
`;

const Spacer = styled.span`
  flex: 1;
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  overflow-y: auto;
  -webkit-overflow-scrolling: touch;
  ${media.desktop} { padding: ${({ theme }) => theme.space(5)}; }
`;

const Footer = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: flex-end;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  & > * { flex: 1; }
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let openCount = 0;
let savedOverflow = '';

function lockScroll() {
  if (openCount++ === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
}
function unlockScroll() {
  if (--openCount === 0) document.body.style.overflow = savedOverflow;
}

/** Open dialogs, innermost last: Escape anywhere on the page closes only the top one. */
const escapeStack: { current: () => void }[] = [];
function onDocumentKeyDown(e: globalThis.KeyboardEvent) {
  if (e.key !== 'Escape' || escapeStack.length === 0) return;
  e.stopPropagation();
  escapeStack[escapeStack.length - 1]!.current();
}

/** Dialog in a portal: Escape and the close button call onClose; focus moves in and comes back. */
export function Modal({ open, title, onClose, children, footer, testId, closeOnBackdrop = true, maxWidth = 420 }: ModalProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (!open) return;
    const entry = { get current() { return closeRef.current; } };
    escapeStack.push(entry);
    if (escapeStack.length === 1) document.addEventListener('keydown', onDocumentKeyDown);
    return () => {
      escapeStack.splice(escapeStack.indexOf(entry), 1);
      if (escapeStack.length === 0) document.removeEventListener('keydown', onDocumentKeyDown);
    };
  }, [open]);

  // layout effect: focus moves into the dialog before the first paint
  useLayoutEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    lockScroll();
    panelRef.current?.focus();
    return () => {
      unlockScroll();
      previous?.focus?.();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key !== 'Tab' || !panelRef.current) return;
    const nodes = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = nodes[0];
    const last = nodes[nodes.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <Backdrop
      onMouseDown={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onClose();
      }}
      data-testid={testId ? `${testId}-backdrop` : undefined}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid={testId}
        $maxWidth={maxWidth}
      >
        <Header>
          {title ? <Title id={titleId}>{title}</Title> : <Spacer />}
          <IconButton label={t('close')} onClick={() => onClose()} data-testid={testId ? `${testId}-close` : 'modal-close'}>
            <Icon name="close" />
          </IconButton>
        </Header>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
