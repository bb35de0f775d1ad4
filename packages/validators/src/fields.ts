/**
 * Field rules the public pages need in the browser, free of zod so the pages ship without it:
 * the contact form's before it is first used (its schema loads when the form is used), and the
 * crop of a photo around its focal point. Import as '@kasar/validators/fields' in browser code;
 * everything here is also exported from '@kasar/validators'.
 */

/** The purpose choice offered besides the service names. */
export const OTHER_PURPOSE = 'Other';

/** What the mobile input keeps of what is typed: digits and '+'. */
export function sanitizeMobileInput(value: string): string {
  return value.replace(/[^\d+]+/g, '');
}

/** A photo's focal point: percent from its left (x) and top (y) edges, 0..100 each (decision 036). */
export interface FocalPoint {
  x: number;
  y: number;
}

/** The CSS `object-position` of a crop: the focal point, or centred without one. */
export function objectPosition(point: FocalPoint | null | undefined): string {
  return point ? `${point.x}% ${point.y}%` : '50% 50%';
}
