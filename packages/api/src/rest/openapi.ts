/**
 * The OpenAPI 3.1 document of /api/v1, generated from the route table (the procedures' REST
 * meta) and the procedures' own zod input and output schemas, which zod 4 writes as JSON Schema,
 * so it cannot drift from the API.
 */
import { z } from 'zod';

import { signedInOutput } from '../schemas/auth';
import { REST_TAGS } from '../trpc';
import { PUBLIC_CACHE_CONTROL } from './cache';
import { REST_ROUTES, type RestRoute } from './routes';

type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of what a client sends (`io: 'input'`: defaulted fields are optional, and a
 * multipart input's FormData decoding is documented as the object it decodes to) or receives.
 */
function toJsonSchema(schema: z.ZodType | undefined, io: 'input' | 'output'): JsonSchema {
  if (!schema) return {};
  const converted = z.toJSONSchema(schema, {
    io,
    // A rule JSON Schema cannot state (a custom check) is left out rather than refused.
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  delete converted.$schema;
  return converted;
}

function isFileSchema(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const value = schema as JsonSchema;
  if (value.type === 'array') return isFileSchema(value.items);
  return value.format === 'binary' || value.contentEncoding === 'binary';
}

/** An object schema with only the properties `keep` accepts, and only those required. */
function pickProperties(schema: JsonSchema, keep: (name: string, schema: JsonSchema) => boolean) {
  const properties = Object.fromEntries(
    Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).filter(
      ([name, property]) => keep(name, property),
    ),
  );
  const required = ((schema.required as string[] | undefined) ?? []).filter(
    (name) => name in properties,
  );
  const { required: _required, ...rest } = schema;
  return { ...rest, properties, ...(required.length > 0 ? { required } : {}) };
}

function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

const errorSchema = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    success: { const: false },
    message: { type: 'string', description: 'What went wrong; the first failing field’s message' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
      description: 'Every failing field with its messages, keyed by wire field name',
    },
  },
} as const;

const paginationSchema = {
  type: 'object',
  required: ['current_page', 'per_page', 'total', 'total_pages'],
  properties: {
    current_page: { type: 'integer' },
    per_page: { type: 'integer' },
    total: { type: 'integer' },
    total_pages: { type: 'integer' },
  },
} as const;

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/**
 * The 403 of a right password for an account with two-factor sign-in on: no token, the challenge
 * of POST /dashboard/auth/login/second-step (docs/decisions/037-two-factor-totp.md).
 */
const secondStepResponse = {
  description:
    'The password is right, and the account has a second factor: no token yet. POST /dashboard/auth/login/second-step with `data.challenge` (valid 5 minutes, once) and a code or a passkey, as `data.methods` allows',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['success', 'message', 'data'],
        properties: {
          success: { const: false },
          message: { type: 'string' },
          data: {
            type: 'object',
            required: ['second_factor_required', 'challenge', 'expires_at', 'methods'],
            properties: {
              second_factor_required: { const: true },
              challenge: { type: 'string' },
              expires_at: { type: 'string', format: 'date-time' },
              methods: {
                type: 'array',
                items: { enum: ['code', 'passkey'] },
                description:
                  '`code`: authenticator codes are on (a recovery code works too); `passkey`: the account has a passkey',
              },
            },
          },
        },
      },
    },
  },
};

/**
 * The 403 of an action that mints access or exposes secrets, called without a proof of who the
 * caller is within 10 minutes (docs/security.md, Confirming it is you).
 */
const freshProofSchema = {
  type: 'object',
  required: ['success', 'message', 'data'],
  properties: {
    success: { const: false },
    message: { type: 'string' },
    data: {
      type: 'object',
      required: ['fresh_proof_required', 'methods', 'confirm_path'],
      properties: {
        fresh_proof_required: { const: true },
        methods: {
          type: 'array',
          items: { enum: ['password', 'code', 'passkey'] },
          description: 'What the account can prove itself with at `confirm_path`',
        },
        confirm_path: { const: '/dashboard/auth/confirm' },
      },
    },
  },
} as const;

/** The 403 of a staff call by an account that must set up a second factor first. */
const setUpRequiredSchema = {
  type: 'object',
  required: ['success', 'message', 'data'],
  properties: {
    success: { const: false },
    message: { type: 'string' },
    data: {
      type: 'object',
      required: ['second_factor_set_up_required'],
      properties: { second_factor_set_up_required: { const: true } },
    },
  },
} as const;

/** The 403 of a staff call the caller's role does not allow (docs/roles.md). */
const permissionDeniedSchema = {
  type: 'object',
  required: ['success', 'message', 'data'],
  properties: {
    success: { const: false },
    message: { type: 'string' },
    data: {
      type: 'object',
      required: ['missing_permission', 'role'],
      properties: {
        missing_permission: {
          type: 'string',
          description: 'The right the call needs, as `resource.action`',
        },
        role: {
          type: 'object',
          required: ['id', 'name'],
          properties: { id: { type: 'string' }, name: { type: 'string' } },
        },
      },
    },
  },
} as const;

