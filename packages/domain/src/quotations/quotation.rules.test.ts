import { describe, expect, it } from 'vitest';
import {
  canMoveQuotation,
  isQuotationValid,
  quotationNumber,
  quotationTerms,
  quotationValidUntil,
  sameQuotationLines,
} from './quotation.rules';

describe('quotation terms (spec §9)', () => {
  it('promises the regular delivery for one bike, and no replacement bike', () => {
    expect(quotationTerms([{ type: 'mighty_beast', quantity: 1 }])).toEqual({
      bikeCount: 1,
      isFleet: false,
      deliveryWeeks: 2,
      replacementBike: false,
    });
  });

  it('counts only vehicles towards a fleet, delivered within 3 weeks', () => {
    const terms = quotationTerms([
      { type: 'cargo_beast', quantity: 2 },
      { type: 'accessory', quantity: 40 },
      { type: 'service', quantity: 20 },
    ]);
    expect(terms).toMatchObject({ bikeCount: 2, isFleet: true, deliveryWeeks: 3, replacementBike: false });
  });

  it('adds a replacement bike from 15 bikes, over several lines', () => {
    expect(quotationTerms([{ type: 'classy_beast', quantity: 14 }]).replacementBike).toBe(false);
    const fifteen = quotationTerms([
      { type: 'classy_beast', quantity: 10 },
      { type: 'mighty_beast', quantity: 5 },
    ]);
    expect(fifteen).toMatchObject({ bikeCount: 15, replacementBike: true, deliveryWeeks: 3 });
  });
});

describe('quotation numbers and validity', () => {
  it('numbers a quotation with its year and six digits', () => {
    expect(quotationNumber(2026, 123)).toBe('Q-2026-000123');
  });

  it('holds the prices 30 days, across a month end', () => {
    expect(quotationValidUntil('2026-01-15')).toBe('2026-02-14');
  });
});

describe('the staff steps of a quotation', () => {
  it('sends a new one, wins or loses a new or sent one, and keeps won and lost final', () => {
    expect(canMoveQuotation('new', 'sent')).toBe(true);
    expect(canMoveQuotation('sent', 'won')).toBe(true);
    expect(canMoveQuotation('new', 'lost')).toBe(true);
    expect(canMoveQuotation('won', 'lost')).toBe(false);
    expect(canMoveQuotation('lost', 'sent')).toBe(false);
    expect(canMoveQuotation('sent', 'sent')).toBe(false);
  });
});

describe('ordering a won quotation', () => {
  it('holds through its last day, Swiss calendar, and not a day more', () => {
    expect(isQuotationValid('2026-02-14', '2026-02-13')).toBe(true);
    expect(isQuotationValid('2026-02-14', '2026-02-14')).toBe(true);
    expect(isQuotationValid('2026-02-14', '2026-02-15')).toBe(false);
  });

  it('takes the same products in the same quantities, in any order, as the quotation’s lines', () => {
    const quoted = [
      { productId: 1, quantity: 2 },
      { productId: 7, quantity: 1 },
    ];
    expect(sameQuotationLines(quoted, [...quoted].reverse())).toBe(true);
    expect(sameQuotationLines(quoted, [{ productId: 1, quantity: 2 }])).toBe(false);
    expect(sameQuotationLines(quoted, [quoted[0]!, { productId: 7, quantity: 2 }])).toBe(false);
    expect(sameQuotationLines(quoted, [...quoted, { productId: 7, quantity: 1 }])).toBe(false);
  });
});
