// Demo content: seeded by default on a development start, only on request in production mode.
import { envLoader } from '@kasar/db/testing/env';
import { describe, expect, it } from 'vitest';

const seedDemoWith = envLoader(async () => (await import('./env')).seedDemo);

describe('seedDemo', () => {
  it('is on for a development start on this machine', async () => {
    expect(await seedDemoWith({ NODE_ENV: 'development', APP_URL: '', SEED_DEMO: '' })).toBe(true);
  });

  it('is off in production mode unless SEED_DEMO=true', async () => {
    expect(await seedDemoWith({ NODE_ENV: 'production', APP_URL: '', SEED_DEMO: '' })).toBe(false);
    expect(
      await seedDemoWith({
        NODE_ENV: 'development',
        APP_URL: 'https://kasar.example',
        SEED_DEMO: '',
      }),
    ).toBe(false);
    expect(
      await seedDemoWith({
        NODE_ENV: 'development',
        APP_URL: 'https://kasar.example',
        SEED_DEMO: 'true',
      }),
    ).toBe(true);
  });
});
