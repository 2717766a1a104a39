import type { FastifyInstance } from 'fastify';
import type { StaffAccess } from '../staff/console';
import type { Db } from '../db/database';
import type { GameWalletService } from './game-wallet.service';
import { registerGamesRoutes, type GamesRouteDeps } from './games.routes';
import { registerGamesStaffRoutes } from './games.staff.routes';
import type { GamesStaffService } from './games.staff.service';
import { registerProviderWalletRoutes } from './provider.routes';
import { registerLiveStaffRoutes } from './live.staff.routes';
import type { LiveStaffService } from './live.staff.service';

export interface GamesPluginOptions extends GamesRouteDeps {
  db: Db;
  gameWallet: GameWalletService;
  access: StaffAccess;
  staff: GamesStaffService;
  liveStaff: LiveStaffService;
}

/**
 * The games domain over HTTP: the catalogue, launch, our games' rounds and fairness, the providers' seamless wallet
 * (its own raw-body scope), and the console's games and rounds screens.
 */
export async function gamesPlugin(app: FastifyInstance, d: GamesPluginOptions): Promise<void> {
  registerGamesRoutes(app, d);
  await registerProviderWalletRoutes(app, { db: d.db, gameWallet: d.gameWallet, launch: d.launch });
  registerGamesStaffRoutes(app, d.access, d.staff);
  registerLiveStaffRoutes(app, d.access, d.liveStaff);
}
