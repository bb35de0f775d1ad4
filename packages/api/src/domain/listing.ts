/**
 * The shapes every entity shares: a page of a list, a text search, a row that must exist, the
 * input of the enable/disable toggle, and the names the audit log gives a row.
 */
import { isPoolClient, type Db, type Prisma } from '@kasar/db';

import type { AuditEventGroup, AuditEventType } from '@kasar/validators';

import { entityEvent } from '../audit';
import { notFound } from '../errors';
import { pagination, type Pagination } from '../schemas/common';
import type { AuditedServices } from '../services';

export const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'asc' as const }];
export const OLDEST_FIRST = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];

export interface PageQuery {
  page: number;
  limit: number;
}

export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

/** The two reads of a list page on one table (a Prisma model, e.g. `db.banner`). */
export interface PagedTable<Row, Args extends { where: object }> {
  count(args: { where: Args['where'] }): Prisma.PrismaPromise<number>;
  findMany(args: Args & { skip: number; take: number }): Prisma.PrismaPromise<Row[]>;
}

/**
 * One page of the rows `args` selects (`where`, `orderBy`, `include`) and the total they come
 * from, read in one transaction.
 */
export async function findPage<Row, Args extends { where: object }, Output>(
  db: Db,
  table: PagedTable<NoInfer<Row>, NoInfer<Args>>,
  query: PageQuery,
  args: Args,
  toOutput: (row: Row) => Output,
): Promise<Page<Output>> {
  const window = { skip: (query.page - 1) * query.limit, take: query.limit };
  // One snapshot for both reads; inside a transaction (a preview with drafts) it is one already,
  // and the reads must run in it to see what it wrote.
  const [total, rows] = isPoolClient(db)
    ? await db.$transaction([
        table.count({ where: args.where }),
        table.findMany({ ...args, ...window }),
      ])
    : await Promise.all([
        table.count({ where: args.where }),
        table.findMany({ ...args, ...window }),
      ]);
  return { data: rows.map(toOutput), pagination: pagination(query.page, query.limit, total) };
}

/** `rows` in the order of `ids` (a read by id answers them in any order); gone ones left out. */
export function inOrderOf<Row extends { id: string }>(ids: { id: string }[], rows: Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap(({ id }) => byId.get(id) ?? []);
}

type Contains = { contains: string; mode: 'insensitive' };

/**
 * `text` as a LIKE pattern matching itself only: Prisma's `contains` puts its value between two
 * `%` as it is, so a `%` or `_` typed in a search box would match any characters, and a `\` would
 * escape the character after it (PostgreSQL's default escape character).
 */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A case-insensitive match of `search` anywhere in the field. */
export function contains<Field extends string>(field: Field, search: string) {
  return { [field]: { contains: likeLiteral(search), mode: 'insensitive' } } as Record<
    Field,
    Contains
  >;
}

/** Rows where any of the fields contains the search; every row without one. */
export function searchIn<Field extends string>(search: string | undefined, fields: Field[]) {
  return search ? { OR: fields.map((field) => contains(field, search)) } : {};
}

/** The list filter of `status`: all, enabled only, or disabled only. */
export function statusFilter(status: 'all' | 'active' | 'inactive') {
  return status === 'all' ? {} : { isEnabled: status === 'active' };
}

/** The row, or a 404 with the entity's message. */
export function found<Row>(row: Row | null, message: string): Row {
  if (!row) throw notFound(message);
  return row;
}

/** The input of every toggle: `is_enabled` sets the flag, its absence flips it. */
export interface ToggleInput {
  id: string;
  is_enabled?: boolean;
}

/** What the audit log calls an entity, and the name of one row of it (kept with its events). */
export interface AuditTarget<Row, Entity extends AuditEventGroup = AuditEventGroup> {
  entity: Entity;
  label: (row: Row) => string | null;
}

/** The entity, id and label an event of this row names. */
export function targetOf<Row extends { id: string }>(audit: AuditTarget<Row>, row: Row) {
  return { entity: audit.entity, id: row.id, label: audit.label(row) };
}

/** Records `row`'s creation as `type`, with its wire shape `output` as the new values. */
export async function recordCreated<Row extends { id: string }, Output extends object>(
  deps: Pick<AuditedServices, 'audit'>,
  tx: Db,
  type: AuditEventType,
  audit: AuditTarget<Row>,
  row: Row,
  output: Output,
): Promise<Output> {
  await deps.audit(tx, entityEvent(type, targetOf(audit, row), null, output));
  return output;
}
