import { describe, expect, it } from 'vitest';
import { chf } from './money';
import { includedVat } from './vat';

describe('includedVat', () => {
  it.each([
    [549900, 41204],
    [10810, 810],
    [0, 0],
    [1, 0],
  ])('finds the 8.1 %% Swiss VAT inside %i centimes', (total, vat) => {
    expect(includedVat(chf(total))).toEqual(chf(vat));
  });
});
