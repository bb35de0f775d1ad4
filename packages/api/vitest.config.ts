import os from 'node:os';

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['../db/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two test files per core: each spends much of its time waiting on PostgreSQL, which one file
    // per core left idle (measured on the 2-core machine, the suite alone: 79 s against 115 s).
    maxWorkers: os.availableParallelism() * 2,
  },
});
