import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { expect, it } from 'vitest';

import { startEmbeddedPostgres } from './embedded';

it('starts below a private temporary folder, creates a database once, and stops', async () => {
  const top = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-embedded-'));
  const server = await startEmbeddedPostgres({ dataDir: path.join(top, 'nested', 'pg') });
  try {
    await server.createDatabase('shop_floor');
    await server.createDatabase('shop_floor');
    const client = new pg.Client({ connectionString: server.urlFor('shop_floor') });
    await client.connect();
    const { rows } = await client.query<{ name: string }>('SELECT current_database() AS name');
    await client.end();
    expect(rows[0]?.name).toBe('shop_floor');
  } finally {
    await server.stop();
    fs.rmSync(top, { recursive: true, force: true });
  }
  expect(fs.existsSync(top)).toBe(false);
});

it('keeps running after SIGTERM until its owner stops it, so requests in flight can finish', async () => {
  const top = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-embedded-'));
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.resolve(import.meta.dirname, '../test/embedded-signal-child.ts'),
      path.join(top, 'pg'),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  let signalled = false;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (!output.includes('ready') || signalled) return;
    signalled = true;
    child.kill('SIGTERM');
  });
  await new Promise((resolve) => child.once('exit', resolve));
  fs.rmSync(top, { recursive: true, force: true });
  expect(output).toContain('query after SIGTERM: ok');
}, 120_000);

it('stops at once when PostgreSQL got the signal too and has shut down by itself', async () => {
  // As Ctrl-C or a service manager's stop does: the whole process group is signalled.
  const top = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-embedded-'));
  const dataDir = path.join(top, 'pg');
  const server = await startEmbeddedPostgres({ dataDir });
  try {
    const pid = Number.parseInt(
      fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '',
      10,
    );
    process.kill(pid, 'SIGINT');
    await expect
      .poll(() => fs.existsSync(path.join(dataDir, 'postmaster.pid')), { timeout: 30_000 })
      .toBe(false);
    // Without the check, this never resolved: the test fails on its timeout.
    await server.stop();
  } finally {
    fs.rmSync(top, { recursive: true, force: true });
  }
}, 60_000);
