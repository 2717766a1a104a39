import type {
  CannedReply,
  ChatMessage,
  ChatMessagesResponse,
  ChatSummary,
  DeskChat,
  DeskChatDetail,
  GetChatsResponse,
  InboxBroadcast,
  InboxChangeResponse,
  InboxMessage,
  InboxMessageResponse,
  InboxPageResponse,
  OpenChatResponse,
  SendChatMessageResponse,
  SendInboxResponse,
} from '@khela/domain';
import { Money, Nullable, Type, body, optionalBody, query, textOrNumber, wire } from '../shared/route-schema';

const Status = Type.Union([Type.Literal('open'), Type.Literal('closed')]);

const InboxMessageSchema = wire<InboxMessage>()(
  Type.Object({
    id: Type.Integer(),
    kind: Type.Union([Type.Literal('operator'), Type.Literal('system')]),
    title: Type.String(),
    message: Type.String(),
    title_bn: Type.String(),
    message_bn: Type.String(),
    is_read: Type.Boolean(),
    created_at: Type.String({ format: 'date-time' }),
  }),
);

export const InboxPageSchema = wire<InboxPageResponse>()(
  Type.Object({
    success: Type.Literal(true),
    data: Type.Object({
      data: Type.Array(InboxMessageSchema),
      current_page: Type.Integer(),
      last_page: Type.Integer(),
      per_page: Type.Integer(),
      total: Type.Integer(),
    }),
    unread: Type.Integer(),
  }),
);
export const InboxOneSchema = wire<InboxMessageResponse>()(Type.Object({ success: Type.Literal(true), data: InboxMessageSchema }));
export const InboxChangeSchema = wire<InboxChangeResponse>()(Type.Object({ success: Type.Literal(true), changed: Type.Integer(), unread: Type.Integer() }));
export const UnreadSchema = Type.Object({ success: Type.Literal(true), unread: Type.Integer() });
export const InboxQuery = query(['remote_id', 'page'], { page: 'page number, 20 messages a page' });
export const InboxBulkBody = body({
  ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }),
  action: Type.Union([Type.Literal('read'), Type.Literal('delete')]),
});

const ChatMessageSchema = wire<ChatMessage>()(
  Type.Object({
    id: Type.Integer(),
    chat_id: Type.Integer(),
    sender_id: Type.Integer(),
    sender: Type.Union([Type.Literal('player'), Type.Literal('agent'), Type.Literal('system')]),
    sender_name: Nullable(Type.String()),
    content: Type.String(),
    image: Nullable(Type.String()),
    created_at: Type.String({ format: 'date-time' }),
  }),
);
const ChatSummarySchema = wire<ChatSummary>()(
  Type.Object({
    chat_id: Type.Integer(),
    other_user: Type.String(),
    last_message: Nullable(ChatMessageSchema),
    status: Status,
    unread: Type.Integer(),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  }),
);
export const GetChatsSchema = wire<GetChatsResponse>()(Type.Object({ chats: Type.Array(ChatSummarySchema), unread: Type.Integer() }));
export const OpenChatSchema = wire<OpenChatResponse>()(Type.Object({ chat: Type.Object({ id: Type.Integer(), status: Status, created: Type.Boolean() }) }));
export const OpenChatBody = optionalBody({
  user_one_id: textOrNumber({ description: "the player's id (must be the token's player)" }),
  user_two_id: textOrNumber({ description: 'ignored: the conversation is always with the support desk' }),
});
export const ChatMessagesSchema = wire<ChatMessagesResponse>()(
  Type.Object({ messages: Type.Array(ChatMessageSchema), chat: ChatSummarySchema, agent_read_id: Type.Integer(), has_more: Type.Boolean() }),
);
export const ChatReadSchema = Type.Object({ success: Type.Literal(true), last_read_id: Type.Integer() });
export const BeforeQuery = query(['before'], { before: 'older messages: those before this message id' });
export const SendMessageSchema = wire<SendChatMessageResponse>()(Type.Object({ data: ChatMessageSchema }));
/** For the docs: JSON, or multipart/form-data with the same fields and an `image` file part. */
export const SendMessageBody = body({
  chat_id: textOrNumber(),
  sender_id: textOrNumber({ description: 'ignored: the sender is the token' }),
  content: Type.String({ maxLength: 4000 }),
  client_id: Type.String({ maxLength: 64, description: 'a retried send with the same id answers the first message' }),
});
export const ChatIdParams = Type.Object({ chatId: Type.String({ maxLength: 40 }) });
export const ImageParams = Type.Object({ key: Type.String({ maxLength: 64 }) });

