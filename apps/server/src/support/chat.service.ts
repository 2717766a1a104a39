import { PeriodicJob } from '../shared/background';
import { randomBytes } from 'node:crypto';
import {
  CHAT_INBOX_AFTER_MS,
  CHAT_MAX_CHARS,
  MESSAGES,
  SUPPORT_DESK_NAME,
  SUPPORT_DESK_USER_ID,
  type CannedReply,
  type ChatMessage,
  type ChatMessagesResponse,
  type ChatSummary,
  type DeskChat,
  type DeskChatDetail,
  type DeskPlayerContext,
  type GetChatsResponse,
  type OpenChatResponse,
  type Page,
} from '@khela/domain';
import type { Db } from '../db/database';
import type { Tx, UnitOfWork } from '../db/unit-of-work';
import type { Bus } from '../realtime/bus';
import { AppError } from '../shared/errors';
import type { AuditService } from '../staff/audit.service';
import { pageOf, paging, oneOf, type Query } from '../staff/console';
import type { ChatRepository, ChatRow, MessageRow } from './chat.repository';
import type { SystemInbox } from './inbox.service';
import { sniffImage } from '../shared/images';


export interface ChatSend {
  content: string;
  client_id?: string;
  image?: Uint8Array | null;
}

export interface AgentRef {
  staffId: bigint;
  username: string;
  ip: string;
}

function msgOut(m: MessageRow, playerId: bigint): ChatMessage {
  return {
    id: Number(m.id),
    chat_id: Number(m.chat_id),
    sender_id: m.sender === 'player' ? Number(playerId) : SUPPORT_DESK_USER_ID,
    sender: m.sender,
    sender_name: m.sender === 'agent' ? m.staff_name : null,
    content: m.content,
    image: m.image ? `/api/chat-images/${m.image}` : null,
    created_at: m.created_at.toISOString(),
  };
}

function readSend(input: ChatSend): { content: string; client_id: string | null; image: { type: string; data: Uint8Array } | null } {
  const content = input.content.trim();
  let image: { type: string; data: Uint8Array } | null = null;
  if (input.image && input.image.length > 0) {
    const type = sniffImage(input.image);
    if (!type) throw AppError.validation({ image: [MESSAGES.chatImageType] }, MESSAGES.chatImageType);
    image = { type, data: input.image };
  }
  // An empty or whitespace-only message is refused (spec 2 §5), unless it carries an image.
  if (!content && !image) throw AppError.validation({ content: [MESSAGES.chatEmpty] }, MESSAGES.chatEmpty);
  if (content.length > CHAT_MAX_CHARS) throw AppError.validation({ content: [MESSAGES.chatTooLong] }, MESSAGES.chatTooLong);
  const clientId = input.client_id?.trim() || null;
  if (clientId !== null && (clientId.length > 64 || !/^[\w.:-]+$/.test(clientId))) throw AppError.badRequest();
  return { content, client_id: clientId, image };
}

/**
 * The support chat: one open conversation per player with the desk; agents (staff with support.chat) answer, take,
 * close and reopen them. Every message is one transaction; the other side hears it after the commit over /ws
 * (`chat.message` in the player's room, `desk.chat` in `staff:support`, through the bus so any process's sockets get
 * it). A reply the player has not read a minute later also reaches their inbox (`runAway`).
 */
export class ChatService {
  private readonly job = new PeriodicJob('chat replies to the inbox', () => this.runAway(), { error: (o, m) => this.log.error(o, m) });

  constructor(
    private readonly db: Db,
    private readonly uow: UnitOfWork,
    private readonly repo: ChatRepository,
    private readonly bus: Bus,
    private readonly audit: AuditService,
    private readonly inbox: SystemInbox,
    /** The player beside the thread, from the players, payments and rewards domains. */
    private readonly playerContext: (playerId: bigint) => Promise<DeskPlayerContext>,
    private readonly log: { error(o: object, m: string): void },
  ) {}

  // ------------------------------------------------------------------ the player
  private async ownChat(tx: Tx, playerId: bigint, chatId: bigint, lock = false): Promise<ChatRow> {
    const c = lock ? await this.repo.lockChat(tx, chatId) : await this.repo.chat(tx, chatId);
    if (!c) throw AppError.notFound();
    if (c.player_id !== playerId) throw AppError.forbidden();
    return c;
  }

