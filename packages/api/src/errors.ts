/**
 * Errors that carry per-field messages. Procedures throw these for rules a zod schema cannot
 * check (a file's real content, a taken slug); forms and the REST adapter read them like zod's.
 */
import { TRPCError } from '@trpc/server';

import { MESSAGES } from './messages';
import { describePermission, type Permission } from './permissions';

export type FieldErrors = Record<string, string[]>;

export class FieldValidationError extends Error {
  constructor(
    readonly fieldErrors: FieldErrors,
    message = Object.values(fieldErrors)[0]?.[0] ?? MESSAGES.validationFailed,
  ) {
    super(message);
    this.name = 'FieldValidationError';
  }
}

/** 422: the input breaks a rule; `field` names the wire field. */
export function invalidField(field: string, message: string): TRPCError {
  return new TRPCError({
    code: 'UNPROCESSABLE_CONTENT',
    message,
    cause: new FieldValidationError({ [field]: [message] }, message),
  });
}

/** 413: an uploaded file is over its limit. */
export function fileTooLarge(field: string, message: string): TRPCError {
  return new TRPCError({
    code: 'PAYLOAD_TOO_LARGE',
    message,
    cause: new FieldValidationError({ [field]: [message] }, message),
  });
}

export function notFound(message: string): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message });
}

/** 429: `refusal` says what was limited, the rest when to try again. */
export function tooManyAttempts(
  retryAfterSeconds: number,
  refusal: string = MESSAGES.tooManyAttempts,
  lockout?: Lockout,
): TRPCError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: `${refusal} ${MESSAGES.tryAgainIn(minutes)}`,
    cause: new RateLimitedError(retryAfterSeconds, lockout),
  });
}

/** The lock a refusal belongs to: every refusal of one key in one lock window shares its id. */
export interface Lockout {
  id: string;
  /** Whom the limit counts: an account (the input's e-mail or the caller), or an address. */
  counts: 'account' | 'address';
  /** The e-mail of the account counted ('' when unknown, null for an address). */
  account: string | null;
}

export class RateLimitedError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    readonly lockout?: Lockout,
  ) {
    super('rate limited');
    this.name = 'RateLimitedError';
  }
}

/** How long a client is asked to wait (Retry-After) while the database cannot be reached. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/** The cause of a 503: the database could not be reached; worth trying again after a while. */
export class ServiceUnavailableError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    options: { cause: unknown },
  ) {
    super('database unavailable', options);
    this.name = 'ServiceUnavailableError';
  }
}

/** 503 with Retry-After: the database does not answer (restarting, failing over, unreachable). */
export function serviceUnavailable(cause: unknown): TRPCError {
  return new TRPCError({
    code: 'SERVICE_UNAVAILABLE',
    message: MESSAGES.brieflyUnavailable,
    cause: new ServiceUnavailableError(UNAVAILABLE_RETRY_AFTER_SECONDS, { cause }),
  });
}

/** The cause of a 507: a file could not be stored for want of space. */
export class StorageFullError extends Error {
  constructor(options: { cause: unknown }) {
    super('file storage full', options);
    this.name = 'StorageFullError';
  }
}

/** 507 over REST (tRPC has no such code: 503 there): the file storage has no room left. */
export function storageFull(cause: unknown): TRPCError {
  return new TRPCError({
    code: 'SERVICE_UNAVAILABLE',
    message: MESSAGES.storageFull,
    cause: new StorageFullError({ cause }),
  });
}

/** A call that needs a signed-in user came without a valid session or bearer token. */
export class SessionEndedError extends Error {
  constructor() {
    super('session ended');
    this.name = 'SessionEndedError';
  }
}

/**
 * 401 for a call without a live session; REST clients read the word 'token' when the one they
 * sent is no longer valid.
 */
export function sessionEnded(tokenSent: boolean): TRPCError {
  return new TRPCError({
    code: 'UNAUTHORIZED',
    message: tokenSent ? MESSAGES.tokenInvalid : MESSAGES.authenticationRequired,
    cause: new SessionEndedError(),
  });
}

/** What a refused stale save answers with: the item as it is now, and who saved it when. */
export interface StaleSaveDetails {
  current: Record<string, unknown>;
  /** The name (or, without one, the e-mail) of who saved it last; null when unknown. */
  changed_by: string | null;
  /** When it was saved last: its `updated_at`. */
  changed_at: string;
}

