import { describe, expect, it } from 'vitest';
import { ADDRESS_ERRORS, CITY_ERRORS, COUNTRY_ERRORS, ZIP_CODE_ERRORS } from './address.schema';
import { DATE_OF_BIRTH_ERRORS } from './date-of-birth.schema';
import { firstErrors } from './first-errors';
import { NATIONALITY_ERRORS } from './person.schema';
import { DIAL_CODE_ERRORS, PHONE_NUMBER_ERRORS } from './phone.schema';
import { DeliveryAddressSchema, profileSchema } from './profile.schema';

const schema = profileSchema({ clock: () => new Date('2026-03-12T10:00:00Z') });
const personalInfo = {
  firstName: 'Luca',
  lastName: 'Rossi',
  gender: 'male',
  dateOfBirthday: '02/03/1990',
  nationality: 'Swiss',
  countryCode: '+41',
  phoneNumber: '791234567',
};

describe('profile personal info (spec §3 Profile user)', () => {
  it.each([
    ['complete personal info', personalInfo],
    [
      'the optional fields as nulls from the API',
      { ...personalInfo, dateOfBirthday: null, nationality: null, countryCode: null, phoneNumber: null },
    ],
    [
      'the optional fields empty',
      { ...personalInfo, dateOfBirthday: '', nationality: '', countryCode: '', phoneNumber: '' },
    ],
  ])('accepts %s', (_, value) => {
    expect(firstErrors(schema.safeParse(value))).toEqual({});
  });

  it.each([
    ['a phone number without its country code', { countryCode: '' }, { countryCode: DIAL_CODE_ERRORS.required }],
    ['a too short phone number', { phoneNumber: '123' }, { phoneNumber: PHONE_NUMBER_ERRORS.length }],
    [
      'a date of birth in the future',
      { dateOfBirthday: '01/01/2030' },
      { dateOfBirthday: DATE_OF_BIRTH_ERRORS.future },
    ],
    ['a nationality with digits', { nationality: 'CH1' }, { nationality: NATIONALITY_ERRORS.lettersOnly }],
  ])('refuses %s', (_, change, errors) => {
    expect(firstErrors(schema.safeParse({ ...personalInfo, ...change }))).toEqual(errors);
  });
});

describe('profile delivery address (spec §3 Profile user)', () => {
  const address = { country: 'CH', zipCode: '1201', city: 'Genève', address: 'Rue du Rhône 12' };

  it('accepts a Swiss address', () => {
    expect(DeliveryAddressSchema.safeParse(address).success).toBe(true);
  });

  it('requires every field', () => {
    expect(firstErrors(DeliveryAddressSchema.safeParse({ country: '', zipCode: '', city: '', address: '' }))).toEqual({
      country: COUNTRY_ERRORS.required,
      zipCode: ZIP_CODE_ERRORS.required,
      city: CITY_ERRORS.required,
      address: ADDRESS_ERRORS.required,
    });
  });
});
