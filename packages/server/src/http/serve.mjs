// @ts-check
/**
 * The HTTP server of `npm start` / `npm run dev`, started by the launcher (in the app's own
 * server.mjs) once the database is ready and the build is current. Plain Node (no TypeScript
 * loader on the request path), one worker process per core in production (WEB_CONCURRENCY),
 * each serving Next.js behind a server (./request-listener.mjs) that hands Next the caller's
 * address, lets a static page run only the inline scripts it carries (./script-hashes.mjs),
 * compresses responses, a cached page or build file once per version (./compressed-copies.mjs),
 * answers the addresses staff redirected from the app's map before Next.js is asked (and the
 * optimized copies of the files the trash withholds with a 404), reports each 404 to the app's
 * 404 log once it is sent (both through ./process-state.mjs), answers a 500 when anything on
 * that path fails, and shuts down gracefully: on
 * SIGTERM it reports unavailable, stops accepting connections, lets requests in flight finish
 * (at most 10 s) and closes the app's database pool and page cache. Its settings come from
 * ../env.mjs (PORT, HOST, WEB_CONCURRENCY, TRUST_PROXY).
 */
import cluster from 'node:cluster';
import os from 'node:os';

import { serverEnv } from '../env.mjs';
import { addressFromSocket } from './client-address.mjs';
import { listenAddresses, listenOn } from './listen.mjs';
import { markClientAddressSet, markDraining } from './process-state.mjs';
import { requestListener } from './request-listener.mjs';

const port = serverEnv.PORT;
/** Every interface, loopback only ('localhost') or one address: ./listen.mjs. */
const host = serverEnv.HOST;
const trustedProxies = serverEnv.TRUST_PROXY;
/** How long requests in flight may take to finish once shutdown begins. */
const DRAIN_TIMEOUT_MS = 10_000;

/** @param {string} message */
const log = (message) => console.log(`[kasar] ${message}`);

/** @param {boolean} dev */
function workerCount(dev) {
  if (dev) return 1;
  return serverEnv.WEB_CONCURRENCY ?? os.availableParallelism();
}

/** @param {import('node:http').IncomingMessage} request */
function clientAddress(request) {
  return addressFromSocket({
    socketAddress: request.socket.remoteAddress,
    forwardedFor: request.headers['x-forwarded-for'],
    trustedProxies,
  });
}

/** Stops accepting connections and waits (at most DRAIN_TIMEOUT_MS) for open ones to finish. */
async function drain(/** @type {import('node:http').Server} */ server) {
  const closed = new Promise((resolve) => server.close(() => resolve('closed')));
  // Keep-alive connections that sit idle between requests would hold `close` open.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const deadline = new Promise((resolve) =>
    setTimeout(() => resolve('timeout'), DRAIN_TIMEOUT_MS).unref(),
  );
  server.closeIdleConnections();
  if ((await Promise.race([closed, deadline])) === 'timeout') {
    log('requests still open after 10 s: closing their connections');
    server.closeAllConnections();
  }
  clearInterval(idle);
}

/** The app's database pool and page-cache connections, created inside Next's modules. */
async function closeAppResources() {
  const holder = /** @type {Record<string | symbol, any>} */ (/** @type {unknown} */ (globalThis));
  // The inquiry mail worker finishes the mail it is sending while the pool is still open.
  await holder[Symbol.for('kasar.inquiryMailWorker')]?.stop().catch(() => undefined);
  // So does a purge of the trash under way.
  await holder[Symbol.for('kasar.trashPurge')]?.stop().catch(() => undefined);
  // And a scheduled change being made.
  await holder[Symbol.for('kasar.scheduledChanges')]?.stop().catch(() => undefined);
  // The 404s and redirect hits counted since the last batch are written.
  await holder[Symbol.for('kasar.siteTraffic')]?.stop().catch(() => undefined);
  await Promise.allSettled([
    holder.kasarServices?.db?.$disconnect(),
    holder[Symbol.for('kasar.pageCache')]?.close(),
  ]);
}

/** @param {{ appDir: string; dev: boolean }} app */
async function serveNext({ appDir, dev }) {
  const { default: next } = await import('next');
  const app = next({ dev, dir: appDir, port, hostname: 'localhost' });
  await app.prepare();
  const handle = app.getRequestHandler();
  markClientAddressSet();
  let stopping = false;
  const serveRequest = requestListener({
    handle,
    dev,
    clientAddress,
    isStopping: () => stopping,
  });
  /** @type {import('node:http').Server[]} */
  let servers = [];
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    markDraining();
    if (cluster.isPrimary) log('shutting down: finishing the requests in flight');
    await Promise.all(servers.filter((server) => server.listening).map(drain));
    await closeAppResources();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  try {
    servers = await listenOn(serveRequest, port, host);
  } catch (error) {
    console.error(`Could not serve on port ${port}: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
  for (const server of servers) {
    server.on('error', (error) => {
      console.error(`Server error on port ${port}: ${error.message}`);
      process.exit(1);
    });
  }
}

/** Where the server can be reached, for the start-up line. */
function where() {
  const addresses = listenAddresses(host);
  if (addresses[0] === undefined) return `http://localhost:${port} (every interface)`;
  if (host?.toLowerCase() === 'localhost') return `http://localhost:${port} (this machine only)`;
  return `port ${port} of ${addresses.join(', ')}`;
}

/** @param {number} count */
async function primary(count) {
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // A worker that dies is replaced; the others keep serving meanwhile.
    log(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork();
  });
  // A worker listens once per address: the line is written when every worker has.
  const listening = new Set();
  let announced = false;
  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    if (announced || listening.size < count) return;
    announced = true;
    log(`serving on ${where()} (${count} workers)`);
  });
  for (let index = 0; index < count; index += 1) fork();
  const stop = () => {
    if (stopping) return;
    stopping = true;
    log('shutting down: finishing the requests in flight');
    const workers = Object.values(cluster.workers ?? {});
    let remaining = workers.length;
    if (remaining === 0) process.exit(0);
    for (const worker of workers) {
      worker?.once('exit', () => {
        remaining -= 1;
        if (remaining === 0) process.exit(0);
      });
      worker?.process.kill('SIGTERM');
    }
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/**
 * Serves the Next.js app in `appDir`: in development one process; in production one worker per
 * core (or WEB_CONCURRENCY) under a primary that replaces a worker that dies.
 * @param {{ appDir: string; dev: boolean }} app
 */
export async function serve(app) {
  const count = workerCount(app.dev);
  if (cluster.isPrimary && count > 1) {
    await primary(count);
  } else {
    await serveNext(app);
    if (cluster.isPrimary) log(`serving on ${where()}`);
  }
}
