import { RENTAL_FIELDS, type RentalField, type RentalStep } from '@beast/domain/rentals/rental.rules';
import { RENTAL_ERRORS, RENTAL_STEP_SCHEMAS } from '@beast/domain/rentals/rental.schema';
import type { RentalOffer } from '@beast/domain/rentals/rental-api.schema';
import { firstErrors } from '@beast/domain/validation/first-errors';
import type { TFunction } from '../../lib/i18n/translator';

export type RentalAnswers = Record<RentalField, string>;

/** The answers a step's post carries (its own fields and the earlier steps' hidden ones), every one as text. */
export function rentalAnswersOf(fields: Record<string, string>): RentalAnswers {
  return Object.fromEntries(RENTAL_FIELDS.map((name) => [name, fields[name] ?? ''])) as RentalAnswers;
}

/**
 * A step's answers checked on the server with the step's shared schema (the first error of each field,
 * translated), and the bike against the models one can rent now. Empty when the step may go on.
 */
export function refusedFields(
  step: RentalStep,
  answers: RentalAnswers,
  offer: RentalOffer,
  t: TFunction,
): Record<string, string> {
  const errors: Record<string, string> = firstErrors(RENTAL_STEP_SCHEMAS[step].safeParse(answers));
  const checksBike = step === 'bike' || step === 'review';
  if (checksBike && !errors.model && !offer.models.some((model) => model.slug === answers.model)) {
    errors.model = RENTAL_ERRORS.modelUnavailable;
  }
  return Object.fromEntries(Object.entries(errors).map(([name, key]) => [name, t(key)]));
}
