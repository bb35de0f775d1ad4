// Demo content: seeded by default on a development start, only on request in production mode.
import { afterEach, describe, expect, it, vi } from 'vitest';

async function seedDemoWith(variables: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  return (await import('./env')).seedDemo;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

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
