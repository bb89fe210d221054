import { interpolate } from '@beast/domain/i18n/interpolate';
import type { Locale } from '@beast/domain/i18n/locale';
import type { MessageKey } from '@beast/domain/i18n/messages/en';
import { type OrderStatus, orderStatusLabelKey } from '@beast/domain/orders/order-status';
import { translate } from '../../i18n/translate';
import { type EmailContent, linkEmail } from '../mail/templates';

export interface OrderStatusEmailInput {
  locale: Locale;
  brandName: string;
  firstName: string;
  orderNumber: string;
  status: OrderStatus;
  /** The account page, where My orders lists the order. */
  accountLink: string;
}

/** The email a customer gets when their order changes status, in the order's language. */
export function orderStatusEmail(input: OrderStatusEmailInput): EmailContent {
  const vars = {
    brand: input.brandName,
    name: input.firstName,
    number: input.orderNumber,
    status: translate(input.locale, orderStatusLabelKey(input.status)),
  };
  return accountLinkEmail(input, 'orderStatus', vars);
}

/**
 * An email about an order with one paragraph and a button to the account, from the texts
 * `email.<name>.subject`, `.intro`, `.linkIntro` and `.button` filled with `vars`.
 */
export function accountLinkEmail(
  input: { locale: Locale; brandName: string; accountLink: string },
  name: 'orderStatus' | 'refund',
  vars: Record<string, string>,
): EmailContent {
  const t = (key: MessageKey) => interpolate(translate(input.locale, key), vars);
  return linkEmail({
    locale: input.locale,
    brandName: input.brandName,
    link: input.accountLink,
    lines: {
      subject: t(`email.${name}.subject`),
      greeting: t('email.greeting'),
      paragraphs: [t(`email.${name}.intro`)],
      linkIntro: t(`email.${name}.linkIntro`),
      button: t(`email.${name}.button`),
      signature: t('email.signature'),
    },
  });
}
