// @ts-check
/**
 * Configuration of the server that hosts the app: where it listens, how many processes it runs,
 * which proxies it trusts, and where the page cache keeps public pages. It extends the data
 * layer's (DATA_DIR, DATABASE_URL) and is extended in turn by the API's and the web app's, so
 * every variable has one rule wherever it is read: the launcher, the HTTP server (plain Node),
 * the page cache Next.js loads by path, and the app's own modules.
 */
import { envOptions, text } from '@kasar/db/configuration';
import { dbEnv } from '@kasar/db/env';
import { createEnv } from '@t3-oss/env-core';
import { z } from 'zod';

import { isTrustProxy, parseTrustProxy, TRUST_PROXY_RULE } from './http/client-address.mjs';

const PAGE_CACHE_MB_RULE = 'must be a whole number of megabytes from 1 to 1048576';

export const serverEnv = createEnv({
  extends: [dbEnv],
  server: {
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /**
     * The address the server listens on: unset, loopback only for a development start and every
     * interface in production mode (the launcher decides); `0.0.0.0` or `::` opens a development
     * start to the network.
     */
    HOST: text.refine(
      (value) =>
        value === undefined ||
        /^(?:[A-Za-z0-9][A-Za-z0-9.-]{0,252}|[0-9A-Fa-f:.]{2,45})$/.test(value),
      'must be an IP address or a host name, e.g. 127.0.0.1, 0.0.0.0, :: or localhost',
    ),
    /** Server processes of `npm start`; default one per core. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
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
    /** Redis or Valkey shared by every instance for the page cache; unset: on disk. */
    REDIS_URL: text.refine(
      (value) => value === undefined || /^rediss?:\/\//.test(value),
      'must be a redis:// or rediss:// URL',
    ),
    /**
     * The page cache's bound in MB, on disk or in Redis for each database; the least recently
     * used entries go first. Default 256.
     */
    PAGE_CACHE_MAX_MB: z.coerce
      .number({ error: PAGE_CACHE_MB_RULE })
      .int(PAGE_CACHE_MB_RULE)
      .min(1, PAGE_CACHE_MB_RULE)
      .max(1_048_576, PAGE_CACHE_MB_RULE)
      .optional(),
    /** Set by Next.js: `phase-production-build` while `next build` runs. */
    NEXT_PHASE: text,
  },
  ...envOptions(),
});

/** `next build` is running: the server's database is not the one to render from. */
export const building = serverEnv.NEXT_PHASE === 'phase-production-build';
