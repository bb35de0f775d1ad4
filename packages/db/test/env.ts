/** Env modules loaded afresh with chosen variables, as a process started with them reads them. */
import { afterAll, afterEach, vi } from 'vitest';

/**
 * For a package's env tests: each call of the answer sets the given variables, imports the env
 * module anew through `load` and answers what that gives; the variables are restored after
 * every test of the file, and the modules loaded with them are dropped after the last one, so the
 * next file of the same worker (the suites run without isolation) imports them afresh rather than
 * getting a copy evaluated with this file's variables, or one whose evaluation failed on them.
 */
export function envLoader<T>(
  load: () => Promise<T>,
): (variables: Record<string, string>) => Promise<T> {
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  afterAll(() => {
    vi.resetModules();
  });
  return async (variables) => {
    vi.resetModules();
    for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
    return load();
  };
}
