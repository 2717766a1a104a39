import { defineConfig } from 'vitest/config';

/** Server integration tests: always on PGlite; again on PostgreSQL (+ Redis) when TEST_DATABASE_URL is set. */
const projects = [
  { extends: true as const, test: { name: 'pglite', env: { KHELA_TEST_DB: 'pglite' } } },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          extends: true as const,
          // Every statement planned generically from its first run: the server sends named prepared statements
          // (src/db/prepared.ts), and PostgreSQL may switch one to its generic plan after five runs; a statement that
          // cannot run that way (ON CONFLICT matched to a partial index by a parameter: 42P10) fails here at once,
          // not in production on its sixth run. Child processes (faults, multinode) inherit it.
          test: { name: 'postgres', env: { KHELA_TEST_DB: 'postgres', PGOPTIONS: '-c plan_cache_mode=force_generic_plan' } },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    projects,
  },
});
