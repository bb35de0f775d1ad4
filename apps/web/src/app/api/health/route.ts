/**
 * GET /api/health for load balancers and orchestrators: 200 while this instance can serve (its
 * database answers), 503 while it cannot or while it is shutting down, so traffic moves to the
 * other instances. It names no host, version or error detail.
 */
import { services } from '~/server/services';
import { isDraining } from '@kasar/server/process-state';

export const dynamic = 'force-dynamic';

/** How long the database may take to answer before the instance counts as unavailable. */
const DATABASE_TIMEOUT_MS = 2000;

function answer(status: 200 | 503, body: { status: string; database: string }) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } });
}

async function databaseAnswers(): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([services.db.$queryRaw`SELECT 1`.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function GET(): Promise<Response> {
  if (isDraining()) return answer(503, { status: 'shutting-down', database: 'unknown' });
  return (await databaseAnswers())
    ? answer(200, { status: 'ok', database: 'up' })
    : answer(503, { status: 'unavailable', database: 'down' });
}

export const HEAD = GET;
