import baseConfig from '@kasar/eslint-config/base';
import nextjsConfig from '@kasar/eslint-config/nextjs';
import reactConfig from '@kasar/eslint-config/react';

export default [
  ...baseConfig,
  ...reactConfig,
  ...nextjsConfig,
  {
    // The cluster test starts whole instances: it passes them an environment of its own.
    files: ['cluster/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
];
