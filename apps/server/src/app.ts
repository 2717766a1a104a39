import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyWebsocket from '@fastify/websocket';
import { constants as zlib } from 'node:zlib';
import type { Redis } from 'ioredis';
import { trustProxyOption, type Config } from './config';
import { isFirstEmbeddedStart, openDatabase, sql, type Database } from './db/database';
import { migrate } from './db/migrate';
import { UnitOfWork } from './db/unit-of-work';
import { answerError, installErrorHandler } from './shared/errors';
import { installInputGuards } from './shared/input';
import { registerOpenApi } from './shared/openapi';
import { AJV_OPTIONS, installSchemas } from './shared/route-schema';
import { lazyCompilers } from './shared/lazy-compilers';
import { installResponseHeaders, isHttps } from './shared/headers';
import { Lifecycle, registerReadiness, serveMetricsPort } from './shared/lifecycle';
import { installModuleLogs, loggerOptions, ModuleLogs } from './shared/logging';
import { installRequestIdHeader, Metrics, registerMetricsRoute, requestId } from './shared/metrics';
import { MemoryLimiter, RateLimits, RedisLimiter, type Limiter } from './shared/rate-limit';
import { redisClient, redisReady } from './shared/redis';
import { LocalBus, RedisBus, type Bus } from './realtime/bus';
import { LiveHub, registerLiveRoute } from './realtime/ws';
import { WalletService } from './wallet/wallet.service';
import { StakePipeline } from './wallet/stakes';
import { HttpSmsTransport, Notifier, SmtpTransport, type Transport } from './notify/notifier';
import { AuthService } from './auth/auth.service';
import { AuthRepository } from './auth/auth.repository';
import { BotCheck } from './auth/altcha';
import { PlayersService } from './players/players.service';
import { ProfileService } from './players/profile.service';
import { ContentService } from './content/content.service';
import { adminSecret, installSeedAssets, seedAdmin, seedDemoContent } from './content/demo-content.seed';
import { registerEdge } from './edge/edge';
import { TurnoverService } from './promotions/turnover.service';
import { Background, PeriodicJob } from './shared/background';
import { DemoGateway } from './payments/gateway';
import { DepositsService } from './payments/deposits.service';
import { WithdrawalsService } from './payments/withdrawals.service';
import { RecordsService } from './payments/transaction-records.service';
import { ReceiptsService } from './payments/receipts.service';
import { seedPayments } from './payments/demo-payments.seed';
import { StaffAuthService } from './staff/staff-auth.service';
import { StaffRepository } from './staff/staff.repository';
import { AuditRepository } from './staff/audit.repository';
import { AuditService } from './staff/audit.service';
import { ConfigService } from './staff/config-engine';
import { ConfigRepository } from './staff/config.repository';
import { staffAccess } from './staff/console';
import { StaffService } from './staff/staff.service';
import { PaymentsStaffService } from './payments/payments.staff.service';
import { PlayersStaffService } from './players/players.staff.service';
import { PromotionsStaffService } from './promotions/promotions.staff.service';
import { GamesStaffService } from './games/games.staff.service';
import { GameWalletService } from './games/game-wallet.service';
import { FairService } from './games/fair.service';
import { LaunchService } from './games/launch.service';
import { CatalogueService } from './games/catalogue.service';
import { OriginalsService } from './games/originals.service';
import { CrashService, DEFAULT_CRASH_OPTIONS } from './games/crash.service';
import { DEFAULT_LIVE_OPTIONS, LiveTablesService } from './games/live.service';
import { LiveStaffService } from './games/live.staff.service';
import { BettingRecordsService } from './games/betting-records.service';
import { GamesSweeper } from './games/sweeper';
import { seedOwnGames } from './games/own-games.seed';
import { ExchangeRepository } from './exchange/exchange.repository';
import { ExchangeService } from './exchange/exchange.service';
import { ExchangeReads } from './exchange/exchange.reads';
import { ExchangeLive } from './exchange/exchange.live';
import { MarketDesk } from './exchange/desk';
import { ExchangeStaffService } from './exchange/exchange.staff.service';
import { MarketMaker } from './exchange/market-maker';
import { FeedSimulator } from './exchange/feed/simulator';
import { RewardsRepository } from './rewards/rewards.repository';
import { RewardsService } from './rewards/rewards.service';
import { InboxRepository } from './support/inbox.repository';
import { InboxService } from './support/inbox.service';
import { ChatRepository } from './support/chat.repository';
import { ChatService } from './support/chat.service';
import { ProtectionRepository } from './protection/protection.repository';
import { ProtectionService } from './protection/protection.service';
import { registerCountryBlock } from './protection/country-block';

