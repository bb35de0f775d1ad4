/** Helpers for this package's unit tests: parse outcomes and per-field errors (files: test-files.ts). */
import { expect } from 'vitest';
import type { z } from 'zod';

import { fieldErrorsFromZod } from './errors';

/** The per-field errors of parsing `input`, or {} when it parses. */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsFromZod(result.error);
}

/** Asserts that parsing `input` fails with exactly `message` at `path` ('features.0.title'). */
export function expectError(schema: z.ZodType, input: unknown, path: string, message: string) {
  expect(errorsOf(schema, input)[path]).toEqual([message]);
}

/** A case of `expectRefusals`: an input, the path ('features.0.title') it fails at, the message. */
export type Refusal = readonly [input: unknown, path: string, message: string];

/** Asserts of each case that parsing its input fails with exactly its message at its path. */
export function expectRefusals(schema: z.ZodType, cases: readonly Refusal[]) {
  for (const [input, path, message] of cases) {
    expect(errorsOf(schema, input)[path], `${path} of ${JSON.stringify(input)}`).toEqual([message]);
  }
}

/** Asserts that `base` with the one field of `change` changed fails with exactly `message` there. */
export function expectFieldError(
  schema: z.ZodType,
  base: Record<string, unknown>,
  change: Record<string, unknown>,
  message: string,
) {
  const fields = Object.keys(change);
  expect(fields).toHaveLength(1);
  expectError(schema, { ...base, ...change }, fields[0] ?? '', message);
}

/** What a list query parses to when only some of its fields are given. */
export const LIST_DEFAULTS = { page: 1, limit: 10, status: 'all' } as const;

/** Parses `input`, failing the test with the field errors when it does not parse. */
export function parseOk<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    expect.fail(
      `expected a successful parse, got ${JSON.stringify(fieldErrorsFromZod(result.error))}`,
    );
  }
  return result.data;
}
