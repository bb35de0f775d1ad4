import baseConfig from '@kasar/eslint-config/base';
import nextjsConfig from '@kasar/eslint-config/nextjs';
import reactConfig from '@kasar/eslint-config/react';

export default [
  ...baseConfig,
  ...reactConfig,
  ...nextjsConfig,
  {
    // Plain Node modules loaded outside the app's modules (Next.js loads the cache handler by
    // path; the launcher starts the HTTP server as its own process): they read their few
    // settings from the environment the launcher validated.
    files: ['page-cache/**', 'http/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // The cluster test starts whole instances: it passes them an environment of its own.
    files: ['cluster/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
];
