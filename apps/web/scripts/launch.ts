/**
 * `npm start` / `npm run dev` / `npm run build`: resolves configuration, starts the embedded
 * PostgreSQL server when no DATABASE_URL is set, migrates and seeds it, builds the site when
 * the sources changed, then starts the HTTP server (../server.mjs) in a process of its own,
 * without the TypeScript loader this script runs under. SIGTERM/SIGINT reach the server first
 * (it drains); when it has exited the embedded database is stopped cleanly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, hkdfSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createServices, lineLogger } from '@kasar/api';
import { DEVELOPMENT_ADMIN_PASSWORD } from '@kasar/api/auth';
import { accountsWithDevelopmentPassword } from '@kasar/api/domain';
import { loadConfiguration, repoRoot } from '@kasar/db/configuration';
import { migrate } from '@kasar/db/migrate';
import { startEmbeddedPostgres, type EmbeddedServer } from '@kasar/db/embedded';
import { seed } from '@kasar/seed';

import { resolveAuthSecret } from './auth-secret';
import {
  developmentDefaultsRefusal,
  developmentPasswordRefusal,
  listenHost,
} from './production-mode';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2];
if (mode !== 'start' && mode !== 'dev' && mode !== 'build') {
  console.error('usage: launch.ts start|dev|build');
  process.exit(2);
}

const logger = lineLogger('[kasar]');
const log = (message: string) => logger.info(message);

// The same env modules as the app's; imported here so that a bad value ends in one line.
const [{ env }, { configuredAdmin, seedDemo }, { productionMode }] = await loadConfiguration(() =>
  Promise.all([import('../src/env'), import('@kasar/seed/env'), import('@kasar/api/env')]),
);
const admin = await loadConfiguration(() => configuredAdmin());

// Production mode: every setting the development defaults would fill in, named in one message.
const refusal = developmentDefaultsRefusal({
  productionMode,
  authSecret: env.AUTH_SECRET,
  adminEmail: admin?.email,
  adminPassword: admin?.password,
  freshDatabase: !env.DATABASE_URL && !fs.existsSync(path.join(env.DATA_DIR, 'pg')),
});
if (refusal) {
  console.error(refusal);
  process.exit(1);
}

function adminAccount() {
  if (admin || productionMode) return admin;
  return {
    email: 'admin@example.com',
    password: DEVELOPMENT_ADMIN_PASSWORD,
    name: 'Administrator',
  };
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
  if (env.DATABASE_URL) return env.DATABASE_URL;
  log(`starting the embedded PostgreSQL server in ${path.join(env.DATA_DIR, 'pg')}`);
  database = await startEmbeddedPostgres({ dataDir: path.join(env.DATA_DIR, 'pg'), log });
  await database.createDatabase('kasar');
  return database.urlFor('kasar');
}

/** Migrates and seeds the database; false when production mode refuses what is in it. */
async function migrateAndSeed(url: string): Promise<boolean> {
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
    // An account from an earlier development start on this database keeps admin12345 otherwise.
    const refusal = developmentPasswordRefusal(
      productionMode,
      productionMode === null ? [] : await accountsWithDevelopmentPassword(services),
    );
    if (refusal) {
      console.error(refusal);
      return false;
    }
    return true;
  } finally {
    await services.close();
  }
}

/** The files a production build depends on, in a stable order. */
function buildInputs(): string[] {
  const roots = ['apps/web/src', 'apps/web/public', 'packages', 'tooling'];
  const files = ['apps/web/next.config.ts', 'apps/web/postcss.config.mjs', 'package-lock.json'];
  const found: string[] = [];
  const visit = (relative: string) => {
    const entry = path.join(repoRoot, relative);
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
      .update(fs.readFileSync(path.join(repoRoot, file)));
  }
  // Settings the build bakes into its headers (next.config.ts): changing them rebuilds.
  hash.update(
    JSON.stringify({
      https: /^https:/i.test(env.appUrl),
      uploadThing: Boolean(env.UPLOADTHING_TOKEN),
    }),
  );
  return hash.digest('hex').slice(0, 24);
}

const distDir = path.join(appDir, env.NEXT_DIST_DIR);

/**
 * Where the fingerprint of the last complete build is kept. Next writes BUILD_ID early in a
 * build, so a build stopped half-way (killed, out of disk) would look current by it; this file is
 * written only once `next build` has succeeded, and removed before each build.
 */
