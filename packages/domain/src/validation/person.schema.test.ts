import { describe, expect, it } from 'vitest';
import { firstErrors } from './first-errors';
import { GENDER_ERRORS, GenderSchema, NATIONALITY_ERRORS, NationalitySchema } from './person.schema';

describe('nationality (spec §5)', () => {
  it.each([[''], [null], [undefined], ['Swiss'], ['Français'], ['x'.repeat(30)], ['S']])('accepts %j', (value) => {
    expect(NationalitySchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['a space', 'Swiss German', NATIONALITY_ERRORS.lettersOnly],
    ['digits', 'Swiss1', NATIONALITY_ERRORS.lettersOnly],
    ['a leading space', ' Swiss', NATIONALITY_ERRORS.lettersOnly],
    ['31 letters', 'x'.repeat(31), NATIONALITY_ERRORS.length],
  ])('refuses a nationality with %s', (_, value, error) => {
    expect(firstErrors(NationalitySchema.safeParse(value))['']).toBe(error);
  });
});

describe('gender (spec §3)', () => {
  it.each([['male'], ['female'], ['other']])('accepts %j', (value) => {
    expect(GenderSchema.safeParse(value).success).toBe(true);
  });

  it.each([[''], [undefined], ['unknown']])('asks to choose a gender for %j', (value) => {
    expect(firstErrors(GenderSchema.safeParse(value))['']).toBe(GENDER_ERRORS.required);
  });
});
