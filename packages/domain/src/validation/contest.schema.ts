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
  rulesRequired: 'validation.contestRules.required',
} as const satisfies Record<string, MessageKey>;

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
    .positive({ error: CONTEST_ERRORS.weightPositive }),
);

export const ContestEntrySchema = formObject({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  email: EmailSchema,
  phoneNumber: RequiredPhoneNumberSchema,
  weightEstimateKg: WeightEstimateSchema,
  acceptRules: acceptance(CONTEST_ERRORS.rulesRequired),
});
export type ContestEntry = z.infer<typeof ContestEntrySchema>;
