/**
 * The web app's configuration (CONTRACT §2), validated at start-up. The launcher resolves the
 * development defaults (generated AUTH_SECRET, embedded DATABASE_URL) before Next loads.
 */
import { z } from 'zod';

import { isTrustProxy, parseTrustProxy, TRUST_PROXY_RULE } from '../http/client-address.mjs';

const schema = z.object({
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL'),
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
  TRUST_PROXY: z
    .string()
    .optional()
    .refine(isTrustProxy, TRUST_PROXY_RULE)
    .transform(parseTrustProxy),
});

function load() {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${String(issue?.path[0])} ${issue?.message ?? ''}`);
  }
  return {
    /** `next build` is running: the server's database is not the one to render from. */
    building: process.env.NEXT_PHASE === 'phase-production-build',
    authSecret: parsed.data.AUTH_SECRET,
    databaseUrl: parsed.data.DATABASE_URL,
    corsOrigins: parsed.data.CORS_ORIGINS,
    /** How many proxies in front of the app append to X-Forwarded-For (TRUST_PROXY). */
    trustedProxies: parsed.data.TRUST_PROXY,
  };
}

export const env = load();
