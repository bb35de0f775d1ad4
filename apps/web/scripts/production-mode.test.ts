// Production mode: the zero-configuration start stays on this machine; anywhere else every
// development default is refused with one message, before anything is started.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { productionModeReason } from '@kasar/api/env';
import { describe, expect, it } from 'vitest';

import { developmentDefaultsRefusal, type StartSettings } from './production-mode';

const SECRET = 'x'.repeat(40);

describe('productionModeReason', () => {
  it('keeps development on loopback addresses without NODE_ENV=production', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:4000',
      'http://127.1.2.3',
      'http://[::1]:3000',
      'http://site.localhost',
    ]) {
      expect(productionModeReason(undefined, url)).toBeNull();
    }
  });

  it('applies with NODE_ENV=production or an APP_URL other machines reach', () => {
    expect(productionModeReason('production', 'http://localhost:3000')).toBe('NODE_ENV=production');
    expect(productionModeReason(undefined, 'https://www.kasar.example')).toBe(
      'APP_URL https://www.kasar.example is not a loopback address',
    );
    expect(productionModeReason('development', 'http://192.168.1.20:3000')).toMatch(
      /not a loopback address/,
    );
  });
});

describe('developmentDefaultsRefusal', () => {
  const production: StartSettings = {
    productionMode: 'NODE_ENV=production',
    authSecret: SECRET,
    adminEmail: 'owner@kasar.example',
    adminPassword: 'a real password',
    freshDatabase: true,
  };

  it('lets a configured production start and any development start go on', () => {
    expect(developmentDefaultsRefusal(production)).toBeNull();
    expect(
      developmentDefaultsRefusal({
        productionMode: null,
        authSecret: undefined,
        adminEmail: undefined,
        adminPassword: undefined,
        freshDatabase: true,
      }),
    ).toBeNull();
    // An existing database needs no admin variables.
    expect(
      developmentDefaultsRefusal({
        ...production,
        adminEmail: undefined,
        adminPassword: undefined,
        freshDatabase: false,
      }),
    ).toBeNull();
  });

  it('names every missing setting in one message', () => {
    const message = developmentDefaultsRefusal({
      ...production,
      authSecret: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
    });
    expect(message).toMatch(/^Refusing to start with development defaults in production mode/);
    expect(message).toContain('Set AUTH_SECRET');
    expect(message).toContain('ADMIN_EMAIL and ADMIN_PASSWORD');
    expect(message).toContain('SEED_DEMO=true');
  });

  it('refuses the development admin password', () => {
    expect(developmentDefaultsRefusal({ ...production, adminPassword: 'admin12345' })).toContain(
      'ADMIN_PASSWORD to a password other than the development one',
    );
  });
});

describe('npm start in production mode', () => {
  it('exits non-zero with the one message before starting anything', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-production-mode-'));
    try {
      const launched = spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, 'launch.ts'), 'start'],
        {
          cwd: path.join(import.meta.dirname, '..'),
          encoding: 'utf8',
          timeout: 60_000,
          env: {
            NODE_ENV: 'development',
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            DATA_DIR: dataDir,
            APP_URL: 'https://www.kasar.example',
          },
        },
      );
      expect(launched.status).toBe(1);
      const lines = launched.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^Refusing to start with development defaults in production mode \(APP_URL https:\/\/www\.kasar\.example is not a loopback address\)\. Set AUTH_SECRET .*ADMIN_EMAIL and ADMIN_PASSWORD/,
      );
      // Nothing was created: no database, no generated secret.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
