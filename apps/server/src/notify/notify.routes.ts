import type { FastifyInstance } from 'fastify';
import { readQuery } from '../shared/body';
import { AppError } from '../shared/errors';
import type { Notifier } from './notifier';
import { storedPhone } from '../players/profile.service';

/** Outside production only: the latest messages sent to an address, so a newcomer and the tests can read codes. */
export function registerDevOutboxRoute(app: FastifyInstance, notifier: Notifier) {
  app.get('/dev/outbox', async (req) => {
    const { to } = readQuery(req.query, ['to']);
    if (!to) throw AppError.badRequest('Give ?to= an e-mail address or phone number.');
    // Phones are stored as country code + number: accept them as typed too.
    const phone = /^[+\d\s-]{10,20}$/.test(to) ? storedPhone(to) : null;
    return notifier.latest(phone ?? to);
  });
}
