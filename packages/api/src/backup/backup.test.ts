// The backup round trip: seed, edit, back up, restore into a fresh database and file store, and
// compare every public REST answer and every stored file byte for byte; what restore refuses
// (altered, unsigned, foreign archives); and that it streams files instead of holding them.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip, gzipSync } from 'node:zlib';

import { listMigrations, migrate } from '@kasar/db/migrate';
import { createTestDatabase, testClusterUrl } from '@kasar/db/testing';
import { seed } from '@kasar/seed';
import pg from 'pg';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createProject, createService, projectInput, uploadGallery } from '../../test/fixtures';
import { hashPassword } from '../auth/password';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness';
import { restClient } from '../../test/rest-client';
import { startRestServer, type RestServer } from '../../test/rest-server';
import { startS3Server } from '../../test/s3-server';
import { REST_ROUTES } from '../rest';
import { createServices, type Services } from '../services';
import { createLocalStorage, createS3Storage, type ListableStorage } from '../storage';
import {
  backupSigningKeyFrom,
  checkArchive,
  createBackup,
  MAX_MANIFEST_BYTES,
  restoreBackup,
  RestoreError,
  type BackupManifest,
} from './index';
import { signManifest } from './signing';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-backup-test-'));
let source: Harness;
let archive: string;
/** The key of the source's AUTH_SECRET, which the targets share (one installation's secret). */
let signingKey: Buffer;
/** The key of another installation's AUTH_SECRET. */
const otherKey = backupSigningKeyFrom('another installation AUTH_SECRET, 32+ characters');

async function backUp(databaseUrl: string, storage: ListableStorage, file: string) {
  const backup = createBackup({ databaseUrl, storage, now: () => new Date(), signingKey });
  await pipeline(backup.stream, fs.createWriteStream(file));
  return backup.summary;
}

/** A fresh, empty target: a new database (migrated, as a started site leaves it) and folder. */
async function freshTarget() {
  const database = await createTestDatabase();
  const uploadsDir = fs.mkdtempSync(path.join(scratch, 'uploads-'));
  const storage = createLocalStorage(uploadsDir);
  return {
    database,
    uploadsDir,
    storage,
    into: { databaseUrl: database.url, storage, signingKey },
  };
}

async function keysOf(storage: ListableStorage) {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys.sort();
}

/** Every entry of an archive, in memory (test archives are small). */
async function entriesOf(file: string) {
  const extract = tar.extract();
  const done = pipeline(fs.createReadStream(file), createGunzip(), extract);
  const entries: { name: string; data: Buffer }[] = [];
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.push({ name: entry.header.name, data: Buffer.concat(chunks) });
  }
  await done;
  return entries;
}

interface Entry {
  name: string;
  data: Buffer;
}

function archivePath(name: string) {
  return path.join(scratch, `${name}-${Math.random().toString(16).slice(2)}.tar.gz`);
}

/** A copy of the archive with its entries as `change` makes them (test archives are small). */
async function repacked(file: string, change: (entries: Entry[]) => Entry[]) {
  const pack = tar.pack();
  for (const entry of change(await entriesOf(file))) {
    pack.entry({ name: entry.name, size: entry.data.byteLength }, entry.data);
  }
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  const copy = archivePath('changed');
  fs.writeFileSync(copy, gzipSync(Buffer.concat(chunks)));
  return copy;
}

function manifestOf(entries: Entry[]): BackupManifest {
  const entry = entries.find((candidate) => candidate.name === 'manifest.json');
  return JSON.parse(entry?.data.toString('utf8') ?? 'null') as BackupManifest;
}

/** The entries with `manifest` as their manifest, signed with `key` as a backup would sign it. */
function signedWith(entries: Entry[], manifestText: Buffer, key: Buffer): Entry[] {
  const signature = Buffer.from(JSON.stringify(signManifest(key, manifestText)));
  return entries.map((entry) => {
    if (entry.name === 'manifest.json') return { name: entry.name, data: manifestText };
    if (entry.name === 'signature.json') return { name: entry.name, data: signature };
    return entry;
  });
}

/** A copy of the archive with its manifest changed, signed again with `key`. */
async function withManifest(
  file: string,
  change: (manifest: BackupManifest) => void,
  key = signingKey,
) {
  return repacked(file, (entries) => {
    const manifest = manifestOf(entries);
    change(manifest);
    return signedWith(entries, Buffer.from(JSON.stringify(manifest)), key);
  });
}

