import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import type {
  ChatMessagesResponse,
  GetChatsResponse,
  InboxBulkRequest,
  InboxChangeResponse,
  InboxMessageResponse,
  InboxPageResponse,
  LiveEventName,
  LiveEvents,
  OpenChatResponse,
  SendChatMessageResponse,
} from '@khela/domain';
import { SUPPORT_DESK_USER_ID } from '@khela/domain';
import { api } from '../api';
import { acquireLive } from '../live';
import { onLiveEvent, upsertChatMessage, type LiveLifecycle } from '../liveCache';
import type { SessionState } from '../session';

type Lifecycle = LiveLifecycle & { dispatch(action: unknown): unknown };

/** While a cache entry lives, run `onEvent` for each push of `event` on the player's socket. */
function onLive<K extends LiveEventName>(event: K, life: Lifecycle, onEvent: (data: LiveEvents[K]) => void): Promise<void> {
  return onLiveEvent('player', (st) => (st as { session: SessionState }).session.token, event, life, onEvent);
}

/** `inbox.changed`: a count for this player refetches at once; a broadcast (count null) after a random pause of up to
 *  5 s, so thousands of phones do not ask in the same second. */
function refetchInbox(life: Lifecycle) {
  return onLive('inbox.changed', life, (d) => {
    const go = () => life.dispatch(api.util.invalidateTags(['Inbox']));
    if (d.unread === null) setTimeout(go, Math.random() * 5_000);
    else go();
  });
}

export interface SendChatArgs {
  chat_id: number;
  content: string;
  /** A retried send with the same id answers the first message (make one per message: `newRequestId()`). */
  client_id?: string;
  /** An image (JPEG, PNG or WebP, at most 5 MB): sent as multipart/form-data. */
  image?: File | null;
}

