import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Browser tests live in e2e/ and run under Playwright.
    include: [
      'http/**/*.test.ts',
      'page-cache/**/*.test.ts',
      'src/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    testTimeout: 30_000,
  },
});