/** A copy of the archive with one entry's bytes changed, the manifest and signature left as they were. */
async function withEntry(file: string, name: string, change: (data: Buffer) => Buffer) {
  return repacked(file, (entries) => {
    expect(entries.map((entry) => entry.name)).toContain(name);
    return entries.map((entry) =>
      entry.name === name ? { name, data: change(entry.data) } : entry,
    );
  });
}

/** The archive as the code before signed archives wrote it: format 1, parts counted, unsigned. */
async function asFormat1(file: string) {
  return repacked(file, (entries) => {
    const manifest = manifestOf(entries);
    const v1 = {
      ...manifest,
      format_version: 1,
      tables: manifest.tables.map((table) => ({ ...table, parts: table.parts.length })),
    };
    return entries
      .filter((entry) => entry.name !== 'signature.json')
      .map((entry) =>
        entry.name === 'manifest.json'
          ? { name: entry.name, data: Buffer.from(JSON.stringify(v1, null, 2)) }
          : entry,
      );
  });
}

async function rowCount(url: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = await client.query<{ t: string | null }>('SELECT to_regclass($1) AS t', [table]);
    if (exists.rows[0]?.t === null) return 0;
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  source = await createHarness();
  if (!source.services.backupSigningKey) throw new Error('the harness has no AUTH_SECRET');
  signingKey = source.services.backupSigningKey;
  await seed(
    { db: source.services.db, storage: source.services.storage, log: source.services.log },
    { demo: true, hashPassword: (password) => Promise.resolve(`fast:${password}`) },
  );
  const api = await source.signedIn();
  const service = await createService(api, { name: 'Heritage Restoration' });
  const project = await createProject(api, service.id, {
    title: 'Old Mill',
    builtup_area_sqft: 123456789012.34,
  });
  await uploadGallery(api, project.id, 3);
  // A second version of the project, and a project in the trash.
  await api.projects.update({
    id: project.id,
    ...projectInput(service.id, {
      title: 'Old Mill, restored',
      builtup_area_sqft: 123456789012.34,
    }),
  });
  const trashed = await createProject(api, service.id, { title: 'Demolished Barn' });
  await api.projects.delete({ id: trashed.id });
  const submission = await source.services.db.contactSubmission.create({
    data: {
      name: 'Zoë Ürün',
      email: 'zoe@example.com',
      message: 'Line one\nLine two\ttab \\ slash',
    },
  });
  await source.services.db.inquiryMail.create({
    data: { submissionId: submission.id, kind: 'NOTIFICATION', recipient: 'firm@example.com' },
  });
  archive = path.join(scratch, 'kasar-backup.tar.gz');
  await backUp(source.database.url, source.services.storage, archive);
}, 240_000);

