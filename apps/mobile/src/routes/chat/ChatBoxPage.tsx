import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { storageUrl, toApiError, useChatTyping, useOpenSupportChat, useSupportConversation } from '@khela/api';
import { MESSAGES, dhakaTime, type ChatMessage } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, ChatComposer, ChatThread, EmptyState, Icon, IconButton, Spinner } from '@khela/ui';

/** The conversation takes the whole screen above everything but dialogs, so the composer sits at the bottom. */
const Layer = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  top: 0;
  z-index: ${({ theme }) => theme.z.fab - 10};
  display: flex;
  flex-direction: column;
  height: 100vh;
  height: 100dvh;
  background: ${({ theme }) => theme.colors.bg};
`;

const Bar = styled.header`
  flex: 0 0 auto;
  display: grid;
  grid-template-columns: 44px 1fr 44px;
  align-items: center;
  min-height: 56px;
  padding: 0 ${({ theme }) => theme.space(1)};
  padding-top: env(safe-area-inset-top, 0px);
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Who = styled.div`
  min-width: 0;
  text-align: center;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size};
    font-weight: 700;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  small {
    display: block;
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Closed = styled.p`
  flex: 0 0 auto;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: rgba(245, 158, 11, 0.12);
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.font.sizeSm};
  text-align: center;
`;

const SendError = styled.p`
  flex: 0 0 auto;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: rgba(240, 68, 90, 0.12);
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const Center = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** Height of the visible area: on phones the keyboard shrinks it, and the composer must stay above the keyboard. */
function useVisibleHeight(): number | null {
  const [h, setH] = useState<number | null>(null);
  useEffect(() => {
    const vv = window.visualViewport;
    if (!vv) return;
    const on = () => setH(Math.round(vv.height));
    on();
    vv.addEventListener('resize', on);
    return () => vv.removeEventListener('resize', on);
  }, []);
  return h;
}

function Header({ title, subtitle }: { title: string; subtitle?: string }) {
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/chat-list', { replace: true });
  };
  return (
    <Bar>
      <IconButton label={t('back')} onClick={back} data-testid="chat-back">
        <Icon name="back" size={24} />
      </IconButton>
      <Who>
        <h1 data-testid="chat-title">{title}</h1>
        {subtitle && <small>{subtitle}</small>}
      </Who>
      <span />
    </Bar>
  );
}

/** /chat-box without an id: opens (or finds) the conversation with the desk, then shows /chat-box/{id}. */
function Opener() {
  const { t } = useTranslation(['support', 'ui']);
  const navigate = useNavigate();
  const onOpened = useCallback((id: number) => navigate(`/chat-box/${id}`, { replace: true }), [navigate]);
  const { failed, retry } = useOpenSupportChat(onOpened);
  return (
    <>
    <Header title={t('support:chat.desk')} />
    <Center data-testid="chat-opening">
      {failed ? (
        <>
          <p>{t('support:chat.openFailed')}</p>
          <Button onClick={retry}>{t('ui:retry')}</Button>
        </>
      ) : (
        <>
          <Spinner size={28} />
          <p>{t('support:chat.opening')}</p>
        </>
      )}
    </Center>
    </>
  );
}

/** One conversation: the thread (live over the socket), read ticks, typing, the composer. */
function Conversation({ chatId }: { chatId: number }) {
  const { t } = useTranslation(['support', 'ui']);
  const msg = useMessage();
  const q = useSupportConversation(chatId);
  const typing = useChatTyping(chatId);
  const [error, setError] = useState<string | null>(null);
  const { messages } = q;
  const chat = q.data?.chat;

  const onSend = async (text: string, image: File | null) => {
    setError(null);
    const r = await q.send(text, image);
    if (!r.ok) setError(r.message ? msg(r.message) : msg(MESSAGES.errorOccurred));
    return r.ok;
  };

  if (q.isError) {
    const err = toApiError(q.error);
    return (
      <>
        <Header title={t('support:chat.desk')} />
        <Center>
          <EmptyState text={err.message ? msg(err.message) : t('ui:noData')} icon="chat" />
        </Center>
      </>
    );
  }

  const closed = chat?.status === 'closed';
  return (
    <>
      <Header title={chat?.other_user || t('support:chat.desk')} subtitle={chat ? (closed ? t('support:chat.statusClosed') : t('support:chat.statusOpen')) : undefined} />
      {closed && <Closed data-testid="chat-closed">{t('support:chat.closedNote')}</Closed>}
      {q.isLoading ? (
        <Center>
          <Spinner size={28} />
        </Center>
      ) : (
        <ChatThread
          messages={messages}
          isMine={(m: ChatMessage) => m.sender === 'player'}
          readUpTo={q.data?.agent_read_id ?? 0}
          typing={typing.typing}
          typingName={typing.name}
          imageUrl={storageUrl}
          formatTime={dhakaTime}
          emptyText={t('support:chat.empty')}
        />
      )}
      {error && (
        <SendError role="alert" data-testid="chat-send-error">
          {error}
        </SendError>
      )}
      <ChatComposer onSend={onSend} onTyping={typing.sayTyping} disabled={q.isLoading} />
    </>
  );
}

/** /chat-box and /chat-box/{chatId} (spec 2 "Support chat"). */
export default function ChatBoxPage() {
  const { chatId } = useParams();
  const height = useVisibleHeight();
  const id = chatId && /^\d+$/.test(chatId) ? Number(chatId) : null;
  return (
    <Layer data-testid="chat-box" style={height ? { height } : undefined}>
      {id === null ? (
        chatId ? (
          <NotFound />
        ) : (
          <Opener />
        )
      ) : (
        <Conversation key={id} chatId={id} />
      )}
    </Layer>
  );
}

function NotFound() {
  const { t } = useTranslation(['support', 'ui']);
  return (
    <>
      <Header title={t('support:chat.desk')} />
      <Center>
        <EmptyState text={t('ui:noData')} icon="chat" />
      </Center>
    </>
  );
}
