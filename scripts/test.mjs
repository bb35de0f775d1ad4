// `npm test`: every suite the project has, in order: unit and integration tests (vitest, real
// PostgreSQL and Redis), the browser end-to-end tests (Playwright, Debian's Chromium), then the
// cluster test (two production instances behind nginx). A missing prerequisite stops the run
// with one line saying what is missing and how to install it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Chromium's headless shell (apps/web/scripts/chromium.ts says why not the full browser).
const browser = process.env.E2E_BROWSER_PATH || '/usr/lib/chromium/chromium-headless-shell';
const prerequisites = [
  [
    [browser],
    "Chromium's headless shell",
    'the browser tests',
    'chromium-headless-shell (or set E2E_BROWSER_PATH)',
  ],
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

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', E2E_BROWSER_PATH: browser };

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

/** Runs each of `commands` ([command, args]) at the same time; fails the step when any fails. */
async function runSideBySide(label, commands) {
  console.log(`\n▶ ${label}`);
  const stepStarted = Date.now();
  const statuses = await Promise.all(
    commands.map(
      ([command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { stdio: 'inherit', env });
          child.on('error', () => resolve(1));
          child.on('exit', (code) => resolve(code ?? 1));
        }),
    ),
  );
  steps.push({ label, ms: Date.now() - stepStarted });
  if (statuses.some((status) => status !== 0)) {
    printTimes();
    console.error(`npm test: ${label} failed`);
    process.exit(1);
  }
}

// The API suite (the longest, about 140 s) starts at once, beside the other packages one at a
// time, each with its own PostgreSQL cluster on a free port. Turbo alone, two at a time, started
// the API suite last, after the others (measured on the 2-core machine: 189 s against 163 s).
await runSideBySide('unit and integration tests', [
  ['npx', ['turbo', 'run', 'test', '--filter=@kasar/api', '--output-logs=new-only']],
  [
    'npx',
    ['turbo', 'run', 'test', '--filter=!@kasar/api', '--concurrency=1', '--output-logs=new-only'],
  ],
]);

// The Observatory scan is one of the developer tools in tools/, installed on first use.
run('developer tools (installed on first use)', process.execPath, ['scripts/developer-tools.mjs']);

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
