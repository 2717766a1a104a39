import { useState } from 'react';
import styled, { css } from 'styled-components';
import type { ChatMessage } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { focusRing } from '../theme';
import { Icon } from '../components/Icon';
import { Modal } from '../components/Modal';

export type ChatBubbleProps = {
  message: ChatMessage;
  /** The viewer wrote it: drawn on the right. */
  mine: boolean;
  /** An own message the other side has read: a "Read" tick. */
  read?: boolean;
  /** The image's full address (null or absent: no image). */
  imageUrl?: string | null;
  /** The time to show, already formatted (Dhaka time). */
  time: string;
  className?: string;
};

const Row = styled.div<{ $side: 'left' | 'right' | 'center' }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $side }) => ($side === 'right' ? 'flex-end' : $side === 'left' ? 'flex-start' : 'center')};
  gap: 2px;
  max-width: 100%;
`;

const Name = styled.span`
  padding: 0 ${({ theme }) => theme.space(2)};
  font-size: 12px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accent};
`;

const Bubble = styled.div<{ $mine: boolean }>`
  max-width: min(82%, 520px);
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  font-size: ${({ theme }) => theme.font.size};
  line-height: 1.45;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${({ $mine, theme }) =>
    $mine
      ? css`
          background: ${theme.colors.accentStrong};
          color: #fff;
          border-bottom-right-radius: 4px;
        `
      : css`
          background: ${theme.colors.surfaceAlt};
          color: ${theme.colors.text};
          border: 1px solid ${theme.colors.border};
          border-bottom-left-radius: 4px;
        `}
`;

const SystemNote = styled.div`
  max-width: 90%;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.05);
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  text-align: center;
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(1)};
  font-size: 11px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ReadMark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
`;

const Thumb = styled.button`
  display: block;
  margin: 0 0 ${({ theme }) => theme.space(1)};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(0, 0, 0, 0.2);
  cursor: zoom-in;
  box-shadow: 0 0 0 1px rgba(255, 255, 255, 0.18);
  overflow: hidden;
  ${focusRing}
  img {
    display: block;
    max-width: 100%;
    width: 220px;
    max-height: 220px;
    object-fit: cover;
  }
`;

const Full = styled.img`
  display: block;
  width: 100%;
  max-height: 75vh;
  object-fit: contain;
`;

/**
 * One chat message: the viewer's own on the right (with a "Read" tick once the other side saw it), the agent's on the
 * left under their name, the desk's own notes (opened, assigned, closed) centred and small. An image shows as a
 * thumbnail that opens full size.
 */
export function ChatBubble({ message, mine, read = false, imageUrl, time, className }: ChatBubbleProps) {
  const { t } = useTranslation(['support', 'ui']);
  const [zoom, setZoom] = useState(false);

  if (message.sender === 'system') {
    return (
      <Row $side="center" className={className} data-testid="chat-bubble" data-sender="system">
        <SystemNote>
          {message.content}
          {time && ` · ${time}`}
        </SystemNote>
      </Row>
    );
  }

  const name = !mine ? message.sender_name || t('support:chat.desk') : null;
  return (
    <Row $side={mine ? 'right' : 'left'} className={className} data-testid="chat-bubble" data-sender={message.sender} data-mine={mine || undefined}>
      {name && <Name>{name}</Name>}
      <Bubble $mine={mine}>
        {imageUrl && (
          <Thumb type="button" onClick={() => setZoom(true)} aria-label={t('support:chat.openImage')} data-testid="chat-image">
            <img src={imageUrl} alt={t('support:chat.imageAlt')} loading="lazy" />
          </Thumb>
        )}
        {message.content}
      </Bubble>
      <Meta>
        <time dateTime={message.created_at}>{time}</time>
        {mine && read && (
          <ReadMark data-testid="chat-read">
            <Icon name="check" size={12} />
            {t('support:chat.read')}
          </ReadMark>
        )}
      </Meta>
      {imageUrl && (
        <Modal open={zoom} onClose={() => setZoom(false)} title={t('support:chat.imageAlt')} maxWidth={720}>
          <Full src={imageUrl} alt={t('support:chat.imageAlt')} />
        </Modal>
      )}
    </Row>
  );
}
