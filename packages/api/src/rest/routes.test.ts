// Drift guards between the router, the REST route table derived from its meta, and OpenAPI.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { appRouter, routers } from '../root';
import { buildOpenApiDocument } from './openapi';
import { listProcedures } from './procedures';
import { matchRoute, REST_ROUTES } from './routes';

const procedures = listProcedures(appRouter);

describe('procedures', () => {
  it('are listed with their schemas, each under the path its router gives it', () => {
    const declared = Object.entries(routers).flatMap(([router, record]) =>
      Object.keys(record).map((name) => `${router}.${name}`),
    );
    expect(procedures.map((procedure) => procedure.path).sort()).toEqual(declared.sort());
    for (const procedure of procedures) {
      expect(procedure.input, `${procedure.path} has a zod input`).toBeInstanceOf(z.ZodType);
      expect(procedure.output, `${procedure.path} has a zod output`).toBeInstanceOf(z.ZodType);
    }
  });

  it('all come from a builder that says who may call them', () => {
    const unknown = procedures.filter(
      (procedure) => procedure.meta.access !== 'public' && procedure.meta.access !== 'authed',
    );
    expect(unknown.map((procedure) => procedure.path)).toEqual([]);
  });

  it('each have a REST binding', () => {
    const unbound = procedures.filter((procedure) => !procedure.meta.rest);
    expect(unbound.map((procedure) => procedure.path)).toEqual([]);
  });

  it('read with the method their kind allows: queries GET, mutations anything else', () => {
    const wrong = procedures.filter(
      ({ type, meta }) => (meta.rest?.method === 'GET') !== (type === 'query'),
    );
    expect(wrong.map((procedure) => procedure.path)).toEqual([]);
  });
});

describe('route table', () => {
  it('calls each procedure by the path its router gives it', () => {
    for (const route of REST_ROUTES) {
      const [router = '', name = ''] = route.procedure.split('.');
      const record = (routers as Record<string, Record<string, unknown>>)[router];
      expect(record?.[name], route.procedure).toBeDefined();
    }
  });

  it('has no two routes with the same method and path', () => {
    const keys = REST_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fills only input fields that exist from path parameters', () => {
    for (const route of REST_ROUTES) {
      const fields = Object.keys(
        (
          z.toJSONSchema(route.schemas.input ?? z.object({}), { io: 'input' }) as {
            properties?: object;
          }
        ).properties ?? {},
      );
      for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) {
        expect(fields, `${route.path} fills ${name}`).toContain(route.params?.[name!] ?? name);
      }
    }
  });

  it('matches literal paths before parameters and reports allowed methods', () => {
    const upload = matchRoute('POST', '/dashboard/services/upload-images');
    expect(upload && 'match' in upload && upload.match.route.procedure).toBe(
      'services.uploadImages',
    );
    const status = matchRoute('PATCH', '/dashboard/contact-submissions/status');
    expect(status && 'match' in status && status.match.route.procedure).toBe(
      'contacts.setStatusMany',
    );
    const exported = matchRoute('GET', '/dashboard/contact-submissions/export');
    expect(exported && 'match' in exported && exported.match.route.procedure).toBe(
      'contacts.export',
    );
    const update = matchRoute('POST', '/dashboard/services/abc');
    expect(update && 'match' in update && update.match.params).toEqual({ id: 'abc' });
    expect(matchRoute('PUT', '/dashboard/services')).toEqual({ allowed: ['GET', 'POST'] });
    expect(matchRoute('GET', '/nowhere')).toBeNull();
  });

  it('answers an alias path with the same procedure', () => {
    const alias = matchRoute('POST', '/services/upload-images');
    expect(alias && 'match' in alias && alias.match.route.procedure).toBe('services.uploadImages');
  });
});

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument({ serverUrl: '/api/v1' }) as {
    paths: Record<
      string,
      Record<
        string,
        {
          operationId: string;
          description?: string;
          parameters?: { name: string; in: string; required: boolean }[];
          requestBody?: { content: Record<string, { schema: object }> };
          responses?: Record<string, { headers?: object }>;
        }
      >
    >;
  };

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('describes every route of the table, and nothing else', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = REST_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(documented.sort()).toEqual(routes.sort());
  });

  it('gives every operation its own operationId', () => {
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents the paged form of the public lists, the cost of the unpaged one and the 304', () => {
    for (const path of [
      '/public/services',
      '/public/projects-by-service',
      '/public/banner-images',
    ]) {
      const list = document.paths[path]?.get;
      const query = list?.parameters?.filter((parameter) => parameter.in === 'query');
      expect(query?.filter((parameter) => ['page', 'limit'].includes(parameter.name))).toEqual([
        expect.objectContaining({ name: 'page', required: false }),
        expect.objectContaining({ name: 'limit', required: false }),
      ]);
      expect(list?.description).toMatch(/every enabled item/);
      expect(list?.responses?.['304']).toBeDefined();
      expect(list?.responses?.['200']?.headers).toHaveProperty('ETag');
    }
    const byService = document.paths['/public/projects-by-service']?.get?.parameters;
    expect(byService?.map((parameter) => parameter.name)).toContain('service');
    expect(document.paths['/public/contact/form-token']?.get?.responses?.['304']).toBeUndefined();
  });

  it('documents multipart bodies with binary file fields', () => {
    const body = document.paths['/dashboard/services']?.post?.requestBody?.content[
      'multipart/form-data'
    ] as { schema: { properties: Record<string, { format?: string }> }; encoding: object };
    expect(body.schema.properties.hero_image?.format).toBe('binary');
    expect(body.encoding).toHaveProperty('features');
  });

  it('offers JSON bodies only without files, and only when no file is required', () => {
    const services = document.paths['/dashboard/services']?.post?.requestBody?.content[
      'application/json'
    ] as { schema: { properties: object } };
    expect(services.schema.properties).not.toHaveProperty('hero_image');
    const gallery = document.paths['/dashboard/project-images']?.post?.requestBody?.content;
    expect(Object.keys(gallery ?? {})).toEqual(['multipart/form-data']);
  });
});
