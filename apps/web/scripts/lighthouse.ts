/**
 * `npm run lighthouse`: starts the production site on port 3400 with a fresh data folder, runs
 * Lighthouse (mobile settings, Debian's Chromium) on every public page, prints the four scores
 * per page and stops the server.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = 3400;
const BASE_URL = `http://localhost:${PORT}`;
const PAGES = [
  '/',
  '/our-projects',
  '/about-us',
  '/services/residential-construction',
  '/contact-us',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-lighthouse-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/web/scripts/launch.ts', 'start'], {
  cwd: repoRoot,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    NEXT_DIST_DIR: '.next-lighthouse',
    APP_URL: BASE_URL,
    SEED_DEMO: 'true',
  },
});

function stopServer() {
  if (server.pid !== undefined && server.exitCode === null) process.kill(server.pid, 'SIGTERM');
}

async function waitForServer(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server exited before it answered');
    try {
      const response = await fetch(`${BASE_URL}/api/trpc/public.services`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
}

async function audit(port: number, pagePath: string) {
  const result = await lighthouse(`${BASE_URL}${pagePath}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`no Lighthouse result for ${pagePath}`);
  return Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      Math.round((result.lhr.categories[category]?.score ?? 0) * 100),
    ]),
  );
}

async function main() {
  await waitForServer(15 * 60 * 1000);
  // Warm the data cache so the audit measures serving, not the first database read.
  for (const pagePath of PAGES) await fetch(`${BASE_URL}${pagePath}`);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const rows: Record<string, Record<string, number>> = {};
  try {
    for (const pagePath of PAGES) rows[pagePath] = await audit(chrome.port, pagePath);
  } finally {
    chrome.kill();
  }
  console.log('\nLighthouse (mobile):');
  console.table(rows);
}

main()
  .then(() => {
    stopServer();
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    stopServer();
    process.exitCode = 1;
  })
  .finally(() => {
    server.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  });
