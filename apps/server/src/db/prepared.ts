import type pg from 'pg';

/**
 * Named prepared statements on PostgreSQL. Every statement Kysely sends with parameters is sent under a name fixed for
 * its text (`k0`, `k1`, …): each pooled connection parses and analyses it once, and then only binds and runs it
 * (PostgreSQL also keeps a generic plan once it has seen the custom ones cost no less). The hot paths run the same few
 * texts thousands of times a second; parsing and planning a guarded CTE each time was a good part of a transfer.
 *
 * Bounded: the first `PREPARED_MAX` distinct texts get names (the code's statements are a few hundred; a list of
 * varying length makes one text per length), any further text goes unnamed as before. A statement without parameters
 * (`begin`, `commit`, a migration's script) always goes unnamed. pg keeps a name as prepared on a connection only
 * once the server has parsed it, so a statement that fails to parse is simply parsed again next time.
 *
 * A prepared statement outlives schema changes only while its result's columns stay the same ("cached plan must not
 * change result type"): migrations run before the pool serves anything, and this is for PostgreSQL only (the
 * embedded PGlite runs in-process, where there is no round trip to save).
 */
export const PREPARED_MAX = 500;

const names = new Map<string, string>();

/** The statement name of `text`, or undefined when the bound is reached. */
export function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= PREPARED_MAX) return undefined;
    name = `k${names.size.toString(36)}`;
    names.set(text, name);
  }
  return name;
}

const PATCHED = Symbol('khela.prepared');

/**
 * The pool Kysely's PostgresDialect is given: `connect()` answers the pool's own client (its identity matters: Kysely
 * keeps one connection object per client) with `query(text, values)` sending named statements.
 */
export function preparedPool(pool: pg.Pool): { connect(): Promise<pg.PoolClient>; end(): Promise<void>; options: object; Client: typeof pg.Client } {
  return {
    // What Kysely reads to cancel a query on a control connection of its own.
    options: pool.options,
    Client: (pool as pg.Pool & { Client: typeof pg.Client }).Client,
    async connect() {
      const client = (await pool.connect()) as pg.PoolClient & { [PATCHED]?: true };
      if (!client[PATCHED]) {
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        (client as unknown as { query: (...args: unknown[]) => unknown }).query = (text: unknown, values?: unknown, ...rest: unknown[]) => {
          if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && rest.length === 0) {
            const name = statementName(text);
            if (name) return query({ name, text, values });
          }
          return query(text, values, ...rest);
        };
        client[PATCHED] = true;
      }
      return client;
    },
    end: () => pool.end(),
  };
}
