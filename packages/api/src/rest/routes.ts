/**
 * The REST API (/api/v1) as a route table over the tRPC procedures, derived from each
 * procedure's `.meta({ rest })`: method and path, the procedure it calls, where its input comes
 * from, and what a success answers. No business rule lives here.
 */
import { PUBLIC_PAGE_FIELDS } from '@kasar/validators';
import type { z } from 'zod';

import type { Requirement } from '../permissions';
import { appRouter } from '../root';
import type { HttpMethod, InputSource, RestBinding } from '../trpc';
import { listProcedures } from './procedures';

export type { HttpMethod, InputSource } from '../trpc';

export interface RestRoute extends Omit<RestBinding, 'aliases' | 'input'> {
  /** The tRPC procedure, as `router.procedure`. */
  procedure: string;
  input: InputSource;
  /** Public calls ignore any Authorization header; the rest need a bearer token. */
  access: 'public' | 'bearer';
  /** The right the caller's role must hold (or 'own-account'): 403 naming it otherwise. */
  permission?: Requirement;
  /** 'fresh': 403 unless the token proved who its holder is within 10 minutes. */
  proof?: 'fresh';
  /** Answered while the caller must still set up a second factor (others answer 403 then). */
  duringSetUp?: true;
  /** One of the binding's further paths rather than its main one. */
  alias?: true;
  schemas: { input?: z.ZodType; output?: z.ZodType };
  /**
   * The procedure answering one page of this route's list, called instead when the query names
   * `page` or `limit` (its binding says `pageOf`); its output is `{ data, pagination }`.
   */
  pages?: { procedure: string; schemas: { input?: z.ZodType; output?: z.ZodType } };
}

const METHOD_ORDER: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Literal segments before parameters, from the left: '/contact-submissions/status' is matched
 * before '/contact-submissions/{id}', so a literal path always wins over a parameter. Routes of
 * the same shape keep the order their routers declare them in.
 */
function bySpecificity(a: RestRoute, b: RestRoute): number {
  const shape = (path: string) =>
    path
      .split('/')
      .map((segment) => (segment.startsWith('{') ? 'P' : 'L'))
      .join('');
  const [left, right] = [shape(a.path), shape(b.path)];
  return left === right ? 0 : left < right ? -1 : 1;
}

const routeKey = (binding: { method: HttpMethod; path: string }) =>
  `${binding.method} ${binding.path}`;

/** Every REST route of a router's procedures, most specific path first. */
export function restRoutes(router: typeof appRouter = appRouter): RestRoute[] {
  const routes: RestRoute[] = [];
  const procedures = listProcedures(router);
  const pagedForms = new Map<string, NonNullable<RestRoute['pages']>>();
  for (const { path, meta, input, output } of procedures) {
    if (meta.rest?.pageOf) {
      pagedForms.set(routeKey(meta.rest), { procedure: path, schemas: { input, output } });
    }
  }
  for (const procedure of procedures) {
    const binding = procedure.meta.rest;
    if (!binding || binding.pageOf) continue;
    const { aliases = [], input, ...rest } = binding;
    const route: RestRoute = {
      ...rest,
      procedure: procedure.path,
      input: input ?? (binding.method === 'GET' || binding.method === 'DELETE' ? 'query' : 'json'),
      access: procedure.meta.access === 'public' ? 'public' : 'bearer',
      ...(procedure.meta.permission ? { permission: procedure.meta.permission } : {}),
      ...(procedure.meta.proof ? { proof: procedure.meta.proof } : {}),
      ...(procedure.meta.duringSetUp ? { duringSetUp: procedure.meta.duringSetUp } : {}),
      schemas: { input: procedure.input, output: procedure.output },
    };
    const pages = pagedForms.get(routeKey(binding));
    if (pages) {
      route.pages = pages;
      pagedForms.delete(routeKey(binding));
    }
    routes.push(route, ...aliases.map((path): RestRoute => ({ ...route, path, alias: true })));
  }
  const [unpaired] = pagedForms.keys();
  if (unpaired) throw new Error(`No list at ${unpaired} for its paged form`);
  return routes.sort(bySpecificity);
}

/** Whether a call asks a list for one page (`page` or `limit`, also as `page[]`, in its query). */
export function asksForPage(query: URLSearchParams): boolean {
  return PUBLIC_PAGE_FIELDS.some((field) => query.has(field) || query.has(`${field}[]`));
}

export const REST_ROUTES: readonly RestRoute[] = restRoutes();

export interface RouteMatch {
  route: RestRoute;
  params: Record<string, string>;
}

function compile(path: string) {
  const names: string[] = [];
  const pattern = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { regex: new RegExp(`^${pattern}/?$`), names };
}

const compiled = REST_ROUTES.map((route) => ({ route, ...compile(route.path) }));

/** The route for a method and path, or the methods the path allows when only those differ. */
export function matchRoute(
  method: string,
  path: string,
): { match: RouteMatch } | { allowed: HttpMethod[] } | null {
  const allowed = new Set<HttpMethod>();
  for (const { route, regex, names } of compiled) {
    const found = regex.exec(path);
    if (!found) continue;
    if (route.method !== method) {
      allowed.add(route.method);
      continue;
    }
    const params: Record<string, string> = {};
    try {
      names.forEach((name, index) => {
        params[name] = decodeURIComponent(found[index + 1] ?? '');
      });
    } catch {
      return null;
    }
    return { match: { route, params } };
  }
  if (allowed.size === 0) return null;
  return { allowed: METHOD_ORDER.filter((name) => allowed.has(name)) };
}
