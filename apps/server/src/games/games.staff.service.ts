import { GAME_MESSAGES, MESSAGES, dhakaToday, startOfDhakaDay, toWire } from '@khela/domain';
import type { Db } from '../db/database';
import { AppError } from '../shared/errors';
import type { GameWalletService } from './game-wallet.service';
import type { WalletService } from '../wallet/wallet.service';
import type { AuditService } from '../staff/audit.service';
import type { ConfigService } from '../staff/config-engine';
import { GamesRepository, type RoundStatus } from './games.repository';
import { resourceWire, type Resource } from '../staff/config-engine';
import { GAME_RESOURCES, type GameResourceName } from './games.resources';
import type { StaffAuth } from '../staff/staff-auth.service';
import { pageOf, paging, readReason, type Query } from '../staff/console';

const ROUND_STATUSES: readonly RoundStatus[] = ['open', 'won', 'lost', 'refunded'];
const DAY_MS = 86_400_000;
/** The longest date range of a summary. */
const MAX_SUMMARY_DAYS = 366;

function invalid(field: string): never {
  throw AppError.validation({ [field]: [MESSAGES.valueInvalid] }, MESSAGES.valueInvalid);
}

function queryId(v: string | undefined, field: string): bigint | undefined {
  if (v === undefined || v === '') return undefined;
  if (!/^\d{1,18}$/.test(v) || /^0+$/.test(v)) invalid(field);
  return BigInt(v);
}

/** A GMT+6 calendar day (YYYY-MM-DD) → the instant it starts. */
function dayStart(v: string, field: string): Date {
  return startOfDhakaDay(v) ?? invalid(field);
}

