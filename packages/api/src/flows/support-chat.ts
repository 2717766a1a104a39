import { useCallback, useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { newRequestId } from '../requestId';
import { selectSession } from '../session';
import { toApiError } from '../baseQuery';
import { useGetChatMessagesQuery, useMarkChatReadMutation, useOpenChatMutation, useSendChatMessageMutation } from '../endpoints/support';

/**
 * /chat-box without an id, on both apps: open (or find) the player's conversation with the desk once, then
 * `onOpened(id)` (the page replaces its address with /chat-box/{id}). `retry` tries again after a failure.
 */
export function useOpenSupportChat(onOpened: (chatId: number) => void): { failed: boolean; retry: () => void } {
  const { remoteId } = useSelector(selectSession);
  const [open, state] = useOpenChatMutation();
  const started = useRef(false);
  const go = useCallback(async () => {
    if (!remoteId) return;
    try {
      const res = await open({ user_one_id: remoteId }).unwrap();
      onOpened(res.chat.id);
    } catch {
      /* state.isError says so */
    }
  }, [open, remoteId, onOpened]);
  useEffect(() => {
    if (started.current || !remoteId) return;
    started.current = true;
    void go();
  }, [go, remoteId]);
  return { failed: state.isError, retry: () => void go() };
}

/**
 * One conversation's behaviour, on both apps: the live thread, the desk told the player saw its messages (when a new
 * agent message arrives while the page is visible, and when the page becomes visible again), and `send` with a fresh
 * client id per message (a retried request is answered once). `send` resolves to null when sent, else the server's
 * message (or null message: a network failure) for the page to show its way.
 */
export function useSupportConversation(chatId: number) {
  const query = useGetChatMessagesQuery(chatId);
  const [sendMessage] = useSendChatMessageMutation();
  const [markRead] = useMarkChatReadMutation();
  const messages = query.data?.messages ?? [];
  let lastAgentId = 0;
  for (const m of messages) if (m.sender !== 'player' && m.id > lastAgentId) lastAgentId = m.id;

  const marked = useRef(0);
  useEffect(() => {
    if (!query.data || lastAgentId === 0) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || marked.current >= lastAgentId) return;
      marked.current = lastAgentId;
      void markRead(chatId);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    window.addEventListener('focus', mark);
    return () => {
      document.removeEventListener('visibilitychange', mark);
      window.removeEventListener('focus', mark);
    };
  }, [query.data, lastAgentId, chatId, markRead]);

  const send = useCallback(
    async (content: string, image: File | null): Promise<{ ok: true } | { ok: false; message: string | null }> => {
      try {
        await sendMessage({ chat_id: chatId, content, client_id: newRequestId(), image }).unwrap();
        return { ok: true };
      } catch (e) {
        return { ok: false, message: toApiError(e).message };
      }
    },
    [sendMessage, chatId],
  );
  return { ...query, messages, send };
}
