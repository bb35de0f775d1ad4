import { defineConfig } from 'vitest/config';

// Unit tests of the app's server modules, its scripts and the icon sprite; the browser tests
// in e2e/ run under Playwright and the cluster test under vitest.cluster.config.ts.
export default defineConfig({
  // No styles are tested: skip loading the Tailwind PostCSS set-up.
  css: { postcss: {} },
  // tsconfig leaves JSX to Next (jsx: preserve); the tests of client components (the
  // permissions context) need it compiled, with React's automatic runtime.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 30_000,
    // The app's modules are imported once per worker, not once per file (no test mocks a
    // module or keeps state in one): 34 s against 46 s on the 2-core machine.
    isolate: false,
  },
});
