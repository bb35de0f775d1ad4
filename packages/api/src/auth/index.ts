/** Authentication primitives shared by the tRPC context, next-auth and the seed. */
export { DEVELOPMENT_ADMIN_PASSWORD, hashPassword, verifyPassword } from './password';
export {
  AUTH_TOKEN_TTL_MS,
  AuthTokenKind,
  resolveAuthToken,
  type AuthenticatedUser,
  type ResolvedToken,
} from './tokens';
