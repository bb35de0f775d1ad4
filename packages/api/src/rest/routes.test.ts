import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';

import { buildOpenApiDocument, procedurePaths } from './openapi';
import { matchRoute, REST_ROUTES } from './routes';

describe('route table', () => {
  it('gives every procedure of the API a REST route', () => {
    const routed = new Set(REST_ROUTES.map((route) => route.procedure));
    const missing = procedurePaths().filter((path) => !routed.has(path));
    expect(missing).toEqual([]);
  });

  it('names only procedures that exist', () => {
    const known = new Set(procedurePaths());
    expect(REST_ROUTES.filter((route) => !known.has(route.procedure))).toEqual([]);
  });

  it('has no two routes with the same method and path', () => {
    const keys = REST_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('matches literal paths before parameters and reports allowed methods', () => {
    const upload = matchRoute('POST', '/dashboard/services/upload-images');
    expect(upload && 'match' in upload && upload.match.route.procedure).toBe(
      'services.uploadImages',
    );
    const update = matchRoute('POST', '/dashboard/services/abc');
    expect(update && 'match' in update && update.match.params).toEqual({ id: 'abc' });
    expect(matchRoute('PUT', '/dashboard/services')).toEqual({ allowed: ['GET', 'POST'] });
    expect(matchRoute('GET', '/nowhere')).toBeNull();
  });
});

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument({ serverUrl: '/api/v1' }) as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
  };

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('describes every route of the table', () => {
    for (const route of REST_ROUTES) {
      expect(document.paths[route.path]?.[route.method.toLowerCase()], route.path).toBeDefined();
    }
  });

  it('documents multipart bodies with binary file fields', () => {
    const body = document.paths['/dashboard/services']?.post?.requestBody?.content[
      'multipart/form-data'
    ] as { schema: { properties: Record<string, { format?: string }> }; encoding: object };
    expect(body.schema.properties.hero_image?.format).toBe('binary');
    expect(body.encoding).toHaveProperty('features');
  });
});