const permissionDenied403 = (permission: string) =>
  `Your role does not hold \`${permission}\` (\`data.missing_permission\` names it)`;

const FRESH_PROOF_403 =
  'No proof of who you are within the last 10 minutes: POST /dashboard/auth/confirm with your password, a code or a passkey (`data.methods`), then send this request again';
const SET_UP_403 =
  'The organization requires two-factor sign-in and this account’s grace is over: set up authenticator codes (POST /dashboard/security/two-factor/setup) or a passkey first; until then only sign-out and the set-up answer';

/** The 403s a staff route can answer, by what its procedure requires. */
function forbiddenResponse(route: RestRoute) {
  const cases: { description: string; schema: object }[] = [];
  if (route.permission && route.permission !== 'own-account') {
    cases.push({
      description: permissionDenied403(route.permission),
      schema: permissionDeniedSchema,
    });
  }
  if (route.proof === 'fresh')
    cases.push({ description: FRESH_PROOF_403, schema: freshProofSchema });
  if (!route.duringSetUp) cases.push({ description: SET_UP_403, schema: setUpRequiredSchema });
  const [only] = cases;
  if (!only) return undefined;
  return {
    description: cases.map((answer) => answer.description).join('. Or: '),
    content: {
      'application/json': {
        schema: cases.length === 1 ? only.schema : { anyOf: cases.map((answer) => answer.schema) },
      },
    },
  };
}

function successSchema(route: RestRoute, output: JsonSchema, paged = false): JsonSchema {
  const base = {
    success: { const: true },
    message: { type: 'string' },
  };
  if ((paged || route.paginated) && typeof output.properties === 'object' && output.properties) {
    return {
      type: 'object',
      required: ['success', 'data', 'pagination'],
      properties: {
        ...base,
        ...(output.properties as Record<string, unknown>),
        pagination: { $ref: '#/components/schemas/Pagination' },
      },
    };
  }
  return { type: 'object', required: ['success', 'data'], properties: { ...base, data: output } };
}

/** The headers of a public read's answer (`cache: 'public'`), and of its 304. */
const cacheHeaders = {
  ETag: {
    description: 'A strong tag of this answer; send it back in If-None-Match to get a 304',
    schema: { type: 'string' },
  },
  'Cache-Control': {
    description: `\`${PUBLIC_CACHE_CONTROL}\`: any cache may keep the answer, so an edit shows within a minute at worst`,
    schema: { type: 'string' },
  },
};

const ifNoneMatch = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'The ETag of an answer already held: 304 without a body while it is still current',
  schema: { type: 'string' },
};

function successResponse(route: RestRoute, output: JsonSchema, pagedOutput?: JsonSchema) {
  if (!route.download) {
    const whole = successSchema(route, output);
    const schema = pagedOutput
      ? { anyOf: [whole, successSchema(route, pagedOutput, true)] }
      : whole;
    return {
      description: pagedOutput
        ? 'Every item without `page` and `limit`; with either, one page and `pagination`'
        : 'Success',
      ...(route.cache === 'public' ? { headers: cacheHeaders } : {}),
      content: { 'application/json': { schema } },
    };
  }
  const properties = output.properties as Record<string, { const?: string }> | undefined;
  return {
    description: 'The file, as an attachment (Content-Disposition names it)',
    content: {
      [properties?.content_type?.const ?? 'application/octet-stream']: {
        schema: { type: 'string' },
      },
    },
  };
}

function requestBody(route: RestRoute, body: JsonSchema) {
  const required = (body.required as string[] | undefined) ?? [];
  const properties = (body.properties ?? {}) as Record<string, JsonSchema>;
  const content: Record<string, unknown> = {};
  // JSON carries no files: offered when the call can succeed without one.
  if (route.input === 'json' || !required.some((name) => isFileSchema(properties[name]))) {
    content['application/json'] = {
      schema: pickProperties(body, (_name, property) => !isFileSchema(property)),
    };
  }
  if (route.input === 'multipart') {
    const encoding = Object.fromEntries(
      Object.entries(properties)
        .filter(([, schema]) => !isFileSchema(schema))
        .filter(([, schema]) => schema.type === 'array' || schema.type === 'object')
        .map(([name]) => [name, { contentType: 'application/json' }]),
    );
    content['multipart/form-data'] = {
      schema: body,
      ...(Object.keys(encoding).length > 0 ? { encoding } : {}),
    };
  }
  return { required: required.length > 0, content };
}

/** What the description of a list with a paged form says about the unpaged one. */
const UNPAGED_COST =
  'Without `page` and `limit` the answer holds every enabled item, as it always has: its size and time grow with the archive (about 3 MB for 2,000 projects on /public/projects-by-service). Clients should ask for pages: with `page` or `limit` (1 to 100, 10 by default) the answer is one page and the `pagination` the staff lists answer.';

/** What the paged form's query fields mean. */
const PAGING: Record<string, string> = {
  page: 'Asks for one page: its number, from 1 (default 1)',
  limit: 'Asks for one page: items on it, 1 to 100 (default 10)',
};

