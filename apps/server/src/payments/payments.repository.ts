import { sql } from 'kysely';
import type { Tx } from '../db/unit-of-work';

/** A console list's filter. */
export interface ConsoleFilter {
  status?: string;
  playerId?: bigint;
  match?: string;
  limit: number;
  offset: number;
}

/** Deposit statuses that count against a receiving number's daily limit. */
const COUNTED = ['pending', 'confirmed'] as const;

/** The SQL of payments: configuration, holds, deposits, notices, withdrawals, records, notifications. */
export class PaymentsRepository {
  // ------------------------------------------------------------------ settings
  settings(tx: Tx) {
    return tx.selectFrom('payment_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  }


  // ------------------------------------------------------------------ methods and channels
  activeMethods(tx: Tx) {
    return tx
      .selectFrom('payment_methods')
      .select(['id', 'name', 'code', 'icon', 'status', 'bonus_pct', 'withdraw_enabled'])
      .where('status', '=', 'active')
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  methodByName(tx: Tx, name: string) {
    return tx
      .selectFrom('payment_methods')
      .select(['id', 'name', 'code', 'icon', 'status', 'bonus_pct', 'withdraw_enabled'])
      .where(sql`lower(name)`, '=', name.trim().toLowerCase())
      .executeTakeFirst();
  }

  methodById(tx: Tx, id: bigint) {
    return tx
      .selectFrom('payment_methods')
      .select(['id', 'name', 'code', 'icon', 'status', 'bonus_pct', 'withdraw_enabled'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  activeChannels(tx: Tx, methodId: bigint) {
    return tx
      .selectFrom('payment_channels')
      .select(['id', 'method_id', 'name', 'account_type', 'type', 'min_amount', 'max_amount'])
      .where('method_id', '=', methodId)
      .where('status', '=', 'active')
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  activeChannel(tx: Tx, methodId: bigint, accountType: string) {
    return tx
      .selectFrom('payment_channels')
      .select(['id', 'method_id', 'name', 'account_type', 'type', 'min_amount', 'max_amount'])
      .where('method_id', '=', methodId)
      .where(sql`lower(account_type)`, '=', accountType.trim().toLowerCase())
      .where('status', '=', 'active')
      .executeTakeFirst();
  }

  channelById(tx: Tx, id: bigint) {
    return tx
      .selectFrom('payment_channels')
      .select(['id', 'method_id', 'name', 'account_type', 'type', 'min_amount', 'max_amount', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
  }


  // ------------------------------------------------------------------ receiving numbers and holds
  /** The active numbers of a channel, locked (serialises handing out numbers of one channel). */
  lockActiveNumbers(tx: Tx, methodId: bigint, accountType: string) {
    return tx
      .selectFrom('receiving_numbers')
      .select(['id', 'number', 'daily_limit'])
      .where('method_id', '=', methodId)
      .where('account_type', '=', accountType)
      .where('status', '=', 'active')
      .orderBy('id')
      .forNoKeyUpdate()
      .execute();
  }

  /**
   * What each number has taken since `since` (pending and confirmed deposits) plus the live holds of other players.
   */
  async usage(tx: Tx, numberIds: bigint[], since: Date, exceptPlayer: bigint): Promise<Map<bigint, bigint>> {
    const out = new Map<bigint, bigint>(numberIds.map((id) => [id, 0n]));
    if (numberIds.length === 0) return out;
    const deposits = await tx
      .selectFrom('deposits')
      .select(['receiving_number_id', sql<bigint>`sum(amount)::bigint`.as('total')])
      .where('receiving_number_id', 'in', numberIds)
      .where('created_at', '>=', since)
      .where('status', 'in', COUNTED)
      .groupBy('receiving_number_id')
      .execute();
    const holds = await tx
      .selectFrom('wallet_number_holds')
      .select(['receiving_number_id', sql<bigint>`sum(amount)::bigint`.as('total')])
      .where('receiving_number_id', 'in', numberIds)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .where('player_id', '!=', exceptPlayer)
      .groupBy('receiving_number_id')
      .execute();
    for (const r of [...deposits, ...holds]) {
      if (r.receiving_number_id === null) continue;
      out.set(r.receiving_number_id, (out.get(r.receiving_number_id) ?? 0n) + r.total);
    }
    return out;
  }

  /** The player's live, unused hold on a channel. */
  liveHold(tx: Tx, playerId: bigint, channelId: bigint) {
    return tx
      .selectFrom('wallet_number_holds')
      .select(['id', 'receiving_number_id', 'amount', 'expires_at'])
      .where('player_id', '=', playerId)
      .where('channel_id', '=', channelId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** The player's newest unused hold on any channel of a method since `since` (the number they were shown). */
  latestHold(tx: Tx, playerId: bigint, methodId: bigint, since: Date) {
    return tx
      .selectFrom('wallet_number_holds as h')
      .innerJoin('payment_channels as c', 'c.id', 'h.channel_id')
      .innerJoin('receiving_numbers as n', 'n.id', 'h.receiving_number_id')
      .select(['h.id', 'h.receiving_number_id', 'h.channel_id', 'h.amount', 'h.expires_at', 'n.number'])
      .where('h.player_id', '=', playerId)
      .where('c.method_id', '=', methodId)
      .where('h.used_at', 'is', null)
      .where('h.created_at', '>=', since)
      .orderBy('h.id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async releaseHolds(tx: Tx, playerId: bigint, channelId: bigint) {
    await tx
      .updateTable('wallet_number_holds')
      .set({ used_at: new Date() })
      .where('player_id', '=', playerId)
      .where('channel_id', '=', channelId)
      .where('used_at', 'is', null)
      .execute();
  }

  insertHold(tx: Tx, h: { playerId: bigint; numberId: bigint; channelId: bigint; amount: bigint; expiresAt: Date }) {
    return tx
      .insertInto('wallet_number_holds')
      .values({ player_id: h.playerId, receiving_number_id: h.numberId, channel_id: h.channelId, amount: h.amount, expires_at: h.expiresAt })
      .returning(['id', 'expires_at'])
      .executeTakeFirstOrThrow();
  }

  /** Holds older than two days no longer matter (used, or expired long ago). */
  async purgeOldHolds(tx: Tx) {
    await tx.deleteFrom('wallet_number_holds').where('created_at', '<', new Date(Date.now() - 2 * 86_400_000)).execute();
  }

  async useHold(tx: Tx, id: bigint) {
    await tx.updateTable('wallet_number_holds').set({ used_at: new Date() }).where('id', '=', id).execute();
  }


  /**
   * Serialises one player's money requests (deposit and withdrawal submissions). FOR NO KEY UPDATE so rows that
   * merely reference the player (tickets, notifications) can still be written by a concurrent confirmation.
   */
  async lockPlayer(tx: Tx, playerId: bigint) {
    await tx.selectFrom('players').select('id').where('id', '=', playerId).forNoKeyUpdate().execute();
  }


  // ------------------------------------------------------------------ deposits
  /**
   * Serialises everything about one (method, transaction id): a submission, a notice, a confirmation. Two sessions
   * racing on the same transaction id see each other's rows.
   */
  async lockTransactionId(tx: Tx, methodId: bigint, transactionId: string) {
    await sql`SELECT pg_advisory_xact_lock(7250010, hashtext(${`${methodId}:${transactionId}`}))`.execute(tx);
  }

  pendingDepositOf(tx: Tx, playerId: bigint) {
    return tx
      .selectFrom('deposits')
      .select(['id', 'source', 'transaction_id', 'created_at'])
      .where('player_id', '=', playerId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
  }

  depositByTransactionId(tx: Tx, methodId: bigint, transactionId: string) {
    return tx.selectFrom('deposits').selectAll().where('method_id', '=', methodId).where('transaction_id', '=', transactionId).executeTakeFirst();
  }

  /** The player's deposit submitted with this client id, if any. */
  depositByRequestId(tx: Tx, playerId: bigint, requestId: string) {
    return tx.selectFrom('deposits').selectAll().where('player_id', '=', playerId).where('request_id', '=', requestId).executeTakeFirst();
  }

  /** The player's withdrawal submitted with this client id, if any. */
  withdrawalByRequestId(tx: Tx, playerId: bigint, requestId: string) {
    return tx.selectFrom('withdrawals').selectAll().where('player_id', '=', playerId).where('request_id', '=', requestId).executeTakeFirst();
  }

  depositForUpdate(tx: Tx, id: bigint) {
    return tx.selectFrom('deposits').selectAll().where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
  }

  depositByGatewayReference(tx: Tx, playerId: bigint, reference: string, lock = true) {
    const q = tx.selectFrom('deposits').selectAll().where('player_id', '=', playerId).where('gateway_reference', '=', reference);
    return (lock ? q.forNoKeyUpdate() : q).executeTakeFirst();
  }

  /** Has the player a pending or confirmed deposit under this promotion? */
  /** Once-per-player promotions this player has used (a pending or confirmed deposit took them). */
  async usedOncePromotions(tx: Tx, playerId: bigint): Promise<bigint[]> {
    const rows = await tx
      .selectFrom('deposits as d')
      .innerJoin('promotions as p', 'p.id', 'd.promotion_id')
      .select('d.promotion_id')
      .distinct()
      .where('d.player_id', '=', playerId)
      .where('d.status', 'in', COUNTED)
      .where('p.once_per_player', '=', true)
      .execute();
    return rows.map((r) => r.promotion_id!).filter((x) => x !== null);
  }

  async promotionTaken(tx: Tx, playerId: bigint, promotionId: bigint): Promise<boolean> {
    const r = await tx
      .selectFrom('deposits')
      .select('id')
      .where('player_id', '=', playerId)
      .where('promotion_id', '=', promotionId)
      .where('status', 'in', COUNTED)
      .limit(1)
      .executeTakeFirst();
    return Boolean(r);
  }

  insertDeposit(
    tx: Tx,
    d: {
      playerId: bigint;
      currency: string;
      methodId: bigint;
      channelId: bigint | null;
      receivingNumberId: bigint | null;
      receivingNumber: string;
      sender: string;
      transactionId: string | null;
      amount: bigint;
      promotionId: bigint | null;
      promoBonusPct: number;
      promoMaxBonus: bigint;
      methodBonusPct: number;
      turnoverMultiplier: number;
      source: 'manual' | 'ewallet';
      gatewayReference: string | null;
      /** The rejected deposit this one corrects. */
      resubmitOf?: bigint | null;
      /** The client's id for the submission. */
      requestId?: string | null;
    },
  ) {
    return tx
      .insertInto('deposits')
      .values({
        player_id: d.playerId,
        currency: d.currency,
        method_id: d.methodId,
        channel_id: d.channelId,
        receiving_number_id: d.receivingNumberId,
        receiving_number: d.receivingNumber,
        sender: d.sender,
        resubmit_of: d.resubmitOf ?? null,
        transaction_id: d.transactionId,
        amount: d.amount,
        promotion_id: d.promotionId,
        promo_bonus_pct: d.promoBonusPct,
        promo_max_bonus: d.promoMaxBonus,
        method_bonus_pct: d.methodBonusPct,
        turnover_multiplier: d.turnoverMultiplier,
        source: d.source,
        gateway_reference: d.gatewayReference,
        request_id: d.requestId ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** pending → confirmed; undefined when it was not pending (somebody else decided first). */
  markDepositConfirmed(tx: Tx, id: bigint, c: { amount: bigint; bonus: bigint; via: 'staff' | 'notice' | 'gateway'; staffId: bigint | null }) {
    const now = new Date();
    return tx
      .updateTable('deposits')
      .set({ status: 'confirmed', amount: c.amount, bonus: c.bonus, confirmed_via: c.via, decided_by: c.staffId, decided_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
  }

  /** The player's Revert: pending → cancelled (no longer counted against the receiving number). */
  markDepositCancelled(tx: Tx, id: bigint) {
    const now = new Date();
    return tx
      .updateTable('deposits')
      .set({ status: 'cancelled', decided_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
  }

  /** The correction a rejected deposit already has, if any. */
  resubmissionOf(tx: Tx, id: bigint) {
    return tx.selectFrom('deposits').select('id').where('resubmit_of', '=', id).executeTakeFirst();
  }

  markDepositRejected(tx: Tx, id: bigint, reason: string, staffId: bigint | null) {
    const now = new Date();
    return tx
      .updateTable('deposits')
      .set({ status: 'rejected', reject_reason: reason, decided_by: staffId, decided_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
  }

  async setDepositMatch(tx: Tx, id: bigint, state: 'matched' | 'mismatch') {
    await tx.updateTable('deposits').set({ match_state: state, updated_at: new Date() }).where('id', '=', id).execute();
  }

  async setDepositTransaction(tx: Tx, id: bigint, transactionId: string, sender: string) {
    await tx.updateTable('deposits').set({ transaction_id: transactionId, sender, updated_at: new Date() }).where('id', '=', id).execute();
  }


  // ------------------------------------------------------------------ notices
  insertNotice(
    tx: Tx,
    n: { methodId: bigint; transactionId: string; amount: bigint; sender: string; receiver: string; receivedAt: Date | null },
  ) {
    return tx
      .insertInto('payment_notices')
      .values({
        method_id: n.methodId,
        transaction_id: n.transactionId,
        amount: n.amount,
        sender: n.sender,
        receiver: n.receiver,
        received_at: n.receivedAt,
      })
      .onConflict((oc) => oc.columns(['method_id', 'transaction_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  noticeFor(tx: Tx, methodId: bigint, transactionId: string) {
    return tx.selectFrom('payment_notices').selectAll().where('method_id', '=', methodId).where('transaction_id', '=', transactionId).executeTakeFirst();
  }

  async setNotice(tx: Tx, id: bigint, state: 'matched' | 'mismatch', depositId: bigint) {
    await tx.updateTable('payment_notices').set({ state, deposit_id: depositId }).where('id', '=', id).execute();
  }


  // ------------------------------------------------------------------ withdrawals
  pendingWithdrawalOf(tx: Tx, playerId: bigint) {
    return tx.selectFrom('withdrawals').select(['id']).where('player_id', '=', playerId).where('status', '=', 'pending').executeTakeFirst();
  }

  async nextWithdrawalId(tx: Tx): Promise<bigint> {
    const r = await sql<{ id: bigint }>`SELECT nextval(pg_get_serial_sequence('withdrawals', 'id')) AS id`.execute(tx);
    return r.rows[0]!.id;
  }

  insertWithdrawal(
    tx: Tx,
    w: {
      id: bigint;
      playerId: bigint;
      currency: string;
      methodId: bigint;
      provider: string;
      accountNumber: string;
      amount: bigint;
      holdTransactionId: bigint;
      requestId?: string | null;
    },
  ) {
    return tx
      .insertInto('withdrawals')
      .values({
        id: w.id,
        player_id: w.playerId,
        currency: w.currency,
        method_id: w.methodId,
        provider: w.provider,
        account_number: w.accountNumber,
        amount: w.amount,
        hold_transaction_id: w.holdTransactionId,
        request_id: w.requestId ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  withdrawalForUpdate(tx: Tx, id: bigint) {
    return tx.selectFrom('withdrawals').selectAll().where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
  }

  markWithdrawalApproved(tx: Tx, id: bigint, payoutTransactionId: string, staffId: bigint) {
    const now = new Date();
    return tx
      .updateTable('withdrawals')
      .set({ status: 'approved', payout_transaction_id: payoutTransactionId, decided_by: staffId, decided_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
  }

  markWithdrawalRejected(tx: Tx, id: bigint, reason: string, staffId: bigint) {
    const now = new Date();
    return tx
      .updateTable('withdrawals')
      .set({ status: 'rejected', reject_reason: reason, decided_by: staffId, decided_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
  }


  // ------------------------------------------------------------------ player records
  depositRecords(tx: Tx, playerId: bigint, limit: number) {
    return tx
      .selectFrom('deposits as d')
      .innerJoin('payment_methods as m', 'm.id', 'd.method_id')
      .leftJoin('payment_channels as c', 'c.id', 'd.channel_id')
      .select([
        'd.id',
        'd.transaction_id',
        'd.gateway_reference',
        'd.status',
        'd.amount',
        'd.bonus',
        'd.sender',
        'd.reject_reason',
        'd.created_at',
        'd.updated_at',
        'd.source',
        'd.match_state',
        'd.decided_at',
        sql<boolean>`EXISTS (SELECT 1 FROM deposits r WHERE r.resubmit_of = d.id)`.as('resubmitted'),
        'm.name as method_name',
        'm.icon as method_icon',
        'c.account_type',
      ])
      .where('d.player_id', '=', playerId)
      .orderBy('d.id', 'desc')
      .limit(limit)
      .execute();
  }

  withdrawalRecords(tx: Tx, playerId: bigint, limit: number) {
    return tx
      .selectFrom('withdrawals as w')
      .leftJoin('payment_methods as m', 'm.id', 'w.method_id')
      .select([
        'w.id',
        'w.payout_transaction_id',
        'w.status',
        'w.amount',
        'w.account_number',
        'w.provider',
        'w.reject_reason',
        'w.created_at',
        'w.updated_at',
        'm.name as method_name',
        'm.icon as method_icon',
      ])
      .where('w.player_id', '=', playerId)
      .orderBy('w.id', 'desc')
      .limit(limit)
      .execute();
  }

  adjustmentRecords(tx: Tx, playerId: bigint, limit: number) {
    return tx
      .selectFrom('adjustments')
      .select(['id', 'amount', 'reason', 'created_at'])
      .where('player_id', '=', playerId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async lastDepositAt(tx: Tx, playerId: bigint): Promise<Date | null> {
    const r = await tx
      .selectFrom('deposits')
      .select(sql<Date | null>`max(decided_at)`.as('at'))
      .where('player_id', '=', playerId)
      .where('status', '=', 'confirmed')
      .executeTakeFirst();
    return r?.at ?? null;
  }

  async lastWithdrawalAt(tx: Tx, playerId: bigint): Promise<Date | null> {
    const r = await tx
      .selectFrom('withdrawals')
      .select(sql<Date | null>`max(created_at)`.as('at'))
      .where('player_id', '=', playerId)
      .where('status', '!=', 'rejected')
      .executeTakeFirst();
    return r?.at ?? null;
  }


  // ------------------------------------------------------------------ notifications
  // ------------------------------------------------------------------ the console's reads
  // dashboard
  async dashboard(tx: Tx, since: Date) {
    const r = await sql<{
      pending_deposits: number;
      pending_withdrawals: number;
      flagged_deposits: number;
      unmatched_notices: number;
      deposits_total: bigint;
      deposits_count: number;
      withdrawals_total: bigint;
      withdrawals_count: number;
    }>`SELECT
        (SELECT count(*)::int FROM deposits WHERE status = 'pending') AS pending_deposits,
        (SELECT count(*)::int FROM withdrawals WHERE status = 'pending') AS pending_withdrawals,
        (SELECT count(*)::int FROM deposits WHERE match_state = 'mismatch' AND status = 'pending') AS flagged_deposits,
        (SELECT count(*)::int FROM payment_notices WHERE state <> 'matched') AS unmatched_notices,
        (SELECT coalesce(sum(amount), 0)::bigint FROM deposits WHERE status = 'confirmed' AND decided_at >= ${since}) AS deposits_total,
        (SELECT count(*)::int FROM deposits WHERE status = 'confirmed' AND decided_at >= ${since}) AS deposits_count,
        (SELECT coalesce(sum(amount), 0)::bigint FROM withdrawals WHERE status = 'approved' AND decided_at >= ${since}) AS withdrawals_total,
        (SELECT count(*)::int FROM withdrawals WHERE status = 'approved' AND decided_at >= ${since}) AS withdrawals_count`.execute(tx);
    return r.rows[0]!;
  }


  async consoleDeposits(tx: Tx, f: ConsoleFilter) {
    let q = tx
      .selectFrom('deposits as d')
      .innerJoin('players as p', 'p.id', 'd.player_id')
      .innerJoin('payment_methods as m', 'm.id', 'd.method_id')
      .leftJoin('payment_channels as c', 'c.id', 'd.channel_id')
      .leftJoin('promotions as pr', 'pr.id', 'd.promotion_id')
      .leftJoin('payment_notices as n', (j) => j.onRef('n.method_id', '=', 'd.method_id').onRef('n.transaction_id', '=', 'd.transaction_id'));
    if (f.status) q = q.where('d.status', '=', f.status as 'pending');
    if (f.playerId) q = q.where('d.player_id', '=', f.playerId);
    if (f.match) q = q.where('d.match_state', '=', f.match as 'none');
    const [rows, count] = await Promise.all([
      q
        .select([
          'd.id',
          'd.status',
          'd.transaction_id',
          'd.sender',
          'd.receiving_number',
          'd.amount',
          'd.bonus',
          'd.source',
          'd.receipt',
          'd.match_state',
          'd.reject_reason',
          'd.confirmed_via',
          'd.created_at',
          'd.decided_at',
          'd.resubmit_of',
          'd.promotion_id',
          'pr.name as promotion_name',
          'm.name as method',
          'c.name as channel',
          'c.account_type',
          'p.id as player_id',
          'p.username',
          'n.id as notice_id',
          'n.amount as notice_amount',
          'n.sender as notice_sender',
          'n.receiver as notice_receiver',
          'n.received_at as notice_received_at',
          'n.state as notice_state',
        ])
        .orderBy('d.id', f.status === 'pending' ? 'asc' : 'desc')
        .limit(f.limit)
        .offset(f.offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }

  async consoleWithdrawals(tx: Tx, f: ConsoleFilter) {
    let q = tx
      .selectFrom('withdrawals as w')
      .innerJoin('players as p', 'p.id', 'w.player_id')
      .leftJoin('payment_methods as m', 'm.id', 'w.method_id');
    if (f.status) q = q.where('w.status', '=', f.status as 'pending');
    if (f.playerId) q = q.where('w.player_id', '=', f.playerId);
    const [rows, count] = await Promise.all([
      q
        .select([
          'w.id',
          'w.status',
          'w.amount',
          'w.account_number',
          'w.provider',
          'w.payout_transaction_id',
          'w.reject_reason',
          'w.created_at',
          'w.decided_at',
          'm.name as method',
          'p.id as player_id',
          'p.username',
        ])
        .orderBy('w.id', f.status === 'pending' ? 'asc' : 'desc')
        .limit(f.limit)
        .offset(f.offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }

  async consoleNotices(tx: Tx, f: { state?: string; limit: number; offset: number }) {
    let q = tx.selectFrom('payment_notices as n').innerJoin('payment_methods as m', 'm.id', 'n.method_id');
    if (f.state) q = q.where('n.state', '=', f.state as 'unmatched');
    const [rows, count] = await Promise.all([
      q
        .select(['n.id', 'n.transaction_id', 'n.amount', 'n.sender', 'n.receiver', 'n.received_at', 'n.state', 'n.deposit_id', 'n.created_at', 'm.name as method'])
        .orderBy('n.id', 'desc')
        .limit(f.limit)
        .offset(f.offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }


  async playerTotals(tx: Tx, id: bigint) {
    const r = await sql<{ deposits_total: bigint; deposits_count: number; withdrawals_total: bigint; withdrawals_count: number; bonus_total: bigint }>`
      SELECT
        (SELECT coalesce(sum(amount), 0)::bigint FROM deposits WHERE player_id = ${id} AND status = 'confirmed') AS deposits_total,
        (SELECT count(*)::int FROM deposits WHERE player_id = ${id} AND status = 'confirmed') AS deposits_count,
        (SELECT coalesce(sum(amount), 0)::bigint FROM withdrawals WHERE player_id = ${id} AND status = 'approved') AS withdrawals_total,
        (SELECT count(*)::int FROM withdrawals WHERE player_id = ${id} AND status = 'approved') AS withdrawals_count,
        (SELECT coalesce(sum(bonus), 0)::bigint FROM deposits WHERE player_id = ${id} AND status = 'confirmed') AS bonus_total`.execute(tx);
    return r.rows[0]!;
  }

  insertAdjustment(tx: Tx, a: { playerId: bigint; currency: string; amount: bigint; reason: string; staffId: bigint; ledgerTransactionId: bigint }) {
    return tx
      .insertInto('adjustments')
      .values({
        player_id: a.playerId,
        currency: a.currency,
        amount: a.amount,
        reason: a.reason,
        staff_id: a.staffId,
        ledger_transaction_id: a.ledgerTransactionId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
