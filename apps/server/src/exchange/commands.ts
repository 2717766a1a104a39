import { AppError } from '../shared/errors';
import type { Actor } from '../staff/audit.service';

/**
 * The commands a market's one writer runs (MarketDesk → CommandExecutor), typed: money and ids are `bigint`. A command
 * becomes JSON only where it crosses from one process to another (the desk's Redis hop) and in its audit entry, through
 * the one pair below, `encodeCommand` / `decodeCommand`; the JSON form is a command's wire and audit shape (ids and
 * money as decimal strings of minor units).
 */

export type Side = 'back' | 'lay';
type Persistence = 'lapse' | 'persist';

interface RunnerPrice {
  selectionId: bigint;
  /** A price left out stays as it is; null takes it down. */
  back?: number | null;
  lay?: number | null;
  suspended?: boolean;
}
export interface FancyLine {
  noLine: number;
  noRate: number;
  yesLine: number;
  yesRate: number;
}
export interface Quote {
  runner: number;
  side: Side;
  price: number;
  size: bigint;
}
/** A result as a command names it (and, for a resettlement, the one it corrects). */
interface NamedResult {
  winner?: bigint;
  result?: number;
}

interface Of<T extends string> {
  type: T;
  marketId: bigint;
}
/** A staff member's command is audited with who gave it. */
interface ByStaff {
  staff?: Actor;
}

export type PlaceCommand = Of<'place'> & { playerId: bigint; selectionId: bigint; side: Side; price: number; size: bigint; persistence: Persistence; requestId: string };
export type CancelCommand = Of<'cancel'> & { orderId: bigint };
export type BookmakerCommand = Of<'bookmaker'> & { playerId: bigint; selectionId: bigint; side: Side; price: number; stake: bigint; requestId: string };
export type FancyCommand = Of<'fancy'> & { playerId: bigint; side: 'yes' | 'no'; line: number; rate: number; stake: bigint; requestId: string };
type StatusCommand = Of<'status'> & ByStaff & { status: 'open' | 'suspended' };
type InPlayCommand = Of<'inplay'> & ByStaff;
type CloseCommand = Of<'close'> & ByStaff;
export type SettleCommand = Of<'settle'> & ByStaff & NamedResult & { early?: { reason: string } };
export type ResettleCommand = Of<'resettle'> &
  ByStaff &
  NamedResult & {
    /** The result the operator saw: a market corrected meanwhile is refused rather than corrected twice. */
    from: { winner: bigint | null; result: number | null };
    reason: string;
  };
export type VoidCommand = Of<'void'> & ByStaff;
export type PricesCommand = Of<'prices'> & ByStaff & { runners?: RunnerPrice[]; fancy?: FancyLine; ballRunning?: boolean };
type LimitsCommand = Of<'limits'> &
  ByStaff & { commissionBps?: number; minStake?: bigint; maxStake?: bigint; maxExposure?: bigint | null; betDelayMs?: number; liquidity?: boolean };
export type RequoteCommand = Of<'requote'> & { playerId: bigint; quotes: Quote[] };

/** A command on one market. */
export type MarketCommand =
  | PlaceCommand
  | CancelCommand
  | BookmakerCommand
  | FancyCommand
  | StatusCommand
  | InPlayCommand
  | CloseCommand
  | SettleCommand
  | ResettleCommand
  | VoidCommand
  | PricesCommand
  | LimitsCommand
  | RequoteCommand;

export type CommandType = MarketCommand['type'];

type Json = string | number | boolean | null | Json[] | { [k: string]: Json | undefined };
/** A command as JSON (fields left undefined are absent once stringified). */
type EncodedCommand = { [k: string]: Json | undefined };

const str = (v: bigint | undefined) => (v === undefined ? undefined : String(v));
const staffJson = (s: Actor | undefined) => (s ? { staffId: String(s.staffId), ip: s.ip } : undefined);