  /** Is this the player's conversation? (the live route checks it before relaying typing). */
  async playerOwns(playerId: bigint, chatId: bigint): Promise<boolean> {
    const c = await this.repo.chat(this.db, chatId);
    return !!c && c.player_id === playerId;
  }

  async playerIdOf(chatId: bigint): Promise<bigint | null> {
    return (await this.repo.chat(this.db, chatId))?.player_id ?? null;
  }

  private async summaries(tx: Tx, playerId: bigint): Promise<ChatSummary[]> {
    const chats = await this.repo.playerChats(tx, playerId);
    const last = new Map((await this.repo.messagesById(tx, chats.map((c) => c.last_message_id).filter((x): x is bigint => x !== null))).map((m) => [m.id, m]));
    return chats.map((c) => {
      const lm = c.last_message_id !== null ? last.get(c.last_message_id) : undefined;
      return {
        chat_id: Number(c.id),
        other_user: c.assigned_name ?? SUPPORT_DESK_NAME,
        last_message: lm ? msgOut(lm, playerId) : null,
        status: c.status,
        unread: c.unread,
        created_at: c.created_at.toISOString(),
        updated_at: c.updated_at.toISOString(),
      };
    });
  }

  async chats(playerId: bigint): Promise<GetChatsResponse> {
    const chats = await this.summaries(this.db, playerId);
    return { chats, unread: chats.reduce((n, c) => n + c.unread, 0) };
  }

  async open(playerId: bigint): Promise<OpenChatResponse> {
    const r = await this.uow.run(async (tx) => {
      const { chat, created } = await this.repo.openFor(tx, playerId);
      if (created) this.toDesk(tx, chat.id, 'opened');
      return { id: Number(chat.id), status: chat.status, created };
    });
    return { chat: r };
  }

  async thread(playerId: bigint, chatId: bigint, before?: bigint): Promise<ChatMessagesResponse> {
    const chat = await this.uow.run(async (tx) => {
      const c = await this.ownChat(tx, playerId, chatId);
      // Reading the newest page marks the agents' messages read (the desk sees "read").
      const mark = before === undefined ? await this.repo.markRead(tx, chatId, 'player') : null;
      if (mark !== null) this.readPush(tx, c, 'player', mark);
      return c;
    });
    const [{ messages, has_more }, summaries] = await Promise.all([this.repo.thread(this.db, chatId, before), this.summaries(this.db, playerId)]);
    const summary = summaries.find((s) => s.chat_id === Number(chatId));
    return {
      messages: messages.map((m) => msgOut(m, playerId)),
      chat: summary ?? {
        chat_id: Number(chat.id),
        other_user: SUPPORT_DESK_NAME,
        last_message: null,
        status: chat.status,
        unread: 0,
        created_at: chat.created_at.toISOString(),
        updated_at: chat.updated_at.toISOString(),
      },
      agent_read_id: Number(chat.agent_read_id),
      has_more,
    };
  }

  async playerRead(playerId: bigint, chatId: bigint): Promise<{ success: true; last_read_id: number }> {
    return this.uow.run(async (tx) => {
      const c = await this.ownChat(tx, playerId, chatId);
      const mark = await this.repo.markRead(tx, chatId, 'player');
      if (mark !== null) this.readPush(tx, c, 'player', mark);
      return { success: true as const, last_read_id: Number(mark ?? c.player_read_id) };
    });
  }

  /** A player's message: into their conversation (a closed one reopens, unless another is open). */
  async playerSend(playerId: bigint, chatId: bigint, input: ChatSend): Promise<{ data: ChatMessage }> {
    const s = readSend(input);
    const id = await this.uow.run(async (tx) => {
      const c = await this.ownChat(tx, playerId, chatId, true);
      if (c.status === 'closed' && (await this.repo.openChatOf(tx, playerId))) throw new AppError('conflict', MESSAGES.chatOtherOpen);
      const image = s.image ? await this.storeImage(tx, chatId, s.image) : null;
      const m = await this.repo.insertMessage(tx, { chat_id: chatId, sender: 'player', staff_id: null, content: s.content, image, client_id: s.client_id });
      if (!m.created) return m.id;
      const wasClosed = c.status === 'closed';
      await this.repo.afterPlayerMessage(tx, chatId, m.id);
      const [row] = await this.repo.messagesById(tx, [m.id]);
      const out = msgOut(row!, playerId);
      this.uow.afterCommit(tx, async () => {
        await Promise.all([
          this.bus.publish(`player:${playerId}`, 'chat.message', { chat_id: Number(chatId), message: out }),
          this.bus.publish('staff:support', 'desk.chat', { chat_id: Number(chatId), what: 'message', message: out }),
          wasClosed ? this.bus.publish(`player:${playerId}`, 'chat.status', { chat_id: Number(chatId), status: 'open' }) : undefined,
        ]);
      });
      return m.id;
    });
    const [row] = await this.repo.messagesById(this.db, [id]);
    return { data: msgOut(row!, playerId) };
  }

