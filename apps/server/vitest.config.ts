import { defineConfig } from 'vitest/config';

/** Server integration tests: always on PGlite; again on PostgreSQL (+ Redis) when TEST_DATABASE_URL is set. */
const projects = [
  { extends: true as const, test: { name: 'pglite', env: { KHELA_TEST_DB: 'pglite' } } },
  ...(process.env.TEST_DATABASE_URL
    ? [{ extends: true as const, test: { name: 'postgres', env: { KHELA_TEST_DB: 'postgres' } } }]
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
