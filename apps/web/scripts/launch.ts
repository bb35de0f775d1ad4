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

import { z } from 'zod';

import { createStorage } from '@kasar/api/storage';
import { createPrismaClient, dbEnv } from '@kasar/db';
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

const log = (message: string) => console.log(`[kasar] ${message}`);

const production = process.env.NODE_ENV === 'production';
const booleanText = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) =>
    value === '' || value === undefined ? undefined : value === 'true' || value === '1',
  );

const config = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
    ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
    SEED_DEMO: booleanText,
    TRUST_PROXY: booleanText,
  })
  .safeParse(process.env);
if (!config.success) {
  const issue = config.error.issues[0];
  console.error(`Invalid configuration: ${String(issue?.path[0])} ${issue?.message ?? ''}`);
  process.exit(1);
}
const settings = config.data;

function resolveAuthSecret(): string {
  if (settings.AUTH_SECRET) return settings.AUTH_SECRET;
  if (production) {
    console.error('Invalid configuration: AUTH_SECRET is required when NODE_ENV=production');
    process.exit(1);
  }
  const file = path.join(dbEnv.dataDir, 'auth-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dbEnv.dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

function adminAccount() {
  if (settings.ADMIN_EMAIL && settings.ADMIN_PASSWORD) {
    return {
      email: settings.ADMIN_EMAIL,
      password: settings.ADMIN_PASSWORD,
      name: 'Administrator',
    };
  }
  if (production) return undefined;
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
  if (dbEnv.databaseUrl) return dbEnv.databaseUrl;
  log(`starting the embedded PostgreSQL server in ${path.join(dbEnv.dataDir, 'pg')}`);
  database = await startEmbeddedPostgres({ dataDir: path.join(dbEnv.dataDir, 'pg'), log });
  await database.createDatabase('kasar');
  return database.urlFor('kasar');
}

async function migrateAndSeed(url: string) {
  const applied = await migrate(url, { log });
  if (applied.length === 0) log('database schema is up to date');
  const db = createPrismaClient(url, { max: 2 });
  const storage = createStorage({
    uploadsDir: path.join(dbEnv.dataDir, 'uploads'),
    uploadThingToken: process.env.UPLOADTHING_TOKEN?.trim() || undefined,
  });
  try {
    await seed(
      { db, storage, log: { info: log, error: log } },
      { admin: adminAccount(), demo: settings.SEED_DEMO ?? !production },
    );
  } finally {
    await db.$disconnect();
  }
}

/** The newest modification time under the folders the production build depends on. */
function newestSourceTime(): number {
  const roots = ['apps/web/src', 'apps/web/public', 'packages', 'tooling'].map((dir) =>
    path.join(dbEnv.repoRoot, dir),
  );
  const files = ['apps/web/next.config.ts', 'package-lock.json'].map((file) =>
    path.join(dbEnv.repoRoot, file),
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

const distDir = path.join(appDir, process.env.NEXT_DIST_DIR ?? '.next');

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
  if (settings.TRUST_PROXY) {
    const forwarded = request.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return request.socket.remoteAddress ?? 'unknown';
}

async function serve(dev: boolean) {
  const { default: next } = await import('next');
  const app = next({ dev, dir: appDir, port: settings.PORT, hostname: 'localhost' });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = http.createServer((request, response) => {
    // Only the server decides this header; a client-sent one is replaced.
    request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(request);
    void handle(request, response);
  });
  server.on('error', (error) => {
    console.error(`Could not serve on port ${settings.PORT}: ${error.message}`);
    void shutdown(1);
  });
  server.listen(settings.PORT, () => {
    log(`serving on http://localhost:${settings.PORT}`);
  });
}

async function main() {
  process.env.AUTH_SECRET = resolveAuthSecret();
  const url = await prepareDatabase();
  process.env.DATABASE_URL = url;
  await migrateAndSeed(url);
  if (mode === 'build') {
    await buildIfNeeded(true);
    return shutdown(0);
  }
  if (mode === 'start') {
    await buildIfNeeded(false);
    (process.env as Record<string, string>).NODE_ENV = 'production';
  }
  await serve(mode === 'dev');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void shutdown(1);
});
