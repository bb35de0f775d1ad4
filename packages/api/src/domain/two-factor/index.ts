/**
 * Two-factor sign-in, one file per job: authenticator codes (totp.ts), setting them up
 * (enrol.ts), turning them off (disable.ts), recovery codes, the account's factors, the second
 * step of a sign-in, a reset by a colleague or the operator, and the organization's requirement.
 */
export * from './totp';
export * from './recovery-codes';
export * from './factors';
export * from './enrol';
export * from './disable';
export * from './reset';
export * from './second-step';
export * from './requirement';
