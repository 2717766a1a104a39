import type { FastifyInstance } from 'fastify';
import { registerStaffRoutes } from './staff.routes';

export type StaffPluginOptions = Parameters<typeof registerStaffRoutes>[1];

/** The staff domain over HTTP: staff sign-in and accounts, the audit log, the site settings. */
export async function staffPlugin(app: FastifyInstance, d: StaffPluginOptions): Promise<void> {
  registerStaffRoutes(app, d);
}
