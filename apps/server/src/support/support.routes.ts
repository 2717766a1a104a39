import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { CHAT_IMAGE_MAX_BYTES, MESSAGES } from '@khela/domain';
import type { AuthService } from '../auth/auth.service';
import type { RateLimits } from '../shared/rate-limit';
import { AppError } from '../shared/errors';
import { checkRemoteId, me, requireAuth } from '../shared/http';
import { IdParams, typed } from '../shared/route-schema';
import type { ChatSend, ChatService } from './chat.service';
import type { InboxService } from './inbox.service';
import {
  BeforeQuery,
  ChatIdParams,
  ChatMessagesSchema,
  ChatReadSchema,
  GetChatsSchema,
  ImageParams,
  InboxBulkBody,
  InboxChangeSchema,
  InboxOneSchema,
  InboxPageSchema,
  InboxQuery,
  OpenChatBody,
  OpenChatSchema,
  SendMessageBody,
  SendMessageSchema,
  UnreadSchema,
} from './support.schemas';

/** A path or body id: anything that cannot be one is not found. */
export function readId(raw: unknown): bigint {
  const s = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,18}$/.test(s) || /^0+$/.test(s)) throw AppError.notFound();
  return BigInt(s);
}

const SEND_FIELDS = new Set(['chat_id', 'sender_id', 'content', 'client_id']);

/**
 * A chat message as JSON (`{chat_id, content, client_id?, sender_id?}`) or multipart/form-data (the same fields and
 * one `image` file, at most 5 MB, its type read from its bytes later). Unknown fields and wrong types are a 400.
 */
export async function readChatSend(req: FastifyRequest, fields = SEND_FIELDS): Promise<{ values: Record<string, string>; send: ChatSend }> {
  const values: Record<string, string> = {};
  let image: Uint8Array | null = null;
  if (req.isMultipart()) {
    try {
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'image' || image) throw AppError.badRequest();
          image = await part.toBuffer();
        } else {
          if (!fields.has(part.fieldname) || typeof part.value !== 'string') throw AppError.badRequest();
          values[part.fieldname] = part.value;
        }
      }
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.validation({ image: [MESSAGES.chatImageTooLarge] }, MESSAGES.chatImageTooLarge);
      if (err instanceof AppError) throw err;
      throw AppError.badRequest();
    }
  } else {
    const b = req.body;
    if (!b || typeof b !== 'object' || Array.isArray(b)) throw AppError.badRequest();
    for (const [k, v] of Object.entries(b as Record<string, unknown>)) {
      if (!fields.has(k)) throw new AppError('bad_request', MESSAGES.badRequest, { [k]: [MESSAGES.unknownField] });
      if (v === null) continue;
      if (typeof v === 'number' && k !== 'content' && k !== 'client_id') values[k] = String(v);
      else if (typeof v === 'string') values[k] = v;
      else throw new AppError('bad_request', MESSAGES.badRequest, { [k]: [MESSAGES.wrongType] });
    }
  }
  return { values, send: { content: values.content ?? '', client_id: values.client_id, image } };
}

/**
 * The player's inbox and support chat (spec 2 §7): inbox?remote_id&page, inbox/{id}, PATCH inbox/{id}/read,
 * DELETE inbox/{id} (and inbox/unread, inbox/bulk), get-chats, POST chats, chats/{chatId}/messages, POST messages,
 * and the chat images. Everything is scoped to the token's player: another player's message or chat is a 403.
 */
