/** The assertions of the API tests: refused calls and their errors, and the wire shape of answers. */
import { TRPCError } from '@trpc/server';
import { expect } from 'vitest';

import { fieldErrorsOf } from '../src/trpc';
import type { LoginOutcome, SecondFactorStep } from '../src/schemas/auth';
import type { Caller, Harness } from './harness';

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/** The TRPCError a call rejects with; fails the test when it resolves or throws anything else. */
export async function rejectionOf(call: Promise<unknown>): Promise<TRPCError> {
  let outcome: unknown;
  try {
    outcome = await call;
  } catch (error) {
    expect(error).toBeInstanceOf(TRPCError);
    return error as TRPCError;
  }
  throw new Error(`expected a TRPCError, but the call resolved with ${JSON.stringify(outcome)}`);
}

/** Asserts the call fails with `code` and exactly `message` (or a message matching a RegExp). */
export async function expectError(
  call: Promise<unknown>,
  code: TRPCError['code'],
  message: string | RegExp,
): Promise<TRPCError> {
  const error = await rejectionOf(call);
  expect(error.code).toBe(code);
  if (typeof message === 'string') expect(error.message).toBe(message);
  else expect(error.message).toMatch(message);
  return error;
}

/**
 * Asserts the call fails with `code` and that `field` carries `message` (first message). Zod
 * input errors are BAD_REQUEST; rules checked by the procedure itself are UNPROCESSABLE_CONTENT.
 */
export async function expectFieldError(
  call: Promise<unknown>,
  expected: { code?: TRPCError['code']; field: string; message: string },
): Promise<Record<string, string[]>> {
  const error = await rejectionOf(call);
  expect(error.code).toBe(expected.code ?? 'BAD_REQUEST');
  const fields = fieldErrorsOf(error);
  expect(fields).not.toBeNull();
  expect(fields?.[expected.field]?.[0]).toBe(expected.message);
  return fields ?? {};
}

/** A case of `expectInputRefusals`: an input, the field it is refused at, the first message there. */
export type InputRefusal<I> = readonly [input: I, field: string, message: string];

/** Asserts that `call` refuses each input as `expectFieldError` says (BAD_REQUEST unless `code`). */
export async function expectInputRefusals<I>(
  call: (input: I) => Promise<unknown>,
  refusals: readonly InputRefusal<I>[],
  code?: TRPCError['code'],
): Promise<void> {
  for (const [input, field, message] of refusals) {
    await expectFieldError(call(input), { code, field, message });
  }
}

/**
 * Asserts that `call` is refused as `expectFieldError` says and leaves the stored files, and the
 * rows `count` counts, as they were.
 */
export async function expectRefusedLeavingNothing(
  h: Harness,
  count: () => Promise<number>,
  call: () => Promise<unknown>,
  expected: { code?: TRPCError['code']; field: string; message: string },
): Promise<void> {
  const files = h.storedFiles();
  const before = await count();
  await expectFieldError(call(), expected);
  expect(h.storedFiles()).toEqual(files);
  expect(await count()).toBe(before);
}

const TOKEN_MESSAGE = /token/i;

/**
 * Asserts every call is refused without a valid bearer token: anonymous, with an unknown token
 * and with a revoked one (the last two with a message about the token).
 */
export async function expectAdminOnly(
  h: Harness,
  calls: Record<string, (api: Caller) => Promise<unknown>>,
): Promise<void> {
  const anonymous = await h.anonymous();
  const unknown = await h.anonymous({ authToken: 'not-a-real-token' });
  const revoked = await h.anonymous({ authToken: await h.revokedToken() });
  for (const [name, call] of Object.entries(calls)) {
    const anonymousError = await rejectionOf(call(anonymous));
    expect({ name, code: anonymousError.code }).toEqual({ name, code: 'UNAUTHORIZED' });
    expect(anonymousError.message).toMatch(/^Authentication required\b/);
    for (const caller of [unknown, revoked]) {
      const error = await rejectionOf(call(caller));
      expect({ name, code: error.code }).toEqual({ name, code: 'UNAUTHORIZED' });
      expect(error.message).toMatch(TOKEN_MESSAGE);
    }
  }
}

/**
 * Asserts that `calls` has one call for each procedure of `router` and that each is refused as
 * `expectAdminOnly` says.
 */
export async function expectRouterAdminOnly<Router extends object>(
  h: Harness,
  router: Router,
  calls: Record<keyof Router, (api: Caller) => Promise<unknown>>,
): Promise<void> {
  expect(Object.keys(calls).sort()).toEqual(Object.keys(router).sort());
  await expectAdminOnly(h, calls);
}

/** The procedures every admin content list has (banners, services, projects, gallery). */
interface ContentListProcedures {
  list(input: Record<string, never>): Promise<unknown>;
  get(input: { id: string }): Promise<unknown>;
  delete(input: { id: string }): Promise<unknown>;
  toggleStatus(input: { id: string }): Promise<unknown>;
}

/** Calls of those procedures for `expectRouterAdminOnly`: the whole list, and an unknown id. */
export function contentListCalls(
  procedures: (api: Caller) => ContentListProcedures,
): Record<keyof ContentListProcedures, (api: Caller) => Promise<unknown>> {
  return {
    list: (api) => procedures(api).list({}),
    get: (api) => procedures(api).get({ id: 'x' }),
    delete: (api) => procedures(api).delete({ id: 'x' }),
    toggleStatus: (api) => procedures(api).toggleStatus({ id: 'x' }),
  };
}

// ---------------------------------------------------------------------------------------------
// Output shape
// ---------------------------------------------------------------------------------------------

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const SNAKE_CASE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

/** No password hash, token hash or argon2 string anywhere in a procedure's output. */
export function expectNoSecrets(value: unknown): void {
  const json = JSON.stringify(value);
  expect(json).not.toMatch(/hash/i);
  expect(json).not.toContain('$argon2');
  expect(json).not.toMatch(/[0-9a-f]{64}/);
}

/**
 * The API's wire conventions on a procedure's output: snake_case field names, every
 * `*_at` field an ISO 8601 string (or null), and no secrets. `recordAt` names paths (e.g. `$`) of objects whose
 * keys are data (e.g. slugs), not field names.
 */
export function expectWireShape(value: unknown, options: { recordAt?: string[] } = {}): void {
  expectNoSecrets(value);
  const visit = (node: unknown, at: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${at}.${index}`));
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const isRecord = options.recordAt?.includes(at) ?? false;
    for (const [key, child] of Object.entries(node)) {
      if (!isRecord) {
        expect(key, `field name at ${at}`).toMatch(SNAKE_CASE);
        if (key.endsWith('_at') && child !== null) {
          expect(child, `${at}.${key}`).toMatch(ISO_DATE);
        }
      }
      visit(child, isRecord ? at : `${at}.${key}`);
    }
  };
  visit(value, '$');
}

// ---------------------------------------------------------------------------------------------
// Sign-in outcomes
// ---------------------------------------------------------------------------------------------

/** The token of a password step that signed in; fails the test when it asked for a second step. */
export function signedInOf(outcome: LoginOutcome): Extract<LoginOutcome, { status: 'signed_in' }> {
  if (outcome.status === 'signed_in') return outcome;
  throw new Error(`expected the password to sign in, but it asked for a second step`);
}

/** The second step a right password led to; fails the test when it signed in at once. */
export function secondStepOf(outcome: LoginOutcome): SecondFactorStep {
  if (outcome.status === 'second_factor') return outcome;
  throw new Error('expected the password to ask for a second step, but it signed in');
}
