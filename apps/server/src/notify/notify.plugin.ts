import type { FastifyInstance } from 'fastify';
import type { Notifier } from './notifier';
import { registerDevOutboxRoute } from './notify.routes';

export interface NotifyPluginOptions {
  notifier: Notifier;
  /** Outside production: the dev tools read the codes and mails sent (the outbox). */
  dev: boolean;
}

/** Notifications over HTTP: only the dev tools' outbox, outside production. */
export async function notifyPlugin(app: FastifyInstance, d: NotifyPluginOptions): Promise<void> {
  if (d.dev) registerDevOutboxRoute(app, d.notifier);
}
