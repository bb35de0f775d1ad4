/**
 * The shapes every entity shares: a page of a list, a text search, a row that must exist, and
 * the enable/disable toggle.
 */
import type { Database, Prisma } from '@kasar/db';

import { notFound } from '../errors';
import { pagination, type Pagination } from '../schemas/common';
import type { ApiServices } from '../services';
import type { PublicDataTag } from '../revalidation';

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

/** One page of rows and the total they come from, read in one transaction. */
export async function findPage<Row, Output>(
  db: Database,
  query: PageQuery,
  read: {
    count: Prisma.PrismaPromise<number>;
    rows: (window: { skip: number; take: number }) => Prisma.PrismaPromise<Row[]>;
  },
  toOutput: (row: Row) => Output,
): Promise<Page<Output>> {
  const window = { skip: (query.page - 1) * query.limit, take: query.limit };
  const [total, rows] = await db.$transaction([read.count, read.rows(window)]);
  return { data: rows.map(toOutput), pagination: pagination(query.page, query.limit, total) };
}

type Contains = { contains: string; mode: 'insensitive' };

/** A case-insensitive match of `search` anywhere in the field. */
export function contains<Field extends string>(field: Field, search: string) {
  return { [field]: { contains: search, mode: 'insensitive' } } as Record<Field, Contains>;
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

/**
 * Sets or flips a row's `isEnabled` and reports which public data changed. Every entity's toggle
 * is this one, with its own find (404 when missing) and update.
 */
export async function toggleEnabled<Row extends { isEnabled: boolean }, Updated>(
  deps: Pick<ApiServices, 'db' | 'onPublicDataChange'>,
  input: ToggleInput,
  changes: PublicDataTag[],
  find: (db: Database, id: string) => Promise<Row>,
  setEnabled: (db: Database, id: string, isEnabled: boolean) => Promise<Updated>,
): Promise<Updated> {
  const existing = await find(deps.db, input.id);
  const updated = await setEnabled(deps.db, input.id, input.is_enabled ?? !existing.isEnabled);
  await deps.onPublicDataChange(changes);
  return updated;
}
