/**
 * Integration-test harness: a fresh migrated database per test file, real local file storage
 * and mail outbox in a temporary folder, and callers signed in or not.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { AuthTokenKind } from '@kasar/db';
import { createTestDatabase, type TestDatabase } from '@kasar/db/testing';

import { hashPassword } from '../src/auth/password';
import { issueAuthToken } from '../src/auth/tokens';
import { createContext, type RequestMeta } from '../src/context';
import { createCaller } from '../src/index';
import type { MailMessage } from '../src/mail';
import type { PublicDataTag } from '../src/revalidation';
import type { Logger } from '../src/logger';
import { createServices, type ApiServices, type InquirySettings } from '../src/services';
import type { ListableStorage } from '../src/storage';

export type Caller = ReturnType<typeof createCaller>;

export interface Harness {
  services: ApiServices;
  database: TestDatabase;
  uploadsDir: string;
  outboxDir: string;
  /** Every tag reported by mutations, in order. */
  revalidated: PublicDataTag[];
  /** Every mail handed to the mailer, recorded when `send` is called (before it finishes). */
  sentMail: MailMessage[];
  /** How often the services hashed and verified a password (argon2, counted). */
  passwordWork: { hashes: number; verifies: number };
  /** Moves the harness clock. */
  clock: { now: Date };
  admin: { id: string; email: string; password: string; token: string };
  anonymous(meta?: Partial<RequestMeta>): Promise<Caller>;
  signedIn(meta?: Partial<RequestMeta>): Promise<Caller>;
  /** Every file under the uploads folder, relative to it (local disk storage only). */
  storedFiles(): string[];
  /** Puts the clock back to the real time. */
  resetClock(): void;
  /** Another user, straight in the database (one argon2 hash): an Owner unless `role` names another. */
  createUser(input?: {
    email?: string;
    name?: string;
    password?: string;
    role?: string;
  }): Promise<TestUser>;
  /** A fresh bearer token of the user (the admin by default), issued at the harness clock. */
  issueToken(userId?: string): Promise<string>;
  /** A bearer token of the admin that has been revoked (its row deleted). */
  revokedToken(): Promise<string>;
  /** The .eml files written to the mail outbox so far, oldest first. */
  outboxFiles(): string[];
  close(): Promise<void>;
}

export interface TestUser {
  id: string;
  email: string;
  name: string;
  password: string;
}

export const ADMIN_PASSWORD = 'correct horse battery';

export interface HarnessOptions {
  /** The file store (default: local disk in the harness's temporary folder). */
  storage?: ListableStorage;
  /** Send mail over SMTP (default: the outbox folder). */
  smtpUrl?: string;
  /** Who hears of contact submissions (default: the organization's e-mail, no acknowledgement). */
  inquiries?: InquirySettings;
  /** Default: logs nothing. */
  log?: Logger;
  /** Also told every tag mutations report (as the web app's page cache is); `revalidated` records them anyway. */
  onPublicDataChange?: (tags: readonly PublicDataTag[]) => Promise<void>;
}

