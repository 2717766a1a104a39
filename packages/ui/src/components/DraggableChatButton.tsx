import { useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme';
import { useCoversAction } from './floating';
import { Icon } from './Icon';
import { UnreadCount } from './UnreadCount';

export type DraggableChatButtonProps = {
  onClick(): void;
  /** Accessible name, e.g. t('ui:liveChat'). */
  label: string;
  icon?: ReactNode;
  /** Unread support messages: a red badge on the button (0 or absent: none). */
  badge?: number;
  /** Accessible text for the badge, e.g. t('support:sheet.unreadBadge', { count }). */
  badgeLabel?: string;
  /** localStorage key under which the dropped position is remembered (null: not remembered). */
  storageKey?: string | null;
  /** Changes when the page under the button changes (the route): the button re-checks what it covers. */
  pageKey?: unknown;
  className?: string;
};

/** How much of a tucked button stays on screen, in px. */
const TUCKED_VISIBLE = 18;

/** Button diameter in px. */
export const CHAT_BUTTON_SIZE = 50;
/** A pointer that moves further than this (px) is a drag, and the click that follows is ignored. */
export const DRAG_THRESHOLD = 10;
const MARGIN = 8;

type Point = { x: number; y: number };

function clamp(p: Point): Point {
  const maxX = Math.max(MARGIN, window.innerWidth - CHAT_BUTTON_SIZE - MARGIN);
  const maxY = Math.max(MARGIN, window.innerHeight - CHAT_BUTTON_SIZE - MARGIN);
  return { x: Math.min(Math.max(p.x, MARGIN), maxX), y: Math.min(Math.max(p.y, MARGIN), maxY) };
}

function initialPosition(): Point {
  return clamp({ x: window.innerWidth - CHAT_BUTTON_SIZE - 16, y: window.innerHeight - CHAT_BUTTON_SIZE - 150 });
}

/** Where the button was last dropped, kept as fractions of the viewport so it lands on the same side after a resize. */
export const CHAT_BUTTON_STORAGE_KEY = 'chat_button_position';

function readStored(key: string | null | undefined): Point | null {
  if (!key) return null;
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const v = JSON.parse(raw) as { fx?: unknown; fy?: unknown };
    if (typeof v.fx !== 'number' || typeof v.fy !== 'number' || !Number.isFinite(v.fx) || !Number.isFinite(v.fy)) return null;
    return clamp({ x: v.fx * window.innerWidth, y: v.fy * window.innerHeight });
  } catch {
    return null;
  }
}

function writeStoredPosition(key: string | null | undefined, p: Point) {
  if (!key) return;
  try {
    window.localStorage.setItem(key, JSON.stringify({ fx: p.x / window.innerWidth, fy: p.y / window.innerHeight }));
  } catch {
    /* private mode: not remembered */
  }
}

const Badge = styled(UnreadCount)`
  position: absolute;
  top: -4px;
  right: -4px;
  padding: 0 5px;
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.bg};
  pointer-events: none;
`;

const Fab = styled.button<{ $dragging: boolean }>`
  position: fixed;
  left: 0;
  top: 0;
  z-index: ${({ theme }) => theme.z.fab};
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${CHAT_BUTTON_SIZE}px;
  height: ${CHAT_BUTTON_SIZE}px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: radial-gradient(circle at 30% 30%, #34d399 0%, ${({ theme }) => theme.colors.accent} 55%, ${({ theme }) => theme.colors.accentStrong} 100%);
  color: ${({ theme }) => theme.colors.accentText};
  box-shadow: ${({ theme }) => theme.shadows.pop}, 0 0 0 3px rgba(18, 185, 129, 0.25);
  touch-action: none;
  user-select: none;
  -webkit-user-select: none;
  cursor: ${({ $dragging }) => ($dragging ? 'grabbing' : 'pointer')};
  will-change: transform;
  transition: ${({ $dragging }) => ($dragging ? 'none' : 'transform 0.15s ease-out')};
  ${focusRing}
`;

/**
 * Floating 50 px chat button. It can be dragged with mouse or touch (pointer events) and stays inside
 * the viewport; a drag longer than 10 px does not count as a click. Where it was dropped is remembered (localStorage).
 * Where it would cover an action or a heading (`useCoversAction`), it tucks against the nearer screen edge with
 * TUCKED_VISIBLE px showing (still a tap to open the chat) and comes back once the page under it is clear.
 */
export function DraggableChatButton({
  onClick,
  label,
  icon,
  badge = 0,
  badgeLabel,
  storageKey = CHAT_BUTTON_STORAGE_KEY,
  pageKey,
  className,
}: DraggableChatButtonProps) {
  const [pos, setPos] = useState<Point | null>(() => (typeof window === 'undefined' ? null : (readStored(storageKey) ?? initialPosition())));
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ id: number; start: Point; origin: Point; moved: boolean; last: Point } | null>(null);
  const suppressClick = useRef(false);
  const tucked = useCoversAction(
    () => (pos && !drag.current ? { left: pos.x, top: pos.y, width: CHAT_BUTTON_SIZE, height: CHAT_BUTTON_SIZE } : null),
    pos !== null && !dragging,
    `${String(pageKey)}:${pos?.x ?? ''}:${pos?.y ?? ''}`,
  );
  const shown = pos && tucked
    ? { x: pos.x + CHAT_BUTTON_SIZE / 2 > window.innerWidth / 2 ? window.innerWidth - TUCKED_VISIBLE : TUCKED_VISIBLE - CHAT_BUTTON_SIZE, y: pos.y }
    : pos;

  useEffect(() => {
    const onResize = () => setPos((p) => (p ? clamp(p) : initialPosition()));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const onPointerDown = useCallback(
    (e: PointerEvent<HTMLButtonElement>) => {
      if (e.button !== 0 || !pos) return;
      drag.current = { id: e.pointerId, start: { x: e.clientX, y: e.clientY }, origin: pos, moved: false, last: pos };
      suppressClick.current = false;
      try {
        e.currentTarget.setPointerCapture(e.pointerId);
      } catch {
        /* synthetic pointers cannot be captured */
      }
    },
    [pos],
  );

  const onPointerMove = useCallback((e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.start.x;
    const dy = e.clientY - d.start.y;
    if (!d.moved && Math.hypot(dx, dy) <= DRAG_THRESHOLD) return;
    if (!d.moved) {
      d.moved = true;
      setDragging(true);
    }
    d.last = clamp({ x: d.origin.x + dx, y: d.origin.y + dy });
    setPos(d.last);
  }, []);

  const endDrag = useCallback((e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    suppressClick.current = d.moved;
    drag.current = null;
    setDragging(false);
    if (d.moved) writeStoredPosition(storageKey, d.last);
  }, [storageKey]);

  return (
    <Fab
      type="button"
      className={className}
      aria-label={badge > 0 && badgeLabel ? `${label}, ${badgeLabel}` : label}
      title={label}
      $dragging={dragging}
      style={{ transform: shown ? `translate3d(${shown.x}px, ${shown.y}px, 0)` : undefined, visibility: shown ? 'visible' : 'hidden', opacity: tucked ? 0.85 : undefined }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onClick={() => {
        if (suppressClick.current) {
          suppressClick.current = false;
          return;
        }
        onClick();
      }}
      data-testid="chat-button"
      data-floating=""
      data-tucked={tucked || undefined}
      data-dragging={dragging || undefined}
    >
      {icon ?? <Icon name="chat" size={26} />}
      {badge > 0 && (
        <Badge count={badge} testId="chat-button-badge" />
      )}
    </Fab>
  );
}
