import { formatSwissDate } from '@beast/domain/i18n/date-format';
import { interpolate } from '@beast/domain/i18n/interpolate';
import type { Locale } from '@beast/domain/i18n/locale';
import type { MessageKey } from '@beast/domain/i18n/messages/en';
import { formatMoney } from '@beast/domain/money/money';
import type { Quotation } from '@beast/domain/quotations/quotation-api.schema';
import { translate } from '../../i18n/translate';
import type { OutgoingEmail } from '../mail/outbox.repository';
import { linkEmail } from '../mail/templates';

type QuotationEmailKind = 'quotation' | 'quotationOrder';

interface QuotationEmailInput {
  quotation: Quotation;
  brandName: string;
  /** The signed link, absolute. */
  link: string;
  userId: number | null;
}

/** A quotation's email in its language: the same greeting, figures and link button, the kind's own lines. */
function quotationLinkEmail(kind: QuotationEmailKind, { quotation, brandName, link, userId }: QuotationEmailInput) {
  const locale = quotation.locale as Locale;
  const t = (key: MessageKey) =>
    interpolate(translate(locale, key), {
      brand: brandName,
      number: quotation.number,
      name: quotation.customer.firstName,
      validUntil: formatSwissDate(quotation.validUntil, locale),
      total: formatMoney(quotation.pricing.total, locale),
    });
  const content = linkEmail({
    locale,
    brandName,
    link,
    lines: {
      subject: t(`email.${kind}.subject`),
      greeting: t('email.greeting'),
      paragraphs: [t(`email.${kind}.intro`), t(`email.${kind}.total`)],
      linkIntro: t(`email.${kind}.linkIntro`),
      button: t(`email.${kind}.button`),
      signature: t('email.signature'),
    },
  });
  return { to: quotation.customer.email, userId, ...content };
}

/** The customer's email of a new quotation: a few lines in their language, the PDF attached, a link to it. */
export function quotationEmail(input: QuotationEmailInput & { pdf: Buffer }): OutgoingEmail {
  const { quotation, pdf } = input;
  return {
    ...quotationLinkEmail('quotation', input),
    attachments: [
      { filename: `${quotation.number}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64') },
    ],
  };
}

/** The link to order a won quotation through the checkout, in the quotation's language. */
export function quotationOrderEmail(input: QuotationEmailInput): OutgoingEmail {
  return quotationLinkEmail('quotationOrder', input);
}
