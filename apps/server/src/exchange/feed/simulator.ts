import { randomInt } from 'node:crypto';
import { MESSAGES } from '@khela/domain';
import type { Db } from '../../db/database';
import type { ExchangeSport } from '../../db/tables';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { ExchangeLive } from '../exchange.live';
import type { ExchangeRepository } from '../exchange.repository';
import type { ExchangeService } from '../exchange.service';
import type { MarketMaker } from '../market-maker';
import { createMatch, rngFrom, type Rng, type SimMatch } from './models';
import { pickFixture } from './names';

const SPORTS: readonly ExchangeSport[] = ['cricket', 'soccer', 'tennis'];

/** By default, how long after the start the first step runs (the server answers its first requests meanwhile). */
const FIRST_STEP_MS = 1_500;
/** Minutes between the starts of upcoming simulated matches of one sport. */
const START_SPACING_MIN = 15;
/** Requote every this many steps even if the fair prices did not move (players take the maker's liquidity). */
const REFILL_EVERY = 6;
/** The Bookmaker's margins: a back pays below the fair odds, a lay is taken above them. */
const BOOK_BACK_MARGIN = 0.03;
const BOOK_LAY_MARGIN = 0.01;

/**
 * How long 'Ball Running' lasts after a ball (the Bookmaker and the Fancy lines refuse bets meanwhile): as long as the
 * ball is live, a fifth of a step and at most 2 s, so most of each over is open for betting (a 5 s ball: 1 s).
 */
export function ballRunningMs(stepMs: number): number {
  return Math.max(1, Math.min(2_000, Math.round(stepMs / 5)));
}

export interface FeedLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface SimulatorOptions {
  /** Matches of each sport kept in play (and as many upcoming). */
  matches: number;
  /** Real milliseconds per step (a ball, a minute, a point). */
  stepMs: number;
  /** How long after the start the first step runs (0: at once). */
  firstStepMs?: number;
  holder: string;
  leaseMs: number;
  sports: readonly ExchangeSport[];
}

interface Running {
  eventId: bigint;
  sport: ExchangeSport;
  match: SimMatch;
  rng: Rng;
  steps: number;
  matchOdds: bigint;
  bookmaker: bigint;
  selections: bigint[];
  bookSelections: bigint[];
  /** Fancy markets by line key. */
  fancy: Map<string, { id: bigint; no: number; yes: number; open: boolean; settled: boolean }>;
  ballRunning: boolean;
  /** The Fancy lines this ball's 'Ball Running' was set on (opened again with the Bookmaker when it ends). */
  runningLines: bigint[];
  /** Cancels the timer that ends the ball under way. */
  ballEnd: (() => void) | null;
  bookKey: string;
}

/**
 * The feed adapter for development and the demo: simulated cricket (ball by ball), soccer (minute by minute) and
 * tennis (point by point) matches whose fair prices follow the score (./models). It keeps `matches` of each sport in
 * play and as many upcoming, turns them in play at their start, moves scores, Bookmaker prices and Fancy lines,
 * quotes house liquidity through the market maker, and settles every market with the result. One process runs it (the
 * `feed` lease); another takes over when that one stops, rebuilding each match by replaying its seed.
 */
export class FeedSimulator {
  private timer: NodeJS.Timeout | null = null;
  private firstStep: NodeJS.Timeout | null = null;
  private readonly running = new Map<bigint, Running>();
  private current: Promise<void> | null = null;
  private leading = false;
  /** How long each ball runs (ballRunningMs of the step). */
  readonly ballMs: number;
  /** Runs `fn` after `ms` and answers a cancel (tests hold the ball's end with it). */
  schedule: (fn: () => void, ms: number) => () => void = (fn, ms) => {
    const h = setTimeout(fn, ms);
    return () => clearTimeout(h);
  };

