/**
 * The web app's configuration, extending the API's (and through it the server's: PORT, HOST,
 * TRUST_PROXY, WEB_CONCURRENCY, REDIS_URL, PAGE_CACHE_MAX_MB, DATA_DIR, DATABASE_URL); the launcher (scripts/launch.ts) reads this
 * same module. When AUTH_SECRET or DATABASE_URL are unset, the launcher resolves them (a secret
 * generated once in DATA_DIR, the embedded database) and hands them to Next before it starts.
 */
import { apiEnv } from '@kasar/api/env';
import { ConfigurationError, rejectConfiguration } from '@kasar/db/configuration';
import { isProduction } from '@kasar/db/env';
import { createEnv } from '@t3-oss/env-nextjs';
import { z } from 'zod';

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
export { building } from '@kasar/server/env';

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
