/** Tests of fieldErrorsFromZod and firstFieldErrors. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { FORM_ERROR_KEY, fieldErrorsFromZod, firstFieldErrors } from './errors';

function errorOf(schema: z.ZodType, input: unknown): z.ZodError {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return result.error;
}

describe('fieldErrorsFromZod', () => {
  it('keys messages by dotted path, keeps their order and drops repeats', () => {
    const schema = z
      .object({
        rows: z.array(z.object({ value: z.string().min(2, 'Too short').regex(/^\d+$/, 'Digits') })),
      })
      .superRefine((_, ctx) => {
        ctx.addIssue({ code: 'custom', message: 'Whole form', path: [] });
        ctx.addIssue({ code: 'custom', message: 'Digits', path: ['rows', 1, 'value'] });
      });
    const errors = fieldErrorsFromZod(errorOf(schema, { rows: [{ value: '12' }, { value: 'a' }] }));
    expect(errors).toEqual({
      'rows.1.value': ['Too short', 'Digits'],
      [FORM_ERROR_KEY]: ['Whole form'],
    });
    expect(firstFieldErrors(errors)).toEqual({ 'rows.1.value': 'Too short', _form: 'Whole form' });
  });
});
