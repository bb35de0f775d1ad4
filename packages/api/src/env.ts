/** Server configuration the domain API reads, validated once at start-up. */
import path from 'node:path';

import { dbEnv } from '@kasar/db';
import { z } from 'zod';

import type { StorageConfig } from './storage';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** Optional text that, when set, must match `pattern`. */
const optionalMatching = (pattern: RegExp, message: string) =>
  optionalText.refine((value) => value === undefined || pattern.test(value), message);

/** Every S3 setting that only means something together with S3_BUCKET. */
const S3_COMPANIONS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

const schema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    APP_URL: z.url({ protocol: /^https?$/ }).optional(),
    SMTP_URL: z
      .string()
      .trim()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: optionalText,
    UPLOADTHING_TOKEN: optionalText,
    // AWS allows these characters (old buckets also upper case and '_'); never '/' or spaces.
    S3_BUCKET: optionalMatching(
      /^[A-Za-z0-9][A-Za-z0-9._-]{1,253}[A-Za-z0-9]$/,
      'must be a bucket name: 3 to 255 letters, digits, dots, hyphens and underscores',
    ),
    S3_ENDPOINT: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    ),
    S3_REGION: optionalMatching(
      /^[a-z0-9-]{1,64}$/,
      'must be a region name such as us-east-1 (lower-case letters, digits and hyphens)',
    ),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0', ''], { error: 'must be true, false, 1 or 0' })
      .optional()
      .transform((value) => (value ? value === 'true' || value === '1' : undefined)),
  })
  .superRefine((env, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: 'custom', message, path: [] });
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
  });

/** Reads and checks the configuration in `source`; throws a message naming the bad variable. */
export function loadApiEnv(source: Record<string, string | undefined> = process.env) {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = issue?.path[0];
    throw new Error(
      `Invalid configuration: ${variable === undefined ? '' : `${String(variable)} `}${issue?.message ?? ''}`,
    );
  }
  const env = parsed.data;
  const uploadsDir = path.join(dbEnv.dataDir, 'uploads');
  const storage: StorageConfig = {
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
  return {
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    dataDir: dbEnv.dataDir,
    uploadsDir,
    mailOutboxDir: path.join(dbEnv.dataDir, 'mail'),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'no-reply@localhost',
    uploadThingToken: env.UPLOADTHING_TOKEN,
    /** What `createStorage` needs: the store these variables choose. */
    storage,
  };
}

export const apiEnv = loadApiEnv();
export type ApiEnv = typeof apiEnv;
