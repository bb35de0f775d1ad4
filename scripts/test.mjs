// `npm test`: every suite the project has, in order: unit and integration tests (vitest, real
// PostgreSQL and Redis), the browser end-to-end tests (Playwright, Debian's Chromium), then the
// cluster test (two production instances behind nginx). A missing prerequisite stops the run
// with one line saying what is missing and how to install it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const prerequisites = [
  [[chromium], 'Chromium', 'the browser tests', 'chromium (or set CHROMIUM_PATH)'],
  [
    ['/usr/bin/redis-server', '/usr/local/bin/redis-server', '/usr/sbin/redis-server'],
    'redis-server',
    'the page cache and cluster tests',
    'redis-server',
  ],
  [['/usr/sbin/nginx', '/usr/bin/nginx'], 'nginx', 'the cluster test and npm run bench', 'nginx'],
];
for (const [paths, name, usedBy, packageName] of prerequisites) {
  if (!paths.some((candidate) => fs.existsSync(candidate))) {
    console.error(
      `npm test: ${name} not found (${paths.join(', ')}); ${usedBy} need it: run 'apt-get install -y ${packageName}'.`,
    );
    process.exit(1);
  }
}

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', CHROMIUM_PATH: chromium };

/** How long each step took, printed after the last one (or the one that failed). */
const steps = [];
const started = Date.now();

function printTimes() {
  const seconds = (ms) => `${Math.round(ms / 1000)} s`.padStart(6);
  console.log('\nnpm test: time per step');
  for (const { label, ms } of steps) console.log(`  ${seconds(ms)}  ${label}`);
  console.log(`  ${seconds(Date.now() - started)}  in all`);
}

function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env, ...options });
  steps.push({ label, ms: Date.now() - stepStarted });
  if (result.status !== 0) {
    printTimes();
    console.error(`npm test: ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

/**
 * The browser tests' production build, made while the unit tests run: they leave about a third of
 * the 2-core machine idle (waiting on PostgreSQL), which the build fills, instead of it running
 * alone at the start of the browser tests (measured: `vmstat` through a CI run). It builds only
 * when the sources changed; the browser tests' servers find it current, or wait for it through
 * the launcher's build lock. Its output goes to a file, shown if it fails.
 */
function startBrowserTestsBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-test-build-'));
  const logFile = path.join(dir, 'build.log');
  const out = fs.openSync(logFile, 'w');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/launch.ts', 'build', '--if-needed'],
    {
      cwd: path.resolve('apps/web'),
      env: { ...env, DATA_DIR: path.join(dir, 'data') },
      stdio: ['ignore', out, out],
      // Its own process group, so that a stop takes the next build and database it started.
      detached: true,
    },
  );
  fs.closeSync(out);
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already ended.
    }
  };
  process.on('exit', stop);
  const done = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      process.off('exit', stop);
      const log = fs.readFileSync(logFile, 'utf8');
      fs.rmSync(dir, { recursive: true, force: true });
      resolve({ ok: code === 0, code: code ?? signal, log });
    });
  });
  return done;
}

const browserTestsBuild = startBrowserTestsBuild();

// Two packages at a time, each with its own PostgreSQL cluster on a free port: the API suite
// (about 100 s) runs beside the others, which waits less on the database than one at a time
// (measured on the 2-core machine: 118 s against 157 s).
run('unit and integration tests (the browser tests build beside them)', 'npx', [
  'turbo',
  'run',
  'test',
  '--concurrency=2',
  '--output-logs=new-only',
]);

// The Observatory scan is one of the developer tools in tools/, installed on first use.
run('developer tools (installed on first use)', process.execPath, ['scripts/developer-tools.mjs']);

const buildWaitStarted = Date.now();
const build = await browserTestsBuild;
steps.push({
  label: 'the rest of the build, after the unit tests',
  ms: Date.now() - buildWaitStarted,
});
if (!build.ok) {
  console.error(build.log);
  printTimes();
  console.error(`npm test: the production build for the browser tests failed (${build.code})`);
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-e2e-'));
try {
  run('browser end-to-end tests', 'npx', ['playwright', 'test'], {
    cwd: path.resolve('apps/web'),
    env: { ...env, E2E_DATA_DIR: dataDir },
  });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// Two production instances, PostgreSQL, Redis and nginx; it reuses the browser tests' build.
run('cluster tests', 'npm', ['run', 'test:cluster', '--workspace', '@kasar/web']);
printTimes();
