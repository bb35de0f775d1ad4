/**
 * Shapes shared by several procedures: no input, pagination and list envelopes, a deleted row's id.
 */
import { z } from 'zod';

/** The input of a call that takes none (REST: no query string). */
export const noInput = z.object({}).optional();

/** What a delete answers: the id of the row it removed. */
export const idOutput = z.object({ id: z.string() });

export const paginationOutput = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationOutput>;

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination: paginationOutput });
}

export function pagination(page: number, perPage: number, total: number): Pagination {
  return {
    current_page: page,
    per_page: perPage,
    total,
    total_pages: Math.max(1, Math.ceil(total / perPage)),
  };
}

export const isoDate = z.string().describe('ISO 8601 timestamp');

export const messageOutput = z.object({ message: z.string() });

/** A photo's focal point on the wire: percent from the left (x) and top (y) edges. */
export const focalPointOutput = z.object({
  x: z.number().int().min(0).max(100),
  y: z.number().int().min(0).max(100),
});

/** The stored pair of columns as the wire's point; null when none is set. */
export function focalPointOf(
  x: number | null,
  y: number | null,
): z.infer<typeof focalPointOutput> | null {
  return x !== null && y !== null ? { x, y } : null;
}
