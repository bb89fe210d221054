import { describe, expect, it } from 'vitest';
import { B2B_QUESTIONNAIRE_ERRORS, B2bQuestionnaireSchema } from './b2b-questionnaire.schema';
import { EMAIL_ERRORS } from './email.schema';
import { firstErrors } from './first-errors';

const answers = {
  budgetValidated: 'yes',
  leasingNeeded: 'no',
  bikeTypeDefined: 'yes',
  preferredSolution: 'employee_financial_aid',
  email: 'fleet@company.ch',
  dataProcessingConsent: true,
};

describe('B2B questionnaire (spec §5)', () => {
  it('accepts complete answers and leaves marketing consent off by default', () => {
    const result = B2bQuestionnaireSchema.safeParse(answers);
    expect(result.success && result.data.marketingConsent).toBe(false);
  });

  it.each([['budgetValidated'], ['leasingNeeded'], ['bikeTypeDefined'], ['preferredSolution']])(
    'says "This question is required" when %s is not answered',
    (question) => {
      const result = B2bQuestionnaireSchema.safeParse({ ...answers, [question]: undefined });
      expect(firstErrors(result)).toEqual({ [question]: B2B_QUESTIONNAIRE_ERRORS.questionRequired });
    },
  );

  it.each([
    [
      'an answer outside yes/no',
      { leasingNeeded: 'maybe' },
      { leasingNeeded: B2B_QUESTIONNAIRE_ERRORS.questionRequired },
    ],
    [
      'an unknown solution',
      { preferredSolution: 'lease' },
      { preferredSolution: B2B_QUESTIONNAIRE_ERRORS.questionRequired },
    ],
    ['a missing email ("Email is required")', { email: '' }, { email: EMAIL_ERRORS.required }],
    [
      'no data-processing consent',
      { dataProcessingConsent: false },
      { dataProcessingConsent: B2B_QUESTIONNAIRE_ERRORS.dataProcessingConsentRequired },
    ],
  ])('refuses %s', (_, change, errors) => {
    expect(firstErrors(B2bQuestionnaireSchema.safeParse({ ...answers, ...change }))).toEqual(errors);
  });
});