export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const database = await createTestDatabase();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-api-test-'));
  const uploadsDir = path.join(scratch, 'uploads');
  const outboxDir = path.join(scratch, 'mail');
  const revalidated: PublicDataTag[] = [];
  const sentMail: MailMessage[] = [];
  const clock = { now: new Date() };
  const created = createServices({
    databaseUrl: database.url,
    databasePoolSize: 5,
    settings: {
      appUrl: 'http://localhost:3999',
      storage: { uploadsDir },
      mailFrom: 'no-reply@test.local',
      mailOutboxDir: outboxDir,
      smtpUrl: options.smtpUrl,
      inquiries: options.inquiries,
    },
    log: options.log ?? { info: () => {}, error: () => {} },
    onPublicDataChange: async (tags) => {
      revalidated.push(...tags);
      await options.onPublicDataChange?.(tags);
    },
    now: () => new Date(clock.now),
    storage: options.storage,
    authSecret: 'a test AUTH_SECRET of at least 32 characters',
  });
  const passwordWork = { hashes: 0, verifies: 0 };
  // The same mailer, recording each message when it is handed over; the same hashing, counted.
  const services: ApiServices = {
    ...created,
    passwords: {
      hash: (password) => {
        passwordWork.hashes += 1;
        return created.passwords.hash(password);
      },
      verify: (passwordHash, password) => {
        passwordWork.verifies += 1;
        return created.passwords.verify(passwordHash, password);
      },
    },
    mailer: {
      send: (message) => {
        sentMail.push(message);
        return created.mailer.send(message);
      },
    },
  };
  const user = await database.db.user.create({
    data: {
      name: 'Site Admin',
      email: 'admin@example.com',
      passwordHash: await hashPassword(ADMIN_PASSWORD),
      roleId: 'owner',
    },
  });
  const issued = await issueAuthToken(database.db, user.id, AuthTokenKind.API);
  const meta = (overrides: Partial<RequestMeta>): RequestMeta => ({
    clientAddress: '203.0.113.7',
    channel: 'rest',
    ...overrides,
  });
  return {
    services,
    database,
    uploadsDir,
    outboxDir,
    revalidated,
    sentMail,
    passwordWork,
    clock,
    admin: { id: user.id, email: user.email, password: ADMIN_PASSWORD, token: issued.token },
    anonymous: async (overrides = {}) =>
      createCaller(await createContext(services, meta(overrides))),
    signedIn: async (overrides = {}) =>
      createCaller(await createContext(services, meta({ authToken: issued.token, ...overrides }))),
    storedFiles: () => {
      if (!fs.existsSync(uploadsDir)) return [];
      return (fs.readdirSync(uploadsDir, { recursive: true }) as string[])
        .filter((entry) => fs.statSync(path.join(uploadsDir, entry)).isFile())
        .sort();
    },
    resetClock: () => {
      clock.now = new Date();
    },
    createUser: async (input = {}) => {
      const password = input.password ?? 'another secret 123';
      const created = await database.db.user.create({
        data: {
          name: input.name ?? 'Second Admin',
          email: input.email ?? `user-${Math.random().toString(36).slice(2, 10)}@example.com`,
          passwordHash: await hashPassword(password),
          roleId: input.role ?? 'owner',
        },
      });
      return { id: created.id, email: created.email, name: created.name, password };
    },
    issueToken: async (userId = user.id) =>
      (await issueAuthToken(database.db, userId, AuthTokenKind.API, services.now())).token,
    revokedToken: async () => {
      const revoked = await issueAuthToken(database.db, user.id, AuthTokenKind.API);
      await database.db.authToken.delete({ where: { id: revoked.id } });
      return revoked.token;
    },
    outboxFiles: () => listOutbox(outboxDir),
    close: async () => {
      await created.close();
      await database.drop();
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** A harness and a caller signed in as its admin: `beforeAll(async () => ({ h, api } = await openHarness()))`. */
export async function openHarness(): Promise<{ h: Harness; api: Caller }> {
  const h = await createHarness();
  return { h, api: await h.signedIn() };
}

function listOutbox(outboxDir: string): string[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => path.join(outboxDir, name));
}

export { disguised, fakePng, gifFile, imageFile, oversizedPng, svgFile } from './samples';

// ---------------------------------------------------------------------------------------------
// Mail
// ---------------------------------------------------------------------------------------------

/** The To and Subject headers and the decoded text/plain part of an .eml file. */
export function readMail(file: string): { to: string; subject: string; text: string } {
  const raw = fs.readFileSync(file, 'utf8');
  const header = (source: string, name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(source.replace(/\n[ \t]+/g, ' '))?.[1] ?? '';
  const boundary = /boundary="?([^";\n]+)"?/.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  const plain = parts.find((part) => /content-type:\s*text\/plain/i.test(part)) ?? '';
  const split = plain.indexOf('\n\n');
  const head = plain.slice(0, split);
  const body = plain.slice(split + 2);
  const encoding = header(head, 'content-transfer-encoding').toLowerCase();
  let text = body;
  if (encoding === 'base64') text = Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const latin = body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    text = Buffer.from(latin, 'latin1').toString('utf8');
  }
  return { to: header(raw, 'to'), subject: header(raw, 'subject'), text };
}

/** Waits a few milliseconds, so rows created one after the other get distinct timestamps. */
export function pause(ms = 5): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
