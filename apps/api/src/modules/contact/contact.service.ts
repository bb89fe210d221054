import type { Locale } from '@beast/domain/i18n/locale';
import type { ContactForm } from '@beast/domain/validation/contact.schema';
import type { VisitorRequestDependencies } from '../public-forms/visitor-requests';

/** The contact form (spec §3): kept whole in the staff's inbox, which announces it to the sales address. */
export function createContactService({ db, inbox }: Pick<VisitorRequestDependencies, 'db' | 'inbox'>) {
  return {
    async send(message: ContactForm, locale: Locale): Promise<void> {
      await db.transaction(async (tx) => {
        await inbox.open(tx, {
          kind: 'contact',
          locale,
          name: `${message.firstName} ${message.lastName}`,
          email: message.email,
          summary: message.subject,
          payload: { ...message },
        });
      });
    },
  };
}
