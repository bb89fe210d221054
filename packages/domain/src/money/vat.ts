import { chf, type Money } from './money';

/** Swiss standard VAT rate since 1 January 2024, in tenths of a percent (8.1 %). Prices include it. */
export const SWISS_VAT_RATE_PERMILLE = 81;

/**
 * The VAT contained in a VAT-inclusive amount: amount × 8.1 / 108.1, rounded to the centime.
 * Shown on carts and orders (ARCHITECTURE: Swiss VAT is included in prices and shown on orders).
 */
export function includedVat(total: Money): Money {
  const vat = Math.round((total.amount * SWISS_VAT_RATE_PERMILLE) / (1000 + SWISS_VAT_RATE_PERMILLE));
  return chf(vat);
}