  constructor(
    private readonly db: Db,
    private readonly uow: UnitOfWork,
    private readonly repo: ExchangeRepository,
    private readonly exchange: ExchangeService,
    private readonly live: ExchangeLive,
    private readonly maker: MarketMaker,
    private readonly opts: SimulatorOptions,
    private readonly log?: FeedLog,
  ) {
    this.ballMs = ballRunningMs(opts.stepMs);
  }

  start(): void {
    this.timer ??= setInterval(() => void this.tick(), this.opts.stepMs);
    // The first step a moment after the start, not during it: on the embedded database its queries share the one
    // thread with the server's first answers (a fresh start makes the matches, about 0.6 s of work).
    const first = this.opts.firstStepMs ?? FIRST_STEP_MS;
    if (first === 0) void this.tick();
    else this.firstStep ??= setTimeout(() => void this.tick(), Math.min(this.opts.stepMs, first));
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.firstStep) clearTimeout(this.firstStep);
    this.timer = null;
    this.firstStep = null;
    for (const r of this.running.values()) this.cancelBall(r);
    await this.current;
  }

  /** Ends every ball under way now (tests, instead of waiting ballMs). */
  async endBalls(): Promise<void> {
    for (const r of [...this.running.values()]) {
      if (!r.ballEnd) continue;
      this.cancelBall(r);
      await this.endBall(r, r.steps);
    }
  }

  private cancelBall(r: Running): void {
    r.ballEnd?.();
    r.ballEnd = null;
  }

  /** The ball is dead: the Bookmaker and the Fancy lines it suspended open again (unless another ball came meanwhile). */
  private async endBall(r: Running, steps: number): Promise<void> {
    r.ballEnd = null;
    await this.current;
    if (r.steps !== steps || !r.ballRunning || this.running.get(r.eventId) !== r) return;
    r.ballRunning = false;
    const lines = r.runningLines;
    r.runningLines = [];
    for (const id of [r.bookmaker, ...lines]) {
      try {
        await this.exchange.setPrices(id, { ballRunning: false });
      } catch (err) {
        // A line closed or settled meanwhile has nothing to open.
        this.log?.warn({ err, marketId: String(id) }, 'exchange feed: ending ball running failed');
      }
    }
  }


  /** One step of every running match (tests drive the feed with it); during a step, the step under way. */
  tick(): Promise<void> {
    this.current ??= this.runTick().finally(() => (this.current = null));
    return this.current;
  }

  /**
   * Settles with the feed's result, unless the operator already settled the market with another one (a 409 since
   * issue 31): theirs stands, and a wrong one is theirs to correct by a resettlement.
   */
  private async settleOnce(marketId: bigint, outcome: { winner?: bigint; result?: number }): Promise<void> {
    try {
      await this.exchange.settle(marketId, outcome);
    } catch (err) {
      if ((err as { message?: string }).message !== MESSAGES.exchangeSettledOtherResult) throw err;
      this.log?.info({ marketId: String(marketId) }, 'exchange feed: the operator settled this market with another result; it stands');
    }
  }

  private async runTick(): Promise<void> {
    try {
      const settings = await this.repo.settings(this.db);
      if (!settings.simulator) return;
      const lead = await this.repo.lease(this.db, 'feed', this.opts.holder, Math.max(this.opts.leaseMs, this.opts.stepMs * 3));
      if (!lead) {
        this.leading = false;
        this.running.clear();
        return;
      }
      if (!this.leading) {
        this.leading = true;
        await this.resume();
      }
      await this.maker.fund();
      await this.supply();
      if (settings.liquidity) await this.manualLiquidity();
      const now = Date.now();
      for (const r of [...this.running.values()]) {
        try {
          const e = await this.repo.event(this.db, r.eventId);
          if (!e || e.status === 'closed' || e.status === 'finished') {
            // Ended by someone else (the operator settled its Match Odds): the feed can no longer settle the rest.
            await this.abandon(r);
            continue;
          }
          if (e.status === 'upcoming') {
            if (e.start_time.getTime() <= now) await this.kickOff(r);
            else if (settings.liquidity) await this.maker.quote(r.matchOdds, r.match.probabilities(), r.steps % REFILL_EVERY === 0);
            continue;
          }
          await this.step(r, settings.liquidity);
        } catch (err) {
          this.log?.warn({ err, eventId: String(r.eventId) }, 'exchange feed: a match step failed');
        }
      }
    } catch (err) {
      this.log?.warn({ err }, 'exchange feed: tick failed');
    }
  }

  /**
   * Markets the operator created with `liquidity: true`: the maker quotes around even chances (the operator has no
   * price model to give it), so players can trade at once; the book then moves with what players do.
   */
  private async manualLiquidity(): Promise<void> {
    for (const m of await this.repo.manualLiquidityMarkets(this.db)) {
      try {
        await this.maker.quote(m.id, Array.from({ length: m.runners }, () => 1 / m.runners));
      } catch (err) {
        this.log?.warn({ err, marketId: String(m.id) }, 'exchange feed: quoting an operator market failed');
      }
    }
  }

  /** Keeps `matches` in play and as many upcoming per sport (new ones start in play at once on an empty site). */
  private async supply(): Promise<void> {
    for (const sport of this.opts.sports) {
      const mine = [...this.running.values()].filter((r) => r.sport === sport);
      const events = await Promise.all(mine.map((r) => this.repo.event(this.db, r.eventId)));
      const inPlay = events.filter((e) => e?.status === 'in_play').length;
      const upcoming = events.filter((e) => e?.status === 'upcoming');
      const latest = Math.max(Date.now(), ...upcoming.map((e) => e!.start_time.getTime()));
      let missingNow = Math.max(0, this.opts.matches - inPlay - upcoming.filter((e) => e!.start_time.getTime() <= Date.now()).length);
      let missingLater = Math.max(0, this.opts.matches - upcoming.length);
      let next = latest;
      while (missingNow > 0) {
        await this.create(sport, new Date(Date.now()));
        missingNow--;
      }
      while (missingLater > 0) {
        next += START_SPACING_MIN * 60_000;
        await this.create(sport, new Date(next));
        missingLater--;
      }
    }
  }

  /** A new simulated event with its Match Odds and Bookmaker markets (house liquidity on Match Odds). */
  private async create(sport: ExchangeSport, start: Date): Promise<void> {
    // A team or player plays one match at a time: draw again while the fixture clashes with one running.
    const busy = new Set([...this.running.values()].flatMap((r) => r.match.runners));
    let seed = randomInt(1, 2 ** 31 - 1);
    let fixture = pickFixture(sport, rngFrom(seed));
    for (let i = 0; i < 20 && fixture.runners.some((n) => n !== 'The Draw' && busy.has(n)); i++) {
      seed = randomInt(1, 2 ** 31 - 1);
      fixture = pickFixture(sport, rngFrom(seed));
    }
    const match = createMatch(sport, fixture.runners, seed);
    const settings = await this.repo.settings(this.db);
    const betDelayMs = settings[`bet_delay_${sport}_ms`];
    // Bookmaker and Fancy take bets at once unless the operator set the sport's house delay (issue 31).
    const houseDelayMs = settings[`house_bet_delay_${sport}_ms`];
    const name = `${fixture.runners[0]} v ${fixture.runners[1]}`;
    const ids = await this.uow.run(async (tx) => {
      const competitionId = await this.repo.competition(tx, sport, fixture.competition);
      const event = await this.repo.insertEvent(tx, {
        sport,
        competitionId,
        name,
        startTime: start,
        source: 'simulator',
        externalId: `sim:${sport}:${seed}`,
        score: { ...(match.score() as object), steps: 0 },
      });
      const common = { eventId: event.id, currency: 'BDT', minStake: settings.min_stake, maxStake: settings.max_stake, betDelayMs };
      const mo = await this.repo.insertMarket(tx, { ...common, kind: 'match_odds', name: 'Match Odds', commissionBps: settings.commission_bps, maxExposure: null, liquidity: true });
      const moRunners = await this.repo.insertRunners(tx, mo.id, match.runners.map((n) => ({ name: n })));
      const bm = await this.repo.insertMarket(tx, { ...common, betDelayMs: houseDelayMs, kind: 'bookmaker', name: 'Bookmaker', commissionBps: 0, maxExposure: settings.house_max_exposure, liquidity: false });
      const prices = bookPrices(match.probabilities());
      const bmRunners = await this.repo.insertRunners(tx, bm.id, match.runners.map((n, i) => ({ name: n, backPrice: prices[i]!.back, layPrice: prices[i]!.lay })));
      return { event: event.id, mo: mo.id, bm: bm.id, sel: moRunners.map((r) => r.selection_id), bmSel: bmRunners.map((r) => r.selection_id) };
    });
    this.running.set(ids.event, {
      eventId: ids.event,
      sport,
      match,
      rng: rngFrom(seed ^ 0x5bd1e995),
      steps: 0,
      matchOdds: ids.mo,
      bookmaker: ids.bm,
      selections: ids.sel,
      bookSelections: ids.bmSel,
      fancy: new Map(),
      ballRunning: false,
      runningLines: [],
      ballEnd: null,
      bookKey: '',
    });
    this.log?.info({ eventId: String(ids.event), sport, name, start: start.toISOString() }, 'exchange feed: new simulated match');
  }

  /** After a restart or a takeover: every unfinished simulated event, its match replayed from its seed. */
  private async resume(): Promise<void> {
    this.running.clear();
    for (const sport of SPORTS) {
      for (const e of await this.repo.openEvents(this.db, sport)) {
        if (e.source !== 'simulator' || !e.external_id) continue;
        const seed = Number(e.external_id.split(':')[2]);
        const steps = Number((e.score as { steps?: number } | null)?.steps ?? 0);
        const fixture = pickFixture(sport, rngFrom(seed));
        const match = createMatch(sport, fixture.runners, seed);
        const rng = rngFrom(seed ^ 0x5bd1e995);
        for (let i = 0; i < steps; i++) match.step(rng);
        const markets = await this.repo.marketsOfEvents(this.db, [e.id]);
        const mo = markets.find((m) => m.kind === 'match_odds');
        const bm = markets.find((m) => m.kind === 'bookmaker');
        if (!mo || !bm) continue;
        const runners = await this.repo.runnersOf(this.db, [mo.id, bm.id]);
        const fancy = new Map<string, { id: bigint; no: number; yes: number; open: boolean; settled: boolean }>();
        for (const m of markets) {
          if (m.kind !== 'fancy' || !m.external_key) continue;
          fancy.set(m.external_key, { id: m.id, no: m.no_line!, yes: m.yes_line!, open: m.status === 'open', settled: m.status === 'settled' || m.status === 'voided' });
        }
        const running: Running = {
          eventId: e.id,
          sport,
          match,
          rng,
          steps,
          matchOdds: mo.id,
          bookmaker: bm.id,
          selections: runners.filter((r) => r.market_id === mo.id).map((r) => r.selection_id),
          bookSelections: runners.filter((r) => r.market_id === bm.id).map((r) => r.selection_id),
          fancy,
          ballRunning: bm.ball_running,
          runningLines: markets.filter((m) => m.kind === 'fancy' && m.ball_running && m.status === 'open').map((m) => m.id),
          ballEnd: null,
          bookKey: '',
        };
        this.running.set(e.id, running);
        // A ball left running by the process before ends as it would have.
        if (running.ballRunning) running.ballEnd = this.schedule(() => void this.endBall(running, steps), this.ballMs);
      }
    }
    if (this.running.size > 0) this.log?.info({ matches: this.running.size }, 'exchange feed: resumed simulated matches');
  }

  private async kickOff(r: Running): Promise<void> {
    await this.exchange.turnInPlay(r.matchOdds);
    await this.exchange.turnInPlay(r.bookmaker);
    await this.uow.run((tx) => this.repo.updateEvent(tx, r.eventId, { status: 'in_play' }));
    await this.live.score(r.eventId, { status: 'in_play', score: { ...(r.match.score() as object), steps: r.steps }, score_text: r.match.summary() });
  }

  private async step(r: Running, liquidity: boolean): Promise<void> {
    this.cancelBall(r);
    r.match.step(r.rng);
    r.steps++;
    const score = { ...(r.match.score() as object), steps: r.steps };
    await this.uow.run((tx) => this.repo.updateEvent(tx, r.eventId, { score, scoreText: r.match.summary() }));
    await this.live.score(r.eventId, { status: r.match.finished ? 'finished' : 'in_play', score, score_text: r.match.summary() });
    if (r.match.finished) return this.finish(r);

    const p = r.match.probabilities();
    if (liquidity) await this.maker.quote(r.matchOdds, p, r.steps % REFILL_EVERY === 0);

    // Bookmaker: prices follow the fair odds. 'Ball Running' while the ball is live, ballMs, then open again at the
    // new prices: every ball in cricket, a goal in soccer, a break or a set's end in tennis.
    const running = r.sport === 'cricket' || r.match.ballRunning;
    const was = r.ballRunning;
    r.ballRunning = running;
    const prices = bookPrices(p);
    const key = prices.map((x) => `${x.back}/${x.lay}`).join(',');
    if (key !== r.bookKey || running !== was) {
      r.bookKey = key;
      await this.exchange.setPrices(r.bookmaker, {
        runners: r.bookSelections.map((s, i) => ({ selectionId: String(s), back: prices[i]!.back, lay: prices[i]!.lay, suspended: prices[i]!.back === null })),
        ballRunning: running,
      });
    }
    await this.fancy(r, was);
    if (running) {
      const steps = r.steps;
      r.ballEnd = this.schedule(() => void this.endBall(r, steps), this.ballMs);
    }
  }

  /** Fancy lines: new ones become markets, moved ones change their line, closed ones stop, decided ones settle. */
  private async fancy(r: Running, wasRunning: boolean): Promise<void> {
    const lines: bigint[] = [];
    for (const line of r.match.fancy()) {
      let f = r.fancy.get(line.key);
      if (!f) {
        if (!line.open) continue;
        const settings = await this.repo.settings(this.db);
        const m = await this.uow.run((tx) =>
          this.repo.insertMarket(tx, {
            eventId: r.eventId,
            kind: 'fancy',
            name: line.title,
            currency: 'BDT',
            commissionBps: 0,
            minStake: settings.min_stake,
            maxStake: settings.max_stake,
            maxExposure: settings.house_max_exposure,
            betDelayMs: settings[`house_bet_delay_${r.sport}_ms`],
            liquidity: false,
            externalKey: line.key,
            fancy: { category: line.category, noLine: line.no, noRate: line.noRate, yesLine: line.yes, yesRate: line.yesRate },
          }),
        );
        f = { id: m.id, no: line.no, yes: line.yes, open: true, settled: false };
        r.fancy.set(line.key, f);
        await this.live.pushMarket(m.id);
        continue;
      }
      if (f.settled) continue;
      if (line.result !== null) {
        await this.settleOnce(f.id, { result: line.result });
        f.settled = true;
        f.open = false;
      } else if (!line.open && f.open) {
        await this.exchange.close(f.id);
        f.open = false;
      } else if (line.open && (line.no !== f.no || line.yes !== f.yes || r.ballRunning !== wasRunning)) {
        await this.exchange.setPrices(f.id, { fancy: { noLine: line.no, noRate: line.noRate, yesLine: line.yes, yesRate: line.yesRate }, ballRunning: r.ballRunning });
        f.no = line.no;
        f.yes = line.yes;
      }
      if (r.ballRunning && f.open && !f.settled) lines.push(f.id);
    }
    r.runningLines = lines;
  }

  /**
   * A match the operator ended before the feed did (settling or voiding its Match Odds finishes the event): its
   * Bookmaker follows the Match Odds result (the same runner wins; void when it was voided), its Fancy lines not yet
   * decided are voided, so no bet is left open on a match nobody plays any more. The match stays in `running` until
   * every market is done, so a failure is tried again on the next tick.
   */
  private async abandon(r: Running): Promise<void> {
    this.cancelBall(r);
    for (const market of [r.matchOdds, r.bookmaker]) this.maker.forget(market);
    const mo = await this.repo.market(this.db, r.matchOdds);
    const winner = mo?.status === 'settled' && mo.winner_selection_id !== null ? r.selections.findIndex((s) => s === mo.winner_selection_id) : -1;
    let failed = 0;
    const done = async (id: bigint, act: () => Promise<unknown>) => {
      const m = await this.repo.market(this.db, id);
      if (!m || m.status === 'settled' || m.status === 'voided') return;
      try {
        await act();
      } catch (err) {
        failed++;
        this.log?.warn({ err, marketId: String(id) }, 'exchange feed: closing a market of an ended match failed (tried again next tick)');
      }
    };
    await done(r.bookmaker, () => (winner >= 0 ? this.exchange.settle(r.bookmaker, { winner: r.bookSelections[winner]! }) : this.exchange.voidMarket(r.bookmaker)));
    for (const f of r.fancy.values()) if (!f.settled) await done(f.id, () => this.exchange.voidMarket(f.id));
    if (failed > 0) return;
    this.running.delete(r.eventId);
    this.log?.info({ eventId: String(r.eventId) }, 'exchange feed: match ended by the operator; its Bookmaker follows the Match Odds, open Fancy lines voided');
  }

  /** The result: Match Odds and Bookmaker settle on the winner (void on no result), open Fancy lines void. */
  private async finish(r: Running): Promise<void> {
    this.cancelBall(r);
    const w = r.match.winner();
    for (const f of r.fancy.values()) {
      if (f.settled) continue;
      await this.exchange.voidMarket(f.id);
      f.settled = true;
    }
    // The Bookmaker before the Match Odds: settling the Match Odds finishes the event, and a finished event whose
    // markets are still open is taken for one the operator ended (`abandon`).
    for (const [market, selections] of [
      [r.bookmaker, r.bookSelections],
      [r.matchOdds, r.selections],
    ] as const) {
      this.maker.forget(market);
      await this.exchange.close(market);
      if (w === null) await this.exchange.voidMarket(market);
      else await this.settleOnce(market, { winner: selections[w]! });
    }
    await this.uow.run((tx) => this.repo.updateEvent(tx, r.eventId, { status: 'finished' }));
    this.running.delete(r.eventId);
    this.log?.info({ eventId: String(r.eventId), result: r.match.summary(), winner: w === null ? null : r.match.runners[w] }, 'exchange feed: match finished and settled');
  }
}

/**
 * Bookmaker prices (hundredths) from fair probabilities: backing pays below the fair odds and laying is taken above
 * them, so the house keeps a margin on both sides; a runner nearly decided is suspended (null prices).
 */
export function bookPrices(p: number[]): { back: number | null; lay: number | null }[] {
  return p.map((prob) => {
    if (prob < 0.01 || prob > 0.985) return { back: null, lay: null };
    const fair = 100 / prob;
    const back = Math.max(101, Math.floor(fair / (1 + BOOK_BACK_MARGIN)));
    const lay = Math.min(100000, Math.max(back + 1, Math.ceil(fair * (1 + BOOK_LAY_MARGIN))));
    return { back, lay };
  });
}
