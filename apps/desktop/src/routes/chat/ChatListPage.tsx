import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { selectSession, useSelector } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { Button, Icon } from '@khela/ui';
import { GuestGate } from '../../components/GuestGate';
import { ChatLayout, Pane } from './ChatLayout';

/** The thread column before a conversation is chosen. */
export const Placeholder = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(8)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  > span {
    display: grid;
    place-items: center;
    width: 72px;
    height: 72px;
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.accent};
    background: rgba(18, 185, 129, 0.12);
  }
  p {
    max-width: 380px;
  }
`;

/** /chat-list: the conversations (left) with the thread column waiting for a choice (right). */
export default function ChatListPage() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const session = useSelector(selectSession);
  if (!session.token) return <GuestGate title={t('chat.desk')} />;
  return (
    <ChatLayout>
      <Pane>
        <Placeholder data-testid="chat-pick">
          <span>
            <Icon name="chat" size={32} />
          </span>
          <p>{t('desktop.chat.pick')}</p>
          <Button variant="primary" onClick={() => navigate('/chat-box')}>
            {t('chat.sendUs')}
          </Button>
        </Placeholder>
      </Pane>
    </ChatLayout>
  );
}
