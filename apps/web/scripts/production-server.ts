/**
 * Starts the production site for the measuring scripts (Lighthouse, load benchmark): the real
 * launcher on a fresh data folder with the demo content, in its own build folder.
 */
/* eslint-disable no-restricted-properties -- hands the environment to the server it starts. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ProductionServer {
  baseUrl: string;
  /** The launcher's process id when this script started the server (its server runs below it). */
  pid?: number;
  /** Stops the server (if this script started it) and removes its data folder (unless given). */
  stop(): Promise<void>;
}

/**
 * Resolves once `url` answers 2xx, checking every second; throws when `server` (the process that
 * should answer it) exits first, or when `timeoutMs` passes.
 */
export async function waitForServer(
  url: string,
  server: ChildProcess | null,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error('the server exited before it answered');
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
}

/**
 * The site at `url` when given (a server already running), otherwise a new one on `port`, built
 * into `distDir` when its build is out of date.
 */
export async function productionServer(options: {
  url?: string;
  port: number;
  distDir: string;
  label: string;
  /** The data folder to use, left in place on stop; by default a new one, removed on stop. */
  dataDir?: string;
  /** More settings for the server (e.g. SMTP_URL). */
  env?: Record<string, string>;
}): Promise<ProductionServer> {
  if (options.url) {
    const baseUrl = options.url.replace(/\/$/, '');
    await waitForServer(`${baseUrl}/`, null, 60_000);
    return { baseUrl, stop: () => Promise.resolve() };
  }
  const baseUrl = `http://localhost:${options.port}`;
  const ownDataDir = options.dataDir === undefined;
  const dataDir =
    options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `kasar-${options.label}-`));
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/web/scripts/launch.ts', 'start'],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PORT: String(options.port),
        DATA_DIR: dataDir,
        NEXT_DIST_DIR: options.distDir,
        APP_URL: baseUrl,
        SEED_DEMO: 'true',
        ...options.env,
      },
    },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (server.exitCode !== null) return done();
      server.once('exit', done);
      server.kill('SIGTERM');
    });
  try {
    await waitForServer(`${baseUrl}/api/health`, server, 15 * 60 * 1000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: server.pid, stop };
}
