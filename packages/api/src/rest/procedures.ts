/** The procedures of a router, as the REST route table and the OpenAPI document read them. */
import type { AnyRouter } from '@trpc/server';
import { z } from 'zod';

import type { ProcedureMeta } from '../trpc';

export interface ProcedureInfo {
  /** Dotted path, e.g. 'services.list'. */
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  meta: ProcedureMeta;
  /** The zod schema of `.input()`, if any. */
  input?: z.ZodType;
  /** The zod schema of `.output()`, if any. */
  output?: z.ZodType;
}

interface ProcedureDef {
  type: ProcedureInfo['type'];
  meta?: ProcedureMeta;
  inputs: unknown[];
  output?: unknown;
}

const zodSchema = (value: unknown) => (value instanceof z.ZodType ? value : undefined);

/**
 * Every procedure of `router`, with its meta and schemas, in the order the routers declare them.
 *
 * tRPC 11 has no public API that lists a router's procedures, so this is the one place that reads
 * its internals: `router._def.procedures` (the flat map of dotted paths to procedures that tRPC's
 * own HTTP handlers use) and each procedure's `_def` (`type`, `meta`, `inputs`, `output`), the
 * same fields trpc-openapi reads. A tRPC upgrade that moved them fails the route table's tests.
 */
export function listProcedures(router: AnyRouter): ProcedureInfo[] {
  const procedures = router._def.procedures as Record<string, { _def: ProcedureDef }>;
  return Object.entries(procedures).map(([path, procedure]) => ({
    path,
    type: procedure._def.type,
    meta: procedure._def.meta ?? {},
    input: zodSchema(procedure._def.inputs[0]),
    output: zodSchema(procedure._def.output),
  }));
}