  private async storeImage(tx: Tx, chatId: bigint, img: { type: string; data: Uint8Array }): Promise<string> {
    const key = randomBytes(16).toString('hex');
    await this.repo.putImage(tx, key, chatId, img.type, img.data);
    return key;
  }

  async image(key: string): Promise<{ content_type: string; data: Uint8Array }> {
    if (!/^[0-9a-f]{32}$/.test(key)) throw AppError.notFound();
    const img = await this.repo.image(this.db, key);
    if (!img) throw AppError.notFound();
    return img;
  }

  // ------------------------------------------------------------------ pushes
  private toDesk(tx: Tx, chatId: bigint, what: 'assigned' | 'closed' | 'reopened' | 'opened'): void {
    this.uow.afterCommit(tx, () => this.bus.publish('staff:support', 'desk.chat', { chat_id: Number(chatId), what }), `desk:${chatId}:${what}`);
  }

  private readPush(tx: Tx, c: ChatRow, who: 'player' | 'agent', mark: bigint): void {
    const data = { chat_id: Number(c.id), who, last_read_id: Number(mark) };
    const room = who === 'player' ? ('staff:support' as const) : (`player:${c.player_id}` as const);
    this.uow.afterCommit(tx, () => this.bus.publish(room, 'chat.read', data), `chat-read:${c.id}:${who}`);
  }

  private statusPush(tx: Tx, c: ChatRow, status: 'open' | 'closed'): void {
    this.uow.afterCommit(tx, () => this.bus.publish(`player:${c.player_id}`, 'chat.status', { chat_id: Number(c.id), status }), `chat-status:${c.id}`);
  }

  // ------------------------------------------------------------------ the desk
  private deskOut(c: NonNullable<Awaited<ReturnType<ChatRepository['deskChat']>>>, last: MessageRow | undefined): DeskChat {
    return {
      id: Number(c.id),
      player_id: Number(c.player_id),
      username: c.username,
      status: c.status,
      assigned_to: c.assigned_to !== null ? Number(c.assigned_to) : null,
      assigned_name: c.assigned_name,
      last_message: last ? msgOut(last, c.player_id) : null,
      waiting_since: c.waiting_since ? c.waiting_since.toISOString() : null,
      unread: c.unread,
      created_at: c.created_at.toISOString(),
      updated_at: c.updated_at.toISOString(),
      closed_at: c.closed_at ? c.closed_at.toISOString() : null,
    };
  }

  async deskList(staffId: bigint, q: Query): Promise<Page<DeskChat> & { counts: { waiting: number; mine: number; open: number; closed: number } }> {
    const p = paging(q, 30);
    const queue = oneOf(q.queue, ['waiting', 'mine', 'open', 'closed'] as const) ?? 'open';
    const text = (q.q ?? '').trim().slice(0, 40);
    const [{ rows, total }, counts] = await Promise.all([
      this.repo.desk(this.db, { queue, staffId, q: text, limit: p.limit, offset: p.offset }),
      this.repo.deskCounts(this.db, staffId),
    ]);
    const last = new Map((await this.repo.messagesById(this.db, rows.map((c) => c.last_message_id).filter((x): x is bigint => x !== null))).map((m) => [m.id, m]));
    return { ...pageOf(rows.map((c) => this.deskOut(c, c.last_message_id !== null ? last.get(c.last_message_id) : undefined)), total, p), counts };
  }

