/**
 * `npm run bench`: how fast the production site serves its busiest public pages, side by side
 * with nginx serving the very same HTML from the same machine (the ceiling for these bytes).
 *
 * It starts the production site on port 3500 with a fresh data folder (or measures BENCH_URL),
 * warms the page cache, saves the HTML of each page, serves those files with nginx on port 3501,
 * warms the site up with 3 s of unmeasured load per page and mode, then loads both with
 * autocannon (BENCH_CONNECTIONS connections, default 10, for BENCH_SECONDS seconds, default 10,
 * per target) and prints requests per second, latency and the ratio, twice:
 *  - as browsers ask (Accept-Encoding: gzip, deflate, br): nginx gzips each response (level 6,
 *    its usual setting for proxied and dynamic content), the site sends the brotli copy it made
 *    once for the page's version (@kasar/server's http/compressed-copies.mjs);
 *  - uncompressed: nginx sends the file with sendfile(2), the raw ceiling of the machine.
 * Needs nginx (`apt-get install -y nginx`).
 */
/* eslint-disable no-restricted-properties -- a developer tool: its own BENCH_* knobs. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { productionServer } from '../apps/web/scripts/production-server';

const SITE_PORT = 3500;
const NGINX_PORT = 3501;
const PAGES = [
  { path: '/', file: 'index.html' },
  { path: '/our-projects', file: 'our-projects.html' },
];
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10) || 10;
const seconds = Number(process.env.BENCH_SECONDS ?? 10) || 10;

function findNginx(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(
    "nginx not found: run 'apt-get install -y nginx' (the benchmark compares with it)",
  );
}

/** nginx serving the saved pages at the same paths, one worker per core, no logging. */
function startNginx(root: string): ChildProcess {
  const locations = PAGES.map(
    (page) => `location = ${page.path} { try_files /${page.file} =404; }`,
  ).join('\n    ');
  const config = path.join(root, 'nginx.conf');
  fs.writeFileSync(
    config,
    `daemon off;
worker_processes auto;
pid ${path.join(root, 'nginx.pid')};
error_log ${path.join(root, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  default_type text/html;
  # nginx's usual compression of generated content (gzip, zlib level 6), for clients that accept it.
  gzip on;
  gzip_comp_level 6;
  client_body_temp_path ${root}/body;
  proxy_temp_path ${root}/proxy;
  fastcgi_temp_path ${root}/fastcgi;
  uwsgi_temp_path ${root}/uwsgi;
  scgi_temp_path ${root}/scgi;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${root}/html;
    ${locations}
  }
}
`,
  );
  const nginx = findNginx();
  const check = spawnSync(nginx, ['-t', '-c', config, '-p', root], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejected its configuration: ${check.stderr}`);
  return spawn(nginx, ['-c', config, '-p', root], { stdio: 'inherit' });
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer with 200`);
}

interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
/** Unmeasured load per page and mode before measuring (see main). */
const WARM_UP_SECONDS = 3;

async function load(url: string, headers: Record<string, string>): Promise<Measurement> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  const site = await productionServer({
    url: process.env.BENCH_URL,
    port: SITE_PORT,
    distDir: '.next-bench',
    label: 'bench',
  });
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-bench-nginx-'));
  let nginx: ChildProcess | undefined;
  try {
    // nginx's workers run as an unprivileged user when it is started as root.
    fs.chmodSync(root, 0o755);
    fs.mkdirSync(path.join(root, 'html'));
    for (const page of PAGES) {
      // Twice: the first request after a start renders the page, the second is the cached copy.
      await (await fetch(`${site.baseUrl}${page.path}`)).text();
      const html = await (await fetch(`${site.baseUrl}${page.path}`)).text();
      fs.writeFileSync(path.join(root, 'html', page.file), html);
    }
    nginx = startNginx(root);
    await waitFor(`http://127.0.0.1:${NGINX_PORT}/`);
    // A freshly started Node server runs its request path through V8's interpreter until it has
    // served some thousands of requests; nginx needs no warming. Unmeasured load first, in both
    // modes (each compressed copy is made on its first request), so the figures are the
    // server's steady state.
    for (const page of PAGES) {
      for (const headers of [BROWSER_HEADERS, {}]) {
        await autocannon({
          url: `${site.baseUrl}${page.path}`,
          connections,
          duration: WARM_UP_SECONDS,
          headers,
        });
      }
    }

    const modes = [
      { label: 'as browsers ask (gzip, deflate, br)', headers: BROWSER_HEADERS },
      { label: 'uncompressed', headers: {} },
    ];
    for (const mode of modes) {
      const rows = [];
      for (const page of PAGES) {
        const served = await load(`${site.baseUrl}${page.path}`, mode.headers);
        const ceiling = await load(`http://127.0.0.1:${NGINX_PORT}${page.path}`, mode.headers);
        rows.push({
          page: page.path,
          'site req/s': Math.round(served.requestsPerSecond),
          'nginx req/s': Math.round(ceiling.requestsPerSecond),
          ratio: Number((served.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2)),
          'site p50/p99 ms': `${served.p50}/${served.p99}`,
          'nginx p50/p99 ms': `${ceiling.p50}/${ceiling.p99}`,
          'site errors': served.errors,
        });
      }
      console.log(
        `\n${mode.label}: autocannon, ${connections} connections, ${seconds} s per target, ${os.cpus().length} cores`,
      );
      console.table(rows);
    }
  } finally {
    nginx?.kill('SIGQUIT');
    await site.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