/** A command's JSON form (the forwarded command, and what its audit entry records). */
export function encodeCommand(c: MarketCommand): EncodedCommand {
  const head = { type: c.type, marketId: String(c.marketId) };
  switch (c.type) {
    case 'place':
      return { ...head, playerId: String(c.playerId), selectionId: String(c.selectionId), side: c.side, price: c.price, size: String(c.size), persistence: c.persistence, requestId: c.requestId };
    case 'cancel':
      return { ...head, orderId: String(c.orderId) };
    case 'bookmaker':
      return { ...head, playerId: String(c.playerId), selectionId: String(c.selectionId), side: c.side, price: c.price, stake: String(c.stake), requestId: c.requestId };
    case 'fancy':
      return { ...head, playerId: String(c.playerId), side: c.side, line: c.line, rate: c.rate, stake: String(c.stake), requestId: c.requestId };
    case 'status':
      return { ...head, status: c.status, staff: staffJson(c.staff) };
    case 'inplay':
    case 'close':
    case 'void':
      return { ...head, staff: staffJson(c.staff) };
    case 'settle':
      return { ...head, winner: str(c.winner), result: c.result, ...(c.early ? { early: true, reason: c.early.reason } : {}), staff: staffJson(c.staff) };
    case 'resettle':
      return {
        ...head,
        winner: str(c.winner),
        result: c.result,
        from: { winner: c.from.winner === null ? null : String(c.from.winner), result: c.from.result },
        reason: c.reason,
        staff: staffJson(c.staff),
      };
    case 'prices':
      return {
        ...head,
        runners: c.runners?.map((r) => ({ selectionId: String(r.selectionId), back: r.back, lay: r.lay, suspended: r.suspended })),
        fancy: c.fancy ? { ...c.fancy } : undefined,
        ballRunning: c.ballRunning,
        staff: staffJson(c.staff),
      };
    case 'limits':
      return {
        ...head,
        commissionBps: c.commissionBps,
        minStake: str(c.minStake),
        maxStake: str(c.maxStake),
        maxExposure: c.maxExposure === null ? null : str(c.maxExposure),
        betDelayMs: c.betDelayMs,
        liquidity: c.liquidity,
        staff: staffJson(c.staff),
      };
    case 'requote':
      return { ...head, playerId: String(c.playerId), quotes: c.quotes.map((q) => ({ runner: q.runner, side: q.side, price: q.price, size: String(q.size) })) };
  }
}

// ---------------------------------------------------------------- decoding

const malformed = (): never => {
  throw AppError.badRequest();
};

/** The fields of a JSON object (anything else is malformed). */
function fields(v: unknown): Map<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return malformed();
  return new Map(Object.entries(v));
}

/** Reads one JSON object's fields, each checked against what the command needs. */
class Fields {
  private readonly f: Map<string, unknown>;
  constructor(raw: unknown) {
    this.f = fields(raw);
  }
  private opt(k: string): unknown {
    return this.f.get(k) ?? undefined;
  }
  has(k: string): boolean {
    return this.f.get(k) !== undefined;
  }
  isNull(k: string): boolean {
    return this.f.get(k) === null;
  }
  string(k: string): string {
    const v = this.f.get(k);
    return typeof v === 'string' ? v : malformed();
  }
  /** An id or an amount in minor units: a decimal string. */
  big(k: string): bigint {
    const v = this.string(k);
    return /^-?[0-9]{1,30}$/.test(v) ? BigInt(v) : malformed();
  }
  number(k: string): number {
    const v = this.f.get(k);
    return typeof v === 'number' && Number.isFinite(v) ? v : malformed();
  }
  bool(k: string): boolean {
    const v = this.f.get(k);
    return typeof v === 'boolean' ? v : malformed();
  }
  oneOf<const T extends string>(k: string, values: readonly T[]): T {
    const v = this.f.get(k);
    return values.find((x) => x === v) ?? malformed();
  }
  maybeBig(k: string): bigint | undefined {
    return this.has(k) ? this.big(k) : undefined;
  }
  maybeNumber(k: string): number | undefined {
    return this.has(k) ? this.number(k) : undefined;
  }
  maybeBool(k: string): boolean | undefined {
    return this.has(k) ? this.bool(k) : undefined;
  }
  /** A price that may be left out (undefined) or taken down (null). */
  maybePrice(k: string): number | null | undefined {
    if (this.isNull(k)) return null;
    return this.has(k) ? this.number(k) : undefined;
  }
  list(k: string): unknown[] {
    const v = this.opt(k);
    return Array.isArray(v) ? v : malformed();
  }
  sub(k: string): Fields {
    return new Fields(this.f.get(k));
  }
  staff(): Actor | undefined {
    if (!this.has('staff')) return undefined;
    const s = this.sub('staff');
    return { staffId: s.big('staffId'), ...(s.has('ip') ? { ip: s.string('ip') } : {}) };
  }
}

