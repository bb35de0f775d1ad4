/**
 * The web app's configuration, extending the API's; the launcher (scripts/launch.ts) reads this
 * same module. When AUTH_SECRET or DATABASE_URL are unset, the launcher resolves them (a secret
 * generated once in DATA_DIR, the embedded database) and hands them to Next before it starts.
 */
import { apiEnv } from '@kasar/api/env';
import { ConfigurationError, rejectConfiguration } from '@kasar/db/configuration';
import { isProduction } from '@kasar/db/env';
import { createEnv } from '@t3-oss/env-nextjs';
import { z } from 'zod';

import { isTrustProxy, parseTrustProxy, TRUST_PROXY_RULE } from '../http/client-address.mjs';

export const env = createEnv({
  extends: [apiEnv],
  server: {
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Origins allowed to call /api/v1 from a browser, comma-separated. */
    CORS_ORIGINS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((origin) => origin.trim().replace(/\/+$/, ''))
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must list http(s) origins' }))),
    /**
     * Which proxies in front of the app append to X-Forwarded-For: true/1 one, 2 two, …, or
     * their addresses and CIDR ranges (10.0.0.0/8,127.0.0.1); unset, false or 0 none (the
     * socket's address is the caller's).
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .refine(isTrustProxy, TRUST_PROXY_RULE)
      .transform(parseTrustProxy),
    /**
     * The page cache's bound in MB, on disk or in Redis for each database (page-cache/index.mjs
     * reads it); the least recently used entries go first. Default 256.
     */
    PAGE_CACHE_MAX_MB: z.coerce
      .number({ error: 'must be a whole number of megabytes from 1 to 1048576' })
      .int('must be a whole number of megabytes from 1 to 1048576')
      .min(1, 'must be a whole number of megabytes from 1 to 1048576')
      .max(1_048_576, 'must be a whole number of megabytes from 1 to 1048576')
      .optional(),
    /** Server processes of `npm start` (http/serve.mjs reads it); default one per core. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    /** Set by Next.js: `phase-production-build` while `next build` runs. */
    NEXT_PHASE: z.string().optional(),
    /** Next's build folder, relative to apps/web (next.config.ts reads it too). */
    NEXT_DIST_DIR: z.string().trim().default('.next'),
  },
  createFinalSchema: (shape) =>
    z.object(shape).superRefine((values, context) => {
      if (isProduction && !values.AUTH_SECRET) {
        context.addIssue({
          code: 'custom',
          path: ['AUTH_SECRET'],
          message: 'is required when NODE_ENV=production',
        });
      }
    }),
  // Server variables only: Next needs no list of client variables to inline.
  experimental__runtimeEnv: {},
  emptyStringAsUndefined: true,
  onValidationError: rejectConfiguration,
});

/** `next build` is running: the server's database is not the one to render from. */
export const building = env.NEXT_PHASE === 'phase-production-build';

/**
 * A value the launcher provides when it is not configured (see above): always there in a server
 * started by `npm start` or `npm run dev`.
 */
export function launcherProvided(name: 'AUTH_SECRET' | 'DATABASE_URL'): string {
  const value = env[name];
  if (!value) {
    throw new ConfigurationError(
      `Invalid configuration: ${name} is not set; start the site with npm start or npm run dev`,
    );
  }
  return value;
}
