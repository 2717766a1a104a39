import type { Transaction } from 'kysely';
import type { Db } from './database';
import type { DB } from './tables';

/** Where a query runs: inside a transaction, or (for reads that need none) on the pool. Every repository method takes one. */
export type Tx = Transaction<DB> | Db;

/** What runs once the transaction has committed: pushes, mails, anything that must only happen if the change happened. */
export type AfterCommit = () => Promise<void> | void;

export interface Logger {
  warn(obj: object, msg: string): void;
}

/** How long `run` waits for its after-commit hooks before answering (they keep running; failures are logged). */
const AFTER_COMMIT_WAIT_MS = 250;

/**
 * The unit of work: one database transaction for a business change and the money it moves, and the hooks to run
 * once it has committed. A hook registered under a key runs once per transaction however often it is registered,
 * and the latest registration is the one that runs (e.g. one `balance.changed` per player wallet touched, carrying
 * the balance its last move left). Hooks never run after a rollback; once committed, the
 * change has happened, so a hook that fails is logged, never thrown, and the caller waits for them at most
 * AFTER_COMMIT_WAIT_MS (usually a few ms: a client sees the push before the answer).
 */
export class UnitOfWork {
  private readonly hooks = new WeakMap<object, Map<string, AfterCommit>>();
  private anonymous = 0;

  constructor(
    readonly db: Db,
    private readonly log?: Logger,
  ) {}

  async run<T>(work: (tx: Transaction<DB>) => Promise<T>): Promise<T> {
    const hooks = new Map<string, AfterCommit>();
    const result = await this.db.transaction().execute((tx) => {
      this.hooks.set(tx, hooks);
      return work(tx);
    });
    if (hooks.size > 0) await this.runHooks([...hooks.values()]);
    return result;
  }

  /**
   * Registers `hook` to run after `tx` commits; under a `key` already registered it replaces that hook (in its place:
   * hooks start in the order their keys were first registered). `tx` must come from `run` (a hook on a transaction
   * nobody will commit through this unit of work would silently never run, so that is a programming error).
   */
  afterCommit(tx: Tx, hook: AfterCommit, key?: string): void {
    const hooks = this.hooks.get(tx);
    if (!hooks) throw new Error('afterCommit outside UnitOfWork.run');
    const k = key ?? `#${++this.anonymous}`;
    hooks.set(k, hook);
  }

  /** Whether `tx` is a transaction of `run` (so after-commit hooks can be registered on it). */
  tracks(tx: Tx): boolean {
    return this.hooks.has(tx);
  }

  private async runHooks(list: AfterCommit[]): Promise<void> {
    const all = Promise.allSettled(list.map((h) => Promise.resolve().then(h))).then((results) => {
      for (const r of results) if (r.status === 'rejected') this.log?.warn({ err: r.reason }, 'after-commit hook failed');
    });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([all, new Promise<void>((r) => (timer = setTimeout(r, AFTER_COMMIT_WAIT_MS)))]);
    clearTimeout(timer);
  }
}
