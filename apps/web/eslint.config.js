import baseConfig from '@kasar/eslint-config/base';
import nextjsConfig from '@kasar/eslint-config/nextjs';
import reactConfig from '@kasar/eslint-config/react';

export default [
  ...baseConfig,
  ...reactConfig,
  ...nextjsConfig,
  {
    // Next.js loads the cache handler by path, outside the app's modules: it reads its few
    // settings (DATABASE_URL, REDIS_URL, DATA_DIR, NEXT_PHASE) from the environment itself.
    files: ['page-cache/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
];
