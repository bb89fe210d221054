/**
 * The answers the B2B questionnaire offers (spec §3): yes or no to three questions, and the preferred solution.
 * Without zod, so the page draws its choices without loading the schema library (decision 14).
 */
export const YES_NO_ANSWERS = ['yes', 'no'] as const;
export const B2B_PREFERRED_SOLUTIONS = [
  'purchase',
  'all_inclusive_rental',
  'employee_financial_aid',
  'not_defined',
] as const;
