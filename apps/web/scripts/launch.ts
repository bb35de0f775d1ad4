/**
 * `npm start` / `npm run dev` / `npm run build`: resolves configuration, starts the embedded
 * PostgreSQL server when no DATABASE_URL is set, migrates and seeds it, builds the site when
 * the sources changed, then starts the HTTP server (../http/serve.mjs) in a process of its own,
 * without the TypeScript loader this script runs under. SIGTERM/SIGINT reach the server first
 * (it drains); when it has exited the embedded database is stopped cleanly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

import { hashPassword } from '@kasar/api/auth';
import { apiEnv } from '@kasar/api/env';
import { createStorage } from '@kasar/api/storage';
import { createPrismaClient, dbEnv } from '@kasar/db';
import { migrate } from '@kasar/db/migrate';
import { startEmbeddedPostgres, type EmbeddedServer } from '@kasar/db/embedded';
import { seed } from '@kasar/db/seed';

import { isTrustProxy, TRUST_PROXY_RULE } from '../http/client-address.mjs';

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
    // Read by http/serve.mjs and the app, by the same parser.
    TRUST_PROXY: z.string().optional().refine(isTrustProxy, TRUST_PROXY_RULE),
    // Read by http/serve.mjs: worker processes in production (default: one per core).
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
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
let server: ChildProcess | undefined;
let stopping = false;

/** Stops the server (it finishes the requests in flight), then the embedded database. */
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
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
  const storage = createStorage(apiEnv.storage);
  try {
    await seed(db, {
      admin: adminAccount(),
      hashPassword,
      demo: settings.SEED_DEMO ?? !production,
      storeImage: (folder, data) =>
        storage.put({ folder, data, contentType: 'image/webp', extension: 'webp' }),
      deleteImage: (key) => storage.delete(key),
      log,
    });
  } finally {
    await db.$disconnect();
  }
}

/** The files a production build depends on, in a stable order. */
function buildInputs(): string[] {
  const roots = ['apps/web/src', 'apps/web/public', 'apps/web/page-cache', 'packages', 'tooling'];
  const files = ['apps/web/next.config.ts', 'apps/web/postcss.config.mjs', 'package-lock.json'];
  const found: string[] = [];
  const visit = (relative: string) => {
    const entry = path.join(dbEnv.repoRoot, relative);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(entry);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      const name = path.basename(entry);
      if (name === 'node_modules' || name === 'generated' || name.startsWith('.')) return;
      for (const child of fs.readdirSync(entry).sort()) visit(path.join(relative, child));
    } else if (!/\.test\.tsx?$/.test(entry)) {
      found.push(relative);
    }
  };
  [...roots, ...files].forEach(visit);
  return found;
}

/**
 * A fingerprint of the build's sources: the build ID and deployment ID of a build made from
 * them. Instances built separately from the same sources agree on it, so a browser that loaded
 * a page from one instance can navigate on another behind the same load balancer.
 */
function sourceFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of buildInputs()) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(dbEnv.repoRoot, file)));
  }
  // Settings the build bakes into its headers (next.config.ts): changing them rebuilds.
  hash.update(
    JSON.stringify({
      https: /^https:/i.test(process.env.APP_URL ?? ''),
      uploadThing: Boolean(process.env.UPLOADTHING_TOKEN?.trim()),
    }),
  );
  return hash.digest('hex').slice(0, 24);
}

const distDir = path.join(appDir, process.env.NEXT_DIST_DIR ?? '.next');

function builtFingerprint(): string | undefined {
  try {
    return fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  } catch {
    return undefined;
  }
}

function runNextBuild(): Promise<void> {
  log('building the site (next build)');
  const nextBin = path.join(path.dirname(resolveModule('next/package.json')), 'dist/bin/next');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, 'build'], {
      cwd: appDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', KASAR_BUILD_ID: sourceFingerprint() },
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
    if (!force && builtFingerprint() === sourceFingerprint()) {
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

/** Runs the HTTP server until it exits; its exit code becomes this process's. */
function serve(dev: boolean) {
  server = spawn(
    process.execPath,
    [path.join(appDir, 'http/serve.mjs'), ...(dev ? ['--dev'] : [])],
    { cwd: appDir, stdio: 'inherit', env: process.env },
  );
  server.once('exit', (code, signal) => {
    if (!stopping) void shutdown(code ?? (signal ? 1 : 0));
  });
}

/**
 * The key Next.js encrypts server action references with: derived from AUTH_SECRET unless set,
 * so instances that share AUTH_SECRET also accept each other's sign-in form posts.
 */
function serverActionsKey(authSecret: string): string {
  return Buffer.from(hkdfSync('sha256', authSecret, '', 'kasar server actions', 32)).toString(
    'base64',
  );
}

async function main() {
  process.env.AUTH_SECRET = resolveAuthSecret();
  process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ||= serverActionsKey(process.env.AUTH_SECRET);
  // Next.js's anonymous usage reports are not wanted on a firm's server (nor its notice).
  process.env.NEXT_TELEMETRY_DISABLED = '1';
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
    // next.config.ts reads it: the deployment ID the build was made with.
    process.env.KASAR_BUILD_ID = builtFingerprint();
  }
  serve(mode === 'dev');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void shutdown(1);
});
