/**
 * What the Security procedures answer: passkeys, sessions, and the WebAuthn options a browser
 * hands to navigator.credentials (as @simplewebauthn/server makes them).
 */
import { z } from 'zod';

export const passkeyOutput = z.object({
  id: z.string(),
  name: z.string(),
  /** Synced between the holder's devices (a multi-device credential). */
  synced: z.boolean(),
  backed_up: z.boolean(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});

export const sessionOutput = z.object({
  id: z.string(),
  /** 'session': a dashboard sign-in (cookie); 'api_token': a REST bearer token. */
  kind: z.enum(['session', 'api_token']),
  /** The device and browser, from the User-Agent: 'Chrome on Linux'. */
  device: z.string(),
  user_agent: z.string().nullable(),
  address: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  expires_at: z.string(),
  /** The session or token of this request. */
  current: z.boolean(),
});

const credentialDescriptor = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});
const userVerification = z.enum(['required', 'preferred', 'discouraged']);
const hints = z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional();

/** PublicKeyCredentialCreationOptionsJSON: what startRegistration() takes. */
export const registrationOptionsOutput = z.object({
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: userVerification.optional(),
    })
    .optional(),
  hints,
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});

/** PublicKeyCredentialRequestOptionsJSON: what startAuthentication() takes. */
export const authenticationOptionsOutput = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: userVerification.optional(),
  hints,
});
