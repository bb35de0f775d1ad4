import { defineConfig } from 'vitest/config';

// Unit tests of the app's server modules, its scripts and the icon sprite; the browser tests
// in e2e/ run under Playwright and the cluster test under vitest.cluster.config.ts.
export default defineConfig({
  // No styles are tested: skip loading the Tailwind PostCSS set-up.
  css: { postcss: {} },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
