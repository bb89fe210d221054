import { describe, expect, it } from 'vitest';
import {
  DATE_OF_BIRTH_ERRORS,
  dateOfBirthFromIso,
  dateOfBirthSchema,
  dateOfBirthToIso,
  optionalDateOfBirthSchema,
} from './date-of-birth.schema';
import { formatDateOfBirthInput } from './date-of-birth-input';
import { firstErrors } from './first-errors';

/** 12 March 2026, 11:00 in Zurich. */
const clock = () => new Date('2026-03-12T10:00:00Z');
const schema = dateOfBirthSchema({ clock });
const dateOfBirthError = (value: unknown) => firstErrors(schema.safeParse(value))[''];

describe('date of birth (spec §5)', () => {
  it.each([
    ['a date with slashes', '12/03/2000'],
    ['a date with dashes', '12-03-2000'],
    ['the 16th birthday today', '12/03/2010'],
    ['29 February of a leap year', '29/02/2004'],
    ['31 December', '31/12/1980'],
  ])('accepts %s', (_, value) => {
    expect(dateOfBirthError(value)).toBeUndefined();
  });

  it.each([
    ['an empty date', '', DATE_OF_BIRTH_ERRORS.required],
    ['letters', 'ab/cd/efgh', DATE_OF_BIRTH_ERRORS.format],
    ['a two-digit year', '12/03/00', DATE_OF_BIRTH_ERRORS.format],
    ['day 0', '00/03/2000', DATE_OF_BIRTH_ERRORS.format],
    ['day 32', '32/03/2000', DATE_OF_BIRTH_ERRORS.format],
    ['month 13', '12/13/2000', DATE_OF_BIRTH_ERRORS.format],
    ['mixed separators', '12/03-2000', DATE_OF_BIRTH_ERRORS.format],
    ['dots as separators', '12.03.2000', DATE_OF_BIRTH_ERRORS.format],
    ['single-digit day and month', '1/3/2000', DATE_OF_BIRTH_ERRORS.format],
    ["tomorrow's date as in the future", '13/03/2026', DATE_OF_BIRTH_ERRORS.future],
    ['an impossible future date as in the future (spec order)', '31/02/2999', DATE_OF_BIRTH_ERRORS.future],
    ['31 February as invalid', '31/02/2001', DATE_OF_BIRTH_ERRORS.invalid],
    ['29 February of a non-leap year as invalid', '29/02/2005', DATE_OF_BIRTH_ERRORS.invalid],
    ['31 April as invalid', '31/04/2000', DATE_OF_BIRTH_ERRORS.invalid],
    ['someone turning 16 tomorrow', '13/03/2010', DATE_OF_BIRTH_ERRORS.tooYoung],
    ['someone born today', '12/03/2026', DATE_OF_BIRTH_ERRORS.tooYoung],
  ])('refuses %s', (_, value, error) => {
    expect(dateOfBirthError(value)).toBe(error);
  });

  it('counts the birthday in Swiss time, not in the server zone', () => {
    // 23:30 UTC on 11 March is already 12 March in Zurich.
    const lateEvening = dateOfBirthSchema({ clock: () => new Date('2026-03-11T23:30:00Z') });
    expect(lateEvening.safeParse('12/03/2010').success).toBe(true);
  });
});

describe('optional date of birth (spec §5: optional in registration)', () => {
  const optional = optionalDateOfBirthSchema({ clock });
  it.each([[''], [null], [undefined], ['12/03/2000']])('accepts %j', (value) => {
    expect(optional.safeParse(value).success).toBe(true);
  });

  it('still refuses a too-young date once typed', () => {
    expect(firstErrors(optional.safeParse('01/01/2020'))['']).toBe(DATE_OF_BIRTH_ERRORS.tooYoung);
  });
});

describe('formatDateOfBirthInput (spec §5: slashes are inserted while typing)', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['120', '12/0'],
    ['1203', '12/03'],
    ['12032', '12/03/2'],
    ['12032000', '12/03/2000'],
    ['120320001999', '12/03/2000'],
    ['12/', '12/'],
    ['12/03/', '12/03/'],
    ['12//', '12/'],
    ['1/', '01/'],
    ['1/3/2000', '01/03/2000'],
    ['12-03-2000', '12/03/2000'],
    ['12.03.2000', '12/03/2000'],
    ['ab12cd03', '12/03'],
    ['/12', '12'],
  ])('turns %j into %j', (raw, formatted) => {
    expect(formatDateOfBirthInput(raw)).toBe(formatted);
  });

  it('never returns more than 10 characters', () => {
    expect(formatDateOfBirthInput('9'.repeat(40))).toHaveLength(10);
  });
});

describe('date of birth conversions for the API', () => {
  it('turns a valid date into an ISO day', () => {
    expect(dateOfBirthToIso('02-03-2000')).toBe('2000-03-02');
  });

  it('gives nothing for a date that does not exist', () => {
    expect(dateOfBirthToIso('31/02/2001')).toBeUndefined();
  });

  it.each([
    ['2000-03-02', '02/03/2000'],
    ['2000-03-02T00:00:00.000Z', '02/03/2000'],
    ['garbage', ''],
  ])('shows the API value %j as %j', (iso, shown) => {
    expect(dateOfBirthFromIso(iso)).toBe(shown);
  });
});