import { authPlugin } from './auth/auth.plugin';
import { contentPlugin } from './content/content.plugin';
import { exchangePlugin } from './exchange/exchange.plugin';
import { gamesPlugin } from './games/games.plugin';
import { historyPlugin } from './history/history.plugin';
import { notifyPlugin } from './notify/notify.plugin';
import { paymentsPlugin } from './payments/payments.plugin';
import { playersPlugin } from './players/players.plugin';
import { promotionsPlugin } from './promotions/promotions.plugin';
import { protectionPlugin } from './protection/protection.plugin';
import { rewardsPlugin } from './rewards/rewards.plugin';
import { staffPlugin } from './staff/staff.plugin';
import { supportPlugin } from './support/support.plugin';
import { walletPlugin } from './wallet/wallet.plugin';

export interface Khela {
  config: Config;
  /** Readiness: main.ts marks it closing on SIGTERM. */
  lifecycle: Lifecycle;
  metrics: Metrics;
  database: Database;
  uow: UnitOfWork;
  bus: Bus;
  hub: LiveHub;
  wallet: WalletService;
  auth: AuthService;
  players: PlayersService;
  profile: ProfileService;
  content: ContentService;
  notifier: Notifier;
  turnover: TurnoverService;
  deposits: DepositsService;
  withdrawals: WithdrawalsService;
  staff: StaffService;
  gameWallet: GameWalletService;
  launch: LaunchService;
  fair: FairService;
  originals: OriginalsService;
  crash: CrashService;
  live: LiveTablesService;
  sweeper: GamesSweeper;
  exchange: ExchangeService;
  desk: MarketDesk;
  rewards: RewardsService;
  inbox: InboxService;
  chat: ChatService;
  /** The simulated feed when EXCHANGE_FEED=simulator (tests step it by hand). */
  feed: FeedSimulator | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    khela: Khela;
  }
}

/** Slower than this (ms), a request is logged at `warn` whatever the level. */
const SLOW_REQUEST_MS = 1_000;

/**
 * The request log: every request at `debug` (its module's level: shared/logging.ts); a slow one at `warn`; a 5xx at
 * `error` (its cause is logged where thrown). The path only: a query string may carry a token or a phone number.
 */
function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (req, reply, done) => {
    const ms = reply.elapsedTime;
    const url = req.url.split('?', 1)[0];
    if (reply.statusCode >= 500) req.log.error({ method: req.method, url, status: reply.statusCode, ms }, 'request failed');
    else if (ms > SLOW_REQUEST_MS) req.log.warn({ method: req.method, url, status: reply.statusCode, ms }, 'slow request');
    else if (req.log.level === 'debug' || req.log.level === 'trace') req.log.debug({ method: req.method, url, status: reply.statusCode, ms }, 'request');
    done();
  });
}

/**
 * Start-up phases with their times (STARTUP_TRACE=1 prints them): what a first start spends where, for
 * `pnpm bench startup` and anyone making it shorter.
 */
export function startupLap(label: string): void {
  if (process.env.STARTUP_TRACE !== '1') return;
  const now = performance.now();
  console.error(`[startup] ${label.padEnd(28)} ${(now - lastLap).toFixed(0).padStart(5)} ms (${now.toFixed(0)} ms since the process began)`);
  lastLap = now;
}
let lastLap = performance.now();

