/** Recognises the database errors procedures answer specially. */
import { Prisma } from '@kasar/db';

export function isUniqueViolation(error: unknown, field?: string): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== 'P2002') {
    return false;
  }
  if (!field) return true;
  return JSON.stringify(error.meta ?? {}).includes(field);
}

/**
 * Prisma's codes for a database it cannot reach or that went away: can't reach the server (P1001),
 * timed out reaching it (P1002) or in an operation (P1008), the server closed the connection
 * (P1017), no connection free in time (P2024).
 */
const UNREACHABLE_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);

/** The pg driver adapter's kinds of the same, as Prisma reports them in `meta`. */
const UNREACHABLE_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);

/**
 * PostgreSQL's own answers that it cannot serve now: shutting down (57P01, 57P02), starting up
 * (57P03), out of connections (53300), and the connection exceptions (08…).
 */
function isUnavailableState(code: unknown): boolean {
  return (
    typeof code === 'string' &&
    (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code))
  );
}

/** The driver adapter's error a Prisma error carries, when it has one. */
function adapterCauseOf(error: Prisma.PrismaClientKnownRequestError): unknown {
  const meta: unknown = error.meta?.driverAdapterError;
  return meta && typeof meta === 'object' && 'cause' in meta ? meta.cause : undefined;
}

/**
 * Whether `error` (or what it wraps) says the database cannot be reached now, rather than that
 * the query was wrong: the caller is told to try again shortly (503).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof Prisma.PrismaClientInitializationError) return true;
    if (cause instanceof Prisma.PrismaClientKnownRequestError) {
      if (UNREACHABLE_CODES.has(cause.code)) return true;
      const adapter = adapterCauseOf(cause);
      if (adapter && typeof adapter === 'object' && 'kind' in adapter) {
        if (typeof adapter.kind === 'string' && UNREACHABLE_KINDS.has(adapter.kind)) return true;
        if (adapter.kind === 'postgres' && 'code' in adapter && isUnavailableState(adapter.code)) {
          return true;
        }
      }
    }
  }
  return false;
}
