/**
 * The deployment's own nginx site (deploy/nginx/kasar.conf: TLS, HTTP/2, the shared page cache,
 * kasar-proxy.conf) run on this machine in front of given app instances, with a throw-away
 * certificate for localhost: what `npm run lighthouse` measures with LIGHTHOUSE_VIA=nginx, and
 * what the deployment configuration's test loads with `nginx -t`.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { nginxPath, repoRoot, stopNginx } from '../cluster/infrastructure';
import { freePort } from '@kasar/server/testing/redis-server';

export interface DeployProxy {
  /** https://localhost:<port>: the site through nginx (self-signed certificate). */
  url: string;
  stop(): Promise<void>;
}

/** A self-signed certificate and key for localhost in `folder`, valid one day. */
export function throwAwayCertificate(folder: string): { certificate: string; key: string } {
  const certificate = path.join(folder, 'fullchain.pem');
  const key = path.join(folder, 'privkey.pem');
  const openssl = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
    ].concat(['-keyout', key, '-out', certificate]),
    { encoding: 'utf8' },
  );
  if (openssl.error || openssl.status !== 0) {
    throw new Error(
      `openssl could not make a test certificate (run 'apt-get install -y openssl'): ${
        openssl.error?.message ?? openssl.stderr
      }`,
    );
  }
  return { certificate, key };
}

/**
 * A complete nginx.conf around deploy/nginx/kasar.conf: its upstream servers, listening ports,
 * certificate, included file and cache folder pointed at this machine, everything else as shipped.
 */
export function deploySiteConfig(options: {
  folder: string;
  upstreams: string[];
  httpPort: number;
  httpsPort: number;
  certificate: string;
  key: string;
}): string {
  const { folder } = options;
  const site = fs
    .readFileSync(path.join(repoRoot, 'deploy/nginx/kasar.conf'), 'utf8')
    .replace(
      /(upstream kasar_app \{)[^}]*?(\n\s*keepalive)/,
      (_match, open: string, keepalive: string) =>
        `${open}\n${options.upstreams.map((address) => `    server ${address};`).join('\n')}${keepalive}`,
    )
    .replace('listen 80;', `listen 127.0.0.1:${options.httpPort};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${options.httpsPort} ssl http2;`)
    .replace('/etc/nginx/kasar-proxy.conf', path.join(repoRoot, 'deploy/nginx/kasar-proxy.conf'))
    .replace('/etc/letsencrypt/live/www.example.com/fullchain.pem', options.certificate)
    .replace('/etc/letsencrypt/live/www.example.com/privkey.pem', options.key)
    .replace('/var/cache/nginx/kasar', path.join(folder, 'cache'));
  const temporary = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(folder, kind)};`)
    .join('\n');
  return `worker_processes 1;
pid ${path.join(folder, 'nginx.pid')};
error_log ${path.join(folder, 'error.log')} warn;
events { worker_connections 512; }
http {
  access_log off;
${temporary}
${site}
}
`;
}

/** Checks a configuration with `nginx -t`; throws nginx's own words when it is refused. */
export function checkNginxConfig(config: string, folder: string): void {
  const check = spawnSync(nginxPath(), ['-t', '-c', config, '-p', folder], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejected the configuration:\n${check.stderr}`);
}

/** Resolves once something accepts connections on 127.0.0.1:`port`. */
async function listening(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nginx did not listen on port ${port} within ${timeoutMs / 1000} s`);
}

/** nginx with the deployment's site in front of `upstreams` (host:port of each instance). */
export async function startDeployProxy(upstreams: string[]): Promise<DeployProxy> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-deploy-nginx-'));
  // nginx's workers run as an unprivileged user when it is started as root.
  fs.chmodSync(folder, 0o755);
  const httpsPort = await freePort();
  const config = path.join(folder, 'nginx.conf');
  fs.writeFileSync(
    config,
    deploySiteConfig({
      folder,
      upstreams,
      httpPort: await freePort(),
      httpsPort,
      ...throwAwayCertificate(folder),
    }),
  );
  checkNginxConfig(config, folder);
  const child = spawn(nginxPath(), ['-g', 'daemon off;', '-c', config, '-p', folder], {
    stdio: 'ignore',
  });
  await listening(httpsPort, 20_000);
  const url = `https://localhost:${httpsPort}`;
  return { url, stop: stopNginx(child, folder) };
}