export async function registerSupportRoutes(app: FastifyInstance, auth: AuthService, inbox: InboxService, chat: ChatService, limits: RateLimits): Promise<void> {
  const r = typed(app);
  const secured = { preValidation: requireAuth(auth) };
  const security = [{ bearer: [] }];
  const tags = ['player'];

  r.get('/api/inbox', { ...secured, schema: { tags, summary: "the player's inbox, newest first, 20 a page, with the unread count", security, querystring: InboxQuery, response: { 200: InboxPageSchema } } }, async (req) => {
    checkRemoteId(req, req.query.remote_id);
    return inbox.page(me(req).playerId, req.query.page);
  });
  r.get('/api/inbox/unread', { ...secured, schema: { tags, summary: 'unread inbox messages (the header badge)', security, response: { 200: UnreadSchema } } }, async (req) => ({
    success: true as const,
    unread: await inbox.unread(me(req).playerId),
  }));
  r.get('/api/inbox/:id', { ...secured, schema: { tags, summary: 'one message (opening it marks it read)', security, params: IdParams, response: { 200: InboxOneSchema } } }, async (req) =>
    inbox.open(me(req).playerId, readId(req.params.id)),
  );
  r.patch('/api/inbox/:id/read', { ...secured, schema: { tags, summary: 'mark a message read', security, params: IdParams, response: { 200: InboxChangeSchema } } }, async (req) =>
    inbox.change(me(req).playerId, [readId(req.params.id)], 'read'),
  );
  r.delete('/api/inbox/:id', { ...secured, schema: { tags, summary: 'delete a message (permanent)', security, params: IdParams, response: { 200: InboxChangeSchema } } }, async (req) =>
    inbox.change(me(req).playerId, [readId(req.params.id)], 'delete'),
  );
  r.post('/api/inbox/bulk', { ...secured, schema: { tags, summary: "mark read or delete several of the player's messages", security, body: InboxBulkBody, response: { 200: InboxChangeSchema } } }, async (req) => {
    const { ids, action } = req.body;
    if (!ids || !action) throw AppError.badRequest();
    return inbox.change(me(req).playerId, ids.map((i) => BigInt(i)), action);
  });

  r.get('/api/get-chats', { ...secured, schema: { tags, summary: "the player's conversations with the support desk and their unread count", security, response: { 200: GetChatsSchema } } }, async (req) =>
    chat.chats(me(req).playerId),
  );
  r.post('/api/chats', { ...secured, schema: { tags, summary: 'open the conversation with the support desk (or answer the open one)', security, body: OpenChatBody, response: { 200: OpenChatSchema } } }, async (req) => {
    checkRemoteId(req, req.body.user_one_id);
    return chat.open(me(req).playerId);
  });
  r.get(
    '/api/chats/:chatId/messages',
    { ...secured, schema: { tags, summary: 'a conversation, oldest first (50 at a time; reading marks the replies read)', security, params: ChatIdParams, querystring: BeforeQuery, response: { 200: ChatMessagesSchema } } },
    async (req) => chat.thread(me(req).playerId, readId(req.params.chatId), req.query.before ? readId(req.query.before) : undefined),
  );
  r.post('/api/chats/:chatId/read', { ...secured, schema: { tags, summary: 'the player saw the conversation up to now', security, params: ChatIdParams, response: { 200: ChatReadSchema } } }, async (req) =>
    chat.playerRead(me(req).playerId, readId(req.params.chatId)),
  );
  r.get('/api/chat-images/:key', { schema: { tags, summary: 'an image attached to a chat message (by its unguessable key)', params: ImageParams } }, async (req, reply) => {
    const img = await chat.image(req.params.key);
    return reply.header('content-type', img.content_type).header('cache-control', 'private, max-age=31536000, immutable').header('x-content-type-options', 'nosniff').send(Buffer.from(img.data));
  });

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: CHAT_IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 5 } });
    typed(scope).post(
      '/api/messages',
      {
        preValidation: requireAuth(auth),
        schema: { tags, summary: 'send a message (JSON, or multipart with an image); the sender is the token, sender_id is ignored', security, body: SendMessageBody, response: { 200: SendMessageSchema } },
        // The body is JSON or a multipart stream: readChatSend checks it either way.
        validatorCompiler: () => () => true,
      },
      async (req) => {
        const { values, send } = await readChatSend(req);
        await limits.consume('chatSendPerPlayer', String(me(req).playerId));
        return chat.playerSend(me(req).playerId, readId(values.chat_id), send);
      },
    );
  });
}