/** The cause of a 409 stale save; the error formatter and the REST adapter pass `details` on. */
export class StaleSaveError extends Error {
  constructor(
    readonly details: StaleSaveDetails,
    message: string,
  ) {
    super(message);
    this.name = 'StaleSaveError';
  }
}

/** 409: the item changed since the form was loaded (`expected_updated_at` differs). */
export function staleSave(details: StaleSaveDetails, message: string): TRPCError {
  return new TRPCError({ code: 'CONFLICT', message, cause: new StaleSaveError(details, message) });
}

/** What a 409 from a release's publish or revert carries (REST: its `data`): the item refused. */
export interface ReleaseFailedDetails {
  entity: 'service' | 'project' | 'banner' | 'gallery_image';
  id: string;
  /** The item's name as the release has it. */
  label: string;
  /** Why it could not be published or put back (the rule's message). */
  reason: string;
}

/** The cause of a 409 from a release: nothing of it was made (docs/publishing.md). */
export class ReleaseFailedError extends Error {
  constructor(
    readonly details: ReleaseFailedDetails,
    message: string,
  ) {
    super(message);
    this.name = 'ReleaseFailedError';
  }
}

/** 409: one item of a release could not be published or put back, so none was. */
export function releaseFailed(details: ReleaseFailedDetails, message: string): TRPCError {
  return new TRPCError({
    code: 'CONFLICT',
    message,
    cause: new ReleaseFailedError(details, message),
  });
}

/** How an account can answer the second step: an authenticator (or recovery) code, a passkey. */
export type SecondFactorMethod = 'code' | 'passkey';

/**
 * A wrong password or code typed to prove who one is (confirming an action, turning two-factor
 * off, a password change): a 422 on its field, and what the sign-in limits count as a failure.
 */
export class WrongSecretError extends FieldValidationError {
  constructor(field: string, message: string) {
    super({ [field]: [message] }, message);
    this.name = 'WrongSecretError';
  }
}

/** 422 on `field` for a wrong password or code; the sign-in limits count it (rate-limits.ts). */
export function wrongSecret(field: string, message: string): TRPCError {
  return new TRPCError({
    code: 'UNPROCESSABLE_CONTENT',
    message,
    cause: new WrongSecretError(field, message),
  });
}

/** How a signed-in user proves again who they are: their password, a code, or a passkey. */
export type ProofMethod = 'password' | 'code' | 'passkey';

/** What a 403 for want of a fresh proof carries (REST: its `data`). */
export interface FreshProofDetails {
  fresh_proof_required: true;
  /** What the account can prove itself with, in the order the dashboard offers them. */
  methods: ProofMethod[];
  /** Where the proof goes (under /api/v1); then the refused call is sent again. */
  confirm_path: '/dashboard/auth/confirm';
}

/** The cause of a 403 for an action that needs a fresh proof of the user (sudo mode). */
export class FreshProofRequiredError extends Error {
  constructor(readonly details: FreshProofDetails) {
    super('fresh proof required');
    this.name = 'FreshProofRequiredError';
  }
}

/**
 * 403: the action mints access or exposes secrets, and the caller has not proved who they are
 * within FRESH_PROOF_TTL_MS. The message never says 'token': clients read a 403 with that word
 * as a session that ended.
 */
export function freshProofRequired(methods: ProofMethod[]): TRPCError {
  return new TRPCError({
    code: 'FORBIDDEN',
    message: MESSAGES.freshProofRequired,
    cause: new FreshProofRequiredError({
      fresh_proof_required: true,
      methods,
      confirm_path: '/dashboard/auth/confirm',
    }),
  });
}

/** The cause of a 403 for an account that must set up a second factor before anything else. */
export class SecondFactorSetUpRequiredError extends Error {
  constructor() {
    super('second factor set-up required');
    this.name = 'SecondFactorSetUpRequiredError';
  }
}

/**
 * 403: the organization requires two-factor sign-in and the caller's grace is over: only
 * sign-out and setting up a second factor are answered until they have one.
 */
export function secondFactorSetUpRequired(): TRPCError {
  return new TRPCError({
    code: 'FORBIDDEN',
    message: MESSAGES.secondFactorSetUpRequired,
    cause: new SecondFactorSetUpRequiredError(),
  });
}