// ------------------------------------------------------------------ the console
const Audience = Type.Unknown({ description: "{kind:'player', player_id} | {kind:'all'} | {kind:'segment', vip_levels?, registered_from?, registered_to?, deposited?, currency?}" });
/** The audience of a sent or queued message, as the console reads it back (the body's audience is read by the service). */
const AudienceAnswer = Type.Union([
  Type.Object({ kind: Type.Literal('player'), player_id: Type.Integer() }),
  Type.Object({ kind: Type.Literal('all') }),
  Type.Object({
    kind: Type.Literal('segment'),
    vip_levels: Type.Optional(Type.Array(Type.Integer())),
    registered_from: Type.Optional(Type.String()),
    registered_to: Type.Optional(Type.String()),
    deposited: Type.Optional(Type.Boolean()),
    currency: Type.Optional(Type.Union([Type.Literal('BDT'), Type.Literal('INR'), Type.Literal('PKR')])),
  }),
]);
export const BroadcastSchema = wire<InboxBroadcast>()(
  Type.Object({
    id: Type.Integer(),
    audience: AudienceAnswer,
    title: Type.String(),
    message: Type.String(),
    title_bn: Type.String(),
    message_bn: Type.String(),
    status: Type.Union([Type.Literal('scheduled'), Type.Literal('sent'), Type.Literal('cancelled')]),
    send_at: Type.String({ format: 'date-time' }),
    sent_at: Nullable(Type.String({ format: 'date-time' })),
    recipients: Type.Integer(),
    read_count: Type.Integer(),
    created_by: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  }),
);
export const SendInboxBody = body({
  player_id: textOrNumber({ description: 'one player (instead of audience)' }),
  audience: Audience,
  title: Type.String({ maxLength: 1000 }),
  message: Type.String({ maxLength: 20000 }),
  title_bn: Type.String({ maxLength: 1000 }),
  message_bn: Type.String({ maxLength: 20000 }),
  send_at: Type.String({ maxLength: 40, description: 'ISO time; later than now queues the message' }),
});
export const SendInboxSchema = wire<SendInboxResponse>()(Type.Object({ broadcast: BroadcastSchema, audience_size: Type.Integer() }));
export const AudienceBody = body({ audience: Audience });
export const AudienceSizeSchema = Type.Object({ audience_size: Type.Integer() });
export const BroadcastPage = Type.Object({ data: Type.Array(BroadcastSchema), page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer() });

export const DeskChatSchema = wire<DeskChat>()(
  Type.Object({
    id: Type.Integer(),
    player_id: Type.Integer(),
    username: Type.String(),
    status: Status,
    assigned_to: Nullable(Type.Integer()),
    assigned_name: Nullable(Type.String()),
    last_message: Nullable(ChatMessageSchema),
    waiting_since: Nullable(Type.String({ format: 'date-time' })),
    unread: Type.Integer(),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
    closed_at: Nullable(Type.String({ format: 'date-time' })),
  }),
);
const Counts = Type.Object({ waiting: Type.Integer(), mine: Type.Integer(), open: Type.Integer(), closed: Type.Integer() });
export const DeskPage = Type.Object({ data: Type.Array(DeskChatSchema), page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer(), counts: Counts });
const MoneyRow = Type.Object({ id: Type.Integer(), amount: Money, status: Type.String(), method: Type.String(), created_at: Type.String({ format: 'date-time' }) });
export const DeskDetailSchema = wire<DeskChatDetail>()(
  Type.Object({
    chat: DeskChatSchema,
    messages: Type.Array(ChatMessageSchema),
    player_read_id: Type.Integer(),
    has_more: Type.Boolean(),
    player: Type.Object({
      id: Type.Integer(),
      username: Type.String(),
      name: Nullable(Type.String()),
      phone: Nullable(Type.String()),
      email: Nullable(Type.String()),
      currency: Type.String(),
      status: Type.String(),
      balance: Money,
      phone_verified: Type.Boolean(),
      email_verified: Type.Boolean(),
      vip_level: Type.String(),
      created_at: Type.String({ format: 'date-time' }),
      last_login_at: Nullable(Type.String({ format: 'date-time' })),
      deposits: Type.Array(MoneyRow),
      withdrawals: Type.Array(MoneyRow),
    }),
  }),
);
export const DeskBeforeSchema = Type.Object({ messages: Type.Array(ChatMessageSchema), has_more: Type.Boolean() });
export const DeskQuery = query(['queue', 'q', 'page', 'per_page'], { queue: 'waiting | mine | open | closed' });
export const AssignBody = optionalBody({ staff_id: Nullable(Type.Integer({ minimum: 1 })) });
export const AgentsSchema = Type.Array(Type.Object({ id: Type.Integer(), username: Type.String(), role: Type.String() }));
export const CannedSchema = wire<CannedReply>()(Type.Object({ id: Type.Integer(), title: Type.String(), body: Type.String(), body_bn: Type.String() }));
export const CannedBody = body({ title: Type.String({ maxLength: 500 }), body: Type.String({ maxLength: 10000 }), body_bn: Type.String({ maxLength: 10000 }) });
