import { defineConfig } from 'vitest/config';

/** Browser journeys: playwright-core in Debian's Chromium against the built apps served by a started server. */
export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['./server-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