afterAll(async () => {
  await source.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('a backup restored into a fresh database and file store', () => {
  let target: Awaited<ReturnType<typeof freshTarget>>;
  let restored: Services;
  let servers: { source: RestServer; restored: RestServer };

  beforeAll(async () => {
    target = await freshTarget();
    await restoreBackup(archive, target.into);
    restored = createServices({
      databaseUrl: target.database.url,
      databasePoolSize: 2,
      settings: {
        appUrl: 'http://localhost:3999',
        storage: { uploadsDir: target.uploadsDir },
        mailFrom: 'no-reply@test.local',
        mailOutboxDir: path.join(scratch, 'mail'),
      },
      log: { info: () => {}, error: () => {} },
    });
    servers = {
      source: await startRestServer(source.services),
      restored: await startRestServer(restored),
    };
  }, 240_000);

  afterAll(async () => {
    await servers.source.close();
    await servers.restored.close();
    await restored.close();
    await target.database.drop();
  });

  it('answers every public REST path as the original does, every page of the lists included', async () => {
    const services = (await source.services.db.service.findMany()).map((row) => row.id);
    const paths = REST_ROUTES.filter(
      (route) => route.path.startsWith('/public/') && route.method === 'GET' && !route.alias,
    ).flatMap((route) => {
      if (route.path.includes('{id}')) return services.map((id) => route.path.replace('{id}', id));
      if (route.path.includes('form-token')) return [];
      return route.pages
        ? [route.path, `${route.path}?page=1&limit=2`, `${route.path}?page=2&limit=2`]
        : [route.path];
    });
    expect(paths.length).toBeGreaterThan(8);
    const before = restClient(`${servers.source.url}`);
    const after = restClient(`${servers.restored.url}`);
    for (const pathname of paths) {
      const original = await before('GET', pathname);
      expect(original.status, pathname).toBe(200);
      expect((await after('GET', pathname)).body, pathname).toEqual(original.body);
    }
  });

  it('has every stored file, byte for byte, and no other', async () => {
    const keys = await keysOf(source.services.storage);
    expect(keys.length).toBeGreaterThan(10);
    expect(await keysOf(target.storage)).toEqual(keys);
    for (const key of keys) {
      const original = await source.services.storage.read(key);
      const copy = await target.storage.read(key);
      expect(Buffer.from(copy?.data ?? []).equals(Buffer.from(original?.data ?? [])), key).toBe(
        true,
      );
    }
  });

  it('keeps staff accounts and their passwords, contact submissions and the activity log', async () => {
    const call = restClient(`${servers.restored.url}`);
    const login = await call('POST', '/dashboard/auth/login', {
      json: { email: source.admin.email, password: ADMIN_PASSWORD },
    });
    expect(login.status).toBe(200);
    const token = (login.body.data as { token: string }).token;
    const original = restClient(`${servers.source.url}`);
    const contacts = '/dashboard/contact-submissions';
    expect((await call('GET', contacts, { token })).body.data).toEqual(
      (await original('GET', contacts, { token: source.admin.token })).body.data,
    );
    const activity = '/dashboard/activity?limit=100';
    const here = (await call('GET', activity, { token })).body.data as { type: string }[];
    // Newest first: the sign-in just made, then the restored events.
    expect(here[0]?.type).toBe('auth.sign_in');
    expect(here.slice(1)).toEqual(
      (await original('GET', activity, { token: source.admin.token })).body.data,
    );
    expect(await rowCount(target.database.url, 'inquiry_mail_outbox')).toBe(1);
  });

  it('keeps the trash and every version, which work in the copy', async () => {
    const call = restClient(`${servers.restored.url}`);
    const original = restClient(`${servers.source.url}`);
    const token = source.admin.token;
    const trash = (await call('GET', '/dashboard/trash', { token })).body.data as {
      id: string;
      label: string;
    }[];
    expect(trash).toEqual((await original('GET', '/dashboard/trash', { token })).body.data);
    const project = await source.services.db.project.findFirstOrThrow({
      where: { title: 'Old Mill, restored' },
    });
    const versions = `/dashboard/service-projects/${project.id}/versions`;
    const history = (await call('GET', versions, { token })).body.data as { number: number }[];
    expect(history.map((version) => version.number)).toEqual([2, 1]);
    expect(history).toEqual((await original('GET', versions, { token })).body.data);
    // The copy restores from its trash and from its history.
    const [barn] = trash;
    expect(barn?.label).toBe('Demolished Barn');
    const back = await call('POST', `/dashboard/trash/${barn?.id}/restore`, { token, json: {} });
    expect(back.status).toBe(200);
    const restore = await call('POST', `${versions}/1/restore`, { token });
    expect((restore.body.data as { item: { title: string } }).item.title).toBe('Old Mill');
  });

  it('leaves sessions, rate-limit counters and reset links out, and makes its own installation', async () => {
    const original = await source.services.db.installation.findFirstOrThrow();
    const copy = await restored.db.installation.findFirstOrThrow();
    expect(copy.cacheNamespace).not.toBe(original.cacheNamespace);
    expect(await restored.db.authToken.count({ where: { kind: 'SESSION' } })).toBe(0);
    const apiTokens = async (services: Services | Harness['services']) =>
      (await services.db.authToken.findMany({ where: { kind: 'API' }, select: { id: true } })).map(
        (token) => token.id,
      );
    expect(await apiTokens(restored)).toEqual(
      expect.arrayContaining(await apiTokens(source.services)),
    );
    // New rows of a bigserial table get ids after the restored ones.
    const mail = await restored.db.inquiryMail.findFirstOrThrow();
    const next = await restored.db.inquiryMail.create({
      data: {
        submissionId: mail.submissionId,
        kind: 'ACKNOWLEDGEMENT',
        recipient: 'x@example.com',
      },
    });
    expect(next.id).toBeGreaterThan(mail.id);
  });
});

describe('restore refuses', () => {
  it('a database that holds content, unless forced', async () => {
    await expect(
      restoreBackup(archive, {
        databaseUrl: source.database.url,
        storage: source.services.storage,
        signingKey,
      }),
    ).rejects.toThrow(/The target is not empty \(\d+ rows in the database and \d+ stored files\)/);
    expect(await source.services.db.service.count()).toBeGreaterThan(0);
  });

  it('a damaged archive, leaving the target empty', async () => {
    const target = await freshTarget();
    try {
      const bytes = fs.readFileSync(archive);
      const damaged = path.join(scratch, 'damaged.tar.gz');
      const middle = Math.floor(bytes.length / 2);
      bytes.writeUInt8((bytes.readUInt8(middle) ^ 0xff) & 0xff, middle);
      fs.writeFileSync(damaged, bytes);
      const truncated = path.join(scratch, 'truncated.tar.gz');
      fs.writeFileSync(truncated, fs.readFileSync(archive).subarray(0, bytes.length - 2000));
      const notOurs = path.join(scratch, 'photo.tar.gz');
      fs.writeFileSync(notOurs, gzipSync(Buffer.from('hello')));

      for (const file of [damaged, truncated, notOurs]) {
        const attempt = restoreBackup(file, target.into);
        await expect(attempt).rejects.toThrow(RestoreError);
        await expect(attempt).rejects.toThrow(/is damaged|not a complete backup archive/);
      }
      // Signed again with the right key: the manifest is believed, the file is not what it says.
      const altered = await withManifest(archive, (manifest) => {
        const file = manifest.files[0];
        if (file) file.sha256 = '0'.repeat(64);
      });
      await expect(restoreBackup(altered, target.into)).rejects.toThrow(
        /files\/\S+ does not match its SHA-256 in the manifest/,
      );
      expect(await rowCount(target.database.url, 'services')).toBe(0);
      expect(await keysOf(target.storage)).toEqual([]);
    } finally {
      await target.database.drop();
    }
  });

  it('an archive made by a newer version', async () => {
    const newer = await withManifest(archive, (manifest) => {
      manifest.migrations.push('20991231000000_from_the_future');
    });
    const target = await freshTarget();
    try {
      await expect(restoreBackup(newer, target.into)).rejects.toThrow(
        /made by a newer version of the site: its database has migration 20991231000000_from_the_future/,
      );
    } finally {
      await target.database.drop();
    }
  });
});

/** The users table's rows with the admin's password hash swapped for one the attacker knows. */
async function withPasswordHashSwapped() {
  const { passwordHash } = await source.services.db.user.findUniqueOrThrow({
    where: { email: source.admin.email },
  });
  const attackers = await hashPassword('a password the attacker chose');
  return (data: Buffer) => {
    const rows = data.toString('utf8');
    expect(rows).toContain(passwordHash);
    const swapped = Buffer.from(rows.replace(passwordHash, attackers));
    expect(swapped.toString('utf8').split('\n').length).toBe(rows.split('\n').length);
    return swapped;
  };
}

const USERS_PART = 'tables/users/000001.copy';

describe('restore checks the signature and every checksum before it writes anything', () => {
  let target: Awaited<ReturnType<typeof freshTarget>>;

  beforeAll(async () => {
    target = await freshTarget();
  });
  afterAll(async () => {
    await target.database.drop();
  });

  async function expectTargetEmpty() {
    expect(await rowCount(target.database.url, 'users')).toBe(0);
    expect(await keysOf(target.storage)).toEqual([]);
  }

  it('refuses rows altered with their row count kept (a password hash swapped), naming the part, even with --force', async () => {
    const altered = await withEntry(archive, USERS_PART, await withPasswordHashSwapped());
    for (const options of [{}, { force: true }]) {
      await expect(restoreBackup(altered, target.into, options)).rejects.toThrow(
        /was altered: tables\/users\/000001\.copy does not match its SHA-256 in the manifest/,
      );
    }
    await expectTargetEmpty();
  });

  it('refuses a manifest changed to match altered rows, without the key to sign it, even with --force', async () => {
    const swap = await withPasswordHashSwapped();
    const altered = await repacked(archive, (entries) => {
      const manifest = manifestOf(entries);
      const changed = entries.map((entry) =>
        entry.name === USERS_PART ? { name: entry.name, data: swap(entry.data) } : entry,
      );
      const part = changed.find((entry) => entry.name === USERS_PART)?.data ?? Buffer.alloc(0);
      const users = manifest.tables.find((table) => table.name === 'users');
      users?.parts.splice(0, 1, {
        size: part.byteLength,
        sha256: createHash('sha256').update(part).digest('hex'),
      });
      // The signature stays the one of the original manifest: the attacker has no key.
      return changed.map((entry) =>
        entry.name === 'manifest.json'
          ? { name: entry.name, data: Buffer.from(JSON.stringify(manifest, null, 2)) }
          : entry,
      );
    });
    for (const options of [{}, { force: true }]) {
      await expect(restoreBackup(altered, target.into, options)).rejects.toThrow(
        /was altered: its manifest\.json does not match its signature/,
      );
    }
    const unsigned = await repacked(altered, (entries) =>
      entries.filter((entry) => entry.name !== 'signature.json'),
    );
    await expect(restoreBackup(unsigned, target.into, { force: true })).rejects.toThrow(
      /has no signature\.json: it is incomplete or was altered/,
    );
    await expectTargetEmpty();
  });

  it('refuses an archive signed with another AUTH_SECRET, saying what that means, and restores it with --force', async () => {
    const foreign = await withManifest(archive, () => undefined, otherKey);
    await expect(restoreBackup(foreign, target.into)).rejects.toThrow(
      /signed with another AUTH_SECRET than this installation's, so its signature cannot be checked here.*authenticator-app \(two-factor\) secrets were encrypted with the other AUTH_SECRET and will not decrypt here.*pass --force/,
    );
    await expectTargetEmpty();
    // Its checksums are checked all the same.
    const alteredToo = await withEntry(foreign, USERS_PART, await withPasswordHashSwapped());
    await expect(restoreBackup(alteredToo, target.into, { force: true })).rejects.toThrow(
      /tables\/users\/000001\.copy does not match its SHA-256 in the manifest/,
    );
    await expectTargetEmpty();

    const forcedTarget = await freshTarget();
    try {
      const lines: string[] = [];
      const result = await restoreBackup(
        foreign,
        { ...forcedTarget.into, log: (line) => lines.push(line) },
        { force: true },
      );
      expect(result.signatureChecked).toBe(false);
      expect(lines.join('\n')).toMatch(
        /--force: .* signed with another AUTH_SECRET: restoring it without checking its signature.*will not decrypt here/,
      );
      expect(await rowCount(forcedTarget.database.url, 'users')).toBe(
        await rowCount(source.database.url, 'users'),
      );
      expect(await keysOf(forcedTarget.storage)).toEqual(await keysOf(source.services.storage));
    } finally {
      await forcedTarget.database.drop();
    }
  });

  it('refuses an archive of format 1 (made before archives were signed) unless forced', async () => {
    const formerTarget = await freshTarget();
    try {
      const former = await asFormat1(archive);
      await expect(restoreBackup(former, formerTarget.into)).rejects.toThrow(
        /is of format 1, made before backups were signed and their table parts checksummed.*Pass --force/,
      );
      expect(await rowCount(formerTarget.database.url, 'users')).toBe(0);
      // A file of it that does not match is refused all the same.
      const damagedFile = await asFormat1(
        await withManifest(archive, (manifest) => {
          const file = manifest.files[0];
          if (file) file.sha256 = '0'.repeat(64);
        }),
      );
      await expect(restoreBackup(damagedFile, formerTarget.into, { force: true })).rejects.toThrow(
        /files\/\S+ does not match its SHA-256 in the manifest/,
      );

      const result = await restoreBackup(former, formerTarget.into, { force: true });
      expect(result.signatureChecked).toBe(false);
      expect(await rowCount(formerTarget.database.url, 'users')).toBe(
        await rowCount(source.database.url, 'users'),
      );
    } finally {
      await formerTarget.database.drop();
    }
  });

  it('refuses a manifest larger than a backup makes, before reading it', async () => {
    const padded = await repacked(archive, (entries) => {
      const manifestText = entries.find((entry) => entry.name === 'manifest.json')?.data;
      // Still valid JSON (trailing spaces), and signed: only its size is wrong.
      const text = Buffer.concat([
        manifestText ?? Buffer.alloc(0),
        Buffer.alloc(MAX_MANIFEST_BYTES, ' '),
      ]);
      return signedWith(entries, text, signingKey);
    });
    await expect(restoreBackup(padded, target.into)).rejects.toThrow(
      new RegExp(`The manifest\\.json of \\S+ has \\d+ bytes, more than the ${MAX_MANIFEST_BYTES}`),
    );
    await expectTargetEmpty();
  });

  it('stops cleanly when the archive changes on disk after its check, leaving the target empty', async () => {
    const lastFile = (await entriesOf(archive))
      .filter((entry) => entry.name.startsWith('files/'))
      .at(-1);
    const changes = [
      {
        archive: await withEntry(archive, USERS_PART, await withPasswordHashSwapped()),
        message: /changed during the restore: tables\/users\/000001\.copy no longer matches/,
      },
      {
        // The last file: the ones before it were written, and go again.
        archive: await withEntry(archive, lastFile?.name ?? '', (data) =>
          Buffer.concat([data.subarray(0, -1), Buffer.from([(data.at(-1) ?? 0) ^ 0xff])]),
        ),
        message: /changed during the restore: files\/\S+ no longer matches/,
      },
    ];
    for (const change of changes) {
      const file = archivePath('replaced');
      fs.copyFileSync(archive, file);
      const replacing = (line: string) => {
        if (line.startsWith('The archive is complete')) fs.copyFileSync(change.archive, file);
      };
      await expect(
        restoreBackup(file, { ...target.into, log: replacing }, { force: true }),
      ).rejects.toThrow(change.message);
      await expectTargetEmpty();
    }
  });
});

/** The store, noting the process's resident memory whenever a file's bytes reach it. */
function noteMemory(storage: ListableStorage) {
  let peak = 0;
  const note = () => {
    peak = Math.max(peak, process.memoryUsage.rss());
  };
  const measured: ListableStorage = {
    ...storage,
    write: (key, data) => {
      note();
      return storage.write(key, data);
    },
    writeStream: async (key, data, size) => {
      const noting = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          note();
          done(null, chunk);
        },
      });
      await Promise.all([pipeline(data, noting), storage.writeStream(key, noting, size)]);
    },
  };
  return { storage: measured, peak: () => peak };
}

