/**
 * The composition root: the database client, file storage, mailer, clock, logger and the port
 * through which public caches are revalidated, built from one configuration. The Next app, the
 * launcher, the seed script and the tests all get their services here; none wires its own.
 */
import { createPrismaClient, type Database, type Db } from '@kasar/db';

import { createAuditLog, type AuditActor, type AuditLog, type RecordAudit } from './audit';
import { argon2Passwords, type PasswordHasher } from './auth/password';
import { twoFactorKeyFrom } from './auth/two-factor-crypto';
import { backupSigningKeyFrom } from './backup/signing';
import { DEFAULT_AUDIT_RETENTION_DAYS, DEFAULT_VERSIONS_PER_ITEM } from './env';
import { jsonLogger, type Logger } from './logger';
import { createMailer, type Mailer } from './mail';
import type { PublicDataTag } from './revalidation';
import { createStorage, type ListableStorage, type StorageConfig } from './storage';
import { DEFAULT_TRASH_RETENTION_DAYS } from './trash-retention';

/** What the domain functions and procedures may use; created once per process (or test). */
export interface ApiServices {
  db: Database;
  /** Where uploaded files are; a backup lists and restores them through it. */
  storage: ListableStorage;
  /** The database's connection string: a backup reads the tables over its own connection. */
  databaseUrl: string;
  mailer: Mailer;
  /** argon2id hashing of passwords. */
  passwords: PasswordHasher;
  /** Public base URL, for links in e-mails. */
  appUrl: string;
  /** Who hears of contact submissions by e-mail. */
  inquiries: InquirySettings;
  /** Tells the web app which public pages must be rebuilt after a change. */
  onPublicDataChange: (tags: readonly PublicDataTag[]) => void | Promise<void>;
  /** Where security and content events are recorded (the `audited` middleware binds the caller). */
  auditLog: AuditLog;
  /** Deleted items stay in the trash this many days, then the purge removes them with their files. */
  trashRetentionDays: number;
  /** How many versions of each item are kept (VERSIONS_PER_ITEM); older ones are dropped. */
  versionsPerItem: number;
  /**
   * The AES-256-GCM key of authenticator secrets (derived from AUTH_SECRET); null where no
   * AUTH_SECRET was given (scripts that never set up two-factor sign-in).
   */
  twoFactorKey: Buffer | null;
  /** The HMAC key backups are signed with (derived from AUTH_SECRET); null without AUTH_SECRET. */
  backupSigningKey: Buffer | null;
  log: Logger;
  now: () => Date;
}

/**
 * The services of a procedure that records what it changes: `audit` records events as the
 * caller (the `audited` middleware binds it), in the transaction whose client it is given.
 */
export type AuditedServices = ApiServices & {
  audit: RecordAudit;
  /** The signed-in caller, whom a trash item and a saved version name. */
  actor: AuditActor | null;
};

/**
 * The audited services with the database client of a transaction the caller holds open: what a
 * release gives each item's publish, toggle and restore path, so that they commit together
 * (their own `$transaction` becomes a savepoint of it; docs/publishing.md).
 */
export type AuditedTransactionServices = Omit<AuditedServices, 'db'> & { db: Db };

/**
 * The services with the database client of a transaction the caller holds open: for domain
 * functions that may run inside another's transaction.
 */
export type TransactionServices = Omit<ApiServices, 'db'> & { db: Db };

export interface InquirySettings {
  /** INQUIRY_NOTIFY_TO; unset: the organization's e-mail, if it has one. */
  notifyTo?: string[];
  /** INQUIRY_ACK: also send the visitor a short acknowledgement. */
  acknowledge: boolean;
}

/** The configured settings the services need: `apiEnv` (@kasar/api/env) has them all. */
export interface ServiceSettings {
  appUrl: string;
  /** Where uploaded files go: local disk, S3 or UploadThing. */
  storage: StorageConfig;
  /** Set: mail goes out over SMTP instead of into mailOutboxDir. */
  smtpUrl?: string;
  mailFrom: string;
  mailOutboxDir: string;
  /** Default: announce to the organization's e-mail, no acknowledgement. */
  inquiries?: InquirySettings;
  /** Audit events older than this many days are deleted (default 365). */
  auditRetentionDays?: number;
  /** Trash items older than this many days are purged with their files (default 30). */
  trashRetentionDays?: number;
  /** Versions kept per item (default 50). */
  versionsPerItem?: number;
}

export interface ServicesConfig {
  databaseUrl: string;
  settings: ServiceSettings;
  /** Connections in the database pool (default 10); scripts need few. */
  databasePoolSize?: number;
  /** Default: JSON lines on stdout and stderr. */
  log?: Logger;
  /** Default: nothing to revalidate (scripts, tests). */
  onPublicDataChange?: ApiServices['onPublicDataChange'];
  /** AUTH_SECRET: authenticator secrets are encrypted, backups signed, with keys derived from it. */
  authSecret?: string;
  /** Default: the real clock; tests pass their own. */
  now?: () => Date;
  /** Default: the store `settings.storage` chooses; tests may pass one they look inside. */
  storage?: ListableStorage;
}

export interface Services extends ApiServices {
  /** Closes the database pool. */
  close(): Promise<void>;
}

export function createServices(config: ServicesConfig): Services {
  const { settings } = config;
  const log = config.log ?? jsonLogger;
  const db = createPrismaClient(config.databaseUrl, { max: config.databasePoolSize });
  const now = config.now ?? (() => new Date());
  return {
    db,
    databaseUrl: config.databaseUrl,
    storage: config.storage ?? createStorage(settings.storage),
    mailer: createMailer({
      smtpUrl: settings.smtpUrl,
      from: settings.mailFrom,
      outboxDir: settings.mailOutboxDir,
      log: (line) => log.info(line),
    }),
    passwords: argon2Passwords,
    appUrl: settings.appUrl,
    inquiries: settings.inquiries ?? { acknowledge: false },
    onPublicDataChange: config.onPublicDataChange ?? (() => undefined),
    auditLog: createAuditLog({
      now,
      retentionDays: settings.auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS,
      log,
    }),
    trashRetentionDays: settings.trashRetentionDays ?? DEFAULT_TRASH_RETENTION_DAYS,
    versionsPerItem: settings.versionsPerItem ?? DEFAULT_VERSIONS_PER_ITEM,
    twoFactorKey: config.authSecret ? twoFactorKeyFrom(config.authSecret) : null,
    backupSigningKey: config.authSecret ? backupSigningKeyFrom(config.authSecret) : null,
    log,
    now,
    close: () => db.$disconnect(),
  };
}