  private async deskChatOut(tx: Tx, id: bigint): Promise<DeskChat> {
    const c = await this.repo.deskChat(tx, id);
    if (!c) throw AppError.notFound();
    const [last] = c.last_message_id !== null ? await this.repo.messagesById(tx, [c.last_message_id]) : [];
    return this.deskOut(c, last);
  }

  async deskChat(id: bigint): Promise<DeskChatDetail> {
    const c = await this.repo.deskChat(this.db, id);
    if (!c) throw AppError.notFound();
    const [{ messages, has_more }, player, chat] = await Promise.all([this.repo.thread(this.db, id), this.playerContext(c.player_id), this.deskChatOut(this.db, id)]);
    return { chat, messages: messages.map((m) => msgOut(m, c.player_id)), player_read_id: Number(c.player_read_id), player, has_more };
  }

  async deskBefore(id: bigint, before: bigint): Promise<{ messages: ChatMessage[]; has_more: boolean }> {
    const c = await this.repo.chat(this.db, id);
    if (!c) throw AppError.notFound();
    const { messages, has_more } = await this.repo.thread(this.db, id, before);
    return { messages: messages.map((m) => msgOut(m, c.player_id)), has_more };
  }

  /** An agent's reply; the conversation becomes theirs if no one had it, and reopens if it was closed. */
  async agentSend(agent: AgentRef, chatId: bigint, input: ChatSend): Promise<{ data: ChatMessage }> {
    const s = readSend(input);
    const { id, playerId } = await this.uow.run(async (tx) => {
      const c = await this.repo.lockChat(tx, chatId);
      if (!c) throw AppError.notFound();
      if (c.status === 'closed') {
        if (await this.repo.openChatOf(tx, c.player_id)) throw new AppError('conflict', MESSAGES.chatOtherOpen);
        await this.repo.setStatus(tx, chatId, 'open');
        this.statusPush(tx, c, 'open');
      }
      const image = s.image ? await this.storeImage(tx, chatId, s.image) : null;
      const m = await this.repo.insertMessage(tx, { chat_id: chatId, sender: 'agent', staff_id: agent.staffId, content: s.content, image, client_id: s.client_id });
      if (!m.created) return { id: m.id, playerId: c.player_id };
      await this.repo.afterAgentMessage(tx, chatId, m.id, agent.staffId);
      const [row] = await this.repo.messagesById(tx, [m.id]);
      const out = msgOut(row!, c.player_id);
      this.uow.afterCommit(tx, async () => {
        await Promise.all([
          this.bus.publish(`player:${c.player_id}`, 'chat.message', { chat_id: Number(chatId), message: out }),
          this.bus.publish('staff:support', 'desk.chat', { chat_id: Number(chatId), what: 'message', message: out }),
        ]);
      });
      return { id: m.id, playerId: c.player_id };
    });
    const [row] = await this.repo.messagesById(this.db, [id]);
    return { data: msgOut(row!, playerId) };
  }

  async agentRead(chatId: bigint): Promise<{ success: true; last_read_id: number }> {
    return this.uow.run(async (tx) => {
      const c = await this.repo.chat(tx, chatId);
      if (!c) throw AppError.notFound();
      const mark = await this.repo.markRead(tx, chatId, 'agent');
      if (mark !== null) {
        this.readPush(tx, c, 'agent', mark);
        this.toDesk(tx, chatId, 'assigned');
      }
      return { success: true as const, last_read_id: Number(mark ?? c.agent_read_id) };
    });
  }

  async assign(agent: AgentRef, chatId: bigint, staffIdRaw: number | null | undefined): Promise<DeskChat> {
    await this.uow.run(async (tx) => {
      const c = await this.repo.lockChat(tx, chatId);
      if (!c) throw AppError.notFound();
      let to: bigint | null = agent.staffId;
      if (staffIdRaw === null) to = null;
      else if (staffIdRaw !== undefined) {
        const s = await this.repo.staffMember(tx, BigInt(staffIdRaw));
        if (!s || s.status !== 'active' || !['admin', 'support'].includes(s.role)) throw AppError.validation({ staff_id: [MESSAGES.badRequest] });
        to = s.id;
      }
      await this.repo.assign(tx, chatId, to);
      await this.audit.write(tx, agent, 'chat.assign', 'support_chat', chatId, { assigned_to: c.assigned_to?.toString() ?? null }, { assigned_to: to?.toString() ?? null });
      this.toDesk(tx, chatId, 'assigned');
    });
    return this.deskChatOut(this.db, chatId);
  }

