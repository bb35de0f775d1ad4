/**
 * The browser tests' servers (playwright.config.ts's `webServer`), started side by side: each is
 * the real launcher on its own data folder. Playwright starts the servers of its `webServer` list
 * one after another, each once the one before answers, which took about 60 s of every run; here
 * they start together (one builds while the others prepare their databases, then they reuse that
 * build) and this process prints `TEST_SERVERS_READY` once every one of them answers.
 *
 * Every server's output is passed on, each line prefixed with its name. A server that exits ends
 * this process with an error naming it (a failed start fails the run at once); SIGTERM or SIGINT
 * is passed on to every server, which drains and stops its database, before this process ends.
 *
 * Usage: E2E_SERVERS='[{"name", "port", "env"}, …]' node --import tsx e2e/test-servers.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';

import { waitForServer } from '../scripts/production-server';

interface TestServer {
  name: string;
  port: number;
  env: Record<string, string>;
}

/** Playwright's `wait.stdout` waits for this line. */
const READY_LINE = 'TEST_SERVERS_READY';

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]') as TestServer[];
if (servers.length === 0) {
  console.error('test-servers: no servers given');
  process.exit(2);
}

let stopping = false;
const children = new Map<string, ChildProcess>();

function start(server: TestServer): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/launch.ts', 'start'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...server.env },
  });
  readline
    .createInterface({ input: child.stdout })
    .on('line', (line) => console.log(`[${server.name}] ${line}`));
  readline
    .createInterface({ input: child.stderr })
    .on('line', (line) => console.error(`[${server.name}] ${line}`));
  child.once('exit', (code, signal) => {
    children.delete(server.name);
    if (stopping) {
      if (children.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    console.error(`test-servers: the ${server.name} server exited (${signal ?? `code ${code}`})`);
    stop(1);
  });
  return child;
}

/** How long a server may take to answer, its build included (a cold build takes about a minute). */
const START_TIMEOUT_MS = 15 * 60_000;

/** Stops every server (each drains its requests and stops its database), then exits. */
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  if (children.size === 0) process.exit(code);
  for (const child of children.values()) child.kill('SIGTERM');
  // A server that does not stop within 20 s is killed.
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(code);
  }, 20_000).unref();
}

process.once('SIGTERM', () => stop(0));
process.once('SIGINT', () => stop(0));

for (const server of servers) children.set(server.name, start(server));
try {
  await Promise.all(
    servers.map((server) =>
      waitForServer(
        `http://localhost:${server.port}/api/v1/public/services`,
        children.get(server.name) ?? null,
        START_TIMEOUT_MS,
      ).catch((error: unknown) => {
        throw new Error(
          `the ${server.name} server: ${error instanceof Error ? error.message : String(error)}`,
        );
      }),
    ),
  );
  if (!stopping) console.log(READY_LINE);
} catch (error) {
  if (!stopping) {
    console.error(`test-servers: ${error instanceof Error ? error.message : String(error)}`);
    stop(1);
  }
}
