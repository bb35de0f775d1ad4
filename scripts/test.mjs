// `npm test`: every suite the project has, in order: unit and integration tests (vitest, real
// PostgreSQL), then the browser end-to-end tests (Playwright, Debian's Chromium). A missing
// prerequisite stops the run with one line saying what is missing and how to install it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    `npm test: Chromium not found at ${chromium}; the browser tests need it: run 'apt-get install -y chromium' (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', CHROMIUM_PATH: chromium };

function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env, ...options });
  if (result.status !== 0) {
    console.error(`npm test: ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

// One package at a time: each starts its own PostgreSQL cluster, and the machine has 2 cores.
run('unit and integration tests', 'npx', [
  'turbo',
  'run',
  'test',
  '--concurrency=1',
  '--output-logs=new-only',
]);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-e2e-'));
try {
  run('browser end-to-end tests', 'npx', ['playwright', 'test'], {
    cwd: path.resolve('apps/web'),
    env: { ...env, E2E_DATA_DIR: dataDir },
  });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
