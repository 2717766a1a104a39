import type { FastifyInstance } from 'fastify';
import type { PlayersService } from '../players/players.service';
import { registerAuthRoutes } from './auth.routes';
import type { AuthService } from './auth.service';

export interface AuthPluginOptions {
  auth: AuthService;
  players: PlayersService;
  dev: boolean;
  secureCookies: boolean;
}

/** The auth domain over HTTP: sign-up, captcha, log-in and log-out, the profile and balance reads, password recovery. */
export async function authPlugin(app: FastifyInstance, d: AuthPluginOptions): Promise<void> {
  registerAuthRoutes(app, d.auth, d.players, { dev: d.dev, secureCookies: d.secureCookies });
}