/** ?from=&to= (GMT+6 days, both included) → [from, to + 1 day). */
function dateRange(q: Query, defaults?: { from: string; to: string }): { from?: Date; to?: Date; fromDay?: string; toDay?: string } {
  const fromDay = q.from || defaults?.from;
  const toDay = q.to || defaults?.to;
  const from = fromDay ? dayStart(fromDay, 'from') : undefined;
  const to = toDay ? new Date(dayStart(toDay, 'to').getTime() + DAY_MS) : undefined;
  if (from && to && to <= from) invalid('to');
  return { from, to, fromDay, toDay };
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The player's profit or loss on a settled round (payout − stake); none while open or once refunded. */
function profitLoss(status: string, stake: bigint, payout: bigint): string | null {
  return status === 'won' || status === 'lost' ? toWire(payout - stake) : null;
}

/**
 * The console's games: the catalogue (types, providers, games) through the generic resource reader and writer,
 * the rounds of every provider with their wallet transactions, the GGR summary, and the refund of a stuck round.
 */
export class GamesStaffService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly config: ConfigService,
    private readonly audit: AuditService,
    private readonly gameWallet: GameWalletService,
    /** Told after each committed catalogue change (LaunchService.catalogueChanged: the cached game sessions go). */
    private readonly catalogueChanged: () => Promise<void>,
    /** The queries of its tables: passed in, or made here when none is (a test may pass its own). */
    private readonly repo: GamesRepository = new GamesRepository(),
  ) {}

  private resource(name: GameResourceName): Resource {
    return GAME_RESOURCES[name];
  }

  // ------------------------------------------------------------------ catalogue
  async types() {
    const [rows, counts] = await Promise.all([this.repo.allTypes(this.db), this.repo.catalogueCounts(this.db)]);
    return this.withCounts('game-types', rows, counts, (c, row) => c.type === row.code);
  }

  async providers() {
    const [rows, counts] = await Promise.all([this.repo.allProviders(this.db), this.repo.catalogueCounts(this.db)]);
    return this.withCounts('game-providers', rows, counts, (c, row) => c.provider_id === row.id);
  }

  /** Catalogue rows as JSON with how many games (and active games) each holds. */
  private withCounts<R extends Record<string, unknown>, C extends { games: number; active: number }>(
    name: GameResourceName,
    rows: R[],
    counts: C[],
    belongs: (c: C, row: R) => boolean,
  ) {
    return rows.map((row) => {
      const mine = counts.filter((c) => belongs(c, row));
      return {
        ...resourceWire(this.resource(name), row),
        games: mine.reduce((n, c) => n + c.games, 0),
        active_games: mine.reduce((n, c) => n + c.active, 0),
      };
    });
  }

  async games(q: Query) {
    const p = paging(q);
    const status = q.status || undefined;
    if (status && status !== 'active' && status !== 'inactive') invalid('status');
    const type = q.type ? q.type.toUpperCase() : undefined;
    if (type && !/^[A-Z]{2,12}$/.test(type)) invalid('type');
    const { rows, total } = await this.repo.consoleGames(this.db, {
      providerId: queryId(q.provider_id, 'provider_id'),
      type,
      status,
      text: (q.q ?? '').trim().slice(0, 80) || undefined,
      ...p,
    });
    const r = this.resource('games');
    return pageOf(
      rows.map(({ platform, provider_name, provider_status, ...g }) => ({ ...resourceWire(r, g), platform, provider_name, provider_status })),
      total,
      p,
    );
  }

  async create(who: StaffAuth, name: GameResourceName, body: unknown) {
    return this.changed(await this.config.createRow(who, this.resource(name), body));
  }

  async update(who: StaffAuth, name: GameResourceName, key: bigint | string, body: unknown) {
    return this.changed(await this.config.updateRow(who, this.resource(name), key, body));
  }

  async remove(who: StaffAuth, name: GameResourceName, key: bigint | string) {
    return this.changed(await this.config.deleteRow(who, this.resource(name), key));
  }

  /** After the commit, before the answer: the game sessions every process holds are read again. */
  private async changed<T>(result: T): Promise<T> {
    await this.catalogueChanged();
    return result;
  }

  // ------------------------------------------------------------------ rounds
  async rounds(q: Query) {
    const p = paging(q);
    const status = q.status && q.status !== 'all' ? q.status : undefined;
    if (status && !(ROUND_STATUSES as readonly string[]).includes(status)) invalid('status');
    const platform = q.platform ? q.platform.toUpperCase() : undefined;
    if (platform && !/^[A-Z0-9_]{2,20}$/.test(platform)) invalid('platform');
    const player = (q.player ?? '').trim().slice(0, 40) || undefined;
    const range = dateRange(q);
    const { rows, total } = await this.repo.rounds(this.db, {
      player,
      platform,
      gameId: queryId(q.game_id, 'game_id'),
      status: status as RoundStatus | undefined,
      from: range.from,
      to: range.to,
      ...p,
    });
    return pageOf(
      rows.map((r) => ({
        id: Number(r.id),
        round_ref: r.round_ref,
        status: r.status,
        stake: toWire(r.stake),
        payout: toWire(r.payout),
        profit_loss: profitLoss(r.status, r.stake, r.payout),
        currency: r.currency,
        player: { id: Number(r.player_id), username: r.username },
        game: { id: Number(r.game_id), code: r.game_code, name: r.game_name, type: r.game_type },
        platform: r.platform,
        created_at: r.created_at.toISOString(),
        settled_at: iso(r.settled_at),
      })),
      total,
      p,
    );
  }

  async round(id: bigint) {
    const r = await this.repo.round(this.db, id);
    if (!r) throw AppError.notFound();
    const txs = await this.repo.roundTransactions(this.db, id);
    return {
      id: Number(r.id),
      round_ref: r.round_ref,
      status: r.status,
      stake: toWire(r.stake),
      payout: toWire(r.payout),
      profit_loss: profitLoss(r.status, r.stake, r.payout),
      currency: r.currency,
      player: { id: Number(r.player_id), username: r.username },
      game: { id: Number(r.game_id), code: r.game_code, name: r.game_name, type: r.game_type },
      platform: r.platform,
      provider_name: r.provider_name,
      session_id: r.session_id !== null ? Number(r.session_id) : null,
      params: r.params ?? null,
      outcome: r.outcome ?? null,
      fair:
        r.server_seed_hash !== null && r.client_seed !== null && r.nonce !== null
          ? { server_seed_hash: r.server_seed_hash, client_seed: r.client_seed, nonce: r.nonce, server_seed: r.server_seed, revealed: r.seed_status === 'revealed' }
          : null,
      crash:
        r.crash_round_id !== null
          ? { id: Number(r.crash_round_id), phase: r.crash_phase, crash_point: r.crash_point !== null ? r.crash_point / 100 : null, hash: r.crash_hash }
          : null,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
      settled_at: iso(r.settled_at),
      transactions: txs.map((t) => ({
        id: Number(t.id),
        kind: t.kind,
        tx_ref: t.tx_ref,
        amount: toWire(t.amount),
        reference_tx_ref: t.reference_tx_ref,
        ledger_tx_id: t.ledger_tx_id !== null ? Number(t.ledger_tx_id) : null,
        rolled_back: t.rolled_back,
        created_at: t.created_at.toISOString(),
      })),
    };
  }

  /** Rounds, turnover, payouts and GGR per game for GMT+6 days from..to (today by default). */
  async summary(q: Query) {
    const today = dhakaToday();
    const range = dateRange(q, { from: today, to: today });
    if (range.to!.getTime() - range.from!.getTime() > MAX_SUMMARY_DAYS * DAY_MS) invalid('from');
    const platform = q.platform ? q.platform.toUpperCase() : undefined;
    if (platform && !/^[A-Z0-9_]{2,20}$/.test(platform)) invalid('platform');
    const { games, totals } = await this.repo.summary(this.db, range.from!, range.to!, platform);
    return {
      from: range.fromDay!,
      to: range.toDay!,
      platform: platform ?? null,
      games: games.map((g) => ({
        game_id: Number(g.game_id),
        code: g.code,
        name: g.name,
        platform: g.platform,
        rounds: g.rounds,
        turnover: toWire(g.turnover),
        payouts: toWire(g.payouts),
        ggr: toWire(g.turnover - g.payouts),
      })),
      totals: {
        rounds: totals.rounds,
        turnover: toWire(totals.turnover),
        payouts: toWire(totals.payouts),
        ggr: toWire(totals.turnover - totals.payouts),
        open_rounds: totals.open_rounds,
        open_stakes: toWire(totals.open_stakes),
        refunded_rounds: totals.refunded_rounds,
      },
    };
  }

  /**
   * Refunds a round stuck open through the game wallet (stakes back through the ledger, round marked refunded) and
   * audits it with the staff member's reason, in one transaction.
   */
  async refund(who: StaffAuth, id: bigint, body: { reason?: string }) {
    const reason = readReason(body.reason);
    return this.wallet.inTransaction(async (tx) => {
      const before = await this.repo.roundRow(tx, id, true);
      if (!before) throw AppError.notFound();
      if (before.status !== 'open') throw new AppError('round_not_open', GAME_MESSAGES.roundOver);
      await this.gameWallet.refundInTx(tx, id, `staff:${who.staffId}`);
      const after = await this.repo.roundRow(tx, id);
      await this.audit.write(tx, who, 'game_round.refund', 'game_round', id, before, { ...after, reason });
      return { id: Number(id), status: after?.status ?? 'open', changed: after?.status === 'refunded' };
    });
  }
}
