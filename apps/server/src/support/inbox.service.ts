import { PeriodicJob } from '../shared/background';
import {
  INBOX_MESSAGE_MAX,
  INBOX_PER_PAGE,
  INBOX_TITLE_MAX,
  MESSAGES,
  systemInboxText,
  type InboxAudience,
  type InboxBroadcast,
  type InboxChangeResponse,
  type InboxMessage,
  type InboxMessageResponse,
  type InboxPageResponse,
  type SendInboxResponse,
  type SystemInboxEvent,
} from '@khela/domain';
import type { Db } from '../db/database';
import type { Tx, UnitOfWork } from '../db/unit-of-work';
import type { Bus } from '../realtime/bus';
import { AppError } from '../shared/errors';
import type { AuditService } from '../staff/audit.service';
import { pageOf, paging, oneOf, type Query } from '../staff/console';
import type { InboxRepository, InboxRow } from './inbox.repository';

/** Writes a platform event's message into a player's inbox in the event's own transaction (other domains get this). */
export type SystemInbox = (tx: Tx, playerId: bigint, event: SystemInboxEvent, eventKey: string) => Promise<void>;

const CURRENCIES = ['BDT', 'INR', 'PKR'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const YEAR_MS = 366 * 24 * 3600_000;

function toWire(r: InboxRow): InboxMessage {
  return {
    id: Number(r.id),
    kind: r.kind,
    title: r.title,
    message: r.message,
    title_bn: r.title_bn,
    message_bn: r.message_bn,
    is_read: r.read_at !== null,
    created_at: r.created_at.toISOString(),
  };
}

/** What the console sends: the audience checked field by field (a bad one is a 422 the operator reads). */
export function readAudience(raw: unknown, playerId: unknown): InboxAudience {
  const bad = () => AppError.validation({ audience: [MESSAGES.inboxAudienceInvalid] }, MESSAGES.inboxAudienceInvalid);
  if (playerId !== undefined && playerId !== null) {
    const n = typeof playerId === 'string' ? Number(playerId) : playerId;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) throw bad();
    return { kind: 'player', player_id: n };
  }
  if (!raw || typeof raw !== 'object') throw bad();
  const a = raw as Record<string, unknown>;
  if (a.kind === 'all') return { kind: 'all' };
  if (a.kind === 'player') {
    const n = a.player_id;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) throw bad();
    return { kind: 'player', player_id: n };
  }
  if (a.kind !== 'segment') throw bad();
  const out: Extract<InboxAudience, { kind: 'segment' }> = { kind: 'segment' };
  const known = new Set(['kind', 'vip_levels', 'registered_from', 'registered_to', 'deposited', 'currency']);
  if (Object.keys(a).some((k) => !known.has(k))) throw bad();
  if (a.vip_levels !== undefined) {
    if (!Array.isArray(a.vip_levels) || a.vip_levels.length > 50 || !a.vip_levels.every((v) => Number.isInteger(v) && v >= 0 && v <= 50)) throw bad();
    if (a.vip_levels.length > 0) out.vip_levels = a.vip_levels as number[];
  }
  for (const k of ['registered_from', 'registered_to'] as const) {
    const v = a[k];
    if (v === undefined || v === '') continue;
    if (typeof v !== 'string' || !DAY.test(v) || Number.isNaN(Date.parse(v))) throw bad();
    out[k] = v;
  }
  if (out.registered_from && out.registered_to && out.registered_from > out.registered_to) throw bad();
  if (a.deposited !== undefined) {
    if (typeof a.deposited !== 'boolean') throw bad();
    out.deposited = a.deposited;
  }
  if (a.currency !== undefined && a.currency !== '') {
    if (!CURRENCIES.includes(a.currency as 'BDT')) throw bad();
    out.currency = a.currency as 'BDT';
  }
  return out;
}

/**
 * The inbox: a player's messages (read, mark read, delete: only their own), the console's messages to one player, a
 * segment or everyone (now or scheduled; one set-based INSERT per message), and the platform's own messages written
 * in the transaction of the event they report. Pushes `inbox.changed` after the commit.
 */
export class InboxService {
  private readonly job = new PeriodicJob('scheduled inbox messages', () => this.runDue(), { error: (o, m) => this.log.error(o, m) });

  constructor(
    private readonly db: Db,
    private readonly uow: UnitOfWork,
    private readonly repo: InboxRepository,
    private readonly bus: Bus,
    private readonly audit: AuditService,
    private readonly log: { warn(o: object, m: string): void; error(o: object, m: string): void },
  ) {}

