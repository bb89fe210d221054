import type { MessageKey } from '../i18n/messages/en';
import { z } from '../zod';
import { EmailSchema } from './email.schema';
import { FirstNameSchema, LastNameSchema } from './name.schema';
import { RequiredPhoneNumberSchema } from './phone.schema';
import { acceptance, formObject } from './text-rules';

/** spec §5 Contest form: personal data to contact the winner; a weight in kg (no bounds shown); the rules accepted. */
export const CONTEST_ERRORS = {
  weightRequired: 'validation.weightEstimate.required',
  weightInvalid: 'validation.weightEstimate.invalid',
  weightPositive: 'validation.weightEstimate.positive',
  weightTooHeavy: 'validation.weightEstimate.tooHeavy',
  rulesRequired: 'validation.contestRules.required',
} as const satisfies Record<string, MessageKey>;

/**
 * No bike of the contest weighs a tonne: a bigger figure is a slip of the keyboard (grams typed as kg). The
 * form shows no bounds (spec §5); the message only says the figure cannot be right.
 */
export const WEIGHT_ESTIMATE_MAX_KG = 1000;

/** A text field sends "37,5" or "37.5"; empty means not answered yet. */
function toKilograms(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  const text = input.trim().replace(',', '.');
  return text === '' ? undefined : Number(text);
}

export const WeightEstimateSchema = z.preprocess(
  toKilograms,
  z
    .number({ error: (issue) => (issue.input == null ? CONTEST_ERRORS.weightRequired : CONTEST_ERRORS.weightInvalid) })
    .positive({ error: CONTEST_ERRORS.weightPositive })
    .max(WEIGHT_ESTIMATE_MAX_KG, { error: CONTEST_ERRORS.weightTooHeavy }),
);

/** What both contests ask (spec §3 hotel contest: "email and form"): who to tell if they win, and the rules. */
const PERSON_SHAPE = {
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  email: EmailSchema,
  phoneNumber: RequiredPhoneNumberSchema,
  acceptRules: acceptance(CONTEST_ERRORS.rulesRequired),
};

/** The hotel-voucher contest's form: the person and the rules accepted. */
export const HotelContestEntrySchema = formObject(PERSON_SHAPE);
export type HotelContestEntry = z.infer<typeof HotelContestEntrySchema>;

/** The bike-weight contest's form: the same, and the estimate in kg. */
export const ContestEntrySchema = formObject({ ...PERSON_SHAPE, weightEstimateKg: WeightEstimateSchema });
export type ContestEntry = z.infer<typeof ContestEntrySchema>;

/** The form of a contest of this kind. */
export function contestEntrySchemaFor(kind: 'weight-estimate' | 'hotel-voucher') {
  return kind === 'weight-estimate' ? ContestEntrySchema : HotelContestEntrySchema;
}
