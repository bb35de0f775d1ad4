/**
 * The cluster test's infrastructure, all real and started here: one PostgreSQL server, Redis,
 * an S3-compatible object store (s3rver), app instances started by the launcher (`npm start`'s
 * own code) and nginx running the deployment's proxy configuration
 * (deploy/nginx/kasar-proxy.conf) in front of them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import S3rver from 's3rver';

import { freePort } from '@kasar/server/testing/redis-server';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(appDir, '../..');

export function nginxPath(): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      "nginx not found: the cluster test runs it in front of the instances: run 'apt-get install -y nginx'",
    );
  }
  return found;
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  /** Everything the instance wrote to its console, for failure messages. */
  output(): string;
  /** SIGTERM: the graceful way. */
  stop(): Promise<void>;
  /** SIGKILL to the launcher and the server processes it started: a crash. */
  kill(): Promise<void>;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
}

/** Starts `npm start`'s launcher as one app instance with the given configuration. */
export async function startInstance(
  name: string,
  env: Record<string, string>,
  port?: number,
): Promise<Instance> {
  const listenPort = port ?? (await freePort());
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/launch.ts', 'start'],
    {
      cwd: appDir,
      // Its own process group, so a "crash" can take the launcher and its server down at once.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env, PORT: String(listenPort) },
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${listenPort}`;
  try {
    await waitUntil(
      async () => {
        if (child.exitCode !== null) throw new Error(`instance ${name} exited:\n${output}`);
        return (await fetch(`${url}/api/health`)).ok;
      },
      15 * 60_000,
      `instance ${name} answering /api/health`,
    );
  } catch (error) {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output}`);
  }
  return {
    name,
    port: listenPort,
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
    kill: async () => {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      await exited;
      // The server's own processes are in the same group; wait until the port is free.
      await waitUntil(
        async () => {
          try {
            await fetch(`${url}/api/health`);
            return false;
          } catch {
            return true;
          }
        },
        10_000,
        `instance ${name} going away`,
      );
    },
  };
}

export interface Proxy {
  url: string;
  stop(): Promise<void>;
}

/**
 * nginx in front of the instances, with deploy/nginx/kasar-proxy.conf inside its server block
 * and the http-level parts deploy/nginx/kasar.conf shows (upstream, page cache, signed-in map,
 * rate limit for requests that skip the cache).
 */
export async function startProxy(instances: Instance[]): Promise<Proxy> {
  const port = await freePort();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-nginx-'));
  // nginx's workers run as an unprivileged user when it is started as root.
  fs.chmodSync(root, 0o755);
  const config = path.join(root, 'nginx.conf');
  const upstreams = instances
    .map((instance) => `server 127.0.0.1:${instance.port} max_fails=1 fail_timeout=5s;`)
    .join('\n    ');
  fs.writeFileSync(
    config,
    `daemon off;
worker_processes 1;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${root}/body;
  proxy_temp_path ${root}/proxy;
  fastcgi_temp_path ${root}/fastcgi;
  uwsgi_temp_path ${root}/uwsgi;
  scgi_temp_path ${root}/scgi;
  upstream kasar_app {
    ${upstreams}
    keepalive 8;
  }
  map $http_cookie $kasar_signed_in {
    default 0;
    "~(?:^|;)\\s*(?:__Secure-)?authjs\\.session-token(?:\\.\\d+)?=" 1;
    "~(?:^|;)\\s*__prerender_bypass=" 1;
  }
  map $kasar_signed_in $kasar_bypass_client {
    1 $binary_remote_addr;
    default "";
  }
  limit_req_zone $kasar_bypass_client zone=kasar_bypass:10m rate=5r/s;
  proxy_cache_path ${root}/cache levels=1:2 keys_zone=kasar_pages:10m max_size=50m inactive=10m use_temp_path=off;
  server {
    listen 127.0.0.1:${port};
    include ${path.join(repoRoot, 'deploy/nginx/kasar-proxy.conf')};
  }
}
`,
  );
  const nginx = nginxPath();
  const check = spawnSync(nginx, ['-t', '-c', config, '-p', root], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejected the configuration:\n${check.stderr}`);
  const child = spawn(nginx, ['-c', config, '-p', root], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(async () => (await fetch(`${url}/api/health`)).ok, 20_000, 'nginx answering');
  return { url, stop: stopNginx(child, root) };
}

/** Stops an nginx started here gracefully (SIGQUIT, then its exit), and removes its folder. */
export function stopNginx(child: ChildProcess, folder: string): () => Promise<void> {
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGQUIT');
    await exited;
    fs.rmSync(folder, { recursive: true, force: true });
  };
}

export interface ObjectStore {
  /** The S3_* variables every instance gets. */
  environment: Record<string, string>;
  stop(): Promise<void>;
}

/** An S3-compatible server with one bucket, the file store every instance shares. */
export async function startObjectStore(): Promise<ObjectStore> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-cluster-s3-'));
  const bucket = 'kasar-uploads';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    environment: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver's own credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
