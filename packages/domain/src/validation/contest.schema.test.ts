import { describe, expect, it } from 'vitest';
import {
  CONTEST_ERRORS,
  ContestEntrySchema,
  contestEntrySchemaFor,
  HotelContestEntrySchema,
  WeightEstimateSchema,
} from './contest.schema';
import { EMAIL_ERRORS } from './email.schema';
import { firstErrors } from './first-errors';
import { FIRST_NAME_ERRORS } from './name.schema';
import { PHONE_NUMBER_ERRORS } from './phone.schema';

const entry = {
  firstName: 'Anna',
  lastName: 'Muller',
  email: 'anna@example.ch',
  phoneNumber: '791234567',
  weightEstimateKg: '37,5',
  acceptRules: true,
};

describe('contest form (spec §5)', () => {
  it('accepts a complete entry and reads "37,5" as 37.5 kg', () => {
    const result = ContestEntrySchema.safeParse(entry);
    expect(result.success && result.data.weightEstimateKg).toBe(37.5);
  });

  it.each([
    ['a number', 36, 36],
    ['a decimal point', '36.8', 36.8],
    ['spaces around', ' 38 ', 38],
  ])('accepts a weight given as %s', (_, input, kilograms) => {
    expect(WeightEstimateSchema.parse(input)).toBe(kilograms);
  });

  it.each([
    ['no weight', { weightEstimateKg: '' }, { weightEstimateKg: CONTEST_ERRORS.weightRequired }],
    [
      'a weight that is not a number',
      { weightEstimateKg: 'heavy' },
      { weightEstimateKg: CONTEST_ERRORS.weightInvalid },
    ],
    ['a weight of zero', { weightEstimateKg: '0' }, { weightEstimateKg: CONTEST_ERRORS.weightPositive }],
    ['a negative weight', { weightEstimateKg: -3 }, { weightEstimateKg: CONTEST_ERRORS.weightPositive }],
    ['a weight over a tonne', { weightEstimateKg: '1000,5' }, { weightEstimateKg: CONTEST_ERRORS.weightTooHeavy }],
    ['rules not accepted', { acceptRules: false }, { acceptRules: CONTEST_ERRORS.rulesRequired }],
    ['no first name', { firstName: '' }, { firstName: FIRST_NAME_ERRORS.required }],
    ['no email', { email: '' }, { email: EMAIL_ERRORS.required }],
    ['no phone to reach the winner', { phoneNumber: '' }, { phoneNumber: PHONE_NUMBER_ERRORS.required }],
  ])('refuses %s', (_, change, errors) => {
    expect(firstErrors(ContestEntrySchema.safeParse({ ...entry, ...change }))).toEqual(errors);
  });

  it('asks no weight in the hotel contest, and the same person and rules', () => {
    const { weightEstimateKg: _weight, ...person } = entry;
    expect(HotelContestEntrySchema.safeParse(person).success).toBe(true);
    expect(firstErrors(HotelContestEntrySchema.safeParse({ ...person, acceptRules: false }))).toEqual({
      acceptRules: CONTEST_ERRORS.rulesRequired,
    });
    expect(contestEntrySchemaFor('hotel-voucher')).toBe(HotelContestEntrySchema);
    expect(contestEntrySchemaFor('weight-estimate')).toBe(ContestEntrySchema);
  });
});
