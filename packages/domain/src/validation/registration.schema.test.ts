import { describe, expect, it } from 'vitest';
import { CITY_ERRORS, COUNTRY_ERRORS } from './address.schema';
import { TERMS_ERRORS } from './consent.schema';
import { DATE_OF_BIRTH_ERRORS } from './date-of-birth.schema';
import { EMAIL_ERRORS } from './email.schema';
import { firstErrors } from './first-errors';
import { FIRST_NAME_ERRORS, LAST_NAME_ERRORS } from './name.schema';
import { PASSWORD_ERRORS } from './password.schema';
import { GENDER_ERRORS } from './person.schema';
import { DIAL_CODE_ERRORS, PHONE_NUMBER_ERRORS } from './phone.schema';
import { registrationSchema } from './registration.schema';

const schema = registrationSchema({ clock: () => new Date('2026-03-12T10:00:00Z') });
const registration = {
  firstName: 'Anna',
  lastName: 'Muller',
  gender: 'female',
  country: 'CH',
  city: 'Genève',
  nationality: '',
  countryCode: '+41',
  phoneNumber: '791234567',
  dateOfBirthday: '',
  email: 'anna@example.ch',
  password: 'correct-horse',
  passwordConfirmation: 'correct-horse',
  acceptTerms: true,
};

describe('registration (spec §3, §5)', () => {
  it('accepts a complete registration without the optional date of birth and nationality', () => {
    expect(firstErrors(schema.safeParse(registration))).toEqual({});
  });

  it('accepts a date of birth of someone 16 or older', () => {
    expect(schema.safeParse({ ...registration, dateOfBirthday: '12/03/2010' }).success).toBe(true);
  });

  it.each([
    ['someone too young', { dateOfBirthday: '01/01/2015' }, { dateOfBirthday: DATE_OF_BIRTH_ERRORS.tooYoung }],
    ['terms not accepted', { acceptTerms: false }, { acceptTerms: TERMS_ERRORS.required }],
    [
      'passwords that do not match',
      { passwordConfirmation: 'correct-horsE' },
      { passwordConfirmation: PASSWORD_ERRORS.mismatch },
    ],
    ['an unknown gender', { gender: 'x' }, { gender: GENDER_ERRORS.required }],
  ])('refuses %s', (_, change, errors) => {
    expect(firstErrors(schema.safeParse({ ...registration, ...change }))).toEqual(errors);
  });

  it('shows "passwords do not match" together with the errors of other fields', () => {
    const result = schema.safeParse({ ...registration, firstName: '', passwordConfirmation: 'something-else' });
    expect(firstErrors(result)).toEqual({
      firstName: FIRST_NAME_ERRORS.required,
      passwordConfirmation: PASSWORD_ERRORS.mismatch,
    });
  });

  it('lists one error for every required field of an empty form', () => {
    expect(firstErrors(schema.safeParse({}))).toEqual({
      firstName: FIRST_NAME_ERRORS.required,
      lastName: LAST_NAME_ERRORS.required,
      gender: GENDER_ERRORS.required,
      country: COUNTRY_ERRORS.required,
      city: CITY_ERRORS.required,
      countryCode: DIAL_CODE_ERRORS.required,
      phoneNumber: PHONE_NUMBER_ERRORS.required,
      email: EMAIL_ERRORS.required,
      password: PASSWORD_ERRORS.required,
      passwordConfirmation: PASSWORD_ERRORS.confirmationRequired,
      acceptTerms: TERMS_ERRORS.required,
    });
  });
});
