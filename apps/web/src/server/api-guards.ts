/**
 * What /api/trpc and /api/auth check before any procedure or next-auth sees a request: that a
 * state-changing request comes from the site itself (cross-site request forgery: a form on
 * another site can post multipart/form-data with the session cookie and no CORS preflight), that
 * a tRPC batch is not too long, and that a body is not larger than the endpoint needs.
 */
import { isCrossSiteWrite, isReadMethod, MESSAGES } from '@kasar/api';
import { MAX_GALLERY_FILES, MAX_IMAGE_BYTES } from '@kasar/validators';

import { TRPC_MAX_BATCH_CALLS } from '../trpc/batch-limit';

export { TRPC_MAX_BATCH_CALLS };

const MB = 1024 * 1024;

/**
 * The largest body a tRPC call needs: a gallery upload of 10 images of 10 MB each (the largest
 * form), plus 1 MB for its other fields and the multipart framing.
 */
export const TRPC_MAX_BODY_BYTES = MAX_GALLERY_FILES * MAX_IMAGE_BYTES + MB;

/** next-auth's posts carry an e-mail address, a password, a CSRF token and a callback URL. */
export const AUTH_MAX_BODY_BYTES = 64 * 1024;

function refusal(status: 400 | 403 | 413, message: string): Response {
  // A body refused unread is not waited for: the connection closes after the answer.
  const headers = {
    'cache-control': 'private, no-store',
    ...(status === 413 && { connection: 'close' }),
  };
  return Response.json({ message }, { status, headers });
}

/** 403 for a state-changing request a browser on another site sent (@kasar/api's rule). */
export function crossSiteRefusal(request: Request, siteOrigin: string): Response | null {
  return isCrossSiteWrite(request, siteOrigin) ? refusal(403, MESSAGES.crossSiteRefused) : null;
}

/** The procedures a tRPC request calls, by the path (`/api/trpc/auth.login`, `/api/trpc/a,b`). */
export function trpcProcedurePaths(request: Request): string[] {
  const { pathname } = new URL(request.url);
  return decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1)).split(',');
}

/** 400 for a tRPC batch (`/api/trpc/a,b,c?batch=1`) of more calls than the client ever sends. */
export function trpcBatchRefusal(request: Request): Response | null {
  const url = new URL(request.url);
  if (!url.searchParams.has('batch')) return null;
  const calls = trpcProcedurePaths(request).length;
  return calls > TRPC_MAX_BATCH_CALLS
    ? refusal(400, `A batch may hold at most ${TRPC_MAX_BATCH_CALLS} calls, not ${calls}`)
    : null;
}

export interface LimitedBody {
  /** The request to hand on: its body stops with an error once it passes the cap. */
  request: Request;
  /** 413 at once when the declared Content-Length is over the cap. */
  refusal: Response | null;
  /** Whether reading the body stopped at the cap (answer `tooLarge()` then). */
  exceeded(): boolean;
  tooLarge(): Response;
}

/**
 * Caps the request body at `maxBytes`: a larger declared Content-Length is refused before
 * anything is read, and a body sent without one (chunked) stops being read at the cap.
 */
export function limitBody(request: Request, maxBytes: number): LimitedBody {
  const tooLarge = () => refusal(413, MESSAGES.bodyTooLarge(maxBytes));
  let exceeded = false;
  const result = (limited: Request, refused: Response | null): LimitedBody => ({
    request: limited,
    refusal: refused,
    exceeded: () => exceeded,
    tooLarge,
  });
  if (!request.body || isReadMethod(request.method)) return result(request, null);
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return result(request, tooLarge());
  let size = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > maxBytes) {
          exceeded = true;
          controller.error(new Error('request body over its limit'));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  const limited = new Request(request, { body: counted, duplex: 'half' } as RequestInit);
  return result(limited, null);
}
