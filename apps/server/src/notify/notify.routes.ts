import type { FastifyInstance } from 'fastify';
import { readQuery } from '../shared/body';
import { AppError } from '../shared/errors';
import type { Notifier } from './notifier';

/** Outside production only: the latest messages sent to an address, so a newcomer and the tests can read codes. */
export function registerDevOutboxRoute(app: FastifyInstance, notifier: Notifier) {
  app.get('/dev/outbox', async (req) => {
    const { to } = readQuery(req.query, ['to']);
    if (!to) throw AppError.badRequest('Give ?to= an e-mail address or phone number.');
    return notifier.latest(to);
  });
}
