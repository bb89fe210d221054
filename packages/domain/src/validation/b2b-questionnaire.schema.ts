import type { MessageKey } from '../i18n/messages/en';
import { z } from '../zod';
import { B2B_PREFERRED_SOLUTIONS, YES_NO_ANSWERS } from './b2b-questionnaire-answers';
import { EmailSchema } from './email.schema';
import { acceptance, formObject, INVALID_VALUE_ERROR } from './text-rules';

/**
 * spec §3, §5 B2B questionnaire: four required questions ("This question is required"), email required
 * ("Email is required"), data-processing consent required, marketing consent optional.
 */
export const B2B_QUESTIONNAIRE_ERRORS = {
  questionRequired: 'validation.question.required',
  dataProcessingConsentRequired: 'validation.dataProcessingConsent.required',
} as const satisfies Record<string, MessageKey>;

export { B2B_PREFERRED_SOLUTIONS, YES_NO_ANSWERS };

const YesNoSchema = z.enum(YES_NO_ANSWERS, { error: B2B_QUESTIONNAIRE_ERRORS.questionRequired });

export const B2bQuestionnaireSchema = formObject({
  budgetValidated: YesNoSchema,
  leasingNeeded: YesNoSchema,
  bikeTypeDefined: YesNoSchema,
  preferredSolution: z.enum(B2B_PREFERRED_SOLUTIONS, { error: B2B_QUESTIONNAIRE_ERRORS.questionRequired }),
  email: EmailSchema,
  dataProcessingConsent: acceptance(B2B_QUESTIONNAIRE_ERRORS.dataProcessingConsentRequired),
  marketingConsent: z.boolean({ error: INVALID_VALUE_ERROR }).default(false),
});
export type B2bQuestionnaire = z.infer<typeof B2bQuestionnaireSchema>;
