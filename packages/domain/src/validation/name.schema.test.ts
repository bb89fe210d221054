import { describe, expect, it } from 'vitest';
import { firstErrors } from './first-errors';
import { FIRST_NAME_ERRORS, FirstNameSchema, LAST_NAME_ERRORS, LastNameSchema } from './name.schema';

const firstNameError = (value: unknown) => firstErrors(FirstNameSchema.safeParse(value))[''];
const lastNameError = (value: unknown) => firstErrors(LastNameSchema.safeParse(value))[''];

describe('first name (spec §5)', () => {
  it.each([
    ['a two-letter name', 'Al'],
    ['a fifteen-character name', 'Maximilianusabc'],
    ['a name with single spaces', 'Anne Marie'],
    ['accented letters', 'Zoë'],
    ['a trailing space', 'Anna '],
  ])('accepts %s', (_, value) => {
    expect(firstNameError(value)).toBeUndefined();
  });

  it.each([
    ['an empty first name', '', FIRST_NAME_ERRORS.required],
    ['a missing first name', undefined, FIRST_NAME_ERRORS.required],
    ['a null first name', null, FIRST_NAME_ERRORS.required],
    ['a first name with a leading space', ' Anna', FIRST_NAME_ERRORS.leadingSpace],
    ['a lone space as leading space, not as required', ' ', FIRST_NAME_ERRORS.leadingSpace],
    ['a first name with two consecutive spaces', 'Anne  Marie', FIRST_NAME_ERRORS.doubleSpace],
    ['a one-letter first name', 'A', FIRST_NAME_ERRORS.length],
    ['a sixteen-character first name', 'Maximilianusabcd', FIRST_NAME_ERRORS.length],
    ['a leading space before the length rule', ' A', FIRST_NAME_ERRORS.leadingSpace],
    ['two spaces before the length rule', 'A  B'.padEnd(20, 'x'), FIRST_NAME_ERRORS.doubleSpace],
    ['a number instead of text', 42, 'validation.invalid'],
  ])('refuses %s', (_, value, error) => {
    expect(firstNameError(value)).toBe(error);
  });
});

describe('last name (spec §5)', () => {
  it.each([
    ['a two-letter name', 'Li'],
    ['a thirty-character name', 'x'.repeat(30)],
    ['a compound name', 'de la Fontaine'],
  ])('accepts %s', (_, value) => {
    expect(lastNameError(value)).toBeUndefined();
  });

  it.each([
    ['an empty last name', '', LAST_NAME_ERRORS.required],
    ['a last name with a leading space', ' Muller', LAST_NAME_ERRORS.leadingSpace],
    ['a last name with two consecutive spaces', 'de  Meuron', LAST_NAME_ERRORS.doubleSpace],
    ['a one-letter last name', 'M', LAST_NAME_ERRORS.length],
    ['a thirty-one-character last name', 'x'.repeat(31), LAST_NAME_ERRORS.length],
  ])('refuses %s', (_, value, error) => {
    expect(lastNameError(value)).toBe(error);
  });
});
