// @ts-check
/**
 * The rules every workspace's env module follows: one @t3-oss/env-core module per package, each
 * extending the one below it (db <- server <- api <- seed, web), read once when it is first
 * imported. Empty values count as unset, booleans accept true/false/1/0 in any case, and a bad
 * value stops start-up with a message naming the variable. Importing this module reads no
 * configuration.
 *
 * Plain JavaScript (type-checked from its JSDoc): the HTTP server and the page cache
 * (@kasar/server) read their configuration through these modules in plain Node, without a
 * TypeScript loader on the request path.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

/** The checkout's root folder: DATA_DIR and the build's sources are found from it. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A configuration value that cannot be used; its message names the variable. */
export class ConfigurationError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'ConfigurationError';
  }
}

/**
 * The `onValidationError` of every env module: the first bad variable, named.
 * @param {readonly import('@t3-oss/env-core').StandardSchemaV1.Issue[]} issues
 * @returns {never}
 */
export function rejectConfiguration(issues) {
  const issue = issues[0];
  const name = (issue?.path ?? [])
    .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
    .join('.');
  const message = issue?.message ?? 'is invalid';
  // A rule over several variables names them in its message and has no path of its own.
  throw new ConfigurationError(`Invalid configuration: ${name ? `${name} ${message}` : message}`);
}

/** A yes/no variable: true/false/1/0 in any case; empty or blank means unset. */
export const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0', ''], { error: 'must be true, false, 1 or 0' }))
  .transform((value) => (value === '' ? undefined : value === 'true' || value === '1'))
  .optional();

/** Free text; blank means unset. */
export const text = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/**
 * The options every env module shares. Each reads a copy of process.env taken when it loads, so
 * that dropping empty values does not change the environment child processes inherit.
 */
export function envOptions() {
  return {
    runtimeEnv: { ...process.env },
    emptyStringAsUndefined: true,
    onValidationError: rejectConfiguration,
  };
}

/**
 * For scripts: imports their env modules, and ends the process with the one-line message when a
 * value is bad (rather than a stack trace).
 * @template T
 * @param {() => T | Promise<T>} load
 * @returns {Promise<T>}
 */
export async function loadConfiguration(load) {
  try {
    return await load();
  } catch (error) {
    if (error instanceof Error && error.name === 'ConfigurationError') {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