/**
 * The cause of a 422 on `challenge` at the second step of a sign-in: its 5 minutes ran out, or
 * it was used. The sign-in page then asks for the password again.
 */
export class SignInChallengeExpiredError extends FieldValidationError {
  constructor() {
    super({ challenge: [MESSAGES.signInChallengeInvalid] }, MESSAGES.signInChallengeInvalid);
    this.name = 'SignInChallengeExpiredError';
  }
}

/** 422 on `challenge`: the sign-in's second step expired or was used; sign in again. */
export function signInChallengeExpired(): TRPCError {
  return new TRPCError({
    code: 'UNPROCESSABLE_CONTENT',
    message: MESSAGES.signInChallengeInvalid,
    cause: new SignInChallengeExpiredError(),
  });
}

/**
 * Why a restore from the trash cannot go ahead as asked: its parent (a project's service, an
 * image's project) is in the trash too, or was deleted for ever; or its slug was taken since.
 */
export type RestoreConflictDetails =
  | { reason: 'parent_in_trash'; parent: { noun: string; label: string } }
  | { reason: 'parent_gone' }
  | { reason: 'slug_taken'; slug: string; held_by: string; suggested_slug: string };

/**
 * The cause of a 409 from a restore: the typed conflict (`details`, REST `data`), and the field it
 * concerns for forms and older clients (REST `errors`: `with_parent`, `id`, or `slug` with
 * `suggested_slug`).
 */
export class RestoreConflictError extends FieldValidationError {
  constructor(
    readonly details: RestoreConflictDetails,
    field: string,
    message: string,
  ) {
    super(
      {
        [field]: [message],
        ...(details.reason === 'slug_taken' ? { suggested_slug: [details.suggested_slug] } : {}),
      },
      message,
    );
    this.name = 'RestoreConflictError';
  }
}

/** 409: the restore cannot go ahead as asked (see RestoreConflictDetails). */
export function restoreConflict(
  details: RestoreConflictDetails,
  field: string,
  message: string,
): TRPCError {
  return new TRPCError({
    code: 'CONFLICT',
    message,
    cause: new RestoreConflictError(details, field, message),
  });
}

/** What a 403 for a missing right carries (REST: its `data`). */
export interface PermissionDeniedDetails {
  /** The right the call needs (`projects.publish`). */
  missing_permission: Permission;
  /** The caller's role. */
  role: { id: string; name: string };
}

/** The cause of a 403 for a call the caller's role does not allow. */
export class PermissionDeniedError extends Error {
  constructor(readonly details: PermissionDeniedDetails) {
    super('permission denied');
    this.name = 'PermissionDeniedError';
  }
}

/**
 * 403: the caller's role lacks the right the call needs; the message names it ("Your role
 * (Contributor) does not allow you to publish projects."). Never says 'token'.
 */
export function permissionDenied(role: { id: string; name: string }, permission: Permission) {
  return new TRPCError({
    code: 'FORBIDDEN',
    message: MESSAGES.permissionDenied(role.name, describePermission(permission)),
    cause: new PermissionDeniedError({
      missing_permission: permission,
      role: { id: role.id, name: role.name },
    }),
  });
}

/**
 * 403: the call would change, remove or reset an Owner, or make someone an Owner, and the caller
 * is not one (their role lacks `roles.edit`).
 */
export function ownersOnly(role: { id: string; name: string }) {
  return new TRPCError({
    code: 'FORBIDDEN',
    message: MESSAGES.ownersOnly,
    cause: new PermissionDeniedError({
      missing_permission: 'roles.edit',
      role: { id: role.id, name: role.name },
    }),
  });
}

/** The cause of a 403 for a change made while viewing the dashboard as another role. */
export class ViewingAsError extends Error {
  constructor(readonly role: string) {
    super('viewing as another role');
    this.name = 'ViewingAsError';
  }
}

/** 403: an Owner viewing the dashboard as another role changes nothing until they stop. */
export function viewingAsReadOnly(role: string) {
  return new TRPCError({
    code: 'FORBIDDEN',
    message: MESSAGES.viewingAsReadOnly(role),
    cause: new ViewingAsError(role),
  });
}
