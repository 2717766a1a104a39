import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after the answer has gone (a password-reset code and its message), so that how long a request
 * takes tells nothing about what it found. Failures are logged; closing the server waits for what is running.
 */
export class Background {
  private readonly running = new Set<Promise<void>>();
  constructor(private readonly log: FastifyBaseLogger) {}

  run(what: string, work: () => Promise<void>): void {
    const p: Promise<void> = Promise.resolve()
      .then(work)
      .catch((err: unknown) => this.log.error({ err }, `${what} failed`))
      .finally(() => this.running.delete(p));
    this.running.add(p);
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}

/**
 * A job every `everyMs` (scheduled messages, chat replies to the inbox, the referral day): never two runs at once in
 * this process (a tick while one runs is skipped), failures logged, `stop()` waits for the run in progress. Running on
 * several processes at once is the job's own business (each of ours is idempotent).
 */
export class PeriodicJob {
  /** Every job of this process that has started, by name: what the metrics report (last run, its time, failures). */
  static readonly stats = new Map<string, JobStats>();

  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly what: string,
    private readonly work: () => Promise<unknown>,
    private readonly log: { error(o: object, m: string): void },
  ) {}

  /** Starts ticking; `now` runs once at once too. */
  start(everyMs: number, now = false): void {
    const stats: JobStats = { runs: 0, failures: 0, lastEnd: 0, lastSeconds: 0 };
    PeriodicJob.stats.set(this.what, stats);
    const tick = () => {
      if (this.running) return;
      const began = performance.now();
      this.running = this.work()
        .catch((err: unknown) => {
          stats.failures++;
          this.log.error({ err }, `${this.what} failed`);
        })
        .finally(() => {
          stats.runs++;
          stats.lastEnd = Date.now();
          stats.lastSeconds = (performance.now() - began) / 1000;
          this.running = null;
        });
    };
    if (now) tick();
    this.timer = setInterval(tick, everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    PeriodicJob.stats.delete(this.what);
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}

/** A job's record since it started in this process. */
export interface JobStats {
  runs: number;
  failures: number;
  /** When the last run ended (ms since the epoch; 0 before the first). */
  lastEnd: number;
  lastSeconds: number;
}
