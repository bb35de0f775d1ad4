// @ts-check
/** Configuration of the data layer (see configuration.mjs for the rules every env module follows). */
import path from 'node:path';

import { createEnv } from '@t3-oss/env-core';
import { z } from 'zod';

import { envOptions, repoRoot, text } from './configuration.mjs';

export const dbEnv = createEnv({
  server: {
    NODE_ENV: text,
    /** Embedded database, uploaded files and mail outbox; relative to the repository root. */
    DATA_DIR: text.transform((value) => path.resolve(repoRoot, value ?? '.data')),
    /** Unset: the launcher starts the embedded PostgreSQL server. */
    DATABASE_URL: z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL')
      .optional(),
  },
  ...envOptions(),
});

/** @typedef {typeof dbEnv} DbEnv */

/** NODE_ENV=production: no development defaults (generated secret, admin account, demo). */
export const isProduction = dbEnv.NODE_ENV === 'production';
