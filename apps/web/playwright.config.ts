import os from 'node:os';
import path from 'node:path';

import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_FLAGS, E2E_BROWSER_PATH } from './scripts/chromium';

/**
 * Three servers, each the real launcher on its own fresh database: the public-site tests read
 * the seeded demo content undisturbed, the dashboard, auth and REST tests change data on the
 * second, one at a time, and a third takes a share of the dashboard files (the phone and desktop
 * sweep of every screen, the first-HTML check, sign-in) so that they run beside that chain
 * rather than in it. All start from the same production build (the launcher lets one build at a
 * time).
 */
const sitePort = Number(process.env.E2E_PORT ?? 3210);
const adminPort = sitePort + 100;
const secondAdminPort = sitePort + 200;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'kasar-e2e');

export const siteURL = `http://localhost:${sitePort}`;
export const adminURL = `http://localhost:${adminPort}`;
/** Where each server keeps its database, uploads and mail outbox. */
export const e2eDataDirs = {
  site: path.join(dataDir, 'site'),
  admin: path.join(dataDir, 'admin'),
  'admin-2': path.join(dataDir, 'admin-2'),
};

/** The data folder of the server a dashboard project's tests use (its mail outbox holds links). */
export function e2eDataDirOf(project: string): string {
  return project === 'admin-2' ? e2eDataDirs['admin-2'] : e2eDataDirs.admin;
}

/** One of the test servers: its name, port and environment (see e2e/test-servers.ts). */
function server(name: string, port: number, dir: string, extraEnv: Record<string, string> = {}) {
  return {
    name,
    port,
    // One worker process per server keeps the two-core CI machine responsive.
    env: {
      PORT: String(port),
      DATA_DIR: dir,
      APP_URL: `http://localhost:${port}`,
      SEED_DEMO: 'true',
      WEB_CONCURRENCY: '1',
      ...extraEnv,
    },
  };
}

const servers = [
  server('site', sitePort, e2eDataDirs.site),
  // Tests play the one proxy these servers trust: the client-address tests, and contact
  // messages sent from addresses of their own rather than all from one (10 an hour each).
  server('admin', adminPort, e2eDataDirs.admin, { TRUST_PROXY: '1' }),
  server('admin-2', secondAdminPort, e2eDataDirs['admin-2'], { TRUST_PROXY: '1' }),
];

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: E2E_BROWSER_PATH, args: CHROMIUM_FLAGS },
};

/**
 * The dashboard files on the second dashboard server: about a third of the dashboard's time, each
 * independent of what the others change. Measured in CI, the one-at-a-time dashboard chain was
 * the longest path (426 s of 537 s) while the other worker idled for its last 160 s.
 */
const SECOND_ADMIN =
  /(auth-login|dashboard-first-paint|dashboard-phone|dashboard-confirm-identity|dashboard-roles|dashboard-publishing)\.spec\.ts/;

/** Public-site tests that change the demo content: run after the read-only ones, one at a time. */
const SITE_EDITS = /site-(revalidation|order)\.spec\.ts/;

export default defineConfig({
  testDir: './e2e',
  // Two at a time where state allows: the read-only public-site files share one server in
  // parallel, while the tests that change data run one at a time on theirs.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  // A trace records every step of every test: measured, it made the tests about a third slower,
  // so it is on only when asked for (E2E_TRACE=retain-on-failure); a failure keeps a screenshot.
  use: {
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // First: its files are the longest chain (one at a time), so one worker starts on them at
    // once while the other takes the public-site files. Listed after the site, the site's files
    // took both workers first and the admin chain started only when they were done (90 s more).
    {
      name: 'admin',
      testIgnore: [/site-.*\.spec\.ts/, SECOND_ADMIN],
      workers: 1,
      use: { ...chromium, baseURL: adminURL },
    },
    // A share of the dashboard files, on a server of their own so that they run beside the chain.
    {
      name: 'admin-2',
      testMatch: SECOND_ADMIN,
      workers: 1,
      use: { ...chromium, baseURL: `http://localhost:${secondAdminPort}` },
    },
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
  ],
  // The three servers start side by side (Playwright would start a list of them one by one):
  // e2e/test-servers.ts says when all of them answer.
  webServer: {
    command: 'node --import tsx e2e/test-servers.ts',
    env: { E2E_SERVERS: JSON.stringify(servers) },
    wait: { stdout: /TEST_SERVERS_READY/ },
    timeout: 900_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'pipe',
  },
});
