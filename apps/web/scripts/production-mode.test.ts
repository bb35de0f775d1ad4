// Production mode: the zero-configuration start stays on this machine; anywhere else every
// development default is refused with one message, before anything is started.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { createServices, lineLogger } from '@kasar/api';
import { DEVELOPMENT_ADMIN_PASSWORD } from '@kasar/api/auth';
import { accountsWithDevelopmentPassword } from '@kasar/api/domain';
import { loadApiEnv, productionModeReason } from '@kasar/api/env';
import { startEmbeddedPostgres } from '@kasar/db/embedded';
import { migrate } from '@kasar/db/migrate';
import { seed } from '@kasar/seed';
import { describe, expect, it } from 'vitest';

import {
  developmentDefaultsRefusal,
  developmentPasswordRefusal,
  listenHost,
  type StartSettings,
} from './production-mode';

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

describe('developmentPasswordRefusal', () => {
  it('names each account and the command that gives it a new password', () => {
    expect(developmentPasswordRefusal(null, ['admin@example.com'])).toBeNull();
    expect(developmentPasswordRefusal('NODE_ENV=production', [])).toBeNull();
    expect(developmentPasswordRefusal('NODE_ENV=production', ['admin@example.com'])).toBe(
      'Refusing to start in production mode (NODE_ENV=production): the account ' +
        'admin@example.com still has the development password, which anyone can read in the ' +
        'code. Set a new one with `npm run set-password -- admin@example.com` on this server ' +
        '(same DATA_DIR or DATABASE_URL), then start again.',
    );
    expect(
      developmentPasswordRefusal('NODE_ENV=production', ['a@x.example', 'b@x.example']),
    ).toMatch(
      /the accounts a@x\.example, b@x\.example still have .*`npm run set-password -- a@x\.example`, `npm run set-password -- b@x\.example`/,
    );
  });
});

describe('listenHost', () => {
  it('keeps a development start on loopback unless HOST says otherwise', () => {
    expect(listenHost({ host: undefined, productionMode: null })).toBe('localhost');
    expect(listenHost({ host: '0.0.0.0', productionMode: null })).toBe('0.0.0.0');
    expect(listenHost({ host: undefined, productionMode: 'NODE_ENV=production' })).toBe('');
    expect(listenHost({ host: '127.0.0.1', productionMode: 'NODE_ENV=production' })).toBe(
      '127.0.0.1',
    );
  });
});

/** Runs a script of this folder with the given variables (and no others of this process's). */
function runScript(script: string, args: string[], env: Record<string, string>, input?: string) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, script), ...args],
    {
      cwd: path.join(import.meta.dirname, '..'),
      encoding: 'utf8',
      timeout: 120_000,
      input,
      env: { NODE_ENV: 'development', PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    },
  );
}

describe('a database from a development start, started in production mode', () => {
  it('is refused until the development password is replaced with npm run set-password', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-development-admin-'));
    const settings = loadApiEnv({ DATA_DIR: dataDir });
    /** The embedded database of `dataDir`, as the launcher starts it, while `check` runs. */
    async function withDatabase(
      check: (services: ReturnType<typeof createServices>) => Promise<void>,
    ) {
      const database = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg') });
      await database.createDatabase('kasar');
      await migrate(database.urlFor('kasar'));
      const services = createServices({
        databaseUrl: database.urlFor('kasar'),
        databasePoolSize: 1,
        settings,
        log: lineLogger('test:'),
      });
      try {
        await check(services);
      } finally {
        await services.close();
        await database.stop();
      }
    }
    try {
      // What a development `npm start` leaves: the development admin.
      await withDatabase(async (services) => {
        await seed(services, {
          admin: {
            email: 'admin@example.com',
            password: DEVELOPMENT_ADMIN_PASSWORD,
            name: 'Admin',
          },
          demo: false,
        });
      });

      const production = {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        APP_URL: 'https://www.kasar.example',
        AUTH_SECRET: SECRET,
        ADMIN_EMAIL: 'owner@kasar.example',
        ADMIN_PASSWORD: 'a real password',
      };
      const refused = runScript('launch.ts', ['start'], production);
      expect(refused.status).toBe(1);
      expect(refused.stderr.trim()).toMatch(
        /^Refusing to start in production mode \(NODE_ENV=production\): the account admin@example\.com still has the development password.*`npm run set-password -- admin@example\.com`/,
      );
      // The refusal came before the build: there is none.
      expect(refused.stdout).not.toContain('building the site');

      const tooShort = runScript('set-password.ts', ['admin@example.com'], production, 'short\n');
      expect(tooShort.status).toBe(1);
      expect(tooShort.stderr).toMatch(/^set-password: Password must be at least/);
      const developmentAgain = runScript(
        'set-password.ts',
        ['admin@example.com'],
        production,
        `${DEVELOPMENT_ADMIN_PASSWORD}\n`,
      );
      expect(developmentAgain.status).toBe(1);
      expect(developmentAgain.stderr).toContain('This is the development password');
      const unknown = runScript(
        'set-password.ts',
        ['nobody@kasar.example'],
        production,
        'a new password 1\n',
      );
      expect(unknown.stderr.trim()).toBe('set-password: No account has this e-mail address.');

      const set = runScript(
        'set-password.ts',
        ['Admin@Example.com'],
        production,
        'a new password 1\n',
      );
      expect(set.stderr).toBe('');
      expect(set.status).toBe(0);
      expect(set.stdout).toContain('set-password: the password of admin@example.com is set');

      await withDatabase(async (services) => {
        expect(await accountsWithDevelopmentPassword(services)).toEqual([]);
        const user = await services.db.user.findUniqueOrThrow({
          where: { email: 'admin@example.com' },
        });
        expect(await services.passwords.verify(user.passwordHash, 'a new password 1')).toBe(true);
        const events = await services.db.auditEvent.findMany({
          where: { type: 'auth.password_set_by_operator' },
        });
        expect(events).toHaveLength(1);
      });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
