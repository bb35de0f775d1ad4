/**
 * Configuration of the domain API (public URL, mail, file storage), extending the data layer's.
 * The camelCase values are derived from the variables, as createServices takes them.
 */
import path from 'node:path';

import { envOptions, text } from '@kasar/db/configuration';
import { dbEnv } from '@kasar/db/env';
import { createEnv } from '@t3-oss/env-core';
import { z } from 'zod';

export const apiEnv = createEnv({
  extends: [dbEnv],
  server: {
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    APP_URL: z.url({ protocol: /^https?$/ }).optional(),
    SMTP_URL: z
      .string()
      .trim()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: text,
    UPLOADTHING_TOKEN: text,
  },
  createFinalSchema: (shape) =>
    z.object(shape).transform((env) => ({
      ...env,
      /** Public base URL without a trailing slash: canonical links, sitemap, e-mail links. */
      appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
      uploadsDir: path.join(dbEnv.DATA_DIR, 'uploads'),
      mailOutboxDir: path.join(dbEnv.DATA_DIR, 'mail'),
      mailFrom: env.MAIL_FROM ?? 'no-reply@localhost',
      smtpUrl: env.SMTP_URL,
      uploadThingToken: env.UPLOADTHING_TOKEN,
    })),
  ...envOptions(),
});

export type ApiEnv = typeof apiEnv;
