/**
 * `npm run lighthouse`: starts the production site on port 3400 with a fresh data folder, runs
 * Lighthouse (mobile settings, Debian's Chromium) on every public page, prints the four scores
 * and the lab metrics per page, and stops the server.
 *
 * Lab scores vary from run to run, so each page is audited LIGHTHOUSE_RUNS times (default 3) and
 * the run with the median performance score is reported, as Lighthouse's own guidance advises.
 * LIGHTHOUSE_REPORT_DIR=<folder> also saves each reported run's full JSON report there, and
 * LIGHTHOUSE_URL=<origin> audits a server that is already running instead of starting one.
 */
/* eslint-disable no-restricted-properties -- a developer tool: its own LIGHTHOUSE_* knobs, and the
   environment handed to the server it starts. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';

const PORT = 3400;
/** The fixed public pages; every enabled service's page is added from the public API. */
const FIXED_PAGES = ['/', '/our-projects', '/about-us', '/contact-us'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The lab metrics behind the performance score, printed so a regression can be traced. */
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR
  ? path.resolve(process.env.LIGHTHOUSE_REPORT_DIR)
  : null;
const baseUrl = process.env.LIGHTHOUSE_URL?.replace(/\/$/, '') ?? `http://localhost:${PORT}`;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Starts the production site on a fresh data folder (demo content seeded). */
function startServer(): { server: ChildProcess; dataDir: string } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-lighthouse-'));
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/web/scripts/launch.ts', 'start'],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PORT: String(PORT),
        DATA_DIR: dataDir,
        NEXT_DIST_DIR: '.next-lighthouse',
        APP_URL: baseUrl,
        SEED_DEMO: 'true',
      },
    },
  );
  return { server, dataDir };
}

async function waitForServer(server: ChildProcess | null, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error('the server exited before it answered');
    try {
      const response = await fetch(`${baseUrl}/api/trpc/public.services`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
}

/** Every public page: the fixed ones and /services/{slug} of each enabled service. */
async function publicPages(): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/trpc/public.services`);
  const body = (await response.json()) as { result: { data: { json: { slug: string }[] } } };
  return [...FIXED_PAGES, ...body.result.data.json.map(({ slug }) => `/services/${slug}`)];
}

/** Every optimized-image URL a page's HTML offers (srcset and preload candidates). */
function imageUrlsIn(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/(?:srcSet|srcset|imageSrcSet|imagesrcset)="([^"]+)"/g)) {
    for (const candidate of (match[1] ?? '').split(',')) {
      const url = candidate.trim().split(/\s+/)[0]?.replaceAll('&amp;', '&');
      if (url?.startsWith('/_next/image')) urls.add(url);
    }
  }
  return [...urls];
}

/**
 * Warms the caches a deployed site has warm: the data cache and the resized images (generated
 * once per size, then served from disk), so the audit measures serving, not first generation.
 */
async function warmUp(pages: string[]) {
  for (const pagePath of pages) {
    const html = await (await fetch(`${baseUrl}${pagePath}`)).text();
    for (const url of imageUrlsIn(html)) {
      const response = await fetch(`${baseUrl}${url}`, { headers: { accept: 'image/webp' } });
      await response.arrayBuffer();
    }
  }
}

function scoresOf(lhr: Result): Record<string, number> {
  return Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      Math.round((lhr.categories[category]?.score ?? 0) * 100),
    ]),
  );
}

function metricsOf(lhr: Result): Record<string, string> {
  return Object.fromEntries(
    METRICS.map(([label, id]) => [label, lhr.audits[id]?.displayValue ?? '-']),
  );
}

/** Audits a page `runs` times and returns the run with the median performance score. */
async function audit(port: number, pagePath: string): Promise<Result> {
  const results: Result[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(`${baseUrl}${pagePath}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`no Lighthouse result for ${pagePath}`);
    results.push(result.lhr);
  }
  results.sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  const median = results[Math.floor(results.length / 2)];
  if (!median) throw new Error(`no Lighthouse result for ${pagePath}`);
  return median;
}

async function main(server: ChildProcess | null) {
  await waitForServer(server, 15 * 60 * 1000);
  const pages = await publicPages();
  await warmUp(pages);
  if (reportDir) fs.mkdirSync(reportDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const scores: Record<string, Record<string, number>> = {};
  const metrics: Record<string, Record<string, string>> = {};
  try {
    for (const pagePath of pages) {
      const lhr = await audit(chrome.port, pagePath);
      scores[pagePath] = scoresOf(lhr);
      metrics[pagePath] = metricsOf(lhr);
      if (reportDir) {
        const name = pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-');
        fs.writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr, null, 2));
      }
    }
  } finally {
    chrome.kill();
  }
  console.log(`\nLighthouse (mobile, median of ${runs} run${runs === 1 ? '' : 's'}):`);
  console.table(scores);
  console.log('\nLab metrics of those runs:');
  console.table(metrics);
}

const started = process.env.LIGHTHOUSE_URL ? null : startServer();

main(started?.server ?? null)
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => {
    if (!started) return;
    const { server, dataDir } = started;
    server.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
    if (server.pid !== undefined && server.exitCode === null) process.kill(server.pid, 'SIGTERM');
  });
