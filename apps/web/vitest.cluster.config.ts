import { defineConfig } from 'vitest/config';

/** The cluster test: production instances, PostgreSQL, Redis and nginx, started by the test. */
export default defineConfig({
  test: {
    include: ['cluster/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 20 * 60_000,
    fileParallelism: false,
  },
});
