/** Vitest settings of @kasar/validators: plain unit tests in Node, no global setup. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
  },
});