/** A copy of the archive with one more stored file of `size` bytes, written as a stream. */
async function withLargeFile(file: string, key: string, size: number) {
  const entries = await entriesOf(file);
  const chunk = Buffer.alloc(1024 * 1024, 'kasar ');
  const hash = createHash('sha256');
  for (let done = 0; done < size; done += chunk.byteLength) hash.update(chunk);
  const manifest = manifestOf(entries);
  manifest.files.push({ key, size, sha256: hash.digest('hex') });
  const copy = archivePath('large');
  const pack = tar.pack();
  const writing = pipeline(pack, createGzip({ level: 1 }), fs.createWriteStream(copy));
  const addEntry = (name: string, data?: Buffer) => {
    let settle: (error?: Error | null) => void = () => undefined;
    const written = new Promise<void>((resolve, reject) => {
      settle = (error) => (error ? reject(error) : resolve());
    });
    const header = { name, size: data?.byteLength ?? size };
    const sink = data ? pack.entry(header, data, settle) : pack.entry(header, settle);
    return { sink, written };
  };
  for (const entry of signedWith(entries, Buffer.from(JSON.stringify(manifest)), signingKey)) {
    if (entry.name === 'manifest.json') {
      // The large file just before the manifest, where a backup puts its last file.
      const { sink, written } = addEntry(`files/${key}`);
      for (let done = chunk.byteLength; done < size; done += chunk.byteLength) {
        if (!sink.write(chunk))
          await new Promise<void>((resolve) => sink.once('drain', () => resolve()));
      }
      sink.end(chunk);
      await written;
    }
    await addEntry(entry.name, entry.data).written;
  }
  pack.finalize();
  await writing;
  return copy;
}

