import os from 'node:os';
import path from 'node:path';

import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

/**
 * Three servers, each the real launcher on its own fresh database: the public-site tests read the
 * seeded demo content undisturbed, while the auth, REST and dashboard tests change data on the
 * other two (split so that two workers share the work evenly). All start from the same
 * production build (the launcher lets one build at a time).
 */
const sitePort = Number(process.env.E2E_PORT ?? 3210);
const adminPort = sitePort + 100;
const dashboardPort = sitePort + 200;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'kasar-e2e');

export const siteURL = `http://localhost:${sitePort}`;
export const adminURL = `http://localhost:${adminPort}`;
export const dashboardURL = `http://localhost:${dashboardPort}`;
/** Where each project's server keeps its database, uploads, page cache and mail outbox. */
export const e2eDataDirs = {
  site: path.join(dataDir, 'site'),
  'site-edits': path.join(dataDir, 'site'),
  admin: path.join(dataDir, 'admin'),
  dashboard: path.join(dataDir, 'dashboard'),
};

/** The data folder of the server a project's tests use (its mail outbox holds mailed links). */
export function e2eDataDirOf(projectName: string): string {
  const dir = new Map(Object.entries(e2eDataDirs)).get(projectName);
  if (!dir) throw new Error(`No e2e server for the Playwright project '${projectName}'.`);
  return dir;
}

function server(port: number, dir: string, extraEnv: Record<string, string> = {}) {
  const url = `http://localhost:${port}`;
  return {
    command: 'node --import tsx scripts/launch.ts start',
    url: `${url}/api/v1/public/services`,
    timeout: 900_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    stdout: 'pipe' as const,
    // One worker process per server keeps the two-core CI machine responsive.
    env: {
      PORT: String(port),
      DATA_DIR: dir,
      APP_URL: url,
      SEED_DEMO: 'true',
      WEB_CONCURRENCY: '1',
      ...extraEnv,
    },
  };
}

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
};

/** Public-site tests that change the demo content: run after the read-only ones, one at a time. */
const SITE_EDITS = /site-(revalidation|order)\.spec\.ts/;

/**
 * Dashboard screens tested on the third server, beside the auth, REST, security and other
 * dashboard tests on the second: each group changes only its own server's data, one test at a
 * time, and the two groups take about as long.
 */
const DASHBOARD_SCREENS =
  /dashboard-(phone|first-paint|team|layout|order|trash|history|backup)\.spec\.ts/;

export default defineConfig({
  testDir: './e2e',
  // Two at a time where state allows: the read-only public-site files share one server in
  // parallel, while the tests that change data run one at a time on theirs.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  use: { trace: 'retain-on-failure' },
  projects: [
    {
      name: 'site',
      testMatch: /site-.*\.spec\.ts/,
      testIgnore: SITE_EDITS,
      use: { ...chromium, baseURL: siteURL },
    },
    {
      name: 'site-edits',
      testMatch: SITE_EDITS,
      dependencies: ['site'],
      workers: 1,
      use: { ...chromium, baseURL: siteURL },
    },
    {
      name: 'admin',
      testIgnore: [/site-.*\.spec\.ts/, DASHBOARD_SCREENS],
      workers: 1,
      use: { ...chromium, baseURL: adminURL },
    },
    {
      name: 'dashboard',
      testMatch: DASHBOARD_SCREENS,
      workers: 1,
      use: { ...chromium, baseURL: dashboardURL },
    },
  ],
  webServer: [
    server(sitePort, e2eDataDirs.site),
    // Tests play the one proxy this server trusts: the client-address tests, and contact
    // messages sent from addresses of their own rather than all from one (10 an hour each).
    server(adminPort, e2eDataDirs.admin, { TRUST_PROXY: '1' }),
    server(dashboardPort, e2eDataDirs.dashboard),
  ],
});
