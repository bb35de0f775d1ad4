import { defineConfig } from 'vitest/config';

// The HTTP server's parts (real sockets) and the page cache (on disk and in a real Redis server).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
