/**
 * The focal point of a photo: the spot every crop keeps in frame, as percentages from the
 * image's left (x) and top (y) edges, 0..100 each. Sent as one text field `focal_point`,
 * "x,y" (e.g. "30,70"), so it travels in multipart forms like the other fields: absent keeps
 * the stored point, empty (or null) clears it and the crops are centred again.
 */
import { z } from 'zod';

import type { FocalPoint } from './fields';

export const focalPointMessages = {
  invalid: 'Focal point must be two whole percentages from 0 to 100, as "x,y"',
} as const;

const FOCAL_POINT_TEXT = /^(\d{1,3}),(\d{1,3})$/;

/** Parses "x,y" into percentages, or undefined when the text is not two whole numbers 0..100. */
export function parseFocalPoint(value: string): FocalPoint | undefined {
  const match = FOCAL_POINT_TEXT.exec(value.replace(/\s+/g, ''));
  if (!match) return undefined;
  const x = Number(match[1]);
  const y = Number(match[2]);
  if (x > 100 || y > 100) return undefined;
  return { x, y };
}

/** The `focal_point` field: "x,y" sets it, "" or null clears it (null), absent keeps it. */
export const focalPointField = z
  .string({ error: focalPointMessages.invalid })
  .trim()
  .transform((value, ctx): FocalPoint | null => {
    if (value === '') return null;
    const point = parseFocalPoint(value);
    if (point) return point;
    ctx.addIssue({ code: 'custom', message: focalPointMessages.invalid });
    return z.NEVER;
  })
  .nullable()
  .optional();

/** A point as the field's "x,y" text; null stays null (clear), undefined stays undefined (keep). */
export function focalPointText(point: FocalPoint | null | undefined): string | null | undefined {
  if (point === undefined) return undefined;
  return point === null ? null : `${point.x},${point.y}`;
}
