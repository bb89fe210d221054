import { cardDigits, detectCardBrand } from '../validation/card.schema';

/**
 * The built-in test provider's cards (demo mode), modelled on Stripe's test cards. The browser turns a
 * card into a token with `testCardToken` — the number and security code never leave the browser — and
 * the server's test provider reads only the token's outcome, brand and last four digits.
 */
export const TEST_CARD_OUTCOMES = [
  'succeeds',
  'declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
] as const;
export type TestCardOutcome = (typeof TEST_CARD_OUTCOMES)[number];

/** Stripe's documented test numbers and what they do. Any other number is declined, as Stripe's test mode does. */
export const TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '378282246310005': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
};

const TOKEN_PATTERN = /^tok_test_([a-z_]+)_(amex|visa|mastercard|other)_(\d{4})_([0-9a-f]{8})$/;

export interface TestCardToken {
  outcome: TestCardOutcome;
  brand: string;
  last4: string;
}

/** What the browser sends instead of the card: "tok_test_succeeds_visa_4242_1a2b3c4d". */
export function testCardToken(cardNumber: string, random: () => number = Math.random): string {
  const digits = cardDigits(cardNumber);
  const outcome = TEST_CARDS[digits] ?? 'declined';
  const nonce = Math.floor(random() * 0xffffffff)
    .toString(16)
    .padStart(8, '0');
  return `tok_test_${outcome}_${detectCardBrand(digits).name}_${digits.slice(-4)}_${nonce}`;
}

/** The server's reading of a token; undefined when it is not one of ours. */
export function parseTestCardToken(token: string): TestCardToken | undefined {
  const match = TOKEN_PATTERN.exec(token);
  if (!match || !TEST_CARD_OUTCOMES.includes(match[1] as TestCardOutcome)) return undefined;
  return { outcome: match[1] as TestCardOutcome, brand: match[2]!, last4: match[3]! };
}
