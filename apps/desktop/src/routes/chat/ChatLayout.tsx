import type { ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useGetChatsQuery } from '@khela/api';
import { formatDateTime, type ChatSummary } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Button, Icon, Skeleton, UnreadCount } from '@khela/ui';
import { Container } from '../../components/Container';

/** The support pages' frame: fills the window under the header (168 px with its bars) on first view, at least 520 px. */
const Shell = styled(Container)`
  display: grid;
  grid-template-columns: 340px 1fr;
  gap: ${({ theme }) => theme.space(5)};
  height: max(520px, calc(100vh - 168px - ${({ theme }) => theme.space(10)}));
  padding-top: ${({ theme }) => theme.space(6)};
`;

const Side = styled.aside`
  display: flex;
  flex-direction: column;
  min-height: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const SideHead = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: radial-gradient(ellipse 320px 120px at 0% 0%, rgba(18, 185, 129, 0.16), transparent 70%);
  h1 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.sizeLg};
    svg {
      color: ${({ theme }) => theme.colors.accent};
    }
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
`;

const Tabs = styled.nav`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space(1.5)};
    height: 36px;
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
    font-weight: 600;
    &:hover {
      text-decoration: none;
      color: ${({ theme }) => theme.colors.text};
    }
    &.active {
      color: ${({ theme }) => theme.colors.accentText};
      background: ${({ theme }) => theme.colors.accent};
    }
  }
`;

const ListTitle = styled.h2`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(1)};
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  flex: 1;
  min-height: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)};
  list-style: none;
  overflow-y: auto;
  > p {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
    text-align: center;
  }
`;

const Item = styled(NavLink)<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 40px 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    text-decoration: none;
    background: rgba(255, 255, 255, 0.04);
  }
  &.active {
    background: rgba(18, 185, 129, 0.12);
  }
  > span:first-child {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.accent};
    background: rgba(18, 185, 129, 0.14);
  }
  div {
    min-width: 0;
  }
  strong,
  small {
    display: block;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  strong {
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
  ${({ $unread, theme }) =>
    $unread &&
    css`
      small {
        color: ${theme.colors.text};
        font-weight: 600;
      }
    `}
`;

const Aside = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(1)};
  font-size: 11px;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

export const StatusPill = styled.span<{ $closed: boolean }>`
  display: inline-block;
  padding: 1px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 11px;
  font-weight: 700;
  ${({ $closed, theme }) =>
    $closed
      ? css`
          color: ${theme.colors.textMuted};
          background: rgba(255, 255, 255, 0.06);
        `
      : css`
          color: ${theme.colors.accent};
          background: rgba(18, 185, 129, 0.14);
        `}
`;

const Foot = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  > button {
    width: 100%;
  }
`;

/** The main column: a framed panel that fills the height. */
export const Pane = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

/** The server names a conversation no agent has taken 'Support' (apps/server chat.service DESK_NAME, English only):
 *  shown as the desk's name in the reader's language; an agent's name as it is. */
const SERVER_DESK_NAME = 'Support';
export function useOtherName() {
  const { t } = useTranslation('support');
  return (name: string | null | undefined) => (!name || name === SERVER_DESK_NAME ? t('chat.desk') : name);
}

/** A conversation's last message as one line (a picture without text says so). */
export function useLastLine() {
  const { t } = useTranslation('support');
  return (c: ChatSummary) => {
    const m = c.last_message;
    if (!m) return t('chat.empty');
    return m.content.trim() || (m.image ? t('desktop.chat.image') : '');
  };
}

function Conversation({ chat }: { chat: ChatSummary }) {
  const { t } = useTranslation('support');
  const line = useLastLine();
  const otherName = useOtherName();
  const closed = chat.status === 'closed';
  return (
    <li>
      <Item to={`/chat-box/${chat.chat_id}`} $unread={chat.unread > 0} data-testid={`chat-item-${chat.chat_id}`}>
        <span>
          <Icon name="chat" size={20} />
        </span>
        <div>
          <strong>{otherName(chat.other_user)}</strong>
          <small>{line(chat)}</small>
        </div>
        <Aside>
          {formatDateTime(chat.last_message?.created_at ?? chat.updated_at)}
          {chat.unread > 0 ? <UnreadCount count={chat.unread} label={t('chat.unread', { count: chat.unread })} /> : <StatusPill $closed={closed}>{closed ? t('chat.statusClosed') : t('chat.statusOpen')}</StatusPill>}
        </Aside>
      </Item>
    </li>
  );
}

/**
 * The desktop support page (/chat, /chat-list, /chat-box/{id}): the conversations on the left with Home / Messages and
 * 'Send us a Message', the page's own panel on the right.
 */
export function ChatLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['support', 'shell']);
  const navigate = useNavigate();
  const { data, isLoading } = useGetChatsQuery();
  const chats = data?.chats ?? [];
  const onMessages = /^\/chat-(list|box)/.test(useLocation().pathname);
  return (
    <Shell data-testid="chat-page">
      <Side aria-label={t('chat.conversations')}>
        <SideHead>
          <h1>
            <Icon name="chat" size={22} />
            {t('chat.desk')}
          </h1>
          <p>{t('desktop.chat.subtitle')}</p>
          <Tabs>
            <NavLink to="/chat" end>
              <Icon name="home" size={16} />
              {t('shell:nav.home')}
            </NavLink>
            <NavLink to="/chat-list" className={onMessages ? 'active' : undefined}>
              <Icon name="inbox" size={16} />
              {t('chat.footerMessages')}
            </NavLink>
          </Tabs>
        </SideHead>
        <ListTitle>{t('chat.conversations')}</ListTitle>
        <List data-testid="chat-list">
          {isLoading ? (
            <li>
              <Skeleton height={56} />
            </li>
          ) : chats.length === 0 ? (
            <p>{t('chat.noConversations')}</p>
          ) : (
            chats.map((c) => <Conversation key={c.chat_id} chat={c} />)
          )}
        </List>
        <Foot>
          <Button variant="primary" onClick={() => navigate('/chat-box')} data-testid="chat-new">
            <Icon name="chat" size={16} />
            {t('chat.sendUs')}
          </Button>
        </Foot>
      </Side>
      {children}
    </Shell>
  );
}
