/** Shared ESLint flat config: typed TypeScript rules for every workspace. */
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next*/**',
      '**/dist/**',
      '**/generated/**',
      '**/.turbo/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // process.env is read in each workspace's env.ts only.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from env.ts.' },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node }, parserOptions: { projectService: false } },
  },
  {
    files: [
      '**/env.ts',
      '**/testing.ts',
      '**/*.test.ts',
      '**/test/**',
      '**/scripts/**',
      '**/*.config.*',
      '**/e2e/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
);
