import type { FastifyInstance } from 'fastify';
import { registerHistoryRoutes } from './history.routes';

export type HistoryPluginOptions = Parameters<typeof registerHistoryRoutes>[1];

/** The account-history export over HTTP (rounds, exchange and payments, read through their domains). */
export async function historyPlugin(app: FastifyInstance, d: HistoryPluginOptions): Promise<void> {
  registerHistoryRoutes(app, d);
}
