import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import type {
  CannedReply,
  ChatMessage,
  DeskChat,
  DeskChatDetail,
  InboxBroadcast,
  Page,
  SendInboxRequest,
  SendInboxResponse,
  InboxAudience,
  LiveEventName,
  LiveEvents,
} from '@khela/domain';
import { acquireLive } from '../live';
import { onLiveEvent, upsertChatMessage, type LiveLifecycle } from '../liveCache';
import { backofficeApi, type PageArgs } from './api';
import type { StaffSessionState } from './session';

/**
 * The console's messages and support desk (apps/server/src/support/*.staff.routes.ts):
 * - messages: send to one player, a segment or everyone, now or scheduled (`messages.send`); the list of what was sent
 *   with its reach and reads (`messages.read`); cancel a scheduled one;
 * - the desk: the queue of conversations, one thread with the player's context, reply (text or image), assign, close,
 *   reopen, read; canned replies (`support.chat`, admins edit the canned list: `support.canned`).
 * Live: the queue and the open thread listen on the console's socket (room `staff:support`) while they are shown;
 * `useDeskTyping(chatId)` gives the player's typing and says the agent's.
 */

type Lifecycle = LiveLifecycle & { dispatch(action: unknown): unknown };

/** While a cache entry lives, run `onEvent` for each push of `event` on the console's socket (room `staff:support`). */
function onStaffLive<K extends LiveEventName>(event: K, life: Lifecycle, onEvent: (data: LiveEvents[K]) => void): Promise<void> {
  return onLiveEvent('staff', (st) => (st as { staffSession: StaffSessionState }).staffSession.token, event, life, onEvent);
}

export type DeskQueue = 'waiting' | 'mine' | 'open' | 'closed';

export interface DeskChatsArgs extends PageArgs {
  /** waiting: open and not answered yet (oldest wait first); mine: assigned to me; open; closed. */
  queue: DeskQueue;
  q?: string;
}

export interface AudienceSizeResponse {
  audience_size: number;
}

export const supportBackofficeApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['Broadcasts', 'DeskChats', 'DeskChat', 'Canned'] }).injectEndpoints({
  endpoints: (b) => ({
    // ------------------------------------------------------------------ messages
    /** POST /api/backoffice/messages: `player_id` for one player, or `audience`; `send_at` later queues it. */
    boSendMessage: b.mutation<SendInboxResponse, SendInboxRequest>({
      query: (body) => ({ url: '/api/backoffice/messages', method: 'POST', body }),
      invalidatesTags: ['Broadcasts', 'Audit'],
    }),
    /** POST /api/backoffice/messages/audience: how many players an audience holds now (before sending). */
    boAudienceSize: b.mutation<AudienceSizeResponse, InboxAudience>({
      query: (audience) => ({ url: '/api/backoffice/messages/audience', method: 'POST', body: { audience } }),
    }),
    boMessages: b.query<Page<InboxBroadcast>, PageArgs & { status?: 'scheduled' | 'sent' | 'cancelled' }>({
      query: (params) => ({ url: '/api/backoffice/messages', params }),
      providesTags: ['Broadcasts'],
    }),
    /** POST /api/backoffice/messages/{id}/cancel: a scheduled message not sent yet. */
    boCancelMessage: b.mutation<InboxBroadcast, number>({
      query: (id) => ({ url: `/api/backoffice/messages/${id}/cancel`, method: 'POST', body: {} }),
      invalidatesTags: ['Broadcasts', 'Audit'],
    }),

    // ------------------------------------------------------------------ the desk
    boDeskChats: b.query<Page<DeskChat> & { counts: Record<DeskQueue, number> }, DeskChatsArgs>({
      query: (params) => ({ url: '/api/backoffice/support/chats', params }),
      providesTags: ['DeskChats'],
      async onCacheEntryAdded(_arg, life) {
        await onStaffLive('desk.chat', life, () => life.dispatch(supportBackofficeApi.util.invalidateTags(['DeskChats'])));
      },
    }),
    /** One conversation with the player's context. Messages, the player's read mark and typing arrive live. */
    boDeskChat: b.query<DeskChatDetail, number>({
      query: (id) => `/api/backoffice/support/chats/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'DeskChat', id }],
      async onCacheEntryAdded(id, life) {
        await Promise.all([
          onStaffLive('desk.chat', life, (d) => {
            if (d.chat_id !== id) return;
            if (d.what === 'message' && d.message) {
              const m = d.message;
              life.updateCachedData((draft) => upsertChatMessage(draft.messages, m));
            } else life.dispatch(supportBackofficeApi.util.invalidateTags([{ type: 'DeskChat', id }]));
          }),
          onStaffLive('chat.read', life, (d) => {
            if (d.chat_id === id && d.who === 'player') life.updateCachedData((draft) => void (draft.player_read_id = Math.max(draft.player_read_id, d.last_read_id)));
          }),
        ]);
      },
    }),
    /** Older messages of a conversation, before a message id. */
    boDeskChatBefore: b.query<{ messages: ChatMessage[]; has_more: boolean }, { id: number; before: number }>({
      query: ({ id, before }) => ({ url: `/api/backoffice/support/chats/${id}/messages`, params: { before } }),
    }),
    /** POST …/chats/{id}/messages: an agent's reply (JSON, or multipart with an `image`). Takes the conversation if no one has. */
    boDeskReply: b.mutation<{ data: ChatMessage }, { id: number; content: string; client_id?: string; image?: File | null }>({
      query: ({ id, content, client_id, image }) => {
        if (image) {
          const body = new FormData();
          body.append('content', content);
          if (client_id) body.append('client_id', client_id);
          body.append('image', image, image.name);
          return { url: `/api/backoffice/support/chats/${id}/messages`, method: 'POST', body };
        }
        return { url: `/api/backoffice/support/chats/${id}/messages`, method: 'POST', body: { content, ...(client_id ? { client_id } : {}) } };
      },
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const res = await queryFulfilled.catch(() => null);
        if (res) dispatch(supportBackofficeApi.util.updateQueryData('boDeskChat', id, (draft) => upsertChatMessage(draft.messages, res.data.data)));
      },
      invalidatesTags: ['DeskChats'],
    }),
    /** Assign to a staff member (support or admin), or `staff_id: null` to put it back in the queue; omitted = me. */
    boDeskAssign: b.mutation<DeskChat, { id: number; staff_id?: number | null }>({
      query: ({ id, ...body }) => ({ url: `/api/backoffice/support/chats/${id}/assign`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => ['DeskChats', { type: 'DeskChat', id }],
    }),
    boDeskClose: b.mutation<DeskChat, number>({
      query: (id) => ({ url: `/api/backoffice/support/chats/${id}/close`, method: 'POST', body: {} }),
      invalidatesTags: (_r, _e, id) => ['DeskChats', { type: 'DeskChat', id }],
    }),
    boDeskReopen: b.mutation<DeskChat, number>({
      query: (id) => ({ url: `/api/backoffice/support/chats/${id}/reopen`, method: 'POST', body: {} }),
      invalidatesTags: (_r, _e, id) => ['DeskChats', { type: 'DeskChat', id }],
    }),
    /** The agents saw the thread up to now (the player sees "read"). */
    boDeskRead: b.mutation<{ success: true; last_read_id: number }, number>({
      query: (id) => ({ url: `/api/backoffice/support/chats/${id}/read`, method: 'POST', body: {} }),
      invalidatesTags: ['DeskChats'],
    }),
    /** Staff who may answer chats (for assignment). */
    boDeskAgents: b.query<{ id: number; username: string; role: string }[], void>({
      query: () => '/api/backoffice/support/agents',
    }),
    boCanned: b.query<CannedReply[], void>({
      query: () => '/api/backoffice/support/canned',
      providesTags: ['Canned'],
    }),
    boSaveCanned: b.mutation<CannedReply, Omit<CannedReply, 'id'> & { id?: number }>({
      query: ({ id, ...body }) => (id ? { url: `/api/backoffice/support/canned/${id}`, method: 'PUT', body } : { url: '/api/backoffice/support/canned', method: 'POST', body }),
      invalidatesTags: ['Canned', 'Audit'],
    }),
    boDeleteCanned: b.mutation<{ success: true }, number>({
      query: (id) => ({ url: `/api/backoffice/support/canned/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Canned', 'Audit'],
    }),
  }),
});

