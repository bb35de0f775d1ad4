import baseConfig from '@kasar/eslint-config/base';

export default [...baseConfig];
