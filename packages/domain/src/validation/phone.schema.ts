import {
  CHECKOUT_PHONE_MIN_DIGITS,
  CHECKOUT_PHONE_TOTAL_MAX_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
} from '../constants/field-limits';
import type { MessageKey } from '../i18n/messages/en';
import type { z } from '../zod';
import {
  matches,
  noDoubleSpace,
  noLeadingSpace,
  optionalText,
  requiredSelection,
  requiredText,
  type TextRule,
} from './text-rules';

/**
 * spec §5 Phone number: digits only; no leading space; no double spaces; 6 to 13 digits when some are typed;
 * required only when asked. Since the spec also forbids leading and double spaces, single spaces between
 * digit groups ("79 123 45 67") are accepted, and the lengths count digits only.
 */
export const PHONE_NUMBER_ERRORS = {
  required: 'validation.phoneNumber.required',
  digitsOnly: 'validation.phoneNumber.digitsOnly',
  leadingSpace: 'validation.phoneNumber.leadingSpace',
  doubleSpace: 'validation.phoneNumber.doubleSpace',
  length: 'validation.phoneNumber.length',
  tooShort: 'validation.phoneNumber.tooShort',
  tooLong: 'validation.phoneNumber.tooLong',
} as const satisfies Record<string, MessageKey>;

export const DIAL_CODE_ERRORS = { required: 'validation.dialCode.required' } as const satisfies Record<
  string,
  MessageKey
>;
/** spec §3 countryCode: the dial code chosen from the country dictionary, like "+41". */
export const DialCodeSchema = requiredSelection(DIAL_CODE_ERRORS.required);

export function countDigits(value: string): number {
  return value.replace(/\D/g, '').length;
}

const digitCount = (min: number, max: number, error: MessageKey): TextRule => ({
  error,
  isValid: (value) => countDigits(value) >= min && countDigits(value) <= max,
});

const PHONE_CHARACTER_RULES: readonly TextRule[] = [
  matches(/^[\d ]+$/, PHONE_NUMBER_ERRORS.digitsOnly),
  noLeadingSpace(PHONE_NUMBER_ERRORS.leadingSpace),
  noDoubleSpace(PHONE_NUMBER_ERRORS.doubleSpace),
];

const PHONE_RULES = [
  ...PHONE_CHARACTER_RULES,
  digitCount(PHONE_MIN_DIGITS, PHONE_MAX_DIGITS, PHONE_NUMBER_ERRORS.length),
];

export function phoneNumberSchema({ required }: { required: boolean }) {
  return required ? requiredText(PHONE_NUMBER_ERRORS.required, PHONE_RULES) : optionalText(PHONE_RULES);
}

export const RequiredPhoneNumberSchema = phoneNumberSchema({ required: true });
export const OptionalPhoneNumberSchema = phoneNumberSchema({ required: false });

/**
 * spec §5 checkout variant: required; at least 2 digits; at most 16 minus the dial code's length.
 * The dial code counts every character, "+" included ("+41" → 3, so 13 digits), which keeps
 * "+41" and the number within E.164's 16 characters.
 */
export function checkoutPhoneMaxDigits(dialCode: string): number {
  return CHECKOUT_PHONE_TOTAL_MAX_LENGTH - dialCode.trim().length;
}

export function checkoutPhoneNumberSchema(dialCode: string) {
  const maxDigits = checkoutPhoneMaxDigits(dialCode);
  const known = checkoutPhoneSchemas.get(maxDigits);
  if (known) return known;
  const schema = requiredText(PHONE_NUMBER_ERRORS.required, [
    ...PHONE_CHARACTER_RULES,
    { error: PHONE_NUMBER_ERRORS.tooShort, isValid: (value) => countDigits(value) >= CHECKOUT_PHONE_MIN_DIGITS },
    { error: PHONE_NUMBER_ERRORS.tooLong, isValid: (value) => countDigits(value) <= maxDigits },
  ]);
  if (checkoutPhoneSchemas.size < CHECKOUT_PHONE_SCHEMAS_KEPT) checkoutPhoneSchemas.set(maxDigits, schema);
  return schema;
}

/**
 * The checkout checks every order's phone with the schema of its dial code's length: made once per length rather
 * than per order (making a schema costs more than checking a number). A few lengths exist; more are not kept.
 */
const checkoutPhoneSchemas = new Map<number, ReturnType<typeof requiredText>>();
const CHECKOUT_PHONE_SCHEMAS_KEPT = 16;

/**
 * The checkout's phone field (spec §5 checkout variant): a dial code (`countryCode`) and a number whose maximum
 * depends on it, so the number's full check runs on the whole form. Every form asking for a phone with its dial
 * code (the checkout, a test ride) checks it with this refinement, once a number is typed, so its error shows
 * together with the other fields' errors.
 */
export function withDialCodePhone<Form extends z.ZodType<{ countryCode?: unknown; phoneNumber?: unknown }>>(
  form: Form,
) {
  return form.superRefine(
    (value, context) => {
      const dialCode = typeof value.countryCode === 'string' ? value.countryCode : '';
      const phone = checkoutPhoneNumberSchema(dialCode).safeParse(value.phoneNumber);
      if (!phone.success) {
        context.addIssue({ code: 'custom', message: phone.error.issues[0]!.message, path: ['phoneNumber'] });
      }
    },
    { when: (payload) => hasTypedPhone(payload.value) },
  );
}

function hasTypedPhone(value: unknown): boolean {
  const phoneNumber = (value as { phoneNumber?: unknown } | null | undefined)?.phoneNumber;
  return typeof phoneNumber === 'string' && phoneNumber !== '';
}
