/**
 * The nginx site docs/deploy.md hands out (deploy/nginx/kasar.conf, which
 * includes kasar-proxy.conf) must load in the nginx a Debian server installs: `nginx -t` on it,
 * with a throw-away certificate and the paths pointed into a temporary folder. The cluster test
 * runs kasar-proxy.conf itself; this checks the TLS / HTTP/2 server around it, and runs the whole
 * site in front of a small upstream that answers as the app does, to see the page cache work.
 */
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { repoRoot } from '../cluster/infrastructure';
import {
  checkNginxConfig,
  deploySiteConfig,
  startDeployProxy,
  throwAwayCertificate,
  type DeployProxy,
} from './deploy-proxy';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-deploy-nginx-test-'));

afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('deploy/nginx/kasar.conf', () => {
  it('is accepted by nginx -t, TLS and HTTP/2 included', () => {
    const text = deploySiteConfig({
      folder,
      upstreams: ['127.0.0.1:3000', '127.0.0.1:3001'],
      httpPort: 8080,
      httpsPort: 8443,
      ...throwAwayCertificate(folder),
    });
    expect(text).toContain('listen 127.0.0.1:8443 ssl http2;');
    expect(text).toContain('server 127.0.0.1:3001;');
    const config = path.join(folder, 'nginx.conf');
    fs.writeFileSync(config, text);
    expect(() => checkNginxConfig(config, folder)).not.toThrow();
  });
});

/** The paths whose pages the app lets a shared cache keep, as next.config.ts lists them. */
function cachedPublicPaths(): string[] {
  const source = fs.readFileSync(path.join(repoRoot, 'apps/web/next.config.ts'), 'utf8');
  const list = /const CACHED_PUBLIC_PATHS = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe('the deployment nginx site in front of an app', () => {
  /** Cache-Control and Vary as the app sends them on a public page (next.config.ts, Next, gzip). */
  const PUBLIC_PAGE_HEADERS = {
    'cache-control': 'public, max-age=0, s-maxage=10, stale-while-revalidate=30',
    vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
    'content-type': 'text/html; charset=utf-8',
  };
  const STAFF_HEADERS = {
    'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
    'content-type': 'text/html; charset=utf-8',
  };
  const SESSION_COOKIE = '__Secure-authjs.session-token=forged-or-not';

  const hits = new Map<string, number>();
  const agent = new https.Agent({ keepAlive: true, maxSockets: 16, rejectUnauthorized: false });
  let upstream: http.Server;
  let proxy: DeployProxy;
  let port: number;
  /** Called by the test once the first part of a streamed page has reached it through nginx. */
  let firstPartSeen: () => void = () => undefined;
  /** Set by the upstream when it writes the streamed page's second part. */
  let secondPartWritten = false;

  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      const url = request.url ?? '/';
      hits.set(url, (hits.get(url) ?? 0) + 1);
      if (url.startsWith('/dashboard/stream')) {
        // A dashboard page that streams: its second part waits until the first was seen.
        response.writeHead(200, STAFF_HEADERS);
        response.write('first part;');
        const seen = new Promise<void>((resolve) => (firstPartSeen = resolve));
        const giveUp = new Promise((resolve) => setTimeout(resolve, 3_000));
        void Promise.race([seen, giveUp]).then(() => {
          secondPartWritten = true;
          response.end('second part');
        });
        return;
      }
      const headers = url.startsWith('/dashboard') ? STAFF_HEADERS : PUBLIC_PAGE_HEADERS;
      response.writeHead(200, { ...headers, etag: '"v1"' });
      response.end(`<!doctype html><title>${url}</title><p>hit ${hits.get(url)}</p>`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port: upstreamPort } = upstream.address() as AddressInfo;
    proxy = await startDeployProxy([`127.0.0.1:${upstreamPort}`]);
    port = Number(new URL(proxy.url).port);
  }, 30_000);

  afterAll(async () => {
    agent.destroy();
    await proxy?.stop();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  /** A GET through nginx's TLS server (its certificate is self-signed). */
  function get(
    pathname: string,
    headers: Record<string, string> = {},
    onFirstData?: (chunk: string) => void,
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const request = https.get(
        {
          host: '127.0.0.1',
          servername: 'localhost',
          port,
          path: pathname,
          headers: { host: 'localhost', ...headers },
          agent,
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            if (body === '') onFirstData?.(chunk);
            body += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
    });
  }

  it('keeps each public page the app marks cacheable: MISS, then HIT without asking the app', async () => {
    const paths = cachedPublicPaths().map((source) => source.replace(':slug', 'web-design'));
    expect(paths).toContain('/');
    for (const pathname of paths) {
      const first = await get(pathname, { 'accept-encoding': 'gzip, br' });
      const second = await get(pathname, { 'accept-encoding': 'gzip, br' });
      expect([pathname, first.status, first.headers['x-cache-status']]).toEqual([
        pathname,
        200,
        'MISS',
      ]);
      expect([pathname, second.headers['x-cache-status']]).toEqual([pathname, 'HIT']);
      expect(second.body).toBe(first.body);
      expect(hits.get(pathname)).toBe(1);
    }
  });

  it('answers a request with a session cookie live (BYPASS) and keeps it out of the cache', async () => {
    await get('/about-us?live');
    const signedIn = await get('/about-us?live', { cookie: `theme=dark; ${SESSION_COOKIE}` });
    expect(signedIn.headers['x-cache-status']).toBe('BYPASS');
    expect(signedIn.body).toContain('hit 2');
    const preview = await get('/about-us?live', { cookie: '__prerender_bypass=1' });
    expect(preview.headers['x-cache-status']).toBe('BYPASS');
    const anonymous = await get('/about-us?live', { cookie: 'not-authjs.session-token=1' });
    expect(anonymous.headers['x-cache-status']).toBe('HIT');
    expect(anonymous.body).toContain('hit 1');
  });

  it('limits requests that skip the cache per client address, and not the others', async () => {
    // At once, so the burst allowance (30) is what lets requests through, however slow the host.
    const attempts = 80;
    const statuses = await Promise.all(
      Array.from({ length: attempts }, async () => {
        const answer = await get('/our-projects?hammer', { cookie: SESSION_COOKIE });
        return answer.status;
      }),
    );
    const refused = statuses.filter((status) => status === 429).length;
    expect(refused).toBeGreaterThan(0);
    expect(hits.get('/our-projects?hammer')).toBe(attempts - refused);
    // A visitor without the cookie, from the same address, is still served (from the cache).
    const anonymous = await Promise.all([get('/our-projects?hammer'), get('/our-projects?hammer')]);
    expect(anonymous.map((answer) => answer.status)).toEqual([200, 200]);
  });

  it('never stores a staff page, and passes a streamed one on as the app writes it', async () => {
    await get('/dashboard');
    await get('/dashboard');
    expect(hits.get('/dashboard')).toBe(2);

    let writtenBeforeFirstPartSeen = true;
    const answer = await get('/dashboard/stream', { cookie: SESSION_COOKIE }, () => {
      writtenBeforeFirstPartSeen = secondPartWritten;
      firstPartSeen();
    });
    expect(answer.body).toBe('first part;second part');
    expect(writtenBeforeFirstPartSeen).toBe(false);
  });
});
