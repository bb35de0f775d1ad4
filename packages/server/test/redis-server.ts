/**
 * A real Redis server for tests (Debian's redis-server package), on a free port, in memory only
 * unless given a folder to keep its data in across a restart. Missing, it fails the test with
 * the command that installs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const CANDIDATES = [
  '/usr/bin/redis-server',
  '/usr/local/bin/redis-server',
  '/usr/sbin/redis-server',
];

export function redisServerPath(): string {
  const found = CANDIDATES.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      "redis-server not found: these tests need a real Redis server: run 'apt-get install -y redis-server'",
    );
  }
  return found;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

async function waitForPort(port: number, process: ChildProcess) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (process.exitCode !== null) throw new Error('redis-server exited at start');
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not listen on port ${port}`);
}

export interface RedisServerOptions {
  /** The port to listen on (default: a free one): the same again to restart a stopped server. */
  port?: number;
  /**
   * A folder Redis saves its data to when stopped and loads it from when started there again,
   * as a server with persistence comes back after an outage; unset, each start is empty.
   */
  dataDir?: string;
}

export async function startRedisServer(options: RedisServerOptions = {}): Promise<RedisServer> {
  const listenPort = options.port ?? (await freePort());
  const persistence = options.dataDir
    ? ['--dir', options.dataDir, '--save', '3600 1', '--appendonly', 'no']
    : ['--save', '', '--appendonly', 'no'];
  const child = spawn(
    redisServerPath(),
    ['--port', String(listenPort), '--bind', '127.0.0.1', ...persistence],
    { stdio: 'ignore' },
  );
  await waitForPort(listenPort, child);
  return {
    url: `redis://127.0.0.1:${listenPort}`,
    port: listenPort,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
