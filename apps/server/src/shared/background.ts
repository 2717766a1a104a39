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
