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
  const t = (key: MessageKey) => interpolate(translate(input.locale, key), vars);
  return linkEmail({
    locale: input.locale,
    brandName: input.brandName,
    link: input.accountLink,
    lines: {
      subject: t('email.orderStatus.subject'),
      greeting: t('email.greeting'),
      paragraphs: [t('email.orderStatus.intro')],
      linkIntro: t('email.orderStatus.linkIntro'),
      button: t('email.orderStatus.button'),
      signature: t('email.signature'),
    },
  });
}
