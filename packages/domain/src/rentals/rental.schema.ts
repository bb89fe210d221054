import { RENTAL_MONTHS_MAX, RENTAL_MONTHS_MIN } from '../constants/business';
import { FREE_TEXT_MAX_LENGTH } from '../constants/field-limits';
import type { MessageKey } from '../i18n/messages/en';
import { AddressSchema, CitySchema, ZipCodeSchema } from '../validation/address.schema';
import { MESSAGE_ERRORS } from '../validation/contact.schema';
import { EmailSchema } from '../validation/email.schema';
import { FirstNameSchema, LastNameSchema } from '../validation/name.schema';
import { DialCodeSchema, PHONE_NUMBER_ERRORS, withDialCodePhone } from '../validation/phone.schema';
import { multilineText } from '../validation/safe-text';
import { formObject, maxLength, optionalText, requiredSelection, requiredText } from '../validation/text-rules';
import { z } from '../zod';
import { RENTAL_DECISIONS, type RentalStep } from './rental.rules';

/**
 * The rental request (spec §2 /rentals, four steps): the bike, the length in months (spec §9), the person's
 * details with the phone's dial code (the shared phone field) and the delivery address, then the review. Each
 * step's schema checks its fields as the visitor types and when the step is posted; the whole request's schema
 * checks POST /rentals.
 */
export const RENTAL_ERRORS = {
  modelRequired: 'validation.rental.modelRequired',
  modelUnavailable: 'validation.rental.modelUnavailable',
  monthsRange: 'validation.rental.monthsRange',
} as const satisfies Record<string, MessageKey>;

const SLUG_MAX_LENGTH = 100;

/** Step 1: a rentable model, by its slug. */
export const RentalModelSchema = requiredSelection(RENTAL_ERRORS.modelRequired).max(SLUG_MAX_LENGTH, {
  error: RENTAL_ERRORS.modelUnavailable,
});

/** Step 2: whole months (spec §9), from RENTAL_MONTHS_MIN to RENTAL_MONTHS_MAX; a form sends it as text. */
export const RentalMonthsSchema = z.coerce
  .number({ error: RENTAL_ERRORS.monthsRange })
  .int({ error: RENTAL_ERRORS.monthsRange })
  .min(RENTAL_MONTHS_MIN, { error: RENTAL_ERRORS.monthsRange })
  .max(RENTAL_MONTHS_MAX, { error: RENTAL_ERRORS.monthsRange });

const RentalMessageSchema = multilineText(optionalText([maxLength(FREE_TEXT_MAX_LENGTH, MESSAGE_ERRORS.maxLength)]));

const RentalPersonShape = {
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  email: EmailSchema,
  countryCode: DialCodeSchema,
  phoneNumber: requiredText(PHONE_NUMBER_ERRORS.required),
  // The bike is delivered to the door: the address it goes to.
  address: AddressSchema,
  zipCode: ZipCodeSchema,
  city: CitySchema,
  message: RentalMessageSchema,
};

export const RentalBikeStepSchema = formObject({ model: RentalModelSchema });
export const RentalLengthStepSchema = formObject({ months: RentalMonthsSchema });
export const RentalDetailsStepSchema = withDialCodePhone(formObject(RentalPersonShape));

/** POST /rentals: every step's answers together. */
export const RentalRequestSchema = withDialCodePhone(
  formObject({ model: RentalModelSchema, months: RentalMonthsSchema, ...RentalPersonShape }),
);
export type RentalRequest = z.infer<typeof RentalRequestSchema>;

/** Each step's schema; the review checks the whole request again before it is sent. */
export const RENTAL_STEP_SCHEMAS = {
  bike: RentalBikeStepSchema,
  length: RentalLengthStepSchema,
  details: RentalDetailsStepSchema,
  review: RentalRequestSchema,
} as const satisfies Record<RentalStep, z.ZodType>;

/** The staff's answer: confirm or decline, with an optional message to the person. */
export const RentalDecisionSchema = formObject({
  decision: z.enum(RENTAL_DECISIONS, { error: 'validation.invalid' }),
  message: RentalMessageSchema,
});
export type RentalDecisionInput = z.infer<typeof RentalDecisionSchema>;
