import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { selectSession, storageUrl, useChatTyping, useOpenSupportChat, useSelector, useSupportConversation } from '@khela/api';
import { CHAT_MAX_CHARS, dhakaTime, type ChatMessage } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, ChatComposer, ChatThread, Icon, Spinner, useToast } from '@khela/ui';
import { GuestGate } from '../../components/GuestGate';
import { ChatLayout, Pane, StatusPill, useOtherName } from './ChatLayout';
import { Placeholder } from './ChatListPage';

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 68px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  > span {
    display: grid;
    place-items: center;
    width: 42px;
    height: 42px;
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.accent};
    background: rgba(18, 185, 129, 0.14);
  }
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size};
  }
  small {
    display: block;
    min-height: 18px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
  small.typing {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Thread = styled(ChatThread)`
  flex: 1 1 auto;
  min-height: 0;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
`;

const Closed = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: rgba(245, 158, 11, 0.08);
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const isMine = (m: ChatMessage) => m.sender === 'player';

/** /chat-box without an id: open (or find) the conversation with the desk, then show it at /chat-box/{id}. */
function OpenChat() {
  const { t } = useTranslation(['support', 'ui']);
  const navigate = useNavigate();
  const onOpened = useCallback((id: number) => navigate(`/chat-box/${id}`, { replace: true }), [navigate]);
  const { failed, retry } = useOpenSupportChat(onOpened);
  return (
    <Placeholder data-testid="chat-opening">
      {failed ? (
        <>
          <p>{t('chat.openFailed')}</p>
          <Button variant="secondary" onClick={retry}>
            {t('ui:retry')}
          </Button>
        </>
      ) : (
        <>
          <Spinner size={32} />
          <p>{t('chat.opening')}</p>
        </>
      )}
    </Placeholder>
  );
}

/** One conversation: the live thread (read ticks, typing both ways), the closed notice and the composer. */
function Conversation({ chatId }: { chatId: number }) {
  const { t } = useTranslation(['support', 'ui']);
  const msg = useMessage();
  const toast = useToast();
  const { data, messages, isLoading, isError, refetch, send } = useSupportConversation(chatId);
  const { typing, name: typingName, sayTyping } = useChatTyping(chatId);
  const otherName = useOtherName();

  const onSend = async (content: string, image: File | null) => {
    const r = await send(content, image);
    if (!r.ok) toast.show(r.message ? msg(r.message) : t('desktop.chat.sendFailed'), 'error');
    return r.ok;
  };

  if (isError && !data) {
    return (
      <Placeholder>
        <p>{t('chat.openFailed')}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('ui:retry')}
        </Button>
      </Placeholder>
    );
  }
  if (isLoading || !data) {
    return (
      <Placeholder>
        <Spinner size={32} />
      </Placeholder>
    );
  }
  const closed = data.chat.status === 'closed';
  return (
    <>
      <Head>
        <span>
          <Icon name="chat" size={22} />
        </span>
        <div>
          <h2>
            {otherName(data.chat.other_user)}
            <StatusPill $closed={closed}>{closed ? t('chat.statusClosed') : t('chat.statusOpen')}</StatusPill>
          </h2>
          <small>{t('sheet.chatHint')}</small>
        </div>
      </Head>
      <Thread
        messages={messages}
        isMine={isMine}
        readUpTo={data.agent_read_id}
        typing={typing}
        typingName={typingName}
        imageUrl={storageUrl}
        formatTime={dhakaTime}
        emptyText={t('chat.empty')}
      />
      {closed && (
        <Closed role="status" data-testid="chat-closed">
          <Icon name="lock" size={14} />
          {t('chat.closedNote')}
        </Closed>
      )}
      <ChatComposer onSend={onSend} onTyping={sayTyping} maxChars={CHAT_MAX_CHARS} />
    </>
  );
}

/** /chat-box and /chat-box/{chatId}: the conversations on the left, the thread on the right. */
export default function ChatBoxPage() {
  const { t } = useTranslation('support');
  const session = useSelector(selectSession);
  const { chatId } = useParams();
  const id = chatId !== undefined && /^\d+$/.test(chatId) ? Number(chatId) : null;
  if (!session.token) return <GuestGate title={t('chat.desk')} />;
  return (
    <ChatLayout>
      <Pane data-testid="chat-box">{chatId === undefined ? <OpenChat /> : id !== null ? <Conversation key={id} chatId={id} /> : <Placeholder><p>{t('chat.openFailed')}</p></Placeholder>}</Pane>
    </ChatLayout>
  );
}
