/** Shared ESLint flat config: typed TypeScript rules for every workspace. */
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
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
      // Configuration is read in each workspace's env module only (packages/db/src/configuration.mjs).
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: "Read configuration from the package's env module (env.ts or env.mjs).",
        },
      ],
    },
  },
  {
    // No import cycles, within a package or across packages: a module's imports form a tree a
    // reader can follow down, and module initialisation order never depends on who came first.
    plugins: { 'import-x': importX },
    settings: {
      // How import-x reads the modules it follows: TypeScript through typescript-eslint's parser.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node }, parserOptions: { projectService: false } },
  },
  {
    // The env modules, and test and build tooling that reads its own knobs or passes the
    // environment on to child processes.
    files: [
      '**/env.ts',
      '**/env.mjs',
      '**/configuration.mjs',
      '**/testing.ts',
      '**/*.test.ts',
      '**/test/**',
      '**/*.config.*',
      '**/e2e/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
);
