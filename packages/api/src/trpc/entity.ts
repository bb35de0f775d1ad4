/**
 * Builders for the procedure shapes many routers share, each with its REST binding: a read that
 * takes no input, and the list / get / order / reorder / toggle / delete procedures of a
 * dashboard entity under one base path. A builder fills in what is the same everywhere (method,
 * path, input, summary); the router still names the domain function, the output and the
 * success message of each procedure.
 */
import { idInput, toggleStatusInput } from '@kasar/validators';
import type { inferProcedureBuilderResolverOptions } from '@trpc/server';
import { z } from 'zod';

import { paginated } from '../schemas/common';
import { authedProcedure, type publicProcedure } from './index';
import type { RestBinding, RestTag } from './meta';

/** The procedure builders, which say who may call. */
type Access = typeof publicProcedure | typeof authedProcedure;

/** What a resolver of `base`'s procedures receives as `ctx`. */
type ContextOf<Base extends Access> = inferProcedureBuilderResolverOptions<Base>['ctx'];
/** The context of signed-in staff's calls: the services, `user` and `audit`. */
type AuthedContext = ContextOf<typeof authedProcedure>;

/** The input of a call that takes none (REST: no query string). */
export const noInput = z.object({}).optional();

const idOutput = z.object({ id: z.string() });

/** `run(ctx, id)` as a function of the `{ id }` input. */
const byId =
  <Context, Output>(run: (ctx: Context, id: string) => Promise<Output>) =>
  (ctx: Context, input: { id: string }) =>
    run(ctx, input.id);

/** What a domain function answers for `.output(schema)`: the schema's input side. */
type Answer<Output extends z.ZodType> = Promise<z.input<Output>>;

type Path = RestBinding['path'];

/**
 * The resolver that calls `run` with the context and the parsed input. While a schema is a type
 * parameter, tRPC's conditional types for a resolver's input and answer stay unresolved, so they
 * are stated here once; `run`'s own signature is what holds each router to its schemas.
 */
function resolver<Context, Input, Output>(run: (ctx: Context, input: Input) => Promise<Output>) {
  return ({ ctx, input }: { ctx: Context; input: unknown }) =>
    run(ctx, input as Input) as Promise<never>;
}

/** What a binding may add to the method, path, tag and summary a builder fills in. */
type BindingExtra = Omit<RestBinding, 'method' | 'path' | 'tag' | 'summary'>;

/** The REST binding of `method path` in `tag`, with the fields every binding may add. */
function binding(
  tag: RestTag,
  method: RestBinding['method'],
  path: Path,
  summary: string,
  extra: BindingExtra = {},
): { rest: RestBinding } {
  return { rest: { method, path, ...extra, tag, summary } };
}

/**
 * The builder of GET procedures that take no input, for `base`'s callers (`publicProcedure` or
 * `authedProcedure`) in `tag`: `read(path, summary, output, run)` answers what `run` does. `extra`
 * goes into every binding (e.g. `{ cache: 'public' }`).
 */
export function reads<Base extends Access>(base: Base, tag: RestTag, extra: BindingExtra = {}) {
  return <Output extends z.ZodType>(
    path: Path,
    summary: string,
    output: Output,
    run: (ctx: ContextOf<Base>) => Answer<Output>,
  ) =>
    base
      .meta(binding(tag, 'GET', path, summary, extra))
      .input(noInput)
      .output(output)
      .query(resolver(run));
}

/** How an entity's ordered list is named in summaries, and the field that picks one list. */
export interface OrderedListNames {
  /** e.g. 'banners (home carousel)'. */
  items: string;
  /** The input field naming one list of several (e.g. 'service_id'), if the lists are many. */
  scope?: string;
}

/**
 * The standard procedures of a dashboard entity whose rows are `item`, bound under `path`
 * (`/{id}` for one row) in the OpenAPI tag `tag`. `noun` names one row in summaries ('banner').
 */
export function entityProcedures<Item extends z.ZodType>(
  tag: RestTag,
  path: Path,
  entity: { noun: string; item: Item; ordered?: OrderedListNames },
) {
  const { noun, item } = entity;
  const one = `${path}/{id}` as const;
  const ordered = entity.ordered ?? { items: `${noun}s` };
  const scoped = ordered.scope;
  return {
    /** GET procedures without input, e.g. `${path}/options`. */
    read: reads(authedProcedure, tag),

    /** GET path: a page of rows (`{ data, pagination }`). */
    list<Input extends z.ZodType>(
      summary: string,
      input: Input,
      run: (
        ctx: AuthedContext,
        input: z.output<Input>,
      ) => Answer<ReturnType<typeof paginated<Item>>>,
    ) {
      return authedProcedure
        .meta(binding(tag, 'GET', path, summary, { paginated: true }))
        .input(input)
        .output(paginated(item))
        .query(resolver(run));
    },

    /** GET path/{id}: one row, or 404. */
    get(run: (ctx: AuthedContext, id: string) => Answer<Item>) {
      return authedProcedure
        .meta(binding(tag, 'GET', one, `Read one ${noun}`))
        .input(idInput)
        .output(item)
        .query(resolver(byId(run)));
    },

    /** GET path/order: every row of the list (or of every list) in its stored order. */
    order<Input extends z.ZodType>(
      input: Input,
      run: (ctx: AuthedContext, input: z.output<Input>) => Answer<z.ZodArray<Item>>,
    ) {
      const without = scoped ? ` (${scoped}; without it, every such list one after another)` : '';
      return authedProcedure
        .meta(
          binding(
            tag,
            'GET',
            `${path}/order`,
            `Every one of the ${ordered.items} in order${without}`,
          ),
        )
        .input(input)
        .output(z.array(item))
        .query(resolver(run));
    },

    /** PUT path/order: a new order, every id of the list once; answers the new order. */
    reorder<Input extends z.ZodType>(
      message: string,
      input: Input,
      run: (ctx: AuthedContext, input: z.output<Input>) => Answer<z.ZodArray<Item>>,
    ) {
      const fields = scoped ? `${scoped} and ids` : 'ids';
      const summary = `Set the order of the ${ordered.items}: ${fields}, every id once (422 on ids otherwise); answers the new order`;
      return authedProcedure
        .meta(binding(tag, 'PUT', `${path}/order`, summary, { message }))
        .input(input)
        .output(z.array(item))
        .mutation(resolver(run));
    },

    /** PATCH path/{id}/toggle-status: sets `is_enabled`, or flips it when absent. */
    toggleStatus(
      message: string,
      run: (ctx: AuthedContext, input: z.output<typeof toggleStatusInput>) => Answer<Item>,
    ) {
      const summary = `Enable or disable a ${noun} (flips it when the body has no is_enabled)`;
      return authedProcedure
        .meta(binding(tag, 'PATCH', `${one}/toggle-status`, summary, { message }))
        .input(toggleStatusInput)
        .output(item)
        .mutation(resolver(run));
    },

    /** DELETE path/{id}: answers `{ id }`, or `output` when the delete reports more. */
    delete<Output extends z.ZodType = typeof idOutput>(
      message: string,
      run: (ctx: AuthedContext, id: string) => Answer<Output>,
      options: { output?: Output; summary?: string } = {},
    ) {
      return authedProcedure
        .meta(binding(tag, 'DELETE', one, options.summary ?? `Delete a ${noun}`, { message }))
        .input(idInput)
        .output((options.output ?? idOutput) as Output)
        .mutation(resolver(byId(run)));
    },
  };
}
