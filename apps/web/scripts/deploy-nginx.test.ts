/**
 * The nginx site the README's deployment section hands out (deploy/nginx/kasar.conf, which
 * includes kasar-proxy.conf) must load in the nginx a Debian server installs: `nginx -t` on it,
 * with a throw-away certificate and the paths pointed into a temporary folder. The cluster test
 * runs kasar-proxy.conf itself; this checks the TLS / HTTP/2 server around it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { nginxPath, repoRoot } from '../cluster/infrastructure';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-deploy-nginx-'));

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** A self-signed certificate and key for localhost, valid one day. */
function throwAwayCertificate(): { certificate: string; key: string } {
  const certificate = path.join(root, 'fullchain.pem');
  const key = path.join(root, 'privkey.pem');
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

describe('deploy/nginx/kasar.conf', () => {
  it('is accepted by nginx -t, TLS and HTTP/2 included', () => {
    const { certificate, key } = throwAwayCertificate();
    const site = fs
      .readFileSync(path.join(repoRoot, 'deploy/nginx/kasar.conf'), 'utf8')
      .replace('/etc/nginx/kasar-proxy.conf', path.join(repoRoot, 'deploy/nginx/kasar-proxy.conf'))
      .replace('/etc/letsencrypt/live/www.example.com/fullchain.pem', certificate)
      .replace('/etc/letsencrypt/live/www.example.com/privkey.pem', key)
      .replace('/var/cache/nginx/kasar', path.join(root, 'cache'));
    expect(site).toContain('listen 443 ssl http2;');
    const config = path.join(root, 'nginx.conf');
    fs.writeFileSync(
      config,
      `pid ${root}/nginx.pid;\nerror_log ${root}/error.log;\nevents {}\nhttp {\n${site}\n}\n`,
    );
    const check = spawnSync(nginxPath(), ['-t', '-c', config, '-p', root], { encoding: 'utf8' });
    expect(check.stderr).toContain('test is successful');
  });
});