describe('restore streams each file to the store', () => {
  it('never holds a file whole: resident memory grows by far less than a 256 MiB file', async () => {
    const size = 256 * 1024 * 1024;
    const key = `projects/${'ab'.repeat(16)}.webp`;
    const large = await withLargeFile(archive, key, size);
    expect(fs.statSync(large).size).toBeLessThan(size / 16);
    const target = await freshTarget();
    try {
      const measured = noteMemory(target.storage);
      const before = process.memoryUsage.rss();
      await restoreBackup(large, { ...target.into, storage: measured.storage });
      expect(fs.statSync(path.join(target.uploadsDir, key)).size).toBe(size);
      expect(measured.peak()).toBeGreaterThan(0);
      expect(measured.peak() - before).toBeLessThan(size / 4);
    } finally {
      await target.database.drop();
    }
  }, 180_000);
});

describe('an archive of an older version', () => {
  let older: { name: string; url: string };

  beforeAll(async () => {
    older = { name: `test_older_${Date.now()}`, url: '' };
    older.url = `${testClusterUrl()}/${older.name}`;
    const admin = new pg.Client({ connectionString: `${testClusterUrl()}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(older.name)}`);
    await admin.end();
  });

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: `${testClusterUrl()}/postgres` });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(older.name)} WITH (FORCE)`);
    await admin.end();
  });

  it('restores at its own migrations, then gets the newer ones', async () => {
    const migrations = listMigrations().map((migration) => migration.name);
    const previous = migrations.at(-2) ?? '';
    await migrate(older.url, { upTo: previous });
    const client = new pg.Client({ connectionString: older.url });
    await client.connect();
    await client.query(`
      INSERT INTO users (id, name, email, password_hash, role_id, updated_at)
        VALUES ('u1', 'Old Admin', 'old@example.com', 'hash', 'owner', now());
      INSERT INTO services (id, name, slug, headline, description, offerings, position, updated_at)
        VALUES ('s1', 'Old Service', 'old-service', 'h', 'd', '{"a, b","c"}', 0, now())`);
    await client.end();
    const olderArchive = path.join(scratch, 'older.tar.gz');
    const storage = createLocalStorage(path.join(scratch, 'older-uploads'));
    await backUp(older.url, storage, olderArchive);

    const target = await freshTarget();
    try {
      const result = await restoreBackup(olderArchive, target.into);
      expect(result.manifest.migrations.at(-1)).toBe(previous);
      expect(result.laterMigrations).toEqual([migrations.at(-1)]);
      const copy = new pg.Client({ connectionString: target.database.url });
      await copy.connect();
      const { rows } = await copy.query('SELECT name, offerings FROM services');
      await copy.end();
      expect(rows).toEqual([{ name: 'Old Service', offerings: ['a, b', 'c'] }]);
    } finally {
      await target.database.drop();
    }
  });
});

describe('GET /dashboard/backup', () => {
  let server: RestServer;
  beforeAll(async () => {
    server = await startRestServer(source.services);
  });
  afterAll(async () => {
    await server.close();
  });

  it('needs a bearer token', async () => {
    const response = await fetch(`${server.url}/dashboard/backup`);
    expect(response.status).toBe(401);
  });

  it('streams the archive as an attachment, which restore accepts, and records the download', async () => {
    const response = await fetch(`${server.url}/dashboard/backup`, {
      headers: { authorization: `Bearer ${source.admin.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="kasar-backup-\d{8}T\d{6}Z\.tar\.gz"/,
    );
    const file = path.join(scratch, 'downloaded.tar.gz');
    fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const { manifest, signatureChecked } = await checkArchive(file, { signingKey });
    expect(signatureChecked).toBe(true);
    expect(manifest.files.length).toBe((await keysOf(source.services.storage)).length);
    const event = await source.services.db.auditEvent.findFirst({
      where: { type: 'backup.download' },
    });
    expect(event).toMatchObject({ actorEmail: source.admin.email, address: '127.0.0.1' });
  });
});

