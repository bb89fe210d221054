import type { MessageKey } from '../i18n/messages/en';
import type { z } from '../zod';
import { type Clock, compareDates, swissToday, systemClock } from './calendar-date';
import { formObject, matches, requiredText, type TextRule } from './text-rules';

/**
 * spec §5 Card: number invalid; number incomplete; expiry in the past; security code incomplete.
 * For the browser's card form only: card data never reaches our API (ARCHITECTURE: PCI DSS SAQ A).
 */
export const CARD_ERRORS = {
  numberRequired: 'validation.cardNumber.required',
  numberInvalid: 'validation.cardNumber.invalid',
  numberIncomplete: 'validation.cardNumber.incomplete',
  expiryRequired: 'validation.cardExpiry.required',
  expiryInvalid: 'validation.cardExpiry.invalid',
  expiryPast: 'validation.cardExpiry.past',
  securityCodeRequired: 'validation.cardSecurityCode.required',
  securityCodeInvalid: 'validation.cardSecurityCode.invalid',
  securityCodeIncomplete: 'validation.cardSecurityCode.incomplete',
} as const satisfies Record<string, MessageKey>;

export interface CardBrand {
  name: 'amex' | 'visa' | 'mastercard' | 'other';
  /** Valid numbers of digits, shortest first. */
  lengths: readonly number[];
  securityCodeLength: number;
}

const KNOWN_BRANDS: readonly (CardBrand & { prefix: RegExp })[] = [
  { name: 'amex', prefix: /^3[47]/, lengths: [15], securityCodeLength: 4 },
  { name: 'visa', prefix: /^4/, lengths: [13, 16, 19], securityCodeLength: 3 },
  { name: 'mastercard', prefix: /^(5[1-5]|2[2-7])/, lengths: [16], securityCodeLength: 3 },
];
const OTHER_BRAND: CardBrand = { name: 'other', lengths: [16], securityCodeLength: 3 };

/** The number as digits only: people type or paste it in groups of four. */
export function cardDigits(number: string): string {
  return number.replace(/\s/g, '');
}

export function detectCardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  return KNOWN_BRANDS.find((brand) => brand.prefix.test(digits)) ?? OTHER_BRAND;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Still short of the brand's longest length and not a valid length yet: the user is probably still typing. */
function isIncomplete(digits: string): boolean {
  const { lengths } = detectCardBrand(digits);
  return digits.length < Math.max(...lengths) && !lengths.includes(digits.length);
}

function numberRule(error: MessageKey, isValid: (digits: string) => boolean): TextRule {
  return { error, isValid: (value) => isValid(cardDigits(value)) };
}

export const CardNumberSchema = requiredText(CARD_ERRORS.numberRequired, [
  matches(/^[\d\s]+$/, CARD_ERRORS.numberInvalid),
  numberRule(CARD_ERRORS.numberIncomplete, (digits) => !isIncomplete(digits)),
  numberRule(CARD_ERRORS.numberInvalid, (digits) => detectCardBrand(digits).lengths.includes(digits.length)),
  numberRule(CARD_ERRORS.numberInvalid, passesLuhn),
]);

const EXPIRY_PATTERN = /^(0[1-9]|1[0-2]) ?\/ ?(\d{2})$/;

/** "MM/YY" → the card's last valid month; undefined when the format is wrong. */
export function parseCardExpiry(value: string): { year: number; month: number } | undefined {
  const match = EXPIRY_PATTERN.exec(value);
  if (!match) return undefined;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** A card stays valid until the end of its expiry month. */
function expiryNotPast(clock: Clock): TextRule {
  return {
    error: CARD_ERRORS.expiryPast,
    isValid: (value) => {
      const expiry = parseCardExpiry(value);
      const today = swissToday(clock());
      return expiry !== undefined && compareDates({ ...expiry, day: 1 }, { ...today, day: 1 }) >= 0;
    },
  };
}

export function cardExpirySchema({ clock = systemClock }: { clock?: Clock } = {}) {
  return requiredText(CARD_ERRORS.expiryRequired, [
    matches(EXPIRY_PATTERN, CARD_ERRORS.expiryInvalid),
    expiryNotPast(clock),
  ]);
}

/** 3 or 4 digits on its own; the card's brand decides which (see `cardSchema`). */
export const SecurityCodeSchema = requiredText(CARD_ERRORS.securityCodeRequired, [
  matches(/^\d+$/, CARD_ERRORS.securityCodeInvalid),
  { error: CARD_ERRORS.securityCodeIncomplete, isValid: (value) => value.length >= 3 },
  { error: CARD_ERRORS.securityCodeInvalid, isValid: (value) => value.length <= 4 },
]);

function securityCodeIssue(number: string, securityCode: string): MessageKey | undefined {
  const expected = detectCardBrand(number).securityCodeLength;
  if (securityCode.length < expected) return CARD_ERRORS.securityCodeIncomplete;
  if (securityCode.length > expected) return CARD_ERRORS.securityCodeInvalid;
  return undefined;
}

export function cardSchema({ clock = systemClock }: { clock?: Clock } = {}) {
  return formObject({
    number: CardNumberSchema,
    expiry: cardExpirySchema({ clock }),
    securityCode: SecurityCodeSchema,
  }).superRefine(
    (card, context) => {
      const issue = securityCodeIssue(card.number, card.securityCode);
      if (issue) context.addIssue({ code: 'custom', message: issue, path: ['securityCode'] });
    },
    // Runs with other fields still wrong, as long as the number is text and the code passed its own rules.
    { when: (payload) => brandCheckApplies(payload.value) },
  );
}

function brandCheckApplies(value: unknown): boolean {
  const card = (value ?? {}) as { number?: unknown; securityCode?: unknown };
  return typeof card.number === 'string' && SecurityCodeSchema.safeParse(card.securityCode).success;
}

export const CardSchema = cardSchema();
export type Card = z.infer<typeof CardSchema>;