/** The inbox and the support chat (spec 2 "Inbox", "Support chat", §7). */
export const supportApi = api.injectEndpoints({
  endpoints: (b) => ({
    /** GET /api/inbox?remote_id&page: `data.data`, `data.last_page`, and `unread`. Poll it every INBOX_POLL_MS as the
     *  spec does; `inbox.changed` on the socket refetches it at once. */
    getInbox: b.query<InboxPageResponse, { remote_id: number; page?: number }>({
      query: (params) => ({ url: '/api/inbox', params }),
      providesTags: ['Inbox'],
      onCacheEntryAdded: (_arg, life) => refetchInbox(life),
    }),
    /** GET /api/inbox/unread: the header badge's count. */
    getInboxUnread: b.query<number, void>({
      query: () => ({ url: '/api/inbox/unread' }),
      transformResponse: (r: { unread: number }) => r.unread,
      providesTags: ['Inbox'],
      onCacheEntryAdded: (_arg, life) => refetchInbox(life),
    }),
    /** GET /api/inbox/{id}: the whole message; opening it marks it read (the list and badge refetch). */
    getInboxMessage: b.query<InboxMessageResponse, number>({
      query: (id) => ({ url: `/api/inbox/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'InboxMessage', id }],
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(() => true).catch(() => false);
        if (ok) dispatch(api.util.invalidateTags(['Inbox']));
      },
    }),
    /** PATCH /api/inbox/{id}/read */
    markInboxRead: b.mutation<InboxChangeResponse, number>({
      query: (id) => ({ url: `/api/inbox/${id}/read`, method: 'PATCH' }),
      invalidatesTags: ['Inbox'],
    }),
    /** DELETE /api/inbox/{id}: permanent. */
    deleteInboxMessage: b.mutation<InboxChangeResponse, number>({
      query: (id) => ({ url: `/api/inbox/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => ['Inbox', { type: 'InboxMessage', id }],
    }),
    /** POST /api/inbox/bulk: the selection's Read or Delete in one call (only the player's own messages change). */
    bulkInbox: b.mutation<InboxChangeResponse, InboxBulkRequest>({
      query: (body) => ({ url: '/api/inbox/bulk', method: 'POST', body }),
      invalidatesTags: ['Inbox'],
    }),

    /** GET /api/get-chats: the player's conversations with the desk, newest first, and their unread count. */
    getChats: b.query<GetChatsResponse, void>({
      query: () => ({ url: '/api/get-chats' }),
      providesTags: ['Chats'],
      async onCacheEntryAdded(_arg, life) {
        const again = () => life.dispatch(api.util.invalidateTags(['Chats']));
        await Promise.all([onLive('chat.message', life, again), onLive('chat.status', life, again), onLive('chat.read', life, again)]);
      },
    }),
    /** POST /api/chats: opens the conversation with the support desk, or answers the one already open. */
    openChat: b.mutation<OpenChatResponse, { user_one_id: number; user_two_id?: number }>({
      query: (body) => ({ url: '/api/chats', method: 'POST', body: { user_two_id: SUPPORT_DESK_USER_ID, ...body } }),
      invalidatesTags: ['Chats'],
    }),
    /** GET /api/chats/{chatId}/messages: the thread (reading it marks the agents' messages read). New messages, the
     *  agents' read mark and the status arrive over the socket into this cache entry. */
    getChatMessages: b.query<ChatMessagesResponse, number>({
      query: (chatId) => ({ url: `/api/chats/${chatId}/messages` }),
      providesTags: (_r, _e, id) => [{ type: 'Chats', id }],
      async onCacheEntryAdded(chatId, life) {
        const { updateCachedData } = life;
        await Promise.all([
          onLive('chat.message', life, (d) => {
            if (d.chat_id === chatId) updateCachedData((draft) => upsertChatMessage(draft.messages, d.message));
          }),
          onLive('chat.read', life, (d) => {
            if (d.chat_id === chatId && d.who === 'agent') updateCachedData((draft) => void (draft.agent_read_id = Math.max(draft.agent_read_id, d.last_read_id)));
          }),
          onLive('chat.status', life, (d) => {
            if (d.chat_id === chatId) updateCachedData((draft) => void (draft.chat.status = d.status));
          }),
        ]);
      },
    }),
    /** POST /api/chats/{chatId}/read: the player saw the thread up to now (the agents see "read"). */
    markChatRead: b.mutation<{ success: true; last_read_id: number }, number>({
      query: (chatId) => ({ url: `/api/chats/${chatId}/read`, method: 'POST' }),
      invalidatesTags: ['Chats'],
    }),
    /** POST /api/messages: JSON, or multipart/form-data with an `image`. The server takes the sender from the token. */
    sendChatMessage: b.mutation<SendChatMessageResponse, SendChatArgs>({
      query: ({ chat_id, content, client_id, image }) => {
        if (image) {
          const body = new FormData();
          body.append('chat_id', String(chat_id));
          body.append('content', content);
          if (client_id) body.append('client_id', client_id);
          body.append('image', image, image.name);
          return { url: '/api/messages', method: 'POST', body };
        }
        return { url: '/api/messages', method: 'POST', body: { chat_id, content, ...(client_id ? { client_id } : {}) } };
      },
      async onQueryStarted({ chat_id }, { dispatch, queryFulfilled }) {
        const res = await queryFulfilled.catch(() => null);
        if (!res) return;
        dispatch(supportApi.util.updateQueryData('getChatMessages', chat_id, (draft) => upsertChatMessage(draft.messages, res.data.data)));
        dispatch(api.util.invalidateTags(['Chats']));
      },
    }),
  }),
});

export const {
  useGetInboxQuery,
  useGetInboxUnreadQuery,
  useGetInboxMessageQuery,
  useMarkInboxReadMutation,
  useDeleteInboxMessageMutation,
  useBulkInboxMutation,
  useGetChatsQuery,
  useOpenChatMutation,
  useGetChatMessagesQuery,
  useMarkChatReadMutation,
  useSendChatMessageMutation,
} = supportApi;

const TYPING_SHOWN_MS = 4_000;

/**
 * Typing, both ways, for one conversation: `typing` is true while the agent typed in the last 4 s; call
 * `sayTyping()` on each keystroke (sent at most once a second).
 */
export function useChatTyping(chatId: number | null): { typing: boolean; name: string | null; sayTyping: () => void } {
  const token = useSelector((s: { session: SessionState }) => s.session.token);
  const [state, setState] = useState<{ typing: boolean; name: string | null }>({ typing: false, name: null });
  const clientRef = useRef<ReturnType<typeof acquireLive>['client'] | null>(null);
  const lastSent = useRef(0);
  useEffect(() => {
    if (!token || chatId === null) return;
    const { client, release } = acquireLive(token);
    clientRef.current = client;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const offTyping = client.on('chat.typing', (d) => {
      if (d.chat_id !== chatId || d.who !== 'agent') return;
      setState({ typing: true, name: d.name });
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => setState((s) => ({ ...s, typing: false })), TYPING_SHOWN_MS);
    });
    // A message from the agent ends their typing.
    const offMessage = client.on('chat.message', (d) => {
      if (d.chat_id === chatId && d.message.sender === 'agent') setState((s) => ({ ...s, typing: false }));
    });
    return () => {
      offTyping();
      offMessage();
      if (timer) clearTimeout(timer);
      clientRef.current = null;
      release();
    };
  }, [token, chatId]);
  const sayTyping = () => {
    const now = Date.now();
    if (chatId === null || now - lastSent.current < 1_000) return;
    lastSent.current = now;
    clientRef.current?.typing(chatId);
  };
  return { ...state, sayTyping };
}