function operation(route: RestRoute): JsonSchema {
  const input = toJsonSchema(route.schemas.input, 'input');
  // A sign-in's outcome: the success is the token alone; the second step is the 403 below.
  const output = toJsonSchema(
    route.secondFactorStep ? signedInOutput : route.schemas.output,
    'output',
  );
  const pagedInput = route.pages && toJsonSchema(route.pages.schemas.input, 'input');
  const pagedOutput = route.pages && toJsonSchema(route.pages.schemas.output, 'output');
  const pathNames = pathParameterNames(route.path);
  const pathFields = pathNames.map((name) => route.params?.[name] ?? name);
  const parameters: JsonSchema[] = pathNames.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
    ...(route.params?.[name] === 'id_or_slug' ? { description: 'Slug or id' } : {}),
  }));
  const fields = pickProperties(input, (name) => !pathFields.includes(name));

  if (route.input === 'query') {
    const required = new Set(fields.required ?? []);
    for (const [name, schema] of Object.entries(fields.properties)) {
      parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
    // The paged form's own fields (`page`, `limit`), optional: without them, every item.
    const paging = pagedInput
      ? pickProperties(pagedInput, (name) => !(name in fields.properties))
      : undefined;
    for (const [name, schema] of Object.entries(paging?.properties ?? {})) {
      parameters.push({ name, in: 'query', required: false, schema, description: PAGING[name] });
    }
  }
  if (route.cache === 'public') parameters.push(ifNoneMatch);

  const responses: Record<string, unknown> = {
    [String(route.status ?? 200)]: successResponse(route, output, pagedOutput),
    '400': errorResponse('The body is not valid JSON or not of the expected content type'),
    '404': errorResponse('Unknown id or slug'),
    '422': errorResponse('Validation failed; `errors` holds every failing field'),
    '500': errorResponse('Unexpected failure (details only in the server log)'),
    '503': {
      ...errorResponse(
        'The database cannot be reached for a moment: The site is briefly unavailable. Please try again in a minute.',
      ),
      headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } },
    },
  };
  if (route.access === 'bearer') {
    responses['401'] = errorResponse(
      "No valid bearer token; the message contains 'token' when a sent token is invalid",
    );
    const forbidden = forbiddenResponse(route);
    if (forbidden) responses['403'] = forbidden;
  }
  if ('expected_updated_at' in fields.properties) {
    responses['409'] = errorResponse(
      'Stale save: expected_updated_at is not the current updated_at. `data` holds `current` (the record now), `changed_by` and `changed_at`',
    );
  }
  if (route.secondFactorStep) responses['403'] = secondStepResponse;
  if (route.procedure === 'auth.loginSecondStep') {
    responses['401'] = errorResponse(
      'The code is not right or was already used, or the passkey is not the account’s; counts as a failed sign-in of the account',
    );
  }
  if (route.input === 'multipart') {
    responses['413'] = errorResponse('A file over its limit, or a body over 25MB');
    responses['507'] = errorResponse(
      'The file storage is full: the file was not saved, and nothing was changed',
    );
  }
  if (route.cache === 'public') {
    responses['304'] = {
      description: 'Not modified: the answer is still the one If-None-Match names',
      headers: cacheHeaders,
    };
  }
  if (route.rateLimited) {
    responses['429'] = {
      ...errorResponse('Rate limit hit: Too many attempts. Try again in N minutes.'),
      headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } },
    };
  }

  return {
    operationId: route.procedure.replace('.', '_') + (route.alias ? '_alias' : ''),
    tags: [route.tag],
    summary: route.summary,
    ...(route.pages ? { description: UNPAGED_COST } : {}),
    parameters,
    ...(route.input === 'query' ? {} : { requestBody: requestBody(route, fields) }),
    responses,
    security: route.access === 'bearer' ? [{ bearerAuth: [] }] : [],
    // The right a staff call needs (docs/roles.md): `resource.action`, or 'own-account'.
    ...(route.permission ? { 'x-permission': route.permission } : {}),
  };
}

export function buildOpenApiDocument(options: { serverUrl: string }): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of REST_ROUTES) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  const used = new Set(REST_ROUTES.map((route) => route.tag));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kasar Foundation API',
      version: '1.0.0',
      description: [
        'REST access to the website content and every dashboard operation.',
        'Responses are `{ success, message?, data, pagination? }`; errors are `{ success: false, message, errors? }`.',
        'Staff calls need `Authorization: Bearer <token>` from POST /dashboard/auth/login.',
        'This document is served at /api/v1/openapi.json and rendered at /api/docs.',
      ].join(' '),
      // The code is not open source: SPDX's form for a license of one's own.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: options.serverUrl, description: 'This site' }],
    tags: Object.entries(REST_TAGS)
      .filter(([name]) => used.has(name as RestRoute['tag']))
      .map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: { Error: errorSchema, Pagination: paginationSchema },
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'Token from POST /dashboard/auth/login, valid for 7 days',
        },
      },
    },
  };
}
