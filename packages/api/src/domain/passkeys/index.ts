/**
 * Passkeys (WebAuthn credentials) with @simplewebauthn/server: adding one to the signed-in
 * account, listing, renaming and removing them, and signing in with one alone (a discoverable
 * credential: the browser offers the account's passkeys, no e-mail is typed). A passkey used
 * alone (a sign-in, or confirming who one is) must have verified its user with a PIN, fingerprint
 * or face: otherwise holding the device would be the only factor. After a right password (the
 * second step of a sign-in) that stays optional.
 *
 * The relying party is APP_URL: its host name is the relying-party ID and its origin the only
 * origin accepted. Each challenge is stored in the database (any instance checks the answer),
 * lives CHALLENGE_TTL_MS and is deleted by the check that uses it, so it works once.
 */
export { CHALLENGE_TTL_MS, relyingPartyOf } from './challenges';
export * from './registration';
export * from './manage';
export * from './sign-in';
