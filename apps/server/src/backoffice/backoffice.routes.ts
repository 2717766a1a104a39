import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@khela/domain';
import { readFields, readQuery } from '../shared/body';
import { AppError } from '../shared/errors';
import { requestContext } from '../shared/http';
import { BackofficeService, readPathId } from './backoffice.service';
import { registerGamesBackofficeRoutes } from './games.routes';
import { GamesBackofficeService } from './games.service';
import { RESOURCES } from './resources';
import { allowed, type Permission } from './roles';
import type { StaffAuth, StaffAuthService } from './staff-auth.service';

type IdParams = { Params: { id: string } };

const PAGE_KEYS = ['page', 'per_page'];

/**
 * /api/backoffice/*: the operator console's API. Staff bearer tokens (never a player's), a role check on every
 * route, every change audited in its own transaction by the service.
 */
/** Staff access for routes: `can(permission)` as a preHandler, then `staff(req)` for who it is. */
export function staffAccess(staffAuth: StaffAuthService) {
  const who = new WeakMap<FastifyRequest, StaffAuth>();
  const staff = (req: FastifyRequest): StaffAuth => {
    const s = who.get(req);
    if (!s) throw AppError.unauthorized();
    return s;
  };
  /** preHandler: a live staff session whose role has `permission` (401 without a session, 403 without the right). */
  const can = (permission: Permission | null) => ({
    preHandler: async (req: FastifyRequest) => {
      const h = req.headers.authorization;
      const m = typeof h === 'string' ? /^Bearer\s+(\S+)$/i.exec(h) : null;
      const s = m ? await staffAuth.authenticate(m[1]!, req.ip) : null;
      if (!s) throw AppError.unauthorized();
      if (permission && !allowed(s.role, permission)) throw AppError.forbidden();
      who.set(req, s);
    },
  });
  return { can, staff };
}

export function registerBackofficeRoutes(app: FastifyInstance, staffAuth: StaffAuthService, service: BackofficeService): void {
  const access = staffAccess(staffAuth);
  const { can, staff } = access;
  const P = '/api/backoffice';

  app.post(`${P}/login`, async (req) => {
    const b = readFields(req.body, { username: 'string', password: 'string' });
    const ctx = requestContext(req);
    return staffAuth.login(b, { ip: ctx.ip, userAgent: ctx.userAgent });
  });
  app.post(`${P}/logout`, can(null), async (req) => {
    await staffAuth.logout(staff(req));
    return { message: MESSAGES.logoutDone };
  });
  app.get(`${P}/me`, can(null), async (req) => service.me(staff(req)));
  app.get(`${P}/dashboard`, can('dashboard.read'), async () => service.dashboard());
  app.get(`${P}/house-accounts`, can('deposits.manage'), async () => service.houseBalances());

  // ---------------------------------------------------------------- deposits and notices
  app.get(`${P}/deposits`, can('deposits.manage'), async (req) =>
    service.listDeposits(readQuery(req.query, ['status', 'match', 'player_id', ...PAGE_KEYS])),
  );
  app.post<IdParams>(`${P}/deposits/:id/approve`, can('deposits.manage'), async (req) => {
    const b = req.body === undefined || req.body === null ? {} : readFields(req.body, { amount: 'string|number' });
    return service.approveDeposit(staff(req), readPathId(req.params.id), b);
  });
  app.post<IdParams>(`${P}/deposits/:id/reject`, can('deposits.manage'), async (req) =>
    service.rejectDeposit(staff(req), readPathId(req.params.id), readFields(req.body, { reason: 'string' })),
  );
  app.get(`${P}/notices`, can('deposits.manage'), async (req) => service.listNotices(readQuery(req.query, ['state', ...PAGE_KEYS])));

  // ---------------------------------------------------------------- withdrawals
  app.get(`${P}/withdrawals`, can('withdrawals.manage'), async (req) =>
    service.listWithdrawals(readQuery(req.query, ['status', 'player_id', ...PAGE_KEYS])),
  );
  app.post<IdParams>(`${P}/withdrawals/:id/approve`, can('withdrawals.manage'), async (req) =>
    service.approveWithdrawal(staff(req), readPathId(req.params.id), readFields(req.body, { payout_transaction_id: 'string' })),
  );
  app.post<IdParams>(`${P}/withdrawals/:id/reject`, can('withdrawals.manage'), async (req) =>
    service.rejectWithdrawal(staff(req), readPathId(req.params.id), readFields(req.body, { reason: 'string' })),
  );

  // ---------------------------------------------------------------- turnover
  app.post<IdParams>(`${P}/turnovers/:id/waive`, can('turnovers.waive'), async (req) =>
    service.waiveTicket(staff(req), readPathId(req.params.id), readFields(req.body, { reason: 'string' })),
  );

  // ---------------------------------------------------------------- players
  app.get(`${P}/players`, can('players.read'), async (req) => service.searchPlayers(readQuery(req.query, ['q', ...PAGE_KEYS])));
  app.get<IdParams>(`${P}/players/:id`, can('players.read'), async (req) => service.player(readPathId(req.params.id)));
  app.get<IdParams>(`${P}/players/:id/ledger`, can('players.read'), async (req) =>
    service.playerLedger(readPathId(req.params.id), readQuery(req.query, PAGE_KEYS)),
  );
  app.get<IdParams>(`${P}/players/:id/turnovers`, can('players.read'), async (req) => service.playerTickets(readPathId(req.params.id)));
  app.post<IdParams>(`${P}/players/:id/adjust`, can('players.adjust'), async (req) =>
    service.adjust(staff(req), readPathId(req.params.id), readFields(req.body, { amount: 'string|number', reason: 'string', request_id: 'string' })),
  );

  // ---------------------------------------------------------------- configuration (admin)
  for (const name of Object.keys(RESOURCES)) {
    app.get(`${P}/${name}`, can('config.manage'), async () => service.listConfig(name));
    app.post(`${P}/${name}`, can('config.manage'), async (req) => service.createConfig(staff(req), name, req.body));
    app.patch<IdParams>(`${P}/${name}/:id`, can('config.manage'), async (req) =>
      service.updateConfig(staff(req), name, readPathId(req.params.id), req.body),
    );
    app.delete<IdParams>(`${P}/${name}/:id`, can('config.manage'), async (req) => service.deleteConfig(staff(req), name, readPathId(req.params.id)));
  }
  app.get(`${P}/settings`, can('settings.manage'), async () => service.settings());
  app.put(`${P}/settings`, can('settings.manage'), async (req) => service.updateSettings(staff(req), req.body));

  // ---------------------------------------------------------------- staff and audit
  app.get(`${P}/staff`, can('staff.manage'), async () => service.listStaff());
  app.post(`${P}/staff`, can('staff.manage'), async (req) =>
    service.createStaff(staff(req), readFields(req.body, { username: 'string', password: 'string', role: 'string' })),
  );
  app.patch<IdParams>(`${P}/staff/:id`, can('staff.manage'), async (req) =>
    service.updateStaff(staff(req), readPathId(req.params.id), readFields(req.body, { role: 'string', status: 'string', password: 'string' })),
  );
  app.get(`${P}/audit`, can('audit.read'), async (req) => service.auditLog(readQuery(req.query, ['entity', 'entity_id', 'staff_id', ...PAGE_KEYS])));

  // ---------------------------------------------------------------- games: catalogue, rounds, refunds
  const games = new GamesBackofficeService(app.khela.database.db, app.khela.wallet, service, app.khela.gameWallet);
  registerGamesBackofficeRoutes(app, access, games);
}
