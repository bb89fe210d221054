import type { Locale } from '@beast/domain/i18n/locale';
import { formatMoney, type Money } from '@beast/domain/money/money';
import type { EmailContent } from '../mail/templates';
import { accountLinkEmail } from './order-status-email';

export interface OrderRefundEmailInput {
  locale: Locale;
  brandName: string;
  firstName: string;
  orderNumber: string;
  amount: Money;
  /** The account page, where My orders lists the order. */
  accountLink: string;
}

/** The email a customer gets when money of their order is refunded, in the order's language. */
export function orderRefundEmail(input: OrderRefundEmailInput): EmailContent {
  const vars = {
    brand: input.brandName,
    name: input.firstName,
    number: input.orderNumber,
    amount: formatMoney(input.amount, input.locale),
  };
  return accountLinkEmail(input, 'refund', vars);
}
