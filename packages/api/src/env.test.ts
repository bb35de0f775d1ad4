// The API's env module as the app reads it: derived values, and a bad value named at start-up.
import path from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadApiEnv(variables: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  return (await import('./env')).apiEnv;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('apiEnv', () => {
  it('derives the public URL from PORT, and the upload and mail folders from DATA_DIR', async () => {
    const env = await loadApiEnv({ PORT: '4100', APP_URL: '', DATA_DIR: 'tmp/site-data' });
    const dataDir = path.resolve(import.meta.dirname, '../../..', 'tmp/site-data');
    expect(env).toMatchObject({
      PORT: 4100,
      appUrl: 'http://localhost:4100',
      DATA_DIR: dataDir,
      uploadsDir: path.join(dataDir, 'uploads'),
      mailOutboxDir: path.join(dataDir, 'mail'),
      mailFrom: 'no-reply@localhost',
    });
  });

  it('takes APP_URL without its trailing slash', async () => {
    const env = await loadApiEnv({ APP_URL: 'https://www.example.com/' });
    expect(env.appUrl).toBe('https://www.example.com');
  });

  it('stops on a bad value of its own or of the data layer, naming the variable', async () => {
    await expect(loadApiEnv({ SMTP_URL: 'mail.example.com' })).rejects.toThrow(
      'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL',
    );
    await expect(loadApiEnv({ DATABASE_URL: 'mysql://localhost/kasar' })).rejects.toThrow(
      'Invalid configuration: DATABASE_URL must be a postgresql:// URL',
    );
  });
});
