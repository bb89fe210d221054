import { interpolate } from '@beast/domain/i18n/interpolate';
import type { Locale } from '@beast/domain/i18n/locale';
import type { MessageKey } from '@beast/domain/i18n/messages/en';
import { chf, formatMoney } from '@beast/domain/money/money';
import { translate } from '../../i18n/translate';
import type { OutgoingEmail } from '../mail/outbox.repository';
import { linkEmail } from '../mail/templates';
import type { RentalRequestRow } from './rentals.repository';

/** Which email of a rental request: its receipt, or the staff's answer. */
export type RentalEmailKind = 'received' | 'confirmed' | 'declined';

/**
 * The person's emails about their rental request, in the language they asked in: the receipt ("we'll confirm your
 * rental by email") and the staff's confirmation or refusal, with the staff's message when they wrote one.
 */
export function rentalEmail(
  kind: RentalEmailKind,
  row: RentalRequestRow,
  { brandName, publicOrigin }: { brandName: string; publicOrigin: string },
): OutgoingEmail {
  const locale = row.locale as Locale;
  const values = {
    brand: brandName,
    name: row.firstName,
    model: row.modelName,
    length:
      row.months === 1
        ? translate(locale, 'email.rental.oneMonth')
        : interpolate(translate(locale, 'email.rental.months'), { months: String(row.months) }),
    monthly: formatMoney(chf(row.monthlyPrice), locale),
    total: formatMoney(chf(row.total), locale),
    message: row.decisionMessage ?? '',
  };
  const t = (key: MessageKey) => interpolate(translate(locale, key), values);
  const paragraphs =
    kind === 'received'
      ? [t('email.rental.received.intro'), t('email.rental.received.next')]
      : [t(`email.rental.${kind}.intro`), ...(row.decisionMessage ? [t('email.rental.staffMessage')] : [])];
  const content = linkEmail({
    locale,
    brandName,
    link: `${publicOrigin}/${locale}/rentals`,
    lines: {
      subject: t(`email.rental.${kind}.subject`),
      greeting: t('email.greeting'),
      paragraphs,
      linkIntro: t('email.rental.linkIntro'),
      button: t('email.rental.button'),
      signature: t('email.signature'),
    },
  });
  return { to: row.email, userId: null, ...content };
}
