import baseConfig from '@kasar/eslint-config/base';
import nextjsConfig from '@kasar/eslint-config/nextjs';
import reactConfig from '@kasar/eslint-config/react';

export default [...baseConfig, ...reactConfig, ...nextjsConfig];