  // ------------------------------------------------------------------ the player
  async page(playerId: bigint, pageRaw: string | undefined): Promise<InboxPageResponse> {
    const page = pageRaw && /^\d{1,6}$/.test(pageRaw) ? Math.max(1, Number(pageRaw)) : 1;
    const { rows, total, unread } = await this.repo.page(this.db, playerId, INBOX_PER_PAGE, (page - 1) * INBOX_PER_PAGE);
    return {
      success: true,
      data: { data: rows.map(toWire), current_page: page, last_page: Math.max(1, Math.ceil(total / INBOX_PER_PAGE)), per_page: INBOX_PER_PAGE, total },
      unread,
    };
  }

  unread(playerId: bigint): Promise<number> {
    return this.repo.unread(this.db, playerId);
  }

  /** Another player's message is 403, one that does not exist 404. */
  private async own(tx: Tx, playerId: bigint, id: bigint): Promise<InboxRow> {
    const row = await this.repo.byId(tx, id);
    if (!row) throw AppError.notFound();
    if (row.player_id !== playerId) throw AppError.forbidden();
    return row;
  }

  /** Opening a message marks it read. */
  async open(playerId: bigint, id: bigint): Promise<InboxMessageResponse> {
    return this.uow.run(async (tx) => {
      const row = await this.own(tx, playerId, id);
      if (row.read_at === null && (await this.repo.markRead(tx, playerId, [id])) > 0) {
        row.read_at = new Date();
        this.announce(tx, playerId);
      }
      return { success: true as const, data: toWire(row) };
    });
  }

  async change(playerId: bigint, ids: bigint[], action: 'read' | 'delete'): Promise<InboxChangeResponse> {
    const unique = [...new Set(ids)];
    return this.uow.run(async (tx) => {
      const owners = await this.repo.owners(tx, unique);
      if (owners.some((o) => o.player_id !== playerId)) throw AppError.forbidden();
      if (unique.length === 1 && owners.length === 0) throw AppError.notFound();
      const changed = action === 'read' ? await this.repo.markRead(tx, playerId, unique) : await this.repo.remove(tx, playerId, unique);
      if (changed > 0) this.announce(tx, playerId);
      return { success: true as const, changed, unread: await this.repo.unread(tx, playerId) };
    });
  }

  // ------------------------------------------------------------------ the platform's own messages
  /** For other domains: the event's message in the event's transaction, once per event key. */
  readonly system: SystemInbox = async (tx, playerId, event, eventKey) => {
    if (await this.repo.insertSystem(tx, playerId, systemInboxText(event), eventKey)) this.announce(tx, playerId);
  };

  /** After the commit, the player's apps hear the unread count (one indexed count). */
  private announce(tx: Tx, playerId: bigint): void {
    const push = async () => this.bus.publish(`player:${playerId}`, 'inbox.changed', { unread: await this.repo.unread(this.db, playerId) });
    if (this.uow.tracks(tx)) this.uow.afterCommit(tx, push, `inbox:${playerId}`);
    else void push().catch(() => undefined);
  }

  // ------------------------------------------------------------------ the console
  async audienceSize(audience: InboxAudience): Promise<number> {
    return this.repo.audienceSize(this.db, audience);
  }

  private async view(tx: Tx, id: bigint): Promise<InboxBroadcast> {
    const b = await this.repo.broadcastView(tx, id);
    if (!b) throw AppError.notFound();
    return broadcastOut(b);
  }

