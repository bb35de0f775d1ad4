/**
 * The REST adapter: matches a request against the route table, builds the procedure's input
 * from the path, query and body, calls the procedure through a server-side caller (so the same
 * validation, auth and rules apply) and answers the API's envelope and status codes (docs/api.md).
 */
import { isFileTooLargeIssue } from '@kasar/validators';
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';

import { createContext, type ApiServices } from '../context';
import { isDatabaseUnavailable } from '../db-errors';
import {
  FreshProofRequiredError,
  PermissionDeniedError,
  RateLimitedError,
  ReleaseFailedError,
  RestoreConflictError,
  SecondFactorSetUpRequiredError,
  serviceUnavailable,
  ServiceUnavailableError,
  sessionEnded,
  StaleSaveError,
  StorageFullError,
} from '../errors';
import { createCaller } from '../index';
import { MESSAGES } from '../messages';
import { isCrossSiteWrite } from '../request-guards';
import { loginOutput } from '../schemas/auth';
import { fieldErrorsOf } from '../trpc';
import { bodyCapOf, readBody, RequestRejected } from './body';
import { cacheableJson } from './cache';
import { buildOpenApiDocument } from './openapi';
import { asksForPage, matchRoute, type RestRoute } from './routes';

export interface RestHandlerOptions {
  services: ApiServices;
  /** The path the API is mounted at, e.g. '/api/v1'. */
  basePath: string;
  /** Origins allowed to call from a browser (CORS); empty: none. */
  corsOrigins: readonly string[];
  /** The caller's network address. */
  clientAddress: (request: Request) => string;
}

type Json = Record<string, unknown>;

const STATUS_BY_CODE: Partial<Record<TRPCError['code'], number>> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
};

/** 507 Insufficient Storage: a file could not be stored for want of space (tRPC says 503). */
const STORAGE_FULL_STATUS = 507;

function json(status: number, body: Json, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  });
}

function failure(status: number, message: string, extra: Json = {}, headers = {}) {
  return json(status, { success: false, message, ...extra }, headers);
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** A procedure of the caller by its dotted path ('services.list'). */
function procedureOf(caller: ReturnType<typeof createCaller>, path: string) {
  const procedure = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], caller);
  if (typeof procedure !== 'function') throw new Error(`No procedure ${path}`);
  return procedure as (input: unknown) => Promise<unknown>;
}

/**
 * The procedure's input: always an object, so a call without a query string or body is
 * validated as "no fields given" (defaults, or the missing fields' own messages).
 */
async function buildInput(
  request: Request,
  url: URL,
  route: RestRoute,
  params: Record<string, string>,
): Promise<unknown> {
  const fromPath = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [route.params?.[name] ?? name, value]),
  );
  if (route.input === 'query') {
    const query: Json = {};
    url.searchParams.forEach((value, key) => {
      query[key.endsWith('[]') ? key.slice(0, -2) : key] = value;
    });
    return { ...query, ...fromPath };
  }
  const body = await readBody(request, route.input, bodyCapOf(route.access));
  if (body instanceof FormData) {
    for (const [name, value] of Object.entries(fromPath)) body.set(name, value);
    return body;
  }
  return { ...(body ?? {}), ...fromPath };
}

const messageOf = (output: unknown) =>
  output && typeof output === 'object' && 'message' in output && typeof output.message === 'string'
    ? output.message
    : undefined;

const flagOf = (output: unknown, field: string) =>
  Boolean(output && typeof output === 'object' && (output as Record<string, unknown>)[field]);

function messageFor(route: RestRoute, output: unknown): string | undefined {
  if (route.messageFromOutput) return messageOf(output);
  if (route.messageByFlag) {
    const { field, ifTrue, ifFalse } = route.messageByFlag;
    return flagOf(output, field) ? ifTrue : ifFalse;
  }
  return route.message;
}

function successBody(route: RestRoute, output: unknown, paged: boolean): Json {
  const message = messageFor(route, output);
  if (paged && output && typeof output === 'object' && 'data' in output) {
    return { success: true, ...(message ? { message } : {}), ...(output as Json) };
  }
  return { success: true, ...(message ? { message } : {}), data: output };
}

/** What a download procedure answers: the file's name, type and bytes (a stream or text). */
export interface FileOutput {
  file_name: string;
  content_type: string;
  content: ReadableStream<Uint8Array> | string;
}

/** A file output as a download; a streamed content is sent as it is read. */
export function fileResponse(output: unknown): Response {
  const file = output as FileOutput;
  const asciiName = file.file_name.replace(/[^\w.-]+/g, '_');
  return new Response(file.content, {
    status: 200,
    headers: {
      'content-type': file.content_type,
      'content-disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`,
      'cache-control': 'no-store',
    },
  });
}

