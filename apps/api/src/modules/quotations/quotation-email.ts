import { formatSwissDate } from '@beast/domain/i18n/date-format';
import { interpolate } from '@beast/domain/i18n/interpolate';
import type { Locale } from '@beast/domain/i18n/locale';
import type { MessageKey } from '@beast/domain/i18n/messages/en';
import { formatMoney } from '@beast/domain/money/money';
import type { Quotation } from '@beast/domain/quotations/quotation-api.schema';
import { translate } from '../../i18n/translate';
import type { OutgoingEmail } from '../mail/outbox.repository';
import { linkEmail } from '../mail/templates';

/** The customer's email of a new quotation: a few lines in their language, the PDF attached, a link to it. */
export function quotationEmail(input: {
  quotation: Quotation;
  pdf: Buffer;
  brandName: string;
  /** The PDF's signed link, absolute. */
  link: string;
  userId: number | null;
}): OutgoingEmail {
  const { quotation } = input;
  const locale = quotation.locale as Locale;
  const t = (key: MessageKey) =>
    interpolate(translate(locale, key), {
      brand: input.brandName,
      number: quotation.number,
      name: quotation.customer.firstName,
      validUntil: formatSwissDate(quotation.validUntil, locale),
      total: formatMoney(quotation.pricing.total, locale),
    });
  const content = linkEmail({
    locale,
    brandName: input.brandName,
    link: input.link,
    lines: {
      subject: t('email.quotation.subject'),
      greeting: t('email.greeting'),
      paragraphs: [t('email.quotation.intro'), t('email.quotation.total')],
      linkIntro: t('email.quotation.linkIntro'),
      button: t('email.quotation.button'),
      signature: t('email.signature'),
    },
  });
  return {
    to: quotation.customer.email,
    userId: input.userId,
    ...content,
    attachments: [
      { filename: `${quotation.number}.pdf`, contentType: 'application/pdf', content: input.pdf.toString('base64') },
    ],
  };
}

/** The link to order a won quotation through the checkout, in the quotation's language. */
export function quotationOrderEmail(input: {
  quotation: Quotation;
  brandName: string;
  /** The storefront's page of the signed link, absolute. */
  link: string;
  userId: number | null;
}): OutgoingEmail {
  const { quotation } = input;
  const locale = quotation.locale as Locale;
  const t = (key: MessageKey) =>
    interpolate(translate(locale, key), {
      brand: input.brandName,
      number: quotation.number,
      name: quotation.customer.firstName,
      validUntil: formatSwissDate(quotation.validUntil, locale),
      total: formatMoney(quotation.pricing.total, locale),
    });
  const content = linkEmail({
    locale,
    brandName: input.brandName,
    link: input.link,
    lines: {
      subject: t('email.quotationOrder.subject'),
      greeting: t('email.greeting'),
      paragraphs: [t('email.quotationOrder.intro'), t('email.quotationOrder.total')],
      linkIntro: t('email.quotationOrder.linkIntro'),
      button: t('email.quotationOrder.button'),
      signature: t('email.signature'),
    },
  });
  return { to: quotation.customer.email, userId: input.userId, ...content };
}
