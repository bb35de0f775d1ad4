/**
 * Configuration of the domain API (public URL, mail, file storage), extending the server's
 * (@kasar/server/env: PORT, HOST, DATA_DIR, DATABASE_URL and the rest of the hosting settings).
 * The camelCase values are derived from the variables, as createServices takes them.
 */
import path from 'node:path';

import { envOptions, flag, text } from '@kasar/db/configuration';
import { serverEnv } from '@kasar/server/env';
import { createEnv } from '@t3-oss/env-core';
import { z } from 'zod';

import type { StorageConfig } from './storage';
import { DEFAULT_TRASH_RETENTION_DAYS } from './trash-retention';

/** Optional text that, when set, must match `pattern`. */
const textMatching = (pattern: RegExp, message: string) =>
  text.refine((value) => value === undefined || pattern.test(value), message);

const EMAIL = z.regexes.email;

/** Every S3 setting that only means something together with S3_BUCKET. */
const S3_COMPANIONS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** How many days audit events are kept when AUDIT_RETENTION_DAYS is unset. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365;

/** How many versions of each item are kept when VERSIONS_PER_ITEM is unset. */
export const DEFAULT_VERSIONS_PER_ITEM = 50;

const server = {
  APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: text,
  UPLOADTHING_TOKEN: text,
  // AWS allows these characters (old buckets also upper case and '_'); never '/' or spaces.
  S3_BUCKET: textMatching(
    /^[A-Za-z0-9][A-Za-z0-9._-]{1,253}[A-Za-z0-9]$/,
    'must be a bucket name: 3 to 255 letters, digits, dots, hyphens and underscores',
  ),
  S3_ENDPOINT: text.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  S3_REGION: textMatching(
    /^[a-z0-9-]{1,64}$/,
    'must be a region name such as us-east-1 (lower-case letters, digits and hyphens)',
  ),
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  S3_FORCE_PATH_STYLE: flag,
  /** Where contact submissions are announced: one address or several, comma-separated. */
  INQUIRY_NOTIFY_TO: text
    .transform((value) =>
      value
        ?.split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .refine(
      (addresses) =>
        addresses === undefined ||
        (addresses.length > 0 && addresses.every((address) => EMAIL.test(address))),
      'must be an e-mail address, or several separated by commas',
    ),
  /** true: each accepted submission also gets a short acknowledgement mailed to the visitor. */
  INQUIRY_ACK: flag,
  /** How many days audit events are kept. */
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 1 to 36500' })
    .int('must be a whole number of days from 1 to 36500')
    .min(1, 'must be a whole number of days from 1 to 36500')
    .max(36500, 'must be a whole number of days from 1 to 36500')
    .optional(),
  /** How many days deleted items stay in the trash before the purge removes them and their files. */
  TRASH_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 1 to 36500' })
    .int('must be a whole number of days from 1 to 36500')
    .min(1, 'must be a whole number of days from 1 to 36500')
    .max(36500, 'must be a whole number of days from 1 to 36500')
    .optional(),
  /** How many versions of each service, project, banner, organization and About Us are kept. */
  VERSIONS_PER_ITEM: z.coerce
    .number({ error: 'must be a whole number of versions from 1 to 10000' })
    .int('must be a whole number of versions from 1 to 10000')
    .min(1, 'must be a whole number of versions from 1 to 10000')
    .max(10000, 'must be a whole number of versions from 1 to 10000')
    .optional(),
};

type ServerValues = z.output<z.ZodObject<typeof server>>;

/** The rules over several variables: one file store, and S3 settings only with a bucket. */
function checkStorage(env: ServerValues, context: z.RefinementCtx) {
  const problem = (message: string) => context.addIssue({ code: 'custom', message, path: [] });
  if (env.S3_BUCKET && env.UPLOADTHING_TOKEN) {
    problem(
      'S3_BUCKET and UPLOADTHING_TOKEN are both set: files go to one store, so set only one of them',
    );
  }
  if (!env.S3_BUCKET) {
    const stray = S3_COMPANIONS.filter((name) => env[name] !== undefined);
    if (stray.length > 0) {
      problem(`${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set without S3_BUCKET`);
    }
    return;
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problem(
      env.S3_ACCESS_KEY_ID
        ? 'S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set'
        : 'S3_ACCESS_KEY_ID is required when S3_SECRET_ACCESS_KEY is set',
    );
  }
}

/** What `createStorage` needs: the store the variables choose. */
function storageOf(env: ServerValues, uploadsDir: string): StorageConfig {
  return {
    uploadsDir,
    uploadThingToken: env.UPLOADTHING_TOKEN,
    ...(env.S3_BUCKET
      ? {
          s3: {
            bucket: env.S3_BUCKET,
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION ?? 'us-east-1',
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
          },
        }
      : {}),
  };
}

/** Reads the API's configuration from `runtimeEnv`; a bad value throws, naming the variable. */
export function loadApiEnv(runtimeEnv: Record<string, string | undefined>) {
  return createEnv({
    extends: [serverEnv],
    server,
    createFinalSchema: (shape) =>
      z
        .object(shape)
        .superRefine(checkStorage)
        .transform((env) => {
          const uploadsDir = path.join(serverEnv.DATA_DIR, 'uploads');
          return {
            ...env,
            /** Public base URL without a trailing slash: canonical links, sitemap, e-mails. */
            appUrl: (env.APP_URL ?? `http://localhost:${serverEnv.PORT}`).replace(/\/+$/, ''),
            uploadsDir,
            mailOutboxDir: path.join(serverEnv.DATA_DIR, 'mail'),
            mailFrom: env.MAIL_FROM ?? 'no-reply@localhost',
            smtpUrl: env.SMTP_URL,
            inquiries: {
              notifyTo: env.INQUIRY_NOTIFY_TO,
              acknowledge: env.INQUIRY_ACK ?? false,
            },
            uploadThingToken: env.UPLOADTHING_TOKEN,
            auditRetentionDays: env.AUDIT_RETENTION_DAYS ?? DEFAULT_AUDIT_RETENTION_DAYS,
            trashRetentionDays: env.TRASH_RETENTION_DAYS ?? DEFAULT_TRASH_RETENTION_DAYS,
            versionsPerItem: env.VERSIONS_PER_ITEM ?? DEFAULT_VERSIONS_PER_ITEM,
            storage: storageOf(env, uploadsDir),
          };
        }),
    ...envOptions(),
    runtimeEnv: { ...runtimeEnv },
  });
}

export const apiEnv = loadApiEnv(process.env);

/** Whether a URL's host is this machine: localhost (or a name under it), 127.0.0.0/8 or ::1. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

/**
 * Why the site runs in production mode, where no development default (generated AUTH_SECRET,
 * the development admin, demo content) is used: NODE_ENV=production, or an APP_URL that other
 * machines reach. null: a development start on this machine, where the defaults apply.
 */
export function productionModeReason(nodeEnv: string | undefined, appUrl: string): string | null {
  if (nodeEnv === 'production') return 'NODE_ENV=production';
  if (!isLoopbackUrl(appUrl)) return `APP_URL ${appUrl} is not a loopback address`;
  return null;
}

export const productionMode = productionModeReason(serverEnv.NODE_ENV, apiEnv.appUrl);

export type ApiEnv = typeof apiEnv;
