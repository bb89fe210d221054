import { parseTestCardToken } from '@beast/domain/checkout/test-cards';
import { firstErrors } from '@beast/domain/validation/first-errors';
import { describe, expect, it } from 'vitest';
import {
  cardFormSchema,
  clearedCard,
  formatCardNumber,
  formatExpiry,
  formatSecurityCode,
  tokenizeTestCard,
} from './card-input';

const JUNE_2026 = () => new Date('2026-06-15T10:00:00Z');
const VALID = { number: '4242 4242 4242 4242', expiry: '12/27', securityCode: '123' };

describe('card number as typed', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242-4242.4242', '4242 4242 4242 4242'],
    ['42424', '4242 4'],
    ['378282246310005', '3782 822463 10005'],
    ['37828224631000599', '3782 822463 10005'],
    ['5555555555554444999', '5555 5555 5555 4444'],
    ['abc', ''],
  ])('%s → %s', (raw, formatted) => {
    expect(formatCardNumber(raw)).toBe(formatted);
  });
});

describe('expiry MM/YY as typed', () => {
  it.each([
    ['1', '', '1'],
    ['12', '1', '12/'],
    ['5', '', '05/'],
    ['1/', '1', '01/'],
    ['1227', '', '12/27'],
    ['12/275', '12/27', '12/27'],
    // Deleting: the slash is not put back.
    ['12', '12/', '12'],
    ['12/2', '12/', '12/2'],
  ])('%s (was %s) → %s', (raw, previous, formatted) => {
    expect(formatExpiry(raw, previous)).toBe(formatted);
  });

  it('keeps only digits in the security code, at most four', () => {
    expect(formatSecurityCode('1a2 3456')).toBe('1234');
  });
});

describe('spec §5 Card: validated in the browser', () => {
  const errorsOf = (card: typeof VALID) => firstErrors(cardFormSchema(JUNE_2026).safeParse(card));

  it('accepts a valid card', () => {
    expect(errorsOf(VALID)).toEqual({});
  });

  it.each([
    [{ ...VALID, number: '4242 4242 4242 4241' }, 'number', 'validation.cardNumber.invalid'],
    [{ ...VALID, number: '4242 4242 42' }, 'number', 'validation.cardNumber.incomplete'],
    [{ ...VALID, expiry: '05/26' }, 'expiry', 'validation.cardExpiry.past'],
    [{ ...VALID, securityCode: '12' }, 'securityCode', 'validation.cardSecurityCode.incomplete'],
    [
      { ...VALID, number: '3782 822463 10005', securityCode: '123' },
      'securityCode',
      'validation.cardSecurityCode.incomplete',
    ],
  ])('%o → %s: %s', (card, field, message) => {
    expect(errorsOf(card)[field]).toBe(message);
  });
});

describe('the test provider token', () => {
  it('holds the outcome, brand and last four digits, never the full number or the code', () => {
    const token = tokenizeTestCard(VALID, JUNE_2026);
    expect(token).toBeDefined();
    expect(token).not.toContain('4242424242424242');
    expect(token).not.toContain('123_');
    expect(parseTestCardToken(token ?? '')).toEqual({ outcome: 'succeeds', brand: 'visa', last4: '4242' });
  });

  it('marks the declined test card', () => {
    const token = tokenizeTestCard({ ...VALID, number: '4000 0000 0000 0002' }, JUNE_2026);
    expect(parseTestCardToken(token ?? '')?.outcome).toBe('declined');
    expect(token).not.toContain('4000000000000002');
  });

  it('makes no token of an invalid card', () => {
    expect(tokenizeTestCard({ ...VALID, expiry: '01/20' }, JUNE_2026)).toBeUndefined();
  });

  it('clears the number and the code after a refusal, keeping the expiry', () => {
    expect(clearedCard(VALID)).toEqual({ number: '', expiry: '12/27', securityCode: '' });
  });
});
