import { describe, expect, it } from 'vitest';
import {
  CARD_ERRORS,
  CardNumberSchema,
  cardExpirySchema,
  cardSchema,
  detectCardBrand,
  passesLuhn,
  SecurityCodeSchema,
} from './card.schema';
import { firstErrors } from './first-errors';

/** 12 March 2026 in Zurich. */
const clock = () => new Date('2026-03-12T10:00:00Z');
const numberError = (value: unknown) => firstErrors(CardNumberSchema.safeParse(value))[''];
const expiryError = (value: unknown) => firstErrors(cardExpirySchema({ clock }).safeParse(value))[''];

describe('card number (spec §5)', () => {
  it.each([
    ['a Luhn-valid Visa', '4242424242424242'],
    ['a Visa typed in groups', '4242 4242 4242 4242'],
    ['a 13-digit Visa', '4222222222222'],
    ['an Amex', '378282246310005'],
    ['a Mastercard', '5555555555554444'],
    ['a 2-series Mastercard', '2223003122003222'],
  ])('accepts %s', (_, value) => {
    expect(numberError(value)).toBeUndefined();
  });

  it.each([
    ['an empty number', '', CARD_ERRORS.numberRequired],
    ['a number failing the Luhn check as invalid', '4242424242424241', CARD_ERRORS.numberInvalid],
    ['six digits as incomplete', '424242', CARD_ERRORS.numberIncomplete],
    ['a 14-digit Amex as incomplete', '37828224631000', CARD_ERRORS.numberIncomplete],
    ['a 15-digit Visa as incomplete', '424242424242424', CARD_ERRORS.numberIncomplete],
    ['letters as invalid', '4242abcd42424242', CARD_ERRORS.numberInvalid],
    ['dashes as invalid', '4242-4242-4242-4242', CARD_ERRORS.numberInvalid],
    ['a 17-digit Mastercard as invalid', '55555555555544440', CARD_ERRORS.numberInvalid],
  ])('refuses %s', (_, value, error) => {
    expect(numberError(value)).toBe(error);
  });

  it.each([
    ['4242424242424242', 'visa'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['5105105105105100', 'mastercard'],
    ['6011111111111117', 'other'],
  ])('detects the brand of %s as %s', (number, brand) => {
    expect(detectCardBrand(number).name).toBe(brand);
  });

  it('computes the Luhn checksum', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });
});

describe('card expiry (spec §5)', () => {
  it.each([
    ['this month', '03/26'],
    ['next year', '01/27'],
    ['spaces around the slash', '12 / 30'],
  ])('accepts %s', (_, value) => {
    expect(expiryError(value)).toBeUndefined();
  });

  it.each([
    ['an empty expiry', '', CARD_ERRORS.expiryRequired],
    ['last month', '02/26', CARD_ERRORS.expiryPast],
    ['last year', '12/25', CARD_ERRORS.expiryPast],
    ['month 13', '13/27', CARD_ERRORS.expiryInvalid],
    ['a one-digit month', '1/27', CARD_ERRORS.expiryInvalid],
    ['a four-digit year', '01/2027', CARD_ERRORS.expiryInvalid],
  ])('refuses %s', (_, value, error) => {
    expect(expiryError(value)).toBe(error);
  });
});

describe('security code (spec §5)', () => {
  it.each([
    ['an empty code', '', CARD_ERRORS.securityCodeRequired],
    ['two digits as incomplete', '12', CARD_ERRORS.securityCodeIncomplete],
    ['letters as invalid', '12a', CARD_ERRORS.securityCodeInvalid],
    ['five digits as invalid', '12345', CARD_ERRORS.securityCodeInvalid],
  ])('refuses %s', (_, value, error) => {
    expect(firstErrors(SecurityCodeSchema.safeParse(value))['']).toBe(error);
  });

  const card = cardSchema({ clock });
  const visa = { number: '4242424242424242', expiry: '12/30', securityCode: '123' };
  const amex = { number: '378282246310005', expiry: '12/30', securityCode: '1234' };

  it.each([
    ['a Visa with 3 digits', visa],
    ['an Amex with 4 digits', amex],
  ])('accepts %s', (_, value) => {
    expect(firstErrors(card.safeParse(value))).toEqual({});
  });

  it.each([
    ['an Amex with 3 digits as incomplete', { ...amex, securityCode: '123' }, CARD_ERRORS.securityCodeIncomplete],
    ['a Visa with 4 digits as invalid', { ...visa, securityCode: '1234' }, CARD_ERRORS.securityCodeInvalid],
    ['a CVC of 12 as incomplete', { ...visa, securityCode: '12' }, CARD_ERRORS.securityCodeIncomplete],
  ])('refuses %s', (_, value, error) => {
    expect(firstErrors(card.safeParse(value)).securityCode).toBe(error);
  });

  it('reports the brand rule together with other wrong fields', () => {
    const result = card.safeParse({ ...amex, expiry: '01/20', securityCode: '123' });
    expect(firstErrors(result)).toEqual({
      expiry: CARD_ERRORS.expiryPast,
      securityCode: CARD_ERRORS.securityCodeIncomplete,
    });
  });
});
