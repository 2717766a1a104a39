import { MESSAGES, dhakaToday, oddsOf, startOfDhakaDay, toWire } from '@khela/domain';
import type { ExchangeReads } from '../exchange/exchange.reads';
import type { BettingRecordsService } from '../games/betting-records.service';
import type { RecordsService } from '../payments/transaction-records.service';
import { AppError } from '../shared/errors';
import { BOM, cell, dhakaIso, line, textCell } from './csv';

const DAY_MS = 86_400_000;
/** The longest period one export covers, in Dhaka calendar days (both ends counted). */
const HISTORY_MAX_DAYS = 366;
/** Without dates: the last 30 Dhaka days, today included. */
const HISTORY_DEFAULT_DAYS = 30;

const HISTORY_MESSAGES = {
  badDate: MESSAGES.exchangeBadDate,
  badPeriod: MESSAGES.exchangeBadPeriod,
  tooLong: MESSAGES.historyPeriodTooLong,
} as const;

const HISTORY_COLUMNS = ['type', 'time', 'reference', 'description', 'amount', 'balance_after', 'status'] as const;

/** A period of Dhaka calendar days, inclusive, as instants: [from, to). */
export interface HistoryPeriod {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** Reads `from` / `to` (YYYY-MM-DD, Dhaka days, inclusive): a readable 400 for a bad day, a reversed or too long period. */
export function readPeriod(q: { from?: string; to?: string }, now: Date = new Date()): HistoryPeriod {
  const day = (raw: string) => {
    const d = startOfDhakaDay(raw.trim());
    if (!d) throw AppError.badRequest(HISTORY_MESSAGES.badDate);
    return d;
  };
  const to = q.to ? q.to.trim() : dhakaToday(now);
  const toStart = day(to);
  const from = q.from ? q.from.trim() : dhakaToday(new Date(toStart.getTime() - (HISTORY_DEFAULT_DAYS - 1) * DAY_MS));
  const start = day(from);
  if (start > toStart) throw AppError.badRequest(HISTORY_MESSAGES.badPeriod);
  if ((toStart.getTime() - start.getTime()) / DAY_MS + 1 > HISTORY_MAX_DAYS) throw AppError.badRequest(HISTORY_MESSAGES.tooLong);
  return { from, to, start, end: new Date(toStart.getTime() + DAY_MS) };
}

interface Row {
  at: Date;
  cells: string[];
}

/** What a ledger reason is called in the file: its type and description. */
const LEDGER: Record<string, [string, string]> = {
  deposit: ['deposit', 'Deposit'],
  deposit_bonus: ['bonus', 'Deposit bonus'],
  withdrawal: ['withdrawal', 'Withdrawal'],
  withdrawal_returned: ['withdrawal_returned', 'Withdrawal returned'],
  adjustment: ['adjustment', 'Balance adjustment'],
  dev_adjustment: ['adjustment', 'Balance adjustment (test)'],
  'vip.convert': ['reward', 'VIP points converted'],
  'referral.claim': ['reward', 'Referral reward claimed'],
};

const ORDER_STATUS: Record<string, string> = { executable: 'open', execution_complete: 'matched' };

/**
 * The account history (RTS 13's link; issue 14): every money movement of the wallet, every round of our games and
 * providers' and every exchange order and bet of a period, as one CSV. It reads the other domains through their
 * services, each a page at a time, and merges them by time, so a year of a heavy player streams in constant memory.
 */
export class HistoryService {
  constructor(
    private readonly d: {
      rounds: BettingRecordsService;
      exchange: ExchangeReads;
      payments: RecordsService;
    },
  ) {}

  fileName(p: HistoryPeriod): string {
    return `khela-history-${p.from}-${p.to}.csv`;
  }

  /** The file: the BOM and the header, then one line per row, oldest first. */
  async *csv(playerId: bigint, p: HistoryPeriod): AsyncGenerator<string> {
    yield BOM + line([...HISTORY_COLUMNS]);
    // Lines go out in batches so a big file is not one write per line.
    let batch = '';
    for await (const row of merge([this.movements(playerId, p), this.rounds(playerId, p), this.exchange(playerId, p)])) {
      batch += line(row.cells);
      if (batch.length > 64_000) {
        yield batch;
        batch = '';
      }
    }
    if (batch) yield batch;
  }

  private async *movements(playerId: bigint, p: HistoryPeriod): AsyncGenerator<Row> {
    for await (const m of this.d.payments.exportMovements(playerId, p.start, p.end)) {
      const [type, description] = LEDGER[m.reason] ?? ['other', m.reason];
      yield {
        at: m.created_at,
        cells: [type, dhakaIso(m.created_at), textCell(m.reference || `L${m.transaction_id}`), textCell(description), toWire(m.amount), toWire(BigInt(m.balance_after)), 'completed'],
      };
    }
  }

  private async *rounds(playerId: bigint, p: HistoryPeriod): AsyncGenerator<Row> {
    for await (const r of this.d.rounds.exportRounds(playerId, p.start, p.end)) {
      const description = `${r.game_name} (${r.platform}), round ${r.round_ref}: stake ${toWire(r.stake)}, payout ${toWire(r.payout)}`;
      yield { at: r.created_at, cells: ['bet', dhakaIso(r.created_at), `R${r.id}`, textCell(description), toWire(r.payout - r.stake), '', r.status] };
    }
  }

  private async *exchange(playerId: bigint, p: HistoryPeriod): AsyncGenerator<Row> {
    for await (const x of this.d.exchange.exportRows(playerId, p.start, p.end)) {
      const where = `${x.event_name} / ${x.market_name}`;
      if (x.k === 3) {
        yield { at: x.at, cells: ['exchange_commission', dhakaIso(x.at), `M${x.id}`, textCell(`Commission: ${where}`), toWire(-(x.commission ?? 0n)), '', 'settled'] };
        continue;
      }
      const fancy = x.market_kind === 'fancy';
      const price = x.price === null ? '' : fancy ? `${x.line ?? ''} at ${x.price}%` : `@ ${oddsOf(x.price)}`;
      const order = x.k === 1;
      const matched = order && x.size_matched !== null && x.size !== null && x.size_matched !== x.size ? `, matched ${toWire(x.size_matched)}` : '';
      const description = `${where} / ${x.selection_name ?? x.market_name}: ${x.side ?? ''} ${price}, stake ${toWire(x.size ?? 0n)}${matched}`;
      const reference = order ? `EX${x.id}` : `${fancy ? 'FY' : 'BM'}${x.id}`;
      yield {
        at: x.at,
        cells: [
          order ? 'exchange_order' : 'exchange_bet',
          dhakaIso(x.at),
          reference,
          textCell(description),
          x.profit_loss === null ? '' : toWire(x.profit_loss),
          '',
          cell(ORDER_STATUS[x.status] ?? x.status),
        ],
      };
    }
  }
}

/** Merges sources that are each in time order into one in time order (ties: the earlier source first). */
async function* merge(sources: AsyncGenerator<Row>[]): AsyncGenerator<Row> {
  const heads = await Promise.all(sources.map((s) => s.next()));
  for (;;) {
    let pick = -1;
    for (let i = 0; i < heads.length; i++) {
      const h = heads[i]!;
      if (h.done) continue;
      if (pick < 0 || h.value.at.getTime() < (heads[pick]!.value as Row).at.getTime()) pick = i;
    }
    if (pick < 0) return;
    yield heads[pick]!.value as Row;
    heads[pick] = await sources[pick]!.next();
  }
}