const TYPES = ['place', 'cancel', 'bookmaker', 'fancy', 'status', 'inplay', 'close', 'settle', 'resettle', 'void', 'prices', 'limits', 'requote'] as const;

/** A forwarded command read back, every field checked: anything malformed is a 400 (`bad_request`), never run. */
export function decodeCommand(raw: unknown): MarketCommand {
  const o = new Fields(raw);
  const type = o.oneOf('type', TYPES);
  const marketId = o.big('marketId');
  const staff = o.staff();
  const by = staff ? { staff } : {};
  switch (type) {
    case 'place':
      return {
        type,
        marketId,
        playerId: o.big('playerId'),
        selectionId: o.big('selectionId'),
        side: o.oneOf('side', ['back', 'lay']),
        price: o.number('price'),
        size: o.big('size'),
        persistence: o.oneOf('persistence', ['lapse', 'persist']),
        requestId: o.string('requestId'),
      };
    case 'cancel':
      return { type, marketId, orderId: o.big('orderId') };
    case 'bookmaker':
      return {
        type,
        marketId,
        playerId: o.big('playerId'),
        selectionId: o.big('selectionId'),
        side: o.oneOf('side', ['back', 'lay']),
        price: o.number('price'),
        stake: o.big('stake'),
        requestId: o.string('requestId'),
      };
    case 'fancy':
      return { type, marketId, playerId: o.big('playerId'), side: o.oneOf('side', ['yes', 'no']), line: o.number('line'), rate: o.number('rate'), stake: o.big('stake'), requestId: o.string('requestId') };
    case 'status':
      return { type, marketId, status: o.oneOf('status', ['open', 'suspended']), ...by };
    case 'inplay':
    case 'close':
    case 'void':
      return { type, marketId, ...by };
    case 'settle':
      return { type, marketId, winner: o.maybeBig('winner'), result: o.maybeNumber('result'), ...(o.has('early') && o.bool('early') ? { early: { reason: o.string('reason') } } : {}), ...by };
    case 'resettle': {
      const from = o.sub('from');
      return {
        type,
        marketId,
        winner: o.maybeBig('winner'),
        result: o.maybeNumber('result'),
        from: { winner: from.isNull('winner') ? null : from.big('winner'), result: from.isNull('result') ? null : from.number('result') },
        reason: o.string('reason'),
        ...by,
      };
    }
    case 'prices':
      return {
        type,
        marketId,
        runners: o.has('runners')
          ? o.list('runners').map((raw) => {
              const r = new Fields(raw);
              return { selectionId: r.big('selectionId'), back: r.maybePrice('back'), lay: r.maybePrice('lay'), suspended: r.maybeBool('suspended') };
            })
          : undefined,
        fancy: o.has('fancy') ? fancyLine(o.sub('fancy')) : undefined,
        ballRunning: o.maybeBool('ballRunning'),
        ...by,
      };
    case 'limits':
      return {
        type,
        marketId,
        commissionBps: o.maybeNumber('commissionBps'),
        minStake: o.maybeBig('minStake'),
        maxStake: o.maybeBig('maxStake'),
        maxExposure: o.isNull('maxExposure') ? null : o.maybeBig('maxExposure'),
        betDelayMs: o.maybeNumber('betDelayMs'),
        liquidity: o.maybeBool('liquidity'),
        ...by,
      };
    case 'requote':
      return {
        type,
        marketId,
        playerId: o.big('playerId'),
        quotes: o.list('quotes').map((raw) => {
          const q = new Fields(raw);
          return { runner: q.number('runner'), side: q.oneOf('side', ['back', 'lay']), price: q.number('price'), size: q.big('size') };
        }),
      };
  }
}

function fancyLine(f: Fields): FancyLine {
  return { noLine: f.number('noLine'), noRate: f.number('noRate'), yesLine: f.number('yesLine'), yesRate: f.number('yesRate') };
}