export const {
  useBoSendMessageMutation,
  useBoAudienceSizeMutation,
  useBoMessagesQuery,
  useBoCancelMessageMutation,
  useBoDeskChatsQuery,
  useBoDeskChatQuery,
  useLazyBoDeskChatBeforeQuery,
  useBoDeskReplyMutation,
  useBoDeskAssignMutation,
  useBoDeskCloseMutation,
  useBoDeskReopenMutation,
  useBoDeskReadMutation,
  useBoDeskAgentsQuery,
  useBoCannedQuery,
  useBoSaveCannedMutation,
  useBoDeleteCannedMutation,
} = supportBackofficeApi;

const TYPING_SHOWN_MS = 4_000;

/** The player's typing in one conversation (`typing` for 4 s after each push) and `sayTyping()` for the agent's. */
export function useDeskTyping(chatId: number | null): { typing: boolean; sayTyping: () => void } {
  const token = useSelector((s: { staffSession: StaffSessionState }) => s.staffSession.token);
  const [typing, setTyping] = useState(false);
  const [client, setClient] = useState<ReturnType<typeof acquireLive>['client'] | null>(null);
  // The last time the agent's typing was sent (a ref: throttling must not re-render the composer).
  const last = useRef(0);
  useEffect(() => {
    if (!token || chatId === null) return;
    const live = acquireLive(token, 'staff');
    setClient(live.client);
    let timer: ReturnType<typeof setTimeout> | null = null;
    const off = live.client.on('chat.typing', (d) => {
      if (d.chat_id !== chatId || d.who !== 'player') return;
      setTyping(true);
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
    });
    const offMsg = live.client.on('desk.chat', (d) => {
      if (d.chat_id === chatId && d.message?.sender === 'player') setTyping(false);
    });
    return () => {
      off();
      offMsg();
      if (timer) clearTimeout(timer);
      setClient(null);
      live.release();
    };
  }, [token, chatId]);
  const sayTyping = () => {
    const now = Date.now();
    if (!client || chatId === null || now - last.current < 1_000) return;
    last.current = now;
    client.typing(chatId);
  };
  return { typing, sayTyping };
}
