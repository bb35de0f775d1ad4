/**
 * The nginx site the README's deployment section hands out (deploy/nginx/kasar.conf, which
 * includes kasar-proxy.conf) must load in the nginx a Debian server installs: `nginx -t` on it,
 * with a throw-away certificate and the paths pointed into a temporary folder. The cluster test
 * runs kasar-proxy.conf itself; this checks the TLS / HTTP/2 server around it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { checkNginxConfig, deploySiteConfig, throwAwayCertificate } from './deploy-proxy';

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
