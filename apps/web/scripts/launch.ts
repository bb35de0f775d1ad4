/**
 * `npm start` / `npm run dev` / `npm run build`: resolves configuration, starts the embedded
 * PostgreSQL server when no DATABASE_URL is set, migrates and seeds it, builds the site when
 * the sources changed, then serves Next.js from an HTTP server that hands Next the caller's
 * address. Stopping the process stops the database too.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createServices, lineLogger } from '@kasar/api';
import { loadConfiguration, repoRoot } from '@kasar/db/configuration';
import { migrate } from '@kasar/db/migrate';
import { startEmbeddedPostgres, type EmbeddedServer } from '@kasar/db/embedded';
import { seed } from '@kasar/seed';

import { CLIENT_ADDRESS_HEADER } from '../src/server/client-address';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2];
if (mode !== 'start' && mode !== 'dev' && mode !== 'build') {
  console.error('usage: launch.ts start|dev|build');
  process.exit(2);
}

const logger = lineLogger('[kasar]');
const log = (message: string) => logger.info(message);

// The same env modules as the app's; imported here so that a bad value ends in one line.
const [{ env }, { configuredAdmin, seedDemo }, { isProduction }] = await loadConfiguration(() =>
  Promise.all([import('../src/env'), import('@kasar/seed/env'), import('@kasar/db/env')]),
);
const admin = await loadConfiguration(() => configuredAdmin());

function resolveAuthSecret(): string {
  // Required in production: the env module has already refused to start without it.
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.DATA_DIR, 'auth-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

function adminAccount() {
  if (admin || isProduction) return admin;
  return { email: 'admin@example.com', password: 'admin12345', name: 'Administrator' };
}

let database: EmbeddedServer | undefined;
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await database?.stop().catch(() => undefined);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

async function prepareDatabase(): Promise<string> {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  log(`starting the embedded PostgreSQL server in ${path.join(env.DATA_DIR, 'pg')}`);
  database = await startEmbeddedPostgres({ dataDir: path.join(env.DATA_DIR, 'pg'), log });
  await database.createDatabase('kasar');
  return database.urlFor('kasar');
}

async function migrateAndSeed(url: string) {
  const applied = await migrate(url, { log });
  if (applied.length === 0) log('database schema is up to date');
  const services = createServices({
    databaseUrl: url,
    databasePoolSize: 2,
    settings: env,
    log: logger,
  });
  try {
    await seed(services, { admin: adminAccount(), demo: seedDemo });
  } finally {
    await services.close();
  }
}

/** The newest modification time under the folders the production build depends on. */
function newestSourceTime(): number {
  const roots = ['apps/web/src', 'apps/web/public', 'packages', 'tooling'].map((dir) =>
    path.join(repoRoot, dir),
  );
  const files = ['apps/web/next.config.ts', 'package-lock.json'].map((file) =>
    path.join(repoRoot, file),
  );
  let newest = 0;
  const visit = (entry: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(entry);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      const name = path.basename(entry);
      if (
        name === 'node_modules' ||
        name === '.next' ||
        name === '.turbo' ||
        name.startsWith('.')
      ) {
        return;
      }
      for (const child of fs.readdirSync(entry)) visit(path.join(entry, child));
    } else if (!entry.endsWith('.test.ts')) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  [...roots, ...files].forEach(visit);
  return newest;
}

const distDir = path.join(appDir, env.NEXT_DIST_DIR);

function buildIsCurrent(): boolean {
  const buildId = path.join(distDir, 'BUILD_ID');
  if (!fs.existsSync(buildId)) return false;
  return fs.statSync(buildId).mtimeMs >= newestSourceTime();
}

function runNextBuild(): Promise<void> {
  log('building the site (next build)');
  const nextBin = path.join(path.dirname(resolveModule('next/package.json')), 'dist/bin/next');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, 'build'], {
      cwd: appDir,
      stdio: 'inherit',
      // eslint-disable-next-line no-restricted-properties -- next build reads its environment
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`next build failed with exit code ${code}`)),
    );
  });
}

/**
 * Builds unless the build is current. Several instances started on one checkout (test servers)
 * take turns through a lock file, so only one builds and the others reuse its result.
 */
async function buildIfNeeded(force: boolean) {
  const lock = `${distDir}.build-lock`;
  for (;;) {
    if (!force && buildIsCurrent()) {
      log('the production build is up to date');
      return;
    }
    let handle: number;
    try {
      handle = fs.openSync(lock, 'wx');
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      // A lock older than 15 minutes belongs to a build that died.
      if (age > 15 * 60_000) fs.rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    try {
      fs.writeSync(handle, String(process.pid));
      await runNextBuild();
      return;
    } finally {
      fs.closeSync(handle);
      fs.rmSync(lock, { force: true });
    }
  }
}

function resolveModule(specifier: string): string {
  return fileURLToPath(import.meta.resolve(specifier));
}

function clientAddress(request: http.IncomingMessage): string {
  if (env.TRUST_PROXY) {
    const forwarded = request.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return request.socket.remoteAddress ?? 'unknown';
}

async function serve(dev: boolean) {
  const { default: next } = await import('next');
  const app = next({ dev, dir: appDir, port: env.PORT, hostname: 'localhost' });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = http.createServer((request, response) => {
    // Only the server decides this header; a client-sent one is replaced.
    request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(request);
    void handle(request, response);
  });
  server.on('error', (error) => {
    console.error(`Could not serve on port ${env.PORT}: ${error.message}`);
    void shutdown(1);
  });
  server.listen(env.PORT, () => {
    log(`serving on http://localhost:${env.PORT}`);
  });
}

async function main() {
  // Next runs in this process with its own copy of the env modules: the values resolved here
  // reach it through process.env, the one channel Next reads configuration from.
  /* eslint-disable no-restricted-properties */
  process.env.AUTH_SECRET = resolveAuthSecret();
  const url = await prepareDatabase();
  process.env.DATABASE_URL = url;
  /* eslint-enable no-restricted-properties */
  await migrateAndSeed(url);
  if (mode === 'build') {
    await buildIfNeeded(true);
    return shutdown(0);
  }
  if (mode === 'start') {
    await buildIfNeeded(false);
    // eslint-disable-next-line no-restricted-properties -- Next serves the production build only then
    (process.env as Record<string, string>).NODE_ENV = 'production';
  }
  await serve(mode === 'dev');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void shutdown(1);
});
