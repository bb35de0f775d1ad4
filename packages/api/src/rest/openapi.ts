/**
 * The OpenAPI 3.1 document of /api/v1, generated from the route table and the procedures' own
 * zod input and output schemas (zod 4 writes JSON Schema), so it cannot drift from the API.
 */
import { z } from 'zod';

import { appRouter } from '../root';
import { REST_ROUTES, type RestRoute } from './routes';

type JsonSchema = Record<string, unknown>;

interface ProcedureDef {
  inputs: z.ZodType[];
  output?: z.ZodType;
}

export function procedureDef(path: string): ProcedureDef {
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>;
  const procedure = procedures[path];
  if (!procedure) throw new Error(`No procedure ${path}`);
  return procedure._def;
}

/** Every procedure path of the router ('services.list', ...). */
export function procedurePaths(): string[] {
  return Object.keys(appRouter._def.procedures);
}

/** Multipart inputs are `z.preprocess(FormData → object, schema)`: document the object. */
function documentedSchema(schema: z.ZodType): z.ZodType {
  const def = (
    schema as unknown as { _zod: { def: { type: string; in?: z.ZodType; out?: z.ZodType } } }
  )._zod.def;
  if (def.type === 'pipe' && def.in && def.out) {
    const inner = (def.in as unknown as { _zod: { def: { type: string } } })._zod.def;
    if (inner.type === 'transform') return def.out;
  }
  return schema;
}

function toJsonSchema(schema: z.ZodType | undefined, io: 'input' | 'output'): JsonSchema {
  if (!schema) return {};
  const converted = z.toJSONSchema(documentedSchema(schema), {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  delete converted.$schema;
  return converted;
}

function isFileSchema(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const value = schema as JsonSchema;
  return value.format === 'binary' || value.contentEncoding === 'binary';
}

/** JSON Schema properties minus the ones the path supplies. */
function withoutPathFields(schema: JsonSchema, fields: string[]): JsonSchema {
  if (fields.length === 0 || typeof schema.properties !== 'object' || !schema.properties) {
    return schema;
  }
  const properties = { ...(schema.properties as Record<string, unknown>) };
  for (const field of fields) delete properties[field];
  const required = Array.isArray(schema.required)
    ? (schema.required as string[]).filter((name) => !fields.includes(name))
    : undefined;
  return { ...schema, properties, ...(required ? { required } : {}) };
}

function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

const errorSchema = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    success: { const: false },
    message: { type: 'string' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
      description: "Every failing field with SPEC's messages, keyed by wire field name",
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

function successSchema(route: RestRoute, output: JsonSchema): JsonSchema {
  const base = {
    success: { const: true },
    message: { type: 'string' },
  };
  if (route.paginated && typeof output.properties === 'object' && output.properties) {
    return {
      type: 'object',
      required: ['success', 'data', 'pagination'],
      properties: { ...base, ...(output.properties as Record<string, unknown>) },
    };
  }
  return { type: 'object', required: ['success', 'data'], properties: { ...base, data: output } };
}

function operation(route: RestRoute): JsonSchema {
  const def = procedureDef(route.procedure);
  const input = toJsonSchema(def.inputs[0], 'input');
  const output = toJsonSchema(def.output, 'output');
  const pathNames = pathParameterNames(route.path);
  const pathFields = pathNames.map((name) => route.params?.[name] ?? name);
  const parameters: JsonSchema[] = pathNames.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
    description: name === 'id' && route.params?.id === 'id_or_slug' ? 'Slug or id' : undefined,
  }));
  const bodySchema = withoutPathFields(input, pathFields);
  const properties = (bodySchema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((bodySchema.required as string[] | undefined) ?? []);

  if (route.input === 'query') {
    for (const [name, schema] of Object.entries(properties)) {
      parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
  }

  const responses: Record<string, unknown> = {
    [String(route.status ?? 200)]: route.download
      ? {
          description: 'The file, as an attachment (Content-Disposition names it)',
          content: {
            [String(
              (output.properties as Record<string, { const?: string }> | undefined)?.content_type
                ?.const ?? 'application/octet-stream',
            )]: { schema: { type: 'string' } },
          },
        }
      : {
          description: 'Success',
          content: { 'application/json': { schema: successSchema(route, output) } },
        },
    '400': errorResponse('The body is not valid JSON or not of the expected content type'),
    '404': errorResponse('Unknown id or slug'),
    '422': errorResponse('Validation failed; `errors` holds every failing field'),
    '500': errorResponse('Unexpected failure (details only in the server log)'),
  };
  if (route.access === 'bearer') {
    responses['401'] = errorResponse(
      "No valid bearer token; the message contains 'token' when a sent token is invalid",
    );
  }
  if (route.input === 'multipart') {
    responses['413'] = errorResponse('A file over its limit, or a body over 25MB');
  }
  if (route.rateLimited) {
    responses['429'] = {
      ...errorResponse('Rate limit hit: Too many attempts. Try again in N minutes.'),
      headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } },
    };
  }

  const result: JsonSchema = {
    operationId:
      route.procedure.replace('.', '_') + (route.path.startsWith('/services/') ? '_alias' : ''),
    tags: [route.tag],
    summary: route.summary,
    parameters,
    responses,
    ...(route.access === 'bearer' ? { security: [{ bearerAuth: [] }] } : { security: [] }),
  };

  if (route.input !== 'query') {
    const content: Record<string, unknown> = {
      'application/json': {
        schema: {
          ...bodySchema,
          properties: Object.fromEntries(
            Object.entries(properties).filter(
              ([, schema]) => !isFileSchema(schema) && !isFileArray(schema),
            ),
          ),
        },
      },
    };
    if (route.input === 'multipart') {
      const encoding: Record<string, unknown> = {};
      for (const [name, schema] of Object.entries(properties)) {
        if (
          !isFileSchema(schema) &&
          !isFileArray(schema) &&
          (schema.type === 'array' || schema.type === 'object')
        ) {
          encoding[name] = { contentType: 'application/json' };
        }
      }
      content['multipart/form-data'] = {
        schema: bodySchema,
        ...(Object.keys(encoding).length > 0 ? { encoding } : {}),
      };
    }
    result.requestBody = { required: required.size > 0, content };
  }
  return result;
}

function isFileArray(schema: JsonSchema): boolean {
  return schema.type === 'array' && isFileSchema(schema.items);
}

export function buildOpenApiDocument(options: { serverUrl: string }): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of REST_ROUTES) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  paths['/openapi.json'] = {
    get: {
      operationId: 'openapi',
      tags: ['Meta'],
      summary: 'This document',
      security: [],
      responses: { '200': { description: 'The OpenAPI 3.1 document' } },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kasar Foundation API',
      version: '1.0.0',
      description:
        'REST access to the website content. Responses are `{ success, message?, data, pagination? }`; errors are `{ success: false, message, errors? }`. Admin calls need `Authorization: Bearer <token>` from POST /dashboard/auth/login.',
    },
    servers: [{ url: options.serverUrl }],
    tags: [...new Set(REST_ROUTES.map((route) => route.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: errorSchema, Pagination: paginationSchema },
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'Token from POST /dashboard/auth/login',
        },
      },
    },
  };
}
