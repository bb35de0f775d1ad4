/**
 * Field rules the public contact form needs before it is first used, free of zod so the page
 * ships without it (the schema loads when the form is used). Import as '@kasar/validators/fields'
 * in browser code; everything here is also exported from '@kasar/validators'.
 */

/** The purpose choice offered besides the service names. */
export const OTHER_PURPOSE = 'Other';

/** What the mobile input keeps of what is typed: digits and '+'. */
export function sanitizeMobileInput(value: string): string {
  return value.replace(/[^\d+]+/g, '');
}
