import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useGetChatsQuery } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { Button, EmptyState, Icon, Skeleton } from '@khela/ui';
import { PageHeader } from '../../app/PageHeader';
import { ChatNav, SupportPage } from './ChatNav';
import { ChatRow } from './parts';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: 0;
  list-style: none;
`;

/** /chat-list (spec 2 "Support chat"): the player's conversations, each to /chat-box/{id}, and 'Send us a Message'. */
export default function ChatListPage() {
  const { t } = useTranslation(['support', 'ui']);
  const navigate = useNavigate();
  const q = useGetChatsQuery();
  const chats = q.data?.chats ?? [];
  return (
    <>
      <PageHeader title={t('support:chat.conversations')} back="/chat" />
      <SupportPage data-testid="chat-list">
        <Body>
          {q.isLoading ? (
            [0, 1, 2].map((i) => <Skeleton key={i} height={72} />)
          ) : chats.length === 0 ? (
            <EmptyState text={t('support:chat.noConversations')} icon="chat" />
          ) : (
            <List>
              {chats.map((c) => (
                <li key={c.chat_id}>
                  <ChatRow chat={c} />
                </li>
              ))}
            </List>
          )}
          <Button size="lg" block onClick={() => navigate('/chat-box')} data-testid="chat-send-us">
            <Icon name="chat" size={20} />
            {t('support:chat.sendUs')}
          </Button>
        </Body>
        <ChatNav />
      </SupportPage>
    </>
  );
}
