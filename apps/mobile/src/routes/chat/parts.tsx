import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { dhakaDay, dhakaTime, formatDate, type ChatMessage, type ChatSummary } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Icon, UnreadCount, focusRing } from '@khela/ui';

/** A time in a list: the Dhaka time for today's, the date for older ones. */
export function listTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return dhakaDay(iso) === dhakaDay(new Date()) ? dhakaTime(iso) : formatDate(iso);
}

/** What a conversation's last message says in a list (an image without text: the image's name). */
export function useMessagePreview(): (m: ChatMessage | null) => string {
  const { t } = useTranslation('support');
  return (m) => {
    if (!m) return '';
    const text = m.content.trim();
    if (text) return text;
    return m.image ? t('chat.imageAlt') : '';
  };
}

const Row = styled(Link)`
  display: grid;
  grid-template-columns: 44px 1fr auto;
  grid-template-rows: auto auto;
  column-gap: ${({ theme }) => theme.space(3)};
  row-gap: 2px;
  align-items: center;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  ${focusRing}
  &:hover { text-decoration: none; filter: brightness(1.06); }
`;

const Avatar = styled.span`
  grid-row: 1 / 3;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: rgba(18, 185, 129, 0.16);
  color: ${({ theme }) => theme.colors.accent};
`;

const Name = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  font-weight: 700;
  > b {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Status = styled.span<{ $open: boolean }>`
  flex: 0 0 auto;
  padding: 1px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 11px;
  font-weight: 600;
  background: ${({ $open }) => ($open ? 'rgba(18, 185, 129, 0.16)' : 'rgba(154, 166, 192, 0.16)')};
  color: ${({ theme, $open }) => ($open ? theme.colors.accent : theme.colors.textMuted)};
`;

const When = styled.span`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Preview = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Count = styled(UnreadCount)`
  justify-self: end;
`;

/** One conversation in a list (or the most recent one on /chat): who, status, last message, time, unread. */
export function ChatRow({ chat }: { chat: ChatSummary }) {
  const { t } = useTranslation('support');
  const preview = useMessagePreview();
  const open = chat.status === 'open';
  const last = chat.last_message;
  const mine = last?.sender === 'player';
  return (
    <Row to={`/chat-box/${chat.chat_id}`} data-testid="chat-row" data-unread={chat.unread || undefined}>
      <Avatar aria-hidden="true">
        <Icon name="chat" size={22} />
      </Avatar>
      <Name>
        <b>{chat.other_user || t('chat.desk')}</b>
        <Status $open={open}>{open ? t('chat.statusOpen') : t('chat.statusClosed')}</Status>
      </Name>
      <When>{listTime(last?.created_at ?? chat.updated_at)}</When>
      <Preview>
        {mine && <Icon name="check" size={12} />} {preview(last) || t('chat.noRecent')}
      </Preview>
      {chat.unread > 0 ? <Count count={chat.unread} label={t('chat.unread', { count: chat.unread })} /> : <span />}
    </Row>
  );
}
