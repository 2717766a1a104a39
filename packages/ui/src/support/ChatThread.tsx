import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { CLOCK, dhakaDay, type ChatMessage } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { ChatBubble } from './ChatBubble';

export type ChatThreadProps = {
  /** Oldest first. */
  messages: ChatMessage[];
  isMine(m: ChatMessage): boolean;
  /** The last own message id the other side has read (own messages up to it get a "Read" tick). */
  readUpTo: number;
  /** The other side's name while they type (null: "Support is typing…"). */
  typingName?: string | null;
  typing?: boolean;
  /** A stored image path (ChatMessage.image) to its address. */
  imageUrl(path: string): string;
  /** A message time (ISO) as shown, Dhaka time. */
  formatTime(iso: string): string;
  /** Shown when there is no message yet. */
  emptyText: string;
  className?: string;
};

const Scroller = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
`;

const Day = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-weight: 600;
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Empty = styled.p`
  margin: auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.25; }
  40% { opacity: 1; }
`;

const Typing = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  span[aria-hidden] {
    display: inline-flex;
    gap: 3px;
  }
  i {
    width: 5px;
    height: 5px;
    border-radius: 50%;
    background: currentColor;
    animation: ${blink} 1.2s infinite;
  }
  i:nth-child(2) { animation-delay: 0.2s; }
  i:nth-child(3) { animation-delay: 0.4s; }
`;

function dayLabel(iso: string, lang: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(lang === 'bn' ? 'bn-BD' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: CLOCK.timeZone,
  }).format(d);
}

/**
 * A conversation, oldest first, with a separator for each Dhaka day, "Read" ticks, and a typing line. It scrolls to
 * the newest message when one arrives (and on first show).
 */
export function ChatThread({ messages, isMine, readUpTo, typingName, typing = false, imageUrl, formatTime, emptyText, className }: ChatThreadProps) {
  const { t, i18n } = useTranslation('support');
  const ref = useRef<HTMLDivElement>(null);
  const lastId = messages.length ? messages[messages.length - 1]!.id : 0;
  // Whether the reader is at the end: then content that grows (an image loading) keeps the end in view.
  const atEnd = useRef(true);

  useLayoutEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
    atEnd.current = true;
  }, [lastId]);
  // The typing line appears at the bottom: keep it in view when the reader is already near the end.
  useEffect(() => {
    const el = ref.current;
    if (el && typing && el.scrollHeight - el.scrollTop - el.clientHeight < 120) el.scrollTop = el.scrollHeight;
  }, [typing]);

  let prevDay = '';
  return (
    <Scroller
      ref={ref}
      className={className}
      data-testid="chat-thread"
      role="log"
      aria-live="polite"
      onScroll={(e) => {
        const el = e.currentTarget;
        atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
      }}
      onLoadCapture={() => {
        const el = ref.current;
        if (el && atEnd.current) el.scrollTop = el.scrollHeight;
      }}
    >
      {messages.length === 0 && !typing && <Empty>{emptyText}</Empty>}
      {messages.map((m) => {
        const day = dhakaDay(m.created_at);
        const sep = day !== prevDay;
        prevDay = day;
        const mine = isMine(m);
        return (
          <Fragment key={m.id}>
            {sep && day && <Day data-testid="chat-day">{dayLabel(m.created_at, i18n.language)}</Day>}
            <ChatBubble
              message={m}
              mine={mine}
              read={mine && m.id <= readUpTo}
              imageUrl={m.image ? imageUrl(m.image) : null}
              time={formatTime(m.created_at)}
            />
          </Fragment>
        );
      })}
      {typing && (
        <Typing data-testid="chat-typing">
          <span aria-hidden="true">
            <i />
            <i />
            <i />
          </span>
          {typingName ? t('chat.typing', { name: typingName }) : t('chat.typingDesk')}
        </Typing>
      )}
    </Scroller>
  );
}
