// The web app's env module, which both the launcher and the Next server read.
import path from 'node:path';

import { repoRoot } from '@kasar/db/configuration';
import { envLoader } from '@kasar/db/testing/env';
import { describe, expect, it } from 'vitest';

const loadEnv = envLoader(async () => (await import('./env')).env);
/** The web env and the server env the HTTP server and page cache read, loaded together. */
const loadWithServer = envLoader(async () => ({
  web: (await import('./env')).env,
  server: (await import('@kasar/server/env')).serverEnv,
}));

describe('web env', () => {
  it('reads TRUST_PROXY as the number of trusted proxies, in every spelling', async () => {
    for (const [value, expected] of [
      ['1', 1],
      ['TRUE', 1],
      ['2', 2],
      ['0', 0],
      ['false', 0],
      ['', 0],
    ] as const) {
      expect((await loadEnv({ TRUST_PROXY: value })).TRUST_PROXY, value).toBe(expected);
    }
    await expect(loadEnv({ TRUST_PROXY: 'on' })).rejects.toThrow(
      /^Invalid configuration: TRUST_PROXY must be true, false, 1, 0 or the number of proxies/,
    );
  });

  it('reads TRUST_PROXY as the trusted proxies’ addresses and ranges', async () => {
    expect((await loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' })).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    await expect(loadEnv({ TRUST_PROXY: '10.0.0.0/33' })).rejects.toThrow(
      /^Invalid configuration: TRUST_PROXY .*or their addresses and CIDR ranges, comma-separated \(e\.g\. 10\.0\.0\.0\/8,127\.0\.0\.1\)/,
    );
  });

  it('reads CORS_ORIGINS as a list of origins without trailing slashes', async () => {
    const env = await loadEnv({ CORS_ORIGINS: 'https://a.example.com/, http://b.example.com' });
    expect(env.CORS_ORIGINS).toEqual(['https://a.example.com', 'http://b.example.com']);
    await expect(loadEnv({ CORS_ORIGINS: 'a.example.com' })).rejects.toThrow(
      /^Invalid configuration: CORS_ORIGINS\.0 must list http\(s\) origins/,
    );
  });

  it('requires AUTH_SECRET in production, of at least 32 characters', async () => {
    await expect(loadEnv({ NODE_ENV: 'production', AUTH_SECRET: '' })).rejects.toThrow(
      'Invalid configuration: AUTH_SECRET is required when NODE_ENV=production',
    );
    await expect(loadEnv({ AUTH_SECRET: 'short' })).rejects.toThrow(
      'Invalid configuration: AUTH_SECRET must be at least 32 characters',
    );
    const secret = 'x'.repeat(32);
    expect((await loadEnv({ NODE_ENV: 'production', AUTH_SECRET: secret })).AUTH_SECRET).toBe(
      secret,
    );
  });

  it('reads PAGE_CACHE_MAX_MB as a whole number of megabytes', async () => {
    expect((await loadEnv({})).PAGE_CACHE_MAX_MB).toBeUndefined();
    expect((await loadEnv({ PAGE_CACHE_MAX_MB: '512' })).PAGE_CACHE_MAX_MB).toBe(512);
    for (const value of ['0', '1.5', 'lots']) {
      await expect(loadEnv({ PAGE_CACHE_MAX_MB: value }), value).rejects.toThrow(
        /^Invalid configuration: PAGE_CACHE_MAX_MB must be a whole number of megabytes from 1 to 1048576/,
      );
    }
  });

  it('includes the API and data-layer settings it extends', async () => {
    const env = await loadEnv({ PORT: '4200', TRUST_PROXY: '1' });
    expect(env).toMatchObject({ PORT: 4200, appUrl: 'http://localhost:4200', TRUST_PROXY: 1 });
  });

  it('keeps everything a relative DATA_DIR holds in one folder under the repository root', async () => {
    // The launcher (database), the API (uploads, mail) and the page cache each read DATA_DIR
    // through the same env modules, whichever folder their process started in.
    const { web, server } = await loadWithServer({ DATA_DIR: 'tmp/one-site' });
    const folder = path.join(repoRoot, 'tmp/one-site');
    expect(web.DATA_DIR).toBe(folder);
    expect(server.DATA_DIR).toBe(folder);
    expect(web.uploadsDir).toBe(path.join(folder, 'uploads'));
    expect(web.mailOutboxDir).toBe(path.join(folder, 'mail'));
  });
});
