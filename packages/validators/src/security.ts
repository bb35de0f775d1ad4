/**
 * The Security screen: naming a passkey, the browser's WebAuthn answers (a new passkey, a
 * passkey sign-in) as @simplewebauthn/browser sends them, and ending a session.
 */
import { z } from 'zod';

import { idSchema, maxLength, text } from './common';

export const securityMessages = {
  passkeyNameRequired: 'Passkey name is required',
  passkeyNameTooLong: 'Passkey name must not exceed 100 characters',
  passkeyResponseInvalid: 'The passkey answer is not a WebAuthn credential',
} as const;

export const PASSKEY_NAME_MAX_LENGTH = 100;

const passkeyName = text({
  required: securityMessages.passkeyNameRequired,
  rules: [maxLength(PASSKEY_NAME_MAX_LENGTH, securityMessages.passkeyNameTooLong)],
});

/** A base64url field of a WebAuthn answer (credential IDs, signatures, client data). */
const base64url = z
  .string({ error: securityMessages.passkeyResponseInvalid })
  .max(16_384, securityMessages.passkeyResponseInvalid)
  .regex(/^[A-Za-z0-9_-]*$/, securityMessages.passkeyResponseInvalid);

/** How the authenticator can be reached ('internal', 'usb', 'hybrid'…), as the browser reports it. */
const transport = z
  .string({ error: securityMessages.passkeyResponseInvalid })
  .max(32, securityMessages.passkeyResponseInvalid);

const credentialShape = {
  id: base64url.min(1, securityMessages.passkeyResponseInvalid),
  rawId: base64url,
  type: z.literal('public-key', { error: securityMessages.passkeyResponseInvalid }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z
    .object({ credProps: z.object({ rk: z.boolean().optional() }).optional() })
    .default({}),
};

/** What navigator.credentials.create() answered, as startRegistration() encodes it. */
export const registrationResponseSchema = z.object(
  {
    ...credentialShape,
    response: z.object({
      clientDataJSON: base64url,
      attestationObject: base64url,
      authenticatorData: base64url.optional(),
      transports: z.array(transport).max(10).optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url.optional(),
    }),
  },
  { error: securityMessages.passkeyResponseInvalid },
);

/** What navigator.credentials.get() answered, as startAuthentication() encodes it. */
export const authenticationResponseSchema = z.object(
  {
    ...credentialShape,
    response: z.object({
      clientDataJSON: base64url,
      authenticatorData: base64url,
      signature: base64url,
      userHandle: base64url.optional(),
    }),
  },
  { error: securityMessages.passkeyResponseInvalid },
);

export const addPasskeyInput = z.object({
  name: passkeyName,
  response: registrationResponseSchema,
});

export const renamePasskeyInput = z.object({ id: idSchema, name: passkeyName });

export const passkeySignInInput = z.object({ response: authenticationResponseSchema });

export type AddPasskeyData = z.output<typeof addPasskeyInput>;
export type RenamePasskeyData = z.output<typeof renamePasskeyInput>;
export type PasskeySignInData = z.output<typeof passkeySignInInput>;

/** Authenticator codes (two-factor sign-in). */
export const twoFactorMessages = {
  codeRequired: 'Code is required',
  codeTooLong: 'Code must not exceed 20 characters',
  challengeRequired: 'Challenge is required',
  codeOrPasskey: 'Send a code or a passkey, not both',
} as const;

/** A six-digit authenticator code or a recovery code, as typed. */
const secondFactorCode = z
  .string({ error: twoFactorMessages.codeRequired })
  .trim()
  .min(1, twoFactorMessages.codeRequired)
  .max(20, twoFactorMessages.codeTooLong);

/** Confirming enrolment or turning two-factor off: a current code. */
export const twoFactorCodeInput = z.object({ code: secondFactorCode });

const signInChallenge = z
  .string({ error: twoFactorMessages.challengeRequired })
  .min(1, twoFactorMessages.challengeRequired)
  .max(200, twoFactorMessages.challengeRequired);

/**
 * The second step of a sign-in: the first step's challenge and either a code (authenticator or
 * recovery) or the account's passkey (the browser's answer to `loginSecondStepOptions`).
 */
export const secondStepInput = z
  .object({
    challenge: signInChallenge,
    code: secondFactorCode.optional(),
    passkey: authenticationResponseSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.code === undefined && value.passkey === undefined) {
      context.addIssue({ code: 'custom', path: ['code'], message: twoFactorMessages.codeRequired });
    }
    if (value.code !== undefined && value.passkey !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['passkey'],
        message: twoFactorMessages.codeOrPasskey,
      });
    }
  });

/** The options of a passkey answering the second step: the first step's challenge. */
export const secondStepOptionsInput = z.object({ challenge: signInChallenge });

/** Confirming who one is before an action that mints access or exposes secrets (sudo mode). */
export const confirmIdentityMessages = {
  proofRequired: 'Enter your password, a code from your authenticator app, or use a passkey',
  oneProof: 'Send one of password, code or passkey',
  passwordWrong: 'This password is not right',
} as const;

/**
 * The proof: exactly one of the account's password, a current authenticator code (or a recovery
 * code), or the browser's answer to the options of `auth.confirmPasskeyOptions`.
 */
export const confirmIdentityInput = z
  .object({
    password: z
      .string({ error: confirmIdentityMessages.proofRequired })
      .max(200, confirmIdentityMessages.passwordWrong)
      .optional(),
    code: secondFactorCode.optional(),
    passkey: authenticationResponseSchema.optional(),
  })
  .superRefine((value, context) => {
    const given = [value.password, value.code, value.passkey].filter(
      (proof) => proof !== undefined && proof !== '',
    );
    if (given.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: confirmIdentityMessages.proofRequired,
      });
    }
    if (given.length > 1) {
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: confirmIdentityMessages.oneProof,
      });
    }
  });

export type ConfirmIdentityData = z.output<typeof confirmIdentityInput>;
export type TwoFactorCodeData = z.output<typeof twoFactorCodeInput>;
export type SecondStepData = z.output<typeof secondStepInput>;
export type SecondStepOptionsData = z.output<typeof secondStepOptionsInput>;