/** Builds the whole server as one Fastify instance; `main.ts` only listens. Tests call this and use `app.inject()`. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  startupLap('modules loaded');
  // Route schemas are compiled at first use and, once the server listens, in the background (./shared/lazy-compilers).
  const compilers = lazyCompilers();
  const app = Fastify({
    // JSON lines with secrets redacted (shared/logging.ts).
    logger: loggerOptions(config.logLevel, config.logStream),
    // Every log line of a request carries its id (`reqId`): the load balancer's X-Request-Id when it sent a sane one.
    genReqId: requestId,
    // Two log lines per request (Fastify's default) cost the hot paths a good share of their time (issue 15). Access
    // logs belong to the proxy in front; here, every request at `debug`, and slow or failed ones at any level.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 64 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { maxParamLength: 200 },
    // The router's own refusals (a path segment over maxParamLength: 414; a malformed URL: 400) go through the error
    // handler like any other, so they answer in our shape with a message the apps translate, not Fastify's text.
    frameworkErrors: answerError,
    ajv: AJV_OPTIONS,
    schemaController: compilers.schemaController,
  });
  app.addHook('onListen', (done) => {
    void compilers.warm((err) => app.log.error({ err }, 'a route schema does not compile'));
    done();
  });
  // A logger per module, each at its own level (LOG_LEVELS, and /log-levels at run time); requests log through theirs.
  const logs = new ModuleLogs(app.log, config.logLevels);
  installModuleLogs(app, logs);
  installErrorHandler(app);
  installRequestLog(app);
  installSchemas(app);
  const https = isHttps(config.publicUrl);
  installInputGuards(app);
  installResponseHeaders(app, { https });
  installRequestIdHeader(app);
  const lifecycle = new Lifecycle();
  // What the metrics read at each scrape; the services they read are built further down.
  const sources = {
    hub: null as LiveHub | null,
    crash: null as { leads: boolean } | null,
    live: null as { leads: boolean } | null,
    desk: null as { leasesHeld: number } | null,
    database: null as Database | null,
    ledger: null as { problems: number; at: number } | null,
  };
  const metrics = new Metrics({
    pool: () => sources.database?.poolStats() ?? null,
    sockets: () => ({ subscriptions: sources.hub?.socketCount ?? 0, sent: sources.hub?.sent ?? 0 }),
    leases: () => ({ crash: sources.crash?.leads ?? false, live: sources.live?.leads ?? false, markets: sources.desk?.leasesHeld ?? 0 }),
    ledger: () => sources.ledger,
  });
  metrics.install(app);

  // A first start on an empty embedded data directory creates the administrator: their password's hash is made on a
  // worker thread while the database opens.
  const earlyAdmin = isFirstEmbeddedStart(config) ? adminSecret(config.adminPassword) : undefined;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.dbPoolSize,
    prepared: config.dbPrepared,
    onConnectionLost: (err) => {
      metrics.connectionLost();
      logs.for('db').warn({ err: err.message }, 'database connection lost; the pool opens another');
    },
    onTransaction: (seconds, outcome) => metrics.transaction(seconds, outcome),
    template: config.pgliteTemplateDir ? { dir: config.pgliteTemplateDir, migrationsDir: config.migrationsDir } : undefined,
  });
  startupLap('database open');
  sources.database = database;
  const db = database.db;
  let redis: Redis | null = null;
  let bus: Bus;
  let limiter: Limiter;
  try {
    await migrate(database, config.migrationsDir);
    await database.keepTemplate();
    startupLap('migrations');
    const storageDir = join(config.dataDir, 'storage');
    if (config.seedDemo) {
      installSeedAssets(config.seedAssetsDir, storageDir);
      await seedDemoContent(db, app.log);
      await seedPayments(db, app.log);
    } else {
      // Our own games' posters and logo are the product's, not demo content: every start installs them.
      installSeedAssets(config.seedAssetsDir, storageDir, 'games');
    }
    await seedAdmin(db, config.adminUsername, config.adminPassword, app.log, earlyAdmin);
    await seedOwnGames(db, app.log);
    startupLap('seeds');

    if (config.redisUrl) {
      // Fail-fast clients: with Redis away, rate limits decide without it and live events are dropped (logged).
      redis = redisClient(config.redisUrl, app.log, 'rate limits');
      const rb = new RedisBus(config.redisUrl, logs.for('realtime'), (seconds) => metrics.busLag('redis', seconds));
      await Promise.all([rb.whenReady(), redisReady(redis)]);
      bus = rb;
      limiter = new RedisLimiter(redis);
    } else {
      bus = new LocalBus((seconds) => metrics.busLag('local', seconds));
      limiter = new MemoryLimiter();
    }

    const transports: Transport[] = [];
    if (config.smtpUrl) transports.push(new SmtpTransport(config.smtpUrl, config.mailFrom));
    if (config.smsUrl) transports.push(new HttpSmsTransport(config.smsUrl, config.smsToken));
    const notifier = new Notifier(db, transports, logs.for('notify'));
    const limits = new RateLimits(limiter, config.rateLimitScale, redis ? { fallback: new MemoryLimiter(), log: app.log } : {});
    const uow = new UnitOfWork(db, logs.for('db'));
    const wallet = new WalletService(uow, bus, undefined, config.balanceCacheMs);
    const background = new Background(logs.for('jobs'));
    const players = new PlayersService(db, wallet);
    const authRepo = new AuthRepository();
    const botCheck = new BotCheck(db, authRepo, config.altcha);
    // The staff domain's audit log: every domain writes it in the transaction of the change.
    const audit = new AuditService(db, new AuditRepository());
    // Player protection (issue 14): its guards run inside the transaction of every money-taking call; the sign-up
    // records the 18+ confirmation, the profile reads the minimum age, the edge the blocked countries.
    const protection = new ProtectionService(db, uow, new ProtectionRepository(), audit, (tx, playerId) => players.byId(tx, playerId));
    const auth = new AuthService(db, wallet, players.accounts, notifier, limits, bus, background, botCheck, (tx, playerId) => protection.confirmAge(tx, playerId), config.sessionCacheMs, authRepo);
    const content = new ContentService(db);
    const profile = new ProfileService(db, notifier, limits, auth.codes, () => protection.minimumAge());
    const hub = new LiveHub(bus);
    const turnover = new TurnoverService(db, wallet);
    // The staff domain: accounts and sign-in, the configuration engine the domains' console routes use.
    // The inbox: other domains write their events' messages through inbox.system, in their own transactions.
    const inbox = new InboxService(db, uow, new InboxRepository(), bus, audit, logs.for('support'));
    // The e-wallet gateway by environment: the demo one outside production only (loadConfig refuses it there).
    // Rewards: settled stakes earn VIP points in their transaction; the daily job pays the referral rewards.
    const rewards = new RewardsService(db, uow, wallet, new RewardsRepository(), audit, bus, logs.for('rewards'), inbox.system, protection.playGuard);
    // The one stake-and-settle pipeline (wallet/stakes.ts): every product's stake passes player protection, every
    // settled stake counts towards turnover tickets and earns VIP points (the referral turnover reads those).
    const stakes = new StakePipeline(protection.stakeGuard, { turnover: turnover.listener, rewards: rewards.listener }, metrics.stakes);
    const deposits = new DepositsService(db, wallet, turnover, config.paymentGateway === 'demo' ? new DemoGateway() : null, inbox.system, players, protection.playGuard);
    const withdrawals = new WithdrawalsService(db, wallet, turnover, inbox.system, players, content);
    players.setPaymentDates({ lastDepositAt: (id) => deposits.lastDepositAt(id), lastWithdrawalAt: (id) => withdrawals.lastWithdrawalAt(id) });
    const records = new RecordsService(db, wallet);
    const configuration = new ConfigService(db, new ConfigRepository(), audit);
    const staffRepository = new StaffRepository();
    const staffAuth = new StaffAuthService(db, limits, staffRepository, audit);
    const staff = new StaffService(db, staffRepository, staffAuth, audit, configuration, () => deposits.gatewayName());
    const paymentsStaff = new PaymentsStaffService(db, wallet, deposits, withdrawals, turnover, players, audit, configuration, inbox.system);
    const gameWallet = new GameWalletService(wallet, stakes);
    const fair = new FairService(db);
    const launch = new LaunchService(db, fair, gameWallet, bus, config.sessionCacheMs, protection.playGuard);
    auth.onSessionEnded((playerId, sessionId) => launch.siteSessionEnded(playerId, sessionId));
    const originals = new OriginalsService(db, gameWallet, fair);
    const crash = new CrashService(db, gameWallet, bus, logs.for('games'), {
      ...DEFAULT_CRASH_OPTIONS,
      bettingMs: config.crashBettingMs,
      pauseMs: config.crashPauseMs,
      holder: `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
    });
    const live = new LiveTablesService(db, gameWallet, bus, logs.for('games'), {
      ...DEFAULT_LIVE_OPTIONS,
      pauseMs: config.livePauseMs,
      holder: `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
    });
    const sweeper = new GamesSweeper(db, originals, crash, live, gameWallet, logs.for('games'));
    // The exchange: one writer per market (the desk's leases), live pushes after each command's commit.
    const exchangeRepo = new ExchangeRepository();
    const exchange = new ExchangeService(db, uow, wallet, exchangeRepo, stakes, inbox.system, audit);
    const desk = new MarketDesk(db, exchangeRepo, exchange.executor, {
      holder: `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
      leaseMs: config.exchangeLeaseMs,
      forwardTimeoutMs: 10_000,
    }, logs.for('exchange'));
    exchange.attach(desk);
    // Open bets (a game round, exposure held on the exchange) keep turnover tickets from the low-balance release.
    turnover.setOpenBetsProbe(async (tx, playerId) => (await gameWallet.hasOpenRound(tx, playerId)) || (await exchange.hasOpenBets(tx, playerId)));
    if (config.redisUrl) await desk.connect(config.redisUrl, logs.for('exchange'));
    players.setRewardsSummary((playerId) => rewards.summary(playerId));
    registerCountryBlock(app, protection, config.countryHeader);
    // The support chat: the desk sees the player beside the thread (players, payments and rewards, through their services).
    const playersStaff = new PlayersStaffService(db, wallet, turnover, paymentsStaff, (playerId) => rewards.summary(playerId));
    const chat = new ChatService(db, uow, new ChatRepository(), bus, audit, inbox.system, async (playerId) => {
      const [p, deps, wds, vip] = await Promise.all([
        playersStaff.player(playerId),
        paymentsStaff.listDeposits({ player_id: String(playerId), per_page: '5' }),
        paymentsStaff.listWithdrawals({ player_id: String(playerId), per_page: '5' }),
        rewards.vip(playerId),
      ]);
      return {
        id: p.id,
        username: p.username,
        name: p.name || null,
        phone: p.phone || null,
        email: p.email || null,
        currency: p.currency,
        status: p.status,
        balance: p.balance,
        phone_verified: p.phone_verified,
        email_verified: p.email_verified_at !== null,
        vip_level: vip.level.name,
        created_at: p.created_at,
        last_login_at: p.last_login_at,
        deposits: deps.data.map((d) => ({ id: d.id, amount: d.amount, status: d.status, method: d.method, created_at: d.created_at })),
        withdrawals: wds.data.map((w) => ({ id: w.id, amount: w.amount, status: w.status, method: w.method, created_at: w.created_at })),
      };
    }, logs.for('support'));
    const exchangeReads = new ExchangeReads(db, exchangeRepo, exchange);
    const exchangeLive = new ExchangeLive(db, bus, exchangeRepo, exchangeReads, logs.for('exchange'));
    exchange.onChange = (c) => exchangeLive.changed(c);
    const feed =
      config.exchangeFeed === 'simulator'
        ? new FeedSimulator(db, uow, exchangeRepo, exchange, exchangeLive, new MarketMaker(db, uow, players, wallet, exchange), {
            matches: config.exchangeSimMatches,
            stepMs: config.exchangeSimStepMs,
            firstStepMs: config.exchangeSimFirstStepMs,
            holder: desk.holder,
            leaseMs: config.exchangeLeaseMs,
            sports: config.exchangeSimSports,
          }, logs.for('exchange'))
        : null;
    const currencies = new Map<bigint, string>();
    const currencyOf = async (playerId: bigint) => {
      let c = currencies.get(playerId);
      if (!c) {
        c = (await players.byId(db, playerId))?.currency ?? 'BDT';
        if (currencies.size > 100_000) currencies.clear();
        currencies.set(playerId, c);
      }
      return c;
    };
    const dev = config.nodeEnv !== 'production';

    sources.hub = hub;
    sources.crash = crash;
    sources.live = live;
    sources.desk = desk;
    app.decorate('khela', {
      config,
      lifecycle,
      metrics,
      database,
      uow,
      bus,
      hub,
      wallet,
      auth,
      players,
      profile,
      content,
      notifier,
      turnover,
      deposits,
      withdrawals,
      staff,
      gameWallet,
      launch,
      fair,
      originals,
      crash,
      live,
      sweeper,
      exchange,
      desk,
      feed,
      rewards,
      inbox,
      chat,
    });
    app.decorateRequest('auth', null);

    await app.register(fastifyCompress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
    });
    // On close, live sockets are told the server restarts (1012) before the plugin closes them: clients reconnect, and
    // the load balancer sends them to another process. Registered first, so it runs before the plugin's own.
    app.addHook('preClose', (done) => {
      for (const c of app.websocketServer?.clients ?? []) c.close(1012, 'server restart');
      done();
    });
    await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
    await registerOpenApi(app, { publicUrl: config.publicUrl });

    app.get('/api/health', async () => ({ status: 'ok', database: database.kind, bus: config.redisUrl ? 'redis' : 'local' }));
    const readyRedis = redis;
    registerReadiness(app, lifecycle, { database: () => sql`SELECT 1`.execute(db), redis: readyRedis ? () => readyRedis.ping() : null });
    if (config.metricsPort) serveMetricsPort(app, metrics, config.metricsPort, config.host, logs);
    else if (config.metricsToken) registerMetricsRoute(app, metrics, config.metricsToken, logs);
    // Each domain serves its player routes and its console screens as one plugin; this is only the wiring.
    const access = staffAccess(staffAuth);
    await app.register(authPlugin, { auth, players, dev, secureCookies: https });
    await app.register(contentPlugin, { content, access, config: configuration, audit });
    await app.register(playersPlugin, { auth, profile, access, staff: playersStaff });
    registerLiveRoute(app, hub, {
      // A player's site token, or a game session token (our games app watches its balance and Crash).
      authenticate: async (token) => {
        const who = await auth.authenticate(token);
        if (who) return who;
        const g = await launch.authenticate(token);
        return g ? { playerId: g.player_id, sessionId: g.auth_session_id } : null;
      },
      sessionActive: (id) => auth.sessionActive(id),
      staff: {
        authenticate: async (token, ip) => {
          const s = await staffAuth.authenticate(token, ip);
          return s ? { staffId: s.staffId, sessionId: s.sessionId, username: s.username, displayName: s.displayName, role: s.role } : null;
        },
        sessionActive: (token, ip) => staffAuth.authenticate(token, ip).then((s) => s !== null),
      },
      typing: async (from, chatId) => {
        if ('playerId' in from) {
          if (await chat.playerOwns(from.playerId, chatId)) await bus.publish('staff:support', 'chat.typing', { chat_id: Number(chatId), who: 'player', name: null });
          return;
        }
        const playerId = await chat.playerIdOf(chatId);
        // The player sees the agent's display name (or none), never the login.
        if (playerId !== null) await bus.publish(`player:${playerId}`, 'chat.typing', { chat_id: Number(chatId), who: 'agent', name: from.displayName || null });
      },
    });
    const bettingRecords = new BettingRecordsService(db);
    await app.register(gamesPlugin, {
      auth,
      catalogue: new CatalogueService(db),
      launch,
      fair,
      originals,
      crash,
      live,
      records: bettingRecords,
      db,
      gameWallet,
      access,
      staff: new GamesStaffService(db, wallet, configuration, audit, gameWallet, () => launch.catalogueChanged()),
      liveStaff: new LiveStaffService(db, live, audit),
    });
    await app.register(paymentsPlugin, {
      auth,
      deposits,
      withdrawals,
      records,
      receipts: new ReceiptsService(db),
      noticeSecret: config.paymentNoticeSecret,
      access,
      staffAuth,
      staff: paymentsStaff,
      config: configuration,
    });
    await app.register(promotionsPlugin, { auth, turnover, access, staff: new PromotionsStaffService(db, turnover, audit), config: configuration });
    await app.register(rewardsPlugin, { auth, rewards, access, openDay: config.rewardsOpenDay });
    await app.register(protectionPlugin, { auth, protection, access });
    await app.register(supportPlugin, { auth, inbox, chat, limits, access });
    await app.register(exchangePlugin, {
      auth,
      service: exchange,
      reads: exchangeReads,
      currencyOf,
      balancesOf: (playerId, currency) => wallet.balancesOf(playerId, currency),
      access,
      staff: new ExchangeStaffService(db, uow, exchangeRepo, exchange, audit),
    });
    await app.register(historyPlugin, { auth, rounds: bettingRecords, exchange: exchangeReads, payments: records });
    await app.register(staffPlugin, { access, staffAuth, service: staff, audit });
    await app.register(walletPlugin, { wallet, access, dev: dev ? players : null });
    await app.register(notifyPlugin, { notifier, dev });
    await registerEdge(app, {
      mobileDist: config.mobileDist,
      desktopDist: config.desktopDist,
      backofficeDist: config.backofficeDist,
      gamesDist: config.gamesDist,
      storageDir,
      secureCookies: https,
      firstBanner: () => content.firstBanner(),
    });
    if (config.crashEngine) app.addHook('onReady', async () => crash.start());
    if (config.liveEngine) app.addHook('onReady', async () => live.start());
    if (config.gamesSweepMs > 0) app.addHook('onReady', async () => sweeper.start(config.gamesSweepMs));
    if (feed) app.addHook('onReady', async () => feed.start());
    if (config.referralJobMs > 0) app.addHook('onReady', async () => rewards.start(config.referralJobMs));
    // The ledger's invariants, checked in the background for the metrics (and their alert), on every process.
    const ledgerCheck = new PeriodicJob(
      'ledger check',
      async () => {
        const v = await wallet.verifyLedger();
        const problems = v.unbalanced.length + v.drifted.length + v.empty.length;
        sources.ledger = { problems, at: Date.now() };
        if (problems > 0) logs.for('wallet').error({ unbalanced: v.unbalanced.length, drifted: v.drifted.length, empty: v.empty.length }, 'the ledger check found problems');
      },
      logs.for('wallet'),
    );
    if (config.ledgerCheckMs > 0) app.addHook('onReady', async () => ledgerCheck.start(config.ledgerCheckMs, true));
    if (config.supportJobMs > 0) {
      app.addHook('onReady', async () => {
        inbox.start(config.supportJobMs);
        chat.start(config.supportJobMs);
      });
    }

    app.addHook('onClose', async () => {
      auth.close();
      launch.close();
      wallet.close();
      await crash.stop();
      await live.stop();
      await sweeper.stop();
      await feed?.stop();
      await rewards.stop();
      await ledgerCheck.stop();
      await inbox.stop();
      await chat.stop();
      exchangeLive.stop();
      await desk.stop();
      await background.drain();
      await bus.close();
      redis?.disconnect();
      await database.close();
    });
  } catch (err) {
    redis?.disconnect();
    await database.close().catch(() => undefined);
    throw err;
  }
  return app;
}
