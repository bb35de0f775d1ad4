import { defineConfig } from 'vitest/config';

// Unit tests of the app's server modules; the browser tests in e2e/ run under Playwright.
export default defineConfig({
  // No styles are tested: skip loading the Tailwind PostCSS set-up.
  css: { postcss: {} },
  test: { include: ['src/**/*.test.ts'] },
});
