import type { FastifyInstance } from 'fastify';
import { AppError } from '../shared/errors';
import { typed } from '../shared/route-schema';
import type { Notifier } from './notifier';
import { OutboxMessages, OutboxQuery } from './notify.schemas';
import { storedPhone } from '../players/profile.service';

/** Outside production only: the latest messages sent to an address, so a newcomer and the tests can read codes. */
export function registerDevOutboxRoute(app: FastifyInstance, notifier: Notifier) {
  typed(app).get('/dev/outbox', { schema: { querystring: OutboxQuery, response: { 200: OutboxMessages } } }, async (req) => {
    const { to } = req.query;
    if (!to) throw AppError.badRequest('Give ?to= an e-mail address or phone number.');
    // Phones are stored as country code + number: accept them as typed too.
    const phone = /^[+\d\s-]{10,20}$/.test(to) ? storedPhone(to) : null;
    const rows = await notifier.latest(phone ?? to);
    return rows.map((m) => ({ ...m, created_at: m.created_at.toISOString() }));
  });
}