export function createRestHandler(options: RestHandlerOptions) {
  const { services, basePath } = options;
  const log = services.log;

  function corsHeaders(request: Request): Record<string, string> {
    const origin = request.headers.get('origin');
    if (!origin || !options.corsOrigins.includes(origin)) return {};
    return {
      'access-control-allow-origin': origin,
      'access-control-expose-headers': 'Retry-After',
      vary: 'Origin',
    };
  }

  function errorResponse(error: unknown, route: RestRoute | null): Response {
    if (error instanceof RequestRejected) return failure(error.status, error.message);
    if (error instanceof TRPCError) {
      const fieldErrors = fieldErrorsOf(error);
      if (error.cause instanceof ZodError) {
        const tooLarge = error.cause.issues.some(isFileTooLargeIssue);
        const first = error.cause.issues.find((issue) => !tooLarge || isFileTooLargeIssue(issue));
        return failure(tooLarge ? 413 : 422, first?.message ?? MESSAGES.validationFailed, {
          errors: fieldErrors ?? {},
        });
      }
      const status =
        error.cause instanceof StorageFullError
          ? STORAGE_FULL_STATUS
          : (STATUS_BY_CODE[error.code] ?? 500);
      if (status === 500) {
        log.error('REST call failed', { route: route?.path, error: String(error.cause ?? error) });
        return failure(500, MESSAGES.somethingWentWrong);
      }
      if (status > 500) {
        // Answered with what to do, and logged with what happened, for the operators.
        log.error('REST call failed', { route: route?.path, error: String(error.cause?.cause) });
      }
      const headers: Record<string, string> = {};
      if (error.cause instanceof RateLimitedError) {
        headers['retry-after'] = String(error.cause.retryAfterSeconds);
      }
      if (error.cause instanceof ServiceUnavailableError) {
        headers['retry-after'] = String(error.cause.retryAfterSeconds);
      }
      if (error.cause instanceof StaleSaveError) {
        return failure(status, error.message, { data: error.cause.details });
      }
      if (error.cause instanceof ReleaseFailedError) {
        return failure(status, error.message, { data: { ...error.cause.details } });
      }
      if (error.cause instanceof RestoreConflictError) {
        return failure(status, error.message, {
          errors: error.cause.fieldErrors,
          data: error.cause.details,
        });
      }
      if (error.cause instanceof FreshProofRequiredError) {
        return failure(status, error.message, { data: { ...error.cause.details } });
      }
      if (error.cause instanceof SecondFactorSetUpRequiredError) {
        return failure(status, error.message, { data: { second_factor_set_up_required: true } });
      }
      if (error.cause instanceof PermissionDeniedError) {
        return failure(status, error.message, { data: { ...error.cause.details } });
      }
      return failure(status, error.message, fieldErrors ? { errors: fieldErrors } : {}, headers);
    }
    // Before any procedure ran (the caller's token looked up as the request came in).
    if (isDatabaseUnavailable(error)) return errorResponse(serviceUnavailable(error), route);
    log.error('REST call failed', { route: route?.path, error: String(error) });
    return failure(500, MESSAGES.somethingWentWrong);
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.startsWith(basePath)
      ? url.pathname.slice(basePath.length) || '/'
      : url.pathname;

    if (request.method === 'OPTIONS') {
      // Preflight: the origin headers are added below, only for allowed origins.
      const matched = matchRoute('OPTIONS', path);
      const methods = ['OPTIONS', ...(matched && 'allowed' in matched ? matched.allowed : [])];
      const allowedOrigin = Boolean(corsHeaders(request)['access-control-allow-origin']);
      return new Response(null, {
        status: 204,
        headers: {
          allow: methods.join(', '),
          ...(allowedOrigin
            ? {
                'access-control-allow-methods': methods.join(', '),
                'access-control-allow-headers': 'Authorization, Content-Type',
                'access-control-max-age': '600',
              }
            : {}),
        },
      });
    }

    if (path === '/openapi.json' && (request.method === 'GET' || request.method === 'HEAD')) {
      return json(200, buildOpenApiDocument({ serverUrl: basePath }), {
        'cache-control': 'public, max-age=300',
      });
    }

    // HEAD is answered like GET (the server drops the body).
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const matched = matchRoute(method, path);
    if (!matched) return failure(404, MESSAGES.noRoute(request.method, path));
    if ('allowed' in matched) {
      return failure(
        405,
        MESSAGES.methodNotAllowed(request.method, path),
        {},
        {
          allow: matched.allowed.join(', '),
        },
      );
    }
    // A browser on another site may not change anything here (a form can post urlencoded bodies
    // anywhere); origins in CORS_ORIGINS and clients that are not browsers may.
    if (isCrossSiteWrite(request, services.appUrl, options.corsOrigins)) {
      return failure(403, MESSAGES.crossSiteRefused);
    }
    const { route, params } = matched.match;
    try {
      const context = await createContext(services, {
        clientAddress: options.clientAddress(request),
        userAgent: request.headers.get('user-agent'),
        channel: 'rest',
        // Public calls ignore the Authorization header: a stale token never breaks them.
        authToken: route.access === 'bearer' ? bearerToken(request) : null,
      });
      // The caller is known before the body is read: a staff route answers 401 unread.
      if (route.access === 'bearer' && !context.user) throw sessionEnded(context.invalidToken);
      const input = await buildInput(request, url, route, params);
      // A list called with `page` or `limit` is answered by its paged form.
      const pages = route.pages && asksForPage(url.searchParams) ? route.pages : undefined;
      const output = await procedureOf(
        createCaller(context),
        pages?.procedure ?? route.procedure,
      )(input);
      if (route.download) return fileResponse(output);
      if (route.secondFactorStep) {
        const outcome = loginOutput.parse(output);
        // A right password of an account with a second factor: no token yet (docs/api.md).
        if (outcome.status === 'second_factor') {
          const { challenge, expires_at, methods } = outcome;
          return failure(403, outcome.message, {
            data: { second_factor_required: true, challenge, expires_at, methods },
          });
        }
        const { status: _signedIn, ...signedIn } = outcome;
        return json(route.status ?? 200, successBody(route, signedIn, false));
      }
      const body = successBody(route, output, pages !== undefined || route.paginated === true);
      if (route.cache === 'public' && method === 'GET') {
        // The answer differs by Origin (its CORS header) wherever CORS is on.
        return cacheableJson(request, body, options.corsOrigins.length > 0 ? 'Origin' : null);
      }
      return json(route.status ?? 200, body);
    } catch (error) {
      return errorResponse(error, route);
    }
  }

  return async (request: Request): Promise<Response> => {
    const response = await handle(request);
    for (const [name, value] of Object.entries(corsHeaders(request))) {
      response.headers.set(name, value);
    }
    return response;
  };
}
