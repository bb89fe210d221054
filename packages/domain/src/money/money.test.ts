import { describe, expect, it } from 'vitest';
import {
  addMoney,
  centimesOfFrancsText,
  chf,
  formatMoney,
  formatMoneyAmount,
  formatMoneyParts,
  francs,
  francsText,
  multiplyMoney,
  sumMoney,
} from './money';
import { MoneySchema } from './money.schema';

// Exact characters Node's ICU gives (ICU 78 / CLDR 48): en-CH and de-CH group with an ASCII apostrophe
// and put "CHF" and a no-break space first; fr-CH groups with a narrow no-break space, keeps "." as the
// money decimal, and puts a no-break space and "CHF" last.
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('money arithmetic in integer centimes', () => {
  it('builds CHF amounts', () => {
    expect(chf(549900)).toEqual({ amount: 549900, currency: 'CHF' });
  });

  it.each([
    [5499, 549900],
    [12.5, 1250],
    [0.1 + 0.2, 30],
    [-3.05, -305],
  ])('turns %d francs into %d centimes', (amount, centimes) => {
    expect(francs(amount)).toBe(centimes);
  });

  it('refuses fractions of a centime', () => {
    expect(() => francs(1.005)).toThrow(RangeError);
    expect(() => chf(10.5)).toThrow(RangeError);
    expect(() => chf(Number.NaN)).toThrow(RangeError);
  });

  it('adds, sums and multiplies by whole quantities', () => {
    expect(addMoney(chf(1000), chf(250))).toEqual(chf(1250));
    expect(sumMoney([chf(100), chf(200), chf(300)])).toEqual(chf(600));
    expect(sumMoney([])).toEqual(chf(0));
    expect(multiplyMoney(chf(12_000), 3)).toEqual(chf(36_000));
  });

  it('refuses to multiply by a fraction', () => {
    expect(() => multiplyMoney(chf(1000), 1.5)).toThrow(RangeError);
  });

  it('validates money received from the API', () => {
    expect(MoneySchema.safeParse({ amount: 549900, currency: 'CHF' }).success).toBe(true);
    expect(MoneySchema.safeParse({ amount: 5499.5, currency: 'CHF' }).success).toBe(false);
    expect(MoneySchema.safeParse({ amount: 100, currency: 'EUR' }).success).toBe(false);
  });
});

describe('formatMoney (Swiss price style)', () => {
  it.each([
    ['en', `CHF${NBSP}5’499.–`],
    ['fr', `5${NNBSP}499.–${NBSP}CHF`],
    ['de', `CHF${NBSP}5’499.–`],
  ] as const)('writes 549900 centimes in %s as %j', (locale, text) => {
    expect(formatMoney(549900, locale)).toBe(text);
    expect(formatMoney(chf(549900), locale)).toBe(text);
  });

  it.each([
    ['en', `CHF${NBSP}5’499.50`],
    ['fr', `5${NNBSP}499.50${NBSP}CHF`],
    ['de', `CHF${NBSP}5’499.50`],
  ] as const)('keeps the centimes of 549950 in %s', (locale, text) => {
    expect(formatMoney(549950, locale)).toBe(text);
  });

  it.each([
    ['en', `CHF${NBSP}5’499.00`],
    ['fr', `5${NNBSP}499.00${NBSP}CHF`],
    ['de', `CHF${NBSP}5’499.00`],
  ] as const)('writes ".00" in %s when the dash is turned off', (locale, text) => {
    expect(formatMoney(549900, locale, { wholeFrancDash: false })).toBe(text);
  });

  it.each([
    [0, `CHF${NBSP}0.–`],
    [5, `CHF${NBSP}0.05`],
    [27_500, `CHF${NBSP}275.–`],
    [-1200, 'CHF-12.–'],
    [123_456_789, `CHF${NBSP}1’234’567.89`],
  ])('writes %d centimes in en as %j', (centimes, text) => {
    expect(formatMoney(centimes, 'en')).toBe(text);
  });

  it('gives the parts for styling the currency apart', () => {
    expect(formatMoneyParts(549900, 'de').map((part) => part.type)).toEqual([
      'currency',
      'literal',
      'integer',
      'group',
      'integer',
      'decimal',
      'fraction',
    ]);
  });

  it.each([
    ['en', '5’499.–'],
    ['fr', `5${NNBSP}499.–`],
    ['de', '5’499.–'],
  ] as const)('writes the amount alone for price columns in %s', (locale, text) => {
    expect(formatMoneyAmount(549900, locale)).toBe(text);
  });

  it('refuses amounts that are not whole centimes', () => {
    expect(() => formatMoney(10.5, 'en')).toThrow(RangeError);
  });
});

describe('francs typed in a form', () => {
  it.each([
    ['120', 12_000],
    ['120.5', 12_050],
    ['120.50', 12_050],
    ['120,50', 12_050],
    [' 1’200.05 ', 120_005],
    ["1'200", 120_000],
    ['0.01', 1],
    ['0', 0],
  ])('reads %s as %i centimes', (text, centimes) => {
    expect(centimesOfFrancsText(text)).toBe(centimes);
  });

  it.each(['', 'abc', '12.345', '-5', '1e3', '12.', '.5', 'CHF 12'])('refuses %s', (text) => {
    expect(centimesOfFrancsText(text)).toBeNull();
  });

  it('writes centimes back for editing', () => {
    expect(francsText(12_050)).toBe('120.50');
    expect(francsText(100)).toBe('1.00');
  });
});
