import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import type { FastifyBaseLogger } from 'fastify';
import { OutboxRepository } from './outbox.repository';

export interface Notification {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  /** The one-time code the message carries, kept for the dev this.outbox. */
  code?: string;
}

/** A way to deliver a stored notification. */
export interface Transport {
  readonly channel: 'email' | 'sms';
  send(n: Notification): Promise<void>;
}

export class SmtpTransport implements Transport {
  readonly channel = 'email' as const;
  private readonly mailer;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.mailer = nodemailer.createTransport(url);
  }
  async send(n: Notification) {
    await this.mailer.sendMail({ from: this.from, to: n.to, subject: n.subject ?? 'Khela', text: n.text });
  }
}

/** A plain HTTP SMS gateway: POST {to, text} as JSON, bearer token when configured. */
export class HttpSmsTransport implements Transport {
  readonly channel = 'sms' as const;
  constructor(
    private readonly url: string,
    private readonly token?: string,
  ) {}
  async send(n: Notification) {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify({ to: n.to, text: n.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  }
}

/**
 * Every notification goes to the outbox table first; a configured transport for its channel then sends it and the
 * row records the outcome. With no transport (the default) the outbox is the delivery, readable at /dev/outbox
 * outside production.
 */
export class Notifier {
  constructor(
    private readonly db: Db,
    private readonly transports: Transport[],
    private readonly log: FastifyBaseLogger,
    /** The queries of its tables: passed in, or made here when none is (a test may pass its own). */
    private readonly outbox: OutboxRepository = new OutboxRepository(),
  ) {}

  async send(n: Notification): Promise<void> {
    const id = await this.outbox.insert(this.db, { channel: n.channel, recipient: n.to, subject: n.subject ?? '', body: n.text, code: n.code ?? null });
    const transport = this.transports.find((t) => t.channel === n.channel);
    if (!transport) return;
    try {
      await transport.send(n);
      await this.outbox.markSent(this.db, id);
    } catch (err) {
      this.log.error({ err, outbox: String(id) }, 'notification failed');
      await this.outbox.markFailed(this.db, id, String((err as Error).message));
    }
  }

  latest(to: string, limit = 10) {
    return this.outbox.latest(this.db, to, limit);
  }
}
