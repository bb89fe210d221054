import { describe, expect, it } from 'vitest';
import { CITY_ERRORS } from './address.schema';
import { CheckoutContactsSchema, DELIVERY_TYPE_ERRORS } from './checkout-contacts.schema';
import { EMAIL_ERRORS } from './email.schema';
import { firstErrors } from './first-errors';
import { DIAL_CODE_ERRORS, PHONE_NUMBER_ERRORS } from './phone.schema';

const contacts = {
  firstName: 'Anna',
  lastName: 'Muller',
  email: 'anna@example.ch',
  countryCode: '+41',
  phoneNumber: '791234567',
  country: 'CH',
  city: 'Lausanne',
  zipCode: '1003',
  address: 'Avenue de la Gare 1',
  deliveryTypeId: 'pick-up',
};

describe('checkout contacts (spec §3)', () => {
  it('fills the defaults: registerUser true, odooInstanceId "1", withShipping true', () => {
    const result = CheckoutContactsSchema.parse(contacts);
    expect(result).toMatchObject({ registerUser: true, odooInstanceId: '1', withShipping: true });
  });

  it('keeps explicit choices over the defaults', () => {
    const result = CheckoutContactsSchema.parse({
      ...contacts,
      registerUser: false,
      withShipping: false,
      odooInstanceId: '2',
    });
    expect(result).toMatchObject({ registerUser: false, odooInstanceId: '2', withShipping: false });
  });

  it.each([
    ['two digits', '+41', '12'],
    ['13 digits after +41', '+41', '1234567890123'],
    ['14 digits after +1', '+1', '12345678901234'],
  ])('accepts a phone of %s', (_, countryCode, phoneNumber) => {
    expect(firstErrors(CheckoutContactsSchema.safeParse({ ...contacts, countryCode, phoneNumber }))).toEqual({});
  });

  it.each([
    ['a missing phone', '+41', '', PHONE_NUMBER_ERRORS.required],
    ['a one-digit phone', '+41', '1', PHONE_NUMBER_ERRORS.tooShort],
    ['14 digits after +41', '+41', '12345678901234', PHONE_NUMBER_ERRORS.tooLong],
    ['12 digits after +1242', '+1242', '123456789012', PHONE_NUMBER_ERRORS.tooLong],
    ['letters', '+41', '79abc', PHONE_NUMBER_ERRORS.digitsOnly],
  ])('refuses %s', (_, countryCode, phoneNumber, error) => {
    expect(firstErrors(CheckoutContactsSchema.safeParse({ ...contacts, countryCode, phoneNumber })).phoneNumber).toBe(
      error,
    );
  });

  it('checks the phone even while other fields are wrong', () => {
    const result = CheckoutContactsSchema.safeParse({ ...contacts, email: '', city: 'Lausanne 1', phoneNumber: '1' });
    expect(firstErrors(result)).toEqual({
      email: EMAIL_ERRORS.required,
      city: CITY_ERRORS.lettersOnly,
      phoneNumber: PHONE_NUMBER_ERRORS.tooShort,
    });
  });

  it('requires the dial code and the delivery type', () => {
    const result = CheckoutContactsSchema.safeParse({ ...contacts, countryCode: '', deliveryTypeId: '' });
    expect(firstErrors(result)).toEqual({
      countryCode: DIAL_CODE_ERRORS.required,
      deliveryTypeId: DELIVERY_TYPE_ERRORS.required,
    });
  });
});
