import type { Locale } from '@beast/domain/i18n/locale';
import type { B2bQuestionnaire } from '@beast/domain/validation/b2b-questionnaire.schema';
import type { B2bContactForm } from '@beast/domain/validation/contact.schema';
import type { VisitorRequestDependencies } from '../public-forms/visitor-requests';

/**
 * The B2B offer's two forms (spec §3): the four-question questionnaire and the contact form. Each is kept whole in
 * the staff's inbox, which announces it to the sales address.
 */
export function createB2bService({ db, inbox }: Pick<VisitorRequestDependencies, 'db' | 'inbox'>) {
  return {
    async answerQuestionnaire(answers: B2bQuestionnaire, locale: Locale): Promise<void> {
      await db.transaction(async (tx) => {
        await inbox.open(tx, {
          kind: 'b2b-questionnaire',
          locale,
          // The questionnaire asks for an email only: it names the request.
          name: answers.email,
          email: answers.email,
          summary: `${answers.preferredSolution} · budget ${answers.budgetValidated} · leasing ${answers.leasingNeeded} · bike type ${answers.bikeTypeDefined}`,
          payload: { ...answers },
        });
      });
    },

    async sendContact(message: B2bContactForm, locale: Locale): Promise<void> {
      await db.transaction(async (tx) => {
        await inbox.open(tx, {
          kind: 'b2b-contact',
          locale,
          name: `${message.name} ${message.lastName}`,
          email: message.email,
          summary: message.subject,
          payload: { ...message },
        });
      });
    },
  };
}
