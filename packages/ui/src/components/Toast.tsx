import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useMessage, useTranslation } from '@khela/i18n';
import { slideDown } from '../motion';
import { Icon, type IconName } from './Icon';

export type ToastKind = 'info' | 'success' | 'error';
export type ToastApi = { show(message: string, kind?: ToastKind): void };

type ToastItem = { id: number; message: string; kind: ToastKind };

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Where toasts appear: `top` (centred, `offset` px below the top: the app's header height, so a toast never covers
 * the header's back button or title) or `bottom-end` (the desktop's lower right corner, clear of its header and
 * navigation).
 */
export type ToastPlacement = 'top' | 'bottom-end';

const Region = styled.div<{ $placement: ToastPlacement; $offset: number }>`
  position: fixed;
  z-index: ${({ theme }) => theme.z.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  width: min(92vw, 420px);
  pointer-events: none;
  ${({ theme, $placement, $offset }) =>
    $placement === 'top'
      ? `left: 50%; transform: translateX(-50%); top: calc(${$offset}px + ${theme.space(3)} + env(safe-area-inset-top, 0px));`
      : `right: ${theme.space(6)}; bottom: calc(${$offset}px + ${theme.space(6)});`}
`;

const KIND_COLOR = { info: 'accent', success: 'success', error: 'danger' } as const satisfies Record<ToastKind, string>;

const ToastBox = styled.div<{ $kind: ToastKind }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3.5)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $kind }) => theme.colors[KIND_COLOR[$kind]]};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  box-shadow: ${({ theme }) => theme.shadows.pop};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizeSm};
  animation: ${slideDown} 0.2s ease-out;
  pointer-events: auto;
  cursor: pointer;

  & > svg { flex: none; color: ${({ theme, $kind }) => theme.colors[KIND_COLOR[$kind]]}; }
`;

const ICONS: Record<ToastKind, IconName> = { info: 'inbox', success: 'check', error: 'close' };

/** How long a toast stays, in ms. */
export const TOAST_DURATION = 3000;

/** Provides `useToast()`; renders toasts (top of the screen unless told), each for 3 s (tap to dismiss). */
export function ToastProvider({
  children,
  duration = TOAST_DURATION,
  placement = 'top',
  offset = 0,
}: {
  children?: ReactNode;
  duration?: number;
  placement?: ToastPlacement;
  /** px from the chosen edge: the mobile header's height under `top`. */
  offset?: number;
}) {
  const { t } = useTranslation('ui');
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setItems((list) => list.filter((i) => i.id !== id));
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const show = useCallback(
    (message: string, kind: ToastKind = 'info') => {
      const id = nextId.current++;
      setItems((list) => [...list.slice(-2), { id, message, kind }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), duration),
      );
    },
    [dismiss, duration],
  );

  useEffect(() => {
    const map = timers.current;
    return () => map.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {typeof document !== 'undefined' &&
        createPortal(
          <Region role="region" aria-label={t('notifications')} data-testid="toasts" $placement={placement} $offset={offset}>
            {items.map((item) => (
              <ToastBox
                key={item.id}
                $kind={item.kind}
                role={item.kind === 'error' ? 'alert' : 'status'}
                onClick={() => dismiss(item.id)}
                data-testid={`toast-${item.kind}`}
              >
                <Icon name={ICONS[item.kind]} size={18} />
                <span>{item.message}</span>
              </ToastBox>
            ))}
          </Region>,
          document.body,
        )}
    </ToastContext.Provider>
  );
}

/** `show(message, kind?)` from the nearest ToastProvider. */
export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast() needs a <ToastProvider> above it');
  return ctx;
}

/** A toast of one of the spec's messages (its English text), translated: e.g. the shared flows' notices. */
export function useMessageToast(kind: ToastKind = 'info'): (text: string) => void {
  const toast = useToast();
  const msg = useMessage();
  return (text) => toast.show(msg(text), kind);
}
