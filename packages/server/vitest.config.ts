import { defineConfig } from 'vitest/config';

// The HTTP server's parts (real sockets) and the page cache (on disk and in a real Redis server,
// with its revalidation log in the real PostgreSQL of the shared global setup).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['../db/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
