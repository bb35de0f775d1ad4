/**
 * `npm run lighthouse`: starts the production site on port 3400 with a fresh data folder, runs
 * Lighthouse (mobile settings, Debian's Chromium) on every public page, prints the four scores
 * and the lab metrics per page, and stops the server.
 *
 * Lab scores vary from run to run, so each page is audited LIGHTHOUSE_RUNS times (default 3) and
 * the run with the median performance score is reported, as Lighthouse's own guidance advises,
 * followed by the median of each lab metric over all the runs with its lowest and highest value
 * (what Lighthouse CI calls the `median` aggregation: the reported run's LCP is one sample), with
 * the runs' benchmarkIndex (Lighthouse's measure of the machine's speed) and the throttling used.
 * LIGHTHOUSE_REPORT_DIR=<folder> also saves the full JSON reports there (`<page>.json` the
 * reported run, `<page>.run<N>.json` every run), and
 * LIGHTHOUSE_URL=<origin> audits a server that is already running instead of starting one.
 * LIGHTHOUSE_VIA=nginx audits the pages as the deployment serves them: through nginx with the
 * deployment's own site (deploy/nginx: TLS, HTTP/2, the shared page cache) and a throw-away
 * certificate for localhost, which Chromium is told to accept.
 */
/* eslint-disable no-restricted-properties -- a developer tool: its own LIGHTHOUSE_* knobs, and the
   environment handed to the server it starts. */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../apps/web/scripts/chromium';
import { startDeployProxy, type DeployProxy } from '../apps/web/scripts/deploy-proxy';
import { productionServer } from '../apps/web/scripts/production-server';

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

const viaNginx = process.env.LIGHTHOUSE_VIA === 'nginx';
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR
  ? path.resolve(process.env.LIGHTHOUSE_REPORT_DIR)
  : null;

/** Every public page: the fixed ones and /services/{slug} of each enabled service. */
async function publicPages(baseUrl: string): Promise<string[]> {
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

/** The site's own scripts, styles and fonts a page's HTML refers to. */
function assetUrlsIn(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/(?:_next\/static|fonts)\/[^"]+)"/g)) {
    urls.add((match[1] ?? '').replaceAll('&amp;', '&'));
  }
  return [...urls];
}

/** Asks for `url` with brotli over a connection of its own (so requests spread over workers). */
function fetchBrotliOnNewConnection(url: URL): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { 'accept-encoding': 'br' } }, (response) => {
        response.resume();
        response.on('end', resolve);
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * How many times each asset is asked for: enough new connections for every worker of the server
 * (one per core) to be reached, as the cluster hands connections out in turn.
 */
const ASSET_WARM_REQUESTS = 2 * os.availableParallelism();
/** Time for the workers to replace their quick compressed copies by the thorough ones. */
const THOROUGH_COPIES_MS = 2000;

/**
 * Warms the caches a deployed site has warm: the data cache, the resized images (generated once
 * per size, then served from disk) and each worker's compressed copies of the scripts, styles and
 * fonts (compressed quickly on first use, then thoroughly in the background), so the audit
 * measures serving, not first generation.
 */
async function warmUp(baseUrl: string, pages: string[]) {
  const assets = new Set<string>();
  for (const pagePath of pages) {
    const html = await (await fetch(`${baseUrl}${pagePath}`)).text();
    for (const url of imageUrlsIn(html)) {
      const response = await fetch(`${baseUrl}${url}`, { headers: { accept: 'image/webp' } });
      await response.arrayBuffer();
    }
    for (const url of assetUrlsIn(html)) assets.add(url);
  }
  // A server given by an https LIGHTHOUSE_URL keeps its own warm-up.
  if (!baseUrl.startsWith('http:')) return;
  for (const asset of assets) {
    for (let request = 0; request < ASSET_WARM_REQUESTS; request += 1) {
      await fetchBrotliOnNewConnection(new URL(asset, baseUrl));
    }
  }
  await sleep(THOROUGH_COPIES_MS);
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

/** The median of some numbers (the mean of the middle two for an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** A metric's value as printed: seconds with two decimals, milliseconds, or CLS's unitless score. */
function formatMetric(id: (typeof METRICS)[number][1], value: number): string {
  if (id === 'cumulative-layout-shift') return value.toFixed(3);
  if (id === 'total-blocking-time') return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}

/** Each lab metric over all the runs of a page: `median (lowest–highest)`. */
function metricMediansOf(lhrs: readonly Result[]): Record<string, string> {
  return Object.fromEntries(
    METRICS.map(([label, id]) => {
      const values = lhrs
        .map((lhr) => lhr.audits[id]?.numericValue)
        .filter((value): value is number => typeof value === 'number');
      if (values.length === 0) return [label, '-'];
      const range = `${formatMetric(id, Math.min(...values))}–${formatMetric(id, Math.max(...values))}`;
      return [label, `${formatMetric(id, median(values))} (${range})`];
    }),
  );
}

/**
 * Lighthouse's measure of the machine's speed in each run (`environment.benchmarkIndex`):
 * `median (lowest–highest)`. Simulated metrics scale with it, so a figure is comparable only
 * with figures taken at a similar index.
 */
function benchmarkIndexOf(lhrs: readonly Result[]): string {
  const values = lhrs.map((lhr) => lhr.environment.benchmarkIndex);
  return `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;
}

/** The throttling the runs used, as Lighthouse's settings say. */
function throttlingOf(lhr: Result): string {
  const { throttlingMethod, throttling, formFactor } = lhr.configSettings;
  return `${formFactor}, ${throttlingMethod} throttling: RTT ${throttling.rttMs} ms, ${throttling.throughputKbps} kbps, CPU slowdown ×${throttling.cpuSlowdownMultiplier}`;
}

/** A run whose trace could not be read (NO_NAVSTART and the like, seen on a loaded machine). */
const MAX_FAILED_RUNS = 3;

/**
 * Audits a page `runs` times and returns every run and the one with the median performance score.
 * A run that Lighthouse reports as failed (a runtime error, every score empty) is run again, up to
 * MAX_FAILED_RUNS times per page, instead of counting as a score of 0.
 */
async function audit(
  baseUrl: string,
  port: number,
  pagePath: string,
): Promise<{ median: Result; all: Result[] }> {
  const results: Result[] = [];
  let failures = 0;
  while (results.length < runs) {
    const result = await lighthouse(`${baseUrl}${pagePath}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`no Lighthouse result for ${pagePath}`);
    const failure = result.lhr.runtimeError;
    if (!failure) {
      results.push(result.lhr);
      continue;
    }
    failures += 1;
    console.warn(`${pagePath}: run failed (${failure.code}), running it again`);
    if (failures > MAX_FAILED_RUNS) {
      throw new Error(`${pagePath}: ${failures} failed Lighthouse runs, last: ${failure.message}`);
    }
  }
  const byScore = [...results].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  const medianRun = byScore[Math.floor(byScore.length / 2)];
  if (!medianRun) throw new Error(`no Lighthouse result for ${pagePath}`);
  return { median: medianRun, all: results };
}

