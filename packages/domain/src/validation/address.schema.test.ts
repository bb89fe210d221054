import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ADDRESS_ERRORS,
  AddressSchema,
  CITY_ERRORS,
  CitySchema,
  COUNTRY_ERRORS,
  CountrySchema,
  ZIP_CODE_ERRORS,
  ZipCodeSchema,
} from './address.schema';
import { firstErrors } from './first-errors';
import { INVALID_VALUE_ERROR } from './text-rules';

const errorOf = (schema: z.ZodType, value: unknown) => firstErrors(schema.safeParse(value))[''];

describe('city (spec §5)', () => {
  it.each([['Zürich'], ['Genève'], ['Neuchâtel'], ['La Chaux de Fonds'], ['Bo'], ['x'.repeat(20)]])(
    'accepts %j',
    (value) => {
      expect(errorOf(CitySchema, value)).toBeUndefined();
    },
  );

  it.each([
    ['an empty city', '', CITY_ERRORS.required],
    ['digits in a city', 'Bern 3', CITY_ERRORS.lettersOnly],
    ['a hyphen (letters and spaces only)', 'La Chaux-de-Fonds', CITY_ERRORS.lettersOnly],
    ['an apostrophe', "L'Abbaye", CITY_ERRORS.lettersOnly],
    ['a city with a leading space', ' Bern', CITY_ERRORS.leadingSpace],
    ['a city with two consecutive spaces', 'Le  Locle', CITY_ERRORS.doubleSpace],
    ['a one-letter city', 'B', CITY_ERRORS.length],
    ['a 21-letter city', 'x'.repeat(21), CITY_ERRORS.length],
  ])('refuses %s', (_, value, error) => {
    expect(errorOf(CitySchema, value)).toBe(error);
  });
});

describe('zip code (spec §5)', () => {
  it.each([['1201'], ['8001'], ['SW1A 1AA'.slice(0, 7)], ['75001'], ['1234567']])('accepts %j', (value) => {
    expect(errorOf(ZipCodeSchema, value)).toBeUndefined();
  });

  it.each([
    ['an empty zip code', '', ZIP_CODE_ERRORS.required],
    ['three characters', '120', ZIP_CODE_ERRORS.length],
    ['eight characters', '12345678', ZIP_CODE_ERRORS.length],
    ['a zip code with a leading space', ' 1201', ZIP_CODE_ERRORS.leadingSpace],
    ['a zip code with two consecutive spaces', 'SW1  1A', ZIP_CODE_ERRORS.doubleSpace],
  ])('refuses %s', (_, value, error) => {
    expect(errorOf(ZipCodeSchema, value)).toBe(error);
  });
});

describe('address (spec §5)', () => {
  it.each([['Rue du Rhône 12'], ['x'.repeat(110)]])('accepts %j', (value) => {
    expect(errorOf(AddressSchema, value)).toBeUndefined();
  });

  it.each([
    ['an empty address', '', ADDRESS_ERRORS.required],
    ['111 characters', 'x'.repeat(111), ADDRESS_ERRORS.maxLength],
    ['an address with a leading space', ' Rue du Rhône 12', ADDRESS_ERRORS.leadingSpace],
    ['an address with two consecutive spaces', 'Rue du  Rhône 12', ADDRESS_ERRORS.doubleSpace],
  ])('refuses %s', (_, value, error) => {
    expect(errorOf(AddressSchema, value)).toBe(error);
  });
});

describe('country (spec §5: required selection)', () => {
  it('accepts a chosen country, stored as its ISO 3166-1 alpha-2 code', () => {
    expect(errorOf(CountrySchema, 'CH')).toBeUndefined();
  });

  it.each([['Switzerland'], ['Suisse'], ['ch'], ['CHE']])('refuses a country that is not a code (%j)', (value) => {
    expect(errorOf(CountrySchema, value)).toBe(INVALID_VALUE_ERROR);
  });

  it.each([[''], [undefined], [null]])('refuses no choice (%j)', (value) => {
    expect(errorOf(CountrySchema, value)).toBe(COUNTRY_ERRORS.required);
  });
});
