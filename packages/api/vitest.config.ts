import os from 'node:os';

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['../db/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One test file more than there are cores: each spends much of its time waiting on
    // PostgreSQL, which one file per core left idle (measured on the 2-core machine, the suite
    // alone and without isolation: 95 s with 3 workers, 104 s with 4; isolated, 79 s with 4
    // against 115 s with 2).
    maxWorkers: os.availableParallelism() + 1,
    // Each worker imports the API (Prisma, the routers, the AWS SDK) once for all its files
    // rather than once per file: the suite holds no module state a file could leak to the next
    // (each file has its own database and services from test/harness.ts, no module is mocked).
    // Measured on the 2-core machine, the suite alone: 104 s and 194 s of CPU, against 166 s and
    // 318 s isolated (import time 29 s against 185 s).
    isolate: false,
  },
});
