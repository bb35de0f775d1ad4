import os from 'node:os';
import path from 'node:path';

import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;
export const e2eDataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'kasar-e2e');

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The real launcher: embedded PostgreSQL, migrations, demo seed, production build.
    command: 'node --import tsx scripts/launch.ts start',
    url: `${baseURL}/api/trpc/public.services`,
    timeout: 600_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: e2eDataDir,
      APP_URL: baseURL,
      SEED_DEMO: 'true',
    },
  },
});
