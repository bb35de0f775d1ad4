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
