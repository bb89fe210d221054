import { interpolate } from '@beast/domain/i18n/interpolate';
import type { Locale } from '@beast/domain/i18n/locale';
import type { MessageKey } from '@beast/domain/i18n/messages/en';
import { translate } from '../../i18n/translate';
import { type EmailContent, linkEmail } from '../mail/templates';

export interface OrderClaimEmailInput {
  /** The account's language: the email goes to the account's owner, who may not have placed the order. */
  locale: Locale;
  brandName: string;
  firstName: string;
  orderNumber: string;
  /** The storefront page that adds the order to the account once its owner signed in. */
  claimLink: string;
}

/**
 * "An order was placed with your email — add it to your account": a guest order placed with the address of
 * an account stays out of that account until its owner, signed in, opens this link.
 */
export function orderClaimEmail(input: OrderClaimEmailInput): EmailContent {
  const vars = { brand: input.brandName, name: input.firstName, number: input.orderNumber };
  const t = (key: MessageKey) => interpolate(translate(input.locale, key), vars);
  return linkEmail({
    locale: input.locale,
    brandName: input.brandName,
    link: input.claimLink,
    lines: {
      subject: t('email.orderClaim.subject'),
      greeting: t('email.greeting'),
      paragraphs: [t('email.orderClaim.intro'), t('email.orderClaim.notYours')],
      linkIntro: t('email.orderClaim.linkIntro'),
      button: t('email.orderClaim.button'),
      signature: t('email.signature'),
    },
  });
}
