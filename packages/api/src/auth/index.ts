/** Authentication primitives shared by the tRPC context, next-auth and the seed. */
export {
  argon2Passwords,
  DEVELOPMENT_ADMIN_PASSWORD,
  hashPassword,
  verifyPassword,
  type PasswordHasher,
} from './password';
export {
  AUTH_TOKEN_TTL_MS,
  AuthTokenKind,
  resolveAuthToken,
  type AuthenticatedUser,
  type ResolvedToken,
} from './tokens';
