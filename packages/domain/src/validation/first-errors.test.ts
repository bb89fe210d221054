import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldPath, firstErrors } from './first-errors';

describe('firstErrors (spec §5: each validator shows the first error found)', () => {
  const schema = z.object({
    name: z
      .string()
      .min(2, 'name.short')
      .regex(/^[a-z]+$/, 'name.lettersOnly'),
    address: z.object({ city: z.string().min(1, 'city.required') }),
  });

  it('gives nothing for a valid value', () => {
    expect(firstErrors(schema.safeParse({ name: 'anna', address: { city: 'Bern' } }))).toEqual({});
  });

  it('keeps only the first issue of each field, under its dotted path', () => {
    const result = schema.safeParse({ name: '1', address: { city: '' } });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toHaveLength(3);
    expect(firstErrors(result)).toEqual({ name: 'name.short', 'address.city': 'city.required' });
  });

  it('files issues of the value itself under the empty path', () => {
    expect(firstErrors(z.string().min(1, 'required').safeParse(''))).toEqual({ '': 'required' });
  });

  it('joins array indexes like the forms name their fields', () => {
    expect(fieldPath(['lines', 0, 'quantity'])).toBe('lines.0.quantity');
  });
});
