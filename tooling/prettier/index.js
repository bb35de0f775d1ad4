/** Shared Prettier settings for every workspace. */
const config = {
  printWidth: 100,
  singleQuote: true,
  trailingComma: 'all',
  semi: true,
};

export default config;
