import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { CHAT_IMAGE_MAX_BYTES } from '@khela/domain';
import { IdParams, typed } from '../shared/route-schema';
import type { StaffAccess } from '../staff/console';
import type { ChatService } from './chat.service';
import { readAudience, type InboxService } from './inbox.service';
import { readChatSend, readId } from './support.routes';
import {
  AgentsSchema,
  AssignBody,
  AudienceBody,
  AudienceSizeSchema,
  BeforeQuery,
  BroadcastPage,
  BroadcastSchema,
  CannedBody,
  CannedSchema,
  ChatReadSchema,
  DeskBeforeSchema,
  DeskChatSchema,
  DeskDetailSchema,
  DeskPage,
  DeskQuery,
  SendInboxBody,
  SendInboxSchema,
  SendMessageSchema,
} from './support.schemas';
import { Type, query } from '../shared/route-schema';
import { PAGE_KEYS } from '../staff/console';

/**
 * The console's messages (/api/backoffice/messages: one player, a segment or everyone, now or later) and support desk
 * (/api/backoffice/support/*: the queue, a thread with the player beside it, replies, assignment, close and reopen,
 * read marks, canned replies). Permissions: messages.read / messages.send, support.chat, support.canned. Sending,
 * assigning, closing and the canned list are in the audit log.
 */
export async function registerSupportStaffRoutes(app: FastifyInstance, { can, staff }: StaffAccess, inbox: InboxService, chat: ChatService): Promise<void> {
  const r = typed(app);
  const tags = ['staff'];
  const who = (req: FastifyRequest) => {
    const s = staff(req);
    return { staffId: s.staffId, username: s.username, ip: req.ip };
  };

  // ------------------------------------------------------------------ messages
  r.post('/api/backoffice/messages', { ...can('messages.send'), schema: { tags, summary: 'send a message to one player (player_id), a segment or everyone (audience), now or at send_at', body: SendInboxBody, response: { 200: SendInboxSchema } } }, async (req) => {
    const b = req.body;
    return inbox.send(who(req), { audience: readAudience(b.audience, b.player_id), title: b.title, message: b.message, title_bn: b.title_bn, message_bn: b.message_bn, send_at: b.send_at });
  });
  r.post('/api/backoffice/messages/audience', { ...can('messages.send'), schema: { tags, summary: 'how many players an audience holds now', body: AudienceBody, response: { 200: AudienceSizeSchema } } }, async (req) => ({
    audience_size: await inbox.audienceSize(readAudience(req.body.audience, undefined)),
  }));
  r.get('/api/backoffice/messages', { ...can('messages.read'), schema: { tags, summary: 'messages sent and scheduled, newest first, with their reach and reads', querystring: query(['status', ...PAGE_KEYS]), response: { 200: BroadcastPage } } }, async (req) =>
    inbox.list(req.query),
  );
  r.post('/api/backoffice/messages/:id/cancel', { ...can('messages.send'), schema: { tags, summary: 'cancel a scheduled message not sent yet', params: IdParams, response: { 200: BroadcastSchema } } }, async (req) =>
    inbox.cancel(who(req), readId(req.params.id)),
  );

  // ------------------------------------------------------------------ the desk
  r.get('/api/backoffice/support/chats', { ...can('support.chat'), schema: { tags, summary: 'the queue: waiting (oldest first), mine, open or closed conversations, with counts', querystring: DeskQuery, response: { 200: DeskPage } } }, async (req) =>
    chat.deskList(staff(req).staffId, req.query),
  );
  r.get('/api/backoffice/support/chats/:id', { ...can('support.chat'), schema: { tags, summary: 'a conversation (the newest 50 messages) with the player beside it', params: IdParams, response: { 200: DeskDetailSchema } } }, async (req) =>
    chat.deskChat(readId(req.params.id)),
  );
  r.get('/api/backoffice/support/chats/:id/messages', { ...can('support.chat'), schema: { tags, summary: 'older messages of a conversation', params: IdParams, querystring: BeforeQuery, response: { 200: DeskBeforeSchema } } }, async (req) =>
    chat.deskBefore(readId(req.params.id), readId(req.query.before ?? '')),
  );
  for (const [path, status] of [['close', 'closed'], ['reopen', 'open']] as const) {
    r.post(`/api/backoffice/support/chats/:id/${path}`, { ...can('support.chat'), schema: { tags, summary: `${path} a conversation`, params: IdParams, response: { 200: DeskChatSchema } } }, async (req) =>
      chat.setStatus(who(req), readId(req.params.id), status),
    );
  }
  r.post('/api/backoffice/support/chats/:id/assign', { ...can('support.chat'), schema: { tags, summary: 'assign to me (no staff_id), to an agent, or back to the queue (null)', params: IdParams, body: AssignBody, response: { 200: DeskChatSchema } } }, async (req) =>
    chat.assign(who(req), readId(req.params.id), req.body.staff_id === undefined ? undefined : req.body.staff_id),
  );
  r.post('/api/backoffice/support/chats/:id/read', { ...can('support.chat'), schema: { tags, summary: "the agents saw the conversation up to now (the player sees 'read')", params: IdParams, response: { 200: ChatReadSchema } } }, async (req) =>
    chat.agentRead(readId(req.params.id)),
  );
  r.get('/api/backoffice/support/agents', { ...can('support.chat'), schema: { tags, summary: 'staff who may answer chats', response: { 200: AgentsSchema } } }, async () => chat.agents());
  r.get('/api/backoffice/support/canned', { ...can('support.chat'), schema: { tags, summary: 'canned replies (English and Bangla)', response: { 200: Type.Array(CannedSchema) } } }, async () => chat.canned());
  r.post('/api/backoffice/support/canned', { ...can('support.canned'), schema: { tags, summary: 'add a canned reply', body: CannedBody, response: { 200: CannedSchema } } }, async (req) =>
    chat.saveCanned(who(req), null, req.body),
  );
  r.put('/api/backoffice/support/canned/:id', { ...can('support.canned'), schema: { tags, summary: 'change a canned reply', params: IdParams, body: CannedBody, response: { 200: CannedSchema } } }, async (req) =>
    chat.saveCanned(who(req), readId(req.params.id), req.body),
  );
  r.delete('/api/backoffice/support/canned/:id', { ...can('support.canned'), schema: { tags, summary: 'delete a canned reply', params: IdParams, response: { 200: Type.Object({ success: Type.Literal(true) }) } } }, async (req) =>
    chat.deleteCanned(who(req), readId(req.params.id)),
  );

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: CHAT_IMAGE_MAX_BYTES, files: 1, fields: 3, parts: 4 } });
    typed(scope).post(
      '/api/backoffice/support/chats/:id/messages',
      {
        ...can('support.chat'),
        schema: { tags, summary: "an agent's reply (JSON {content, client_id?}, or multipart with an image)", params: IdParams, response: { 200: SendMessageSchema } },
        validatorCompiler: () => () => true,
      },
      async (req) => {
        const { send } = await readChatSend(req, new Set(['content', 'client_id']));
        return chat.agentSend(who(req), readId((req.params as { id: string }).id), send);
      },
    );
  });
}
