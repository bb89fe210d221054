import { describe, expect, it } from 'vitest';
import { firstErrors } from './first-errors';
import {
  checkoutPhoneMaxDigits,
  checkoutPhoneNumberSchema,
  DIAL_CODE_ERRORS,
  DialCodeSchema,
  OptionalPhoneNumberSchema,
  PHONE_NUMBER_ERRORS,
  RequiredPhoneNumberSchema,
} from './phone.schema';

const requiredError = (value: unknown) => firstErrors(RequiredPhoneNumberSchema.safeParse(value))[''];
const optionalError = (value: unknown) => firstErrors(OptionalPhoneNumberSchema.safeParse(value))[''];

describe('phone number (spec §5)', () => {
  it.each([
    ['six digits', '123456'],
    ['thirteen digits', '1234567890123'],
    ['single spaces between groups', '79 123 45 67'],
  ])('accepts %s', (_, value) => {
    expect(requiredError(value)).toBeUndefined();
  });

  it.each([
    ['a missing number when asked', '', PHONE_NUMBER_ERRORS.required],
    ['a plus sign', '+41791234567', PHONE_NUMBER_ERRORS.digitsOnly],
    ['letters', '079abc4567', PHONE_NUMBER_ERRORS.digitsOnly],
    ['dashes', '079-123-45-67', PHONE_NUMBER_ERRORS.digitsOnly],
    ['a leading space', ' 791234567', PHONE_NUMBER_ERRORS.leadingSpace],
    ['two consecutive spaces', '79  1234567', PHONE_NUMBER_ERRORS.doubleSpace],
    ['five digits', '12345', PHONE_NUMBER_ERRORS.length],
    ['fourteen digits', '12345678901234', PHONE_NUMBER_ERRORS.length],
    ['five digits padded with spaces (digits are counted)', '1 2 3 4 5', PHONE_NUMBER_ERRORS.length],
  ])('refuses %s', (_, value, error) => {
    expect(requiredError(value)).toBe(error);
  });

  it.each([[''], [null], [undefined]])('lets an optional phone number stay empty (%j)', (value) => {
    expect(optionalError(value)).toBeUndefined();
  });

  it('checks an optional phone number once digits are typed', () => {
    expect(optionalError('123')).toBe(PHONE_NUMBER_ERRORS.length);
  });
});

describe('checkout phone number (spec §5 checkout variant)', () => {
  const swiss = checkoutPhoneNumberSchema('+41');
  const swissError = (value: unknown) => firstErrors(swiss.safeParse(value))[''];

  it('allows 16 minus the dial code length, counting the "+"', () => {
    expect(checkoutPhoneMaxDigits('+41')).toBe(13);
    expect(checkoutPhoneMaxDigits('+1')).toBe(14);
    expect(checkoutPhoneMaxDigits('+1242')).toBe(11);
  });

  it.each([
    ['two digits', '12'],
    ['thirteen digits after +41', '1234567890123'],
  ])('accepts %s', (_, value) => {
    expect(swissError(value)).toBeUndefined();
  });

  it.each([
    ['an empty number', '', PHONE_NUMBER_ERRORS.required],
    ['one digit', '1', PHONE_NUMBER_ERRORS.tooShort],
    ['fourteen digits after +41', '12345678901234', PHONE_NUMBER_ERRORS.tooLong],
    ['letters', '12ab', PHONE_NUMBER_ERRORS.digitsOnly],
    ['a leading space', ' 12', PHONE_NUMBER_ERRORS.leadingSpace],
  ])('refuses %s', (_, value, error) => {
    expect(swissError(value)).toBe(error);
  });

  it('accepts fourteen digits after the shorter +1', () => {
    expect(checkoutPhoneNumberSchema('+1').safeParse('12345678901234').success).toBe(true);
  });

  it('is made once per dial-code length, not for every order checked', () => {
    expect(checkoutPhoneNumberSchema('+41')).toBe(checkoutPhoneNumberSchema('+33'));
    expect(checkoutPhoneNumberSchema('+41')).not.toBe(checkoutPhoneNumberSchema('+1'));
    expect(checkoutPhoneNumberSchema('+1').safeParse('12345678901234').success).toBe(true);
    expect(checkoutPhoneNumberSchema('+41').safeParse('12345678901234').success).toBe(false);
  });
});

describe('dial code (spec §5: required selection)', () => {
  it('accepts a chosen dial code', () => {
    expect(DialCodeSchema.safeParse('+41').success).toBe(true);
  });

  it('asks to choose a dial code', () => {
    expect(firstErrors(DialCodeSchema.safeParse(''))['']).toBe(DIAL_CODE_ERRORS.required);
  });
});