  async setStatus(agent: AgentRef, chatId: bigint, status: 'open' | 'closed'): Promise<DeskChat> {
    await this.uow.run(async (tx) => {
      const c = await this.repo.lockChat(tx, chatId);
      if (!c) throw AppError.notFound();
      if (c.status === status) return;
      if (status === 'open' && (await this.repo.openChatOf(tx, c.player_id))) throw new AppError('conflict', MESSAGES.chatOtherOpen);
      await this.repo.setStatus(tx, chatId, status);
      await this.audit.write(tx, agent, status === 'closed' ? 'chat.close' : 'chat.reopen', 'support_chat', chatId, { status: c.status }, { status });
      this.statusPush(tx, c, status);
      this.toDesk(tx, chatId, status === 'closed' ? 'closed' : 'reopened');
    });
    return this.deskChatOut(this.db, chatId);
  }

  async agents() {
    return (await this.repo.agents(this.db)).map((s) => ({ id: Number(s.id), username: s.username, role: s.role }));
  }

  // ------------------------------------------------------------------ canned replies
  async canned(): Promise<CannedReply[]> {
    return (await this.repo.canned(this.db)).map((c) => ({ ...c, id: Number(c.id) }));
  }

  private readCanned(b: { title?: string; body?: string; body_bn?: string }) {
    const title = (b.title ?? '').trim();
    const body = (b.body ?? '').trim();
    const body_bn = (b.body_bn ?? '').trim();
    if (!title || title.length > 80 || !body || body.length > 2000 || body_bn.length > 2000) throw AppError.validation({ body: [MESSAGES.cannedInvalid] }, MESSAGES.cannedInvalid);
    return { title, body, body_bn };
  }

  async saveCanned(agent: AgentRef, id: bigint | null, b: { title?: string; body?: string; body_bn?: string }): Promise<CannedReply> {
    const c = this.readCanned(b);
    return this.uow.run(async (tx) => {
      const before = id !== null ? await this.repo.cannedById(tx, id) : undefined;
      if (id !== null && !before) throw AppError.notFound();
      const row = id !== null ? await this.repo.updateCanned(tx, id, c) : await this.repo.insertCanned(tx, c);
      await this.audit.write(tx, agent, id !== null ? 'canned.update' : 'canned.create', 'support_canned', row!.id, before ?? null, c);
      return { ...row!, id: Number(row!.id) };
    });
  }

  async deleteCanned(agent: AgentRef, id: bigint): Promise<{ success: true }> {
    return this.uow.run(async (tx) => {
      const before = await this.repo.cannedById(tx, id);
      if (!before || !(await this.repo.deleteCanned(tx, id))) throw AppError.notFound();
      await this.audit.write(tx, agent, 'canned.delete', 'support_canned', id, before, null);
      return { success: true as const };
    });
  }

  // ------------------------------------------------------------------ away: unread replies reach the inbox
  /**
   * Agent replies the player has not read `CHAT_INBOX_AFTER_MS` after they were sent go to the player's inbox too
   * (one inbox message per conversation and sweep, with the latest reply); read ones are only marked. Any number of
   * processes may run it: the rows are locked and skipped, and the inbox message is once per reply id.
   */
  async runAway(now: Date = new Date()): Promise<number> {
    let delivered = 0;
    for (;;) {
      const n = await this.uow.run(async (tx) => {
        const rows = await this.repo.lockAwayReplies(tx, new Date(now.getTime() - CHAT_INBOX_AFTER_MS), 200);
        const latest = new Map<bigint, (typeof rows)[number]>();
        for (const r of rows) if (!r.read) latest.set(r.chat_id, r);
        for (const r of latest.values()) {
          const text = r.content.length > 300 ? `${r.content.slice(0, 300)}…` : r.content || '📷';
          await this.inbox(tx, r.player_id, { kind: 'chat_reply', agent: r.staff_name, text }, `chat:${r.id}`);
          delivered++;
        }
        await this.repo.markInboxed(tx, rows.map((r) => r.id));
        return rows.length;
      });
      if (n < 200) return delivered;
    }
  }

  start(everyMs: number): void {
    this.job.start(everyMs);
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

}