describe('S3 as the file store', () => {
  it('restores into a bucket, again with --force over what is there, and backs the bucket up', async () => {
    const s3Server = await startS3Server('kasar-restored');
    const bucket = createS3Storage(s3Server.config);
    const target = await createTestDatabase();
    try {
      const into = { databaseUrl: target.url, storage: bucket, signingKey };
      await restoreBackup(archive, into);
      const keys = await keysOf(source.services.storage);
      expect(await keysOf(bucket)).toEqual(keys);
      await expect(restoreBackup(archive, into)).rejects.toThrow(/The target is not empty/);
      await restoreBackup(archive, into, { force: true });
      expect(await keysOf(bucket)).toEqual(keys);

      const again = path.join(scratch, 'from-s3.tar.gz');
      const summary = await backUp(target.url, bucket, again);
      expect(summary.files).toBe(keys.length);
      const { manifest } = await checkArchive(again, { signingKey });
      const { manifest: original } = await checkArchive(archive, { signingKey });
      expect(manifest.files).toEqual(expect.arrayContaining(original.files));
      expect(manifest.tables.map((table) => [table.name, table.rows])).toEqual(
        original.tables.map((table) => [table.name, table.rows]),
      );
    } finally {
      bucket.close();
      await s3Server.close();
      await target.drop();
    }
  });
});
