/** Server configuration the domain API reads (CONTRACT §2), validated once at start-up. */
import path from 'node:path';

import { dbEnv } from '@kasar/db';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const schema = z.object({
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
});

function load() {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${String(issue?.path[0])} ${issue?.message ?? ''}`);
  }
  const env = parsed.data;
  return {
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    dataDir: dbEnv.dataDir,
    uploadsDir: path.join(dbEnv.dataDir, 'uploads'),
    mailOutboxDir: path.join(dbEnv.dataDir, 'mail'),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'no-reply@localhost',
    uploadThingToken: env.UPLOADTHING_TOKEN,
  };
}

export const apiEnv = load();
export type ApiEnv = typeof apiEnv;