const completeBuildFile = () => path.join(distDir, 'kasar-build-complete');

function builtFingerprint(): string | undefined {
  try {
    return fs.readFileSync(completeBuildFile(), 'utf8').trim();
  } catch {
    return undefined;
  }
}

/**
 * Runs `next build` of the sources whose fingerprint is `fingerprint` (its build ID); `keepCache`
 * keeps Turbopack's build cache for the next build (next.config.ts says when that pays).
 */
function runNextBuild(keepCache: boolean, fingerprint: string): Promise<void> {
  log('building the site (next build)');
  const nextBin = path.join(path.dirname(resolveModule('next/package.json')), 'dist/bin/next');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, 'build'], {
      cwd: appDir,
      stdio: 'inherit',
      env: {
        // eslint-disable-next-line no-restricted-properties -- next build reads its environment
        ...process.env,
        NODE_ENV: 'production',
        KASAR_BUILD_ID: fingerprint,
        KASAR_BUILD_CACHE: keepCache ? '1' : '0',
      },
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`next build failed with exit code ${code}`)),
    );
  });
}

/**
 * Builds unless the build is current. Several instances started on one checkout (test servers)
 * take turns through a lock file, so only one builds and the others reuse its result. `force`
 * (`npm run build`) builds whatever the state, keeping the build cache for the next one.
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
      // A lock whose process is gone, or older than 15 minutes, belongs to a build that died.
      if (age > 15 * 60_000 || !lockHolderAlive(lock)) fs.rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    try {
      fs.writeSync(handle, String(process.pid));
      // The instance that held the lock may have just finished this very build: rebuilding it
      // would pull the files from under that instance's running server.
      const fingerprint = sourceFingerprint();
      if (!force && builtFingerprint() === fingerprint) {
        log('the production build is up to date');
        return;
      }
      fs.rmSync(completeBuildFile(), { force: true });
      await runNextBuild(force, fingerprint);
      fs.writeFileSync(completeBuildFile(), fingerprint);
      return;
    } finally {
      fs.closeSync(handle);
      fs.rmSync(lock, { force: true });
    }
  }
}

/** Whether the process whose id the build lock holds still runs (an unreadable lock: yes). */
function lockHolderAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(lock, 'utf8'));
  } catch {
    return true;
  }
  // Written just now, its id not yet in it.
  if (!Number.isInteger(pid) || pid <= 0) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function resolveModule(specifier: string): string {
  return fileURLToPath(import.meta.resolve(specifier));
}

/** Runs the HTTP server until it exits; its exit code becomes this process's. */
function serve(dev: boolean) {
  server = spawn(
    process.execPath,
    [path.join(appDir, 'server.mjs'), ...(dev ? ['--dev'] : [])],
    // eslint-disable-next-line no-restricted-properties -- the server reads what was resolved here
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
  // Next runs in this process with its own copy of the env modules: the values resolved here
  // reach it through process.env, the one channel Next reads configuration from.
  /* eslint-disable no-restricted-properties */
  // Required in production mode: the start has already been refused without it.
  process.env.AUTH_SECRET = resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
  process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ||= serverActionsKey(process.env.AUTH_SECRET);
  // Next.js's anonymous usage reports are not wanted on a firm's server (nor its notice).
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  // Resolved once (relative to the checkout): the server's page cache reads the same folder.
  process.env.DATA_DIR = env.DATA_DIR;
  process.env.HOST = listenHost({ host: env.HOST, productionMode });
  const url = await prepareDatabase();
  process.env.DATABASE_URL = url;
  /* eslint-enable no-restricted-properties */
  if (!(await migrateAndSeed(url))) return shutdown(1);
  if (mode === 'build') {
    await buildIfNeeded(true);
    return shutdown(0);
  }
  if (mode === 'start') {
    await buildIfNeeded(false);
    /* eslint-disable no-restricted-properties -- Next serves the production build only then,
       and next.config.ts reads the deployment ID the build was made with. */
    (process.env as Record<string, string>).NODE_ENV = 'production';
    process.env.KASAR_BUILD_ID = builtFingerprint();
    /* eslint-enable no-restricted-properties */
  }
  serve(mode === 'dev');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void shutdown(1);
});