/** Warms and lists the pages at `baseUrl` (the app itself), audits them at `auditUrl`. */
async function main(baseUrl: string, auditUrl: string) {
  const pages = await publicPages(baseUrl);
  await warmUp(baseUrl, pages);
  if (reportDir) fs.mkdirSync(reportDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      ...(viaNginx ? ['--ignore-certificate-errors'] : []),
    ],
  });
  const scores: Record<string, Record<string, number>> = {};
  const metrics: Record<string, Record<string, string>> = {};
  const metricMedians: Record<string, Record<string, string>> = {};
  let settings: string | undefined;
  try {
    for (const pagePath of pages) {
      const { median: lhr, all } = await audit(auditUrl, chrome.port, pagePath);
      scores[pagePath] = scoresOf(lhr);
      metrics[pagePath] = metricsOf(lhr);
      metricMedians[pagePath] = { ...metricMediansOf(all), benchmarkIndex: benchmarkIndexOf(all) };
      settings ??= throttlingOf(lhr);
      if (reportDir) {
        const name = pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-');
        fs.writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr, null, 2));
        for (const [index, run] of all.entries()) {
          fs.writeFileSync(
            path.join(reportDir, `${name}.run${index + 1}.json`),
            JSON.stringify(run, null, 2),
          );
        }
      }
    }
  } finally {
    chrome.kill();
  }
  const where = viaNginx ? `, through nginx (TLS, HTTP/2) at ${auditUrl}` : '';
  console.log(`\nLighthouse (mobile, median of ${runs} run${runs === 1 ? '' : 's'}${where}):`);
  console.table(scores);
  console.log('\nLab metrics of those runs:');
  console.table(metrics);
  console.log(
    `\nEach lab metric over all ${runs} run${runs === 1 ? '' : 's'}: median (lowest–highest):`,
  );
  console.table(metricMedians);
  if (settings) console.log(`Settings: ${settings}.`);
}

// The full browser: the browser tests' headless shell is not what visitors' Chrome runs.
if (!fs.existsSync(CHROMIUM_PATH)) {
  console.error(
    `npm run lighthouse: Chromium not found at ${CHROMIUM_PATH}; run 'apt-get install -y chromium' (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

const server = await productionServer({
  url: process.env.LIGHTHOUSE_URL,
  port: PORT,
  distDir: '.next-lighthouse',
  label: 'lighthouse',
});
let proxy: DeployProxy | undefined;
try {
  if (viaNginx) {
    const { hostname, port } = new URL(server.baseUrl);
    proxy = await startDeployProxy([
      `${hostname === 'localhost' ? '127.0.0.1' : hostname}:${port || 80}`,
    ]);
  }
  await main(server.baseUrl, proxy?.url ?? server.baseUrl);
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await proxy?.stop();
  await server.stop();
}