  /** Sends now (one transaction: the broadcast row, every player's copy, the audit entry) or queues for `send_at`. */
  async send(
    who: { staffId: bigint; ip: string },
    input: { audience: InboxAudience; title?: string; message?: string; title_bn?: string; message_bn?: string; send_at?: string },
    now: Date = new Date(),
  ): Promise<SendInboxResponse> {
    const title = (input.title ?? '').trim();
    const message = (input.message ?? '').trim();
    const title_bn = (input.title_bn ?? '').trim();
    const message_bn = (input.message_bn ?? '').trim();
    const errors: Record<string, string[]> = {};
    if (!title || title.length > INBOX_TITLE_MAX) errors.title = [MESSAGES.inboxTitleRequired];
    if (title_bn.length > INBOX_TITLE_MAX) errors.title_bn = [MESSAGES.inboxTitleRequired];
    if (!message || message.length > INBOX_MESSAGE_MAX) errors.message = [MESSAGES.inboxMessageRequired];
    if (message_bn.length > INBOX_MESSAGE_MAX) errors.message_bn = [MESSAGES.inboxMessageRequired];
    let sendAt = now;
    if (input.send_at !== undefined && input.send_at !== '') {
      const t = Date.parse(input.send_at);
      if (Number.isNaN(t) || t < now.getTime() - 60_000 || t > now.getTime() + YEAR_MS) errors.send_at = [MESSAGES.inboxSendAtInvalid];
      else if (t > now.getTime()) sendAt = new Date(t);
    }
    if (Object.keys(errors).length > 0) throw AppError.validation(errors, Object.values(errors)[0]![0]);
    const audience = input.audience;
    const result = await this.uow.run(async (tx) => {
      if (audience.kind === 'player' && !(await this.repo.audienceSize(tx, audience))) throw AppError.validation({ player_id: [MESSAGES.inboxAudienceInvalid] }, MESSAGES.inboxAudienceInvalid);
      const b = await this.repo.createBroadcast(tx, { audience, title, message, title_bn, message_bn, send_at: sendAt, created_by: who.staffId });
      const later = sendAt.getTime() > now.getTime();
      if (!later) await this.deliver(tx, b.id, audience);
      await this.audit.write(tx, who, later ? 'message.schedule' : 'message.send', 'inbox_broadcast', b.id, null, { audience, title, send_at: sendAt.toISOString() });
      return b.id;
    });
    const [broadcast, audience_size] = await Promise.all([this.view(this.db, result), this.repo.audienceSize(this.db, audience)]);
    return { broadcast, audience_size };
  }

  /** Writes the copies and, after the commit, tells the players: one player by their room, many by the all-players room. */
  private async deliver(tx: Tx, id: bigint, audience: InboxAudience): Promise<number> {
    const n = await this.repo.fanOut(tx, id, audience);
    if (n > 0) {
      if (audience.kind === 'player') this.announce(tx, BigInt(audience.player_id));
      else this.uow.afterCommit(tx, () => this.bus.publish('players', 'inbox.changed', { unread: null }), `inbox:broadcast:${id}`);
    }
    return n;
  }

  async cancel(who: { staffId: bigint; ip: string }, id: bigint): Promise<InboxBroadcast> {
    await this.uow.run(async (tx) => {
      const b = await this.repo.lockBroadcast(tx, id);
      if (!b) throw AppError.notFound();
      if (b.status !== 'scheduled') throw new AppError('conflict', MESSAGES.inboxAlreadySent);
      await this.repo.cancel(tx, id);
      await this.audit.write(tx, who, 'message.cancel', 'inbox_broadcast', id, { status: b.status }, { status: 'cancelled' });
    });
    return this.view(this.db, id);
  }

  async list(q: Query) {
    const p = paging(q, 20);
    const status = oneOf(q.status, ['scheduled', 'sent', 'cancelled'] as const);
    const { rows, total } = await this.repo.broadcasts(this.db, status, p.limit, p.offset);
    return pageOf(rows.map(broadcastOut), total, p);
  }

  // ------------------------------------------------------------------ the job: scheduled messages
  /** Sends every scheduled message that is due; any number of processes may run it (rows locked, others skipped). */
  async runDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const n = await this.uow.run(async (tx) => {
        const due = await this.repo.lockDue(tx, 1);
        for (const b of due) await this.deliver(tx, b.id, b.audience as InboxAudience);
        return due.length;
      });
      if (n === 0) return sent;
      sent += n;
    }
  }

  start(everyMs: number): void {
    this.job.start(everyMs);
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

}

function broadcastOut(b: {
  id: bigint;
  audience: unknown;
  title: string;
  message: string;
  title_bn: string;
  message_bn: string;
  status: 'scheduled' | 'sent' | 'cancelled';
  send_at: Date;
  sent_at: Date | null;
  recipients: number;
  created_by_name: string;
  created_at: Date;
  read_count: number;
}): InboxBroadcast {
  return {
    id: Number(b.id),
    audience: b.audience as InboxAudience,
    title: b.title,
    message: b.message,
    title_bn: b.title_bn,
    message_bn: b.message_bn,
    status: b.status,
    send_at: b.send_at.toISOString(),
    sent_at: b.sent_at ? b.sent_at.toISOString() : null,
    recipients: b.recipients,
    read_count: b.read_count,
    created_by: b.created_by_name,
    created_at: b.created_at.toISOString(),
  };
}
