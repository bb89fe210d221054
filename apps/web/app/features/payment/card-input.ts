import { testCardToken } from '@beast/domain/checkout/test-cards';
import type { Clock } from '@beast/domain/validation/calendar-date';
import { cardSchema, detectCardBrand } from '@beast/domain/validation/card.schema';

/**
 * The built-in test provider's card fields (demo mode): how they format as they are typed, and how a
 * valid card becomes the token that is sent instead of it. The number and the security code stay in the
 * browser's memory only (ARCHITECTURE: PCI DSS SAQ A).
 */
export interface CardValues extends Record<string, string> {
  number: string;
  expiry: string;
  securityCode: string;
}

export const EMPTY_CARD: CardValues = { number: '', expiry: '', securityCode: '' };

/** American Express prints its 15 digits as 4-6-5; every other brand in groups of four. */
const AMEX_GROUPS = [4, 6, 5] as const;

/**
 * "4242424242424242" → "4242 4242 4242 4242" while typing or pasting: anything but digits is dropped and
 * the number stops at its brand's longest length.
 */
export function formatCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const brand = detectCardBrand(digits);
  const kept = digits.slice(0, Math.max(...brand.lengths));
  const groups = brand.name === 'amex' ? splitInto(kept, AMEX_GROUPS) : (kept.match(/.{1,4}/g) ?? []);
  return groups.join(' ');
}

function splitInto(digits: string, sizes: readonly number[]): string[] {
  const groups: string[] = [];
  let start = 0;
  for (const size of sizes) {
    if (start >= digits.length) break;
    groups.push(digits.slice(start, start + size));
    start += size;
  }
  return groups;
}

/**
 * MM/YY with the slash added as the month is complete ("12" → "12/", "5" → "05/"). While deleting, the
 * slash is not put back, or the visitor could never erase it.
 */
export function formatExpiry(raw: string, previous = ''): string {
  const deleting = raw.length < previous.length;
  let digits = raw.replace(/\D/g, '');
  // A single month digit that cannot start a two-digit month (2–9), or one followed by a typed slash.
  if (!deleting && digits.length === 1 && (Number(digits) > 1 || raw.endsWith('/'))) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits.length === 2 && !deleting ? `${digits}/` : digits;
}

/** Digits only, at most four (American Express). */
export function formatSecurityCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 4);
}

/** The browser-side validation of spec §5 Card (message keys of the domain catalogue). */
export function cardFormSchema(clock?: Clock) {
  return cardSchema(clock ? { clock } : {});
}

/**
 * A valid card → the test provider's token ("tok_test_succeeds_visa_4242_1a2b3c4d": outcome, brand and
 * last four digits only); an invalid one → undefined. The number itself is never part of the token.
 */
export function tokenizeTestCard(card: CardValues, clock?: Clock): string | undefined {
  if (!cardFormSchema(clock).safeParse(card).success) return undefined;
  return testCardToken(card.number);
}

/** After a refused payment: the number and the code are wiped, the expiry stays (spec §8 retry). */
export function clearedCard(card: CardValues): CardValues {
  return { ...EMPTY_CARD, expiry: card.expiry };
}
