import { formatSwissDate } from '@beast/domain/i18n/date-format';
import { interpolate } from '@beast/domain/i18n/interpolate';
import type { Locale } from '@beast/domain/i18n/locale';
import type { MessageKey } from '@beast/domain/i18n/messages/en';
import { translate } from '../../i18n/translate';
import { linkEmail } from '../mail/templates';

interface MembershipEmailBase {
  locale: Locale;
  brandName: string;
  firstName: string;
  companyName: string;
  /** The company's page, where the code is typed and the membership renewed. */
  link: string;
}

function lines(
  locale: Locale,
  values: Record<string, string>,
  keys: { subject: MessageKey; paragraphs: MessageKey[] },
) {
  const t = (key: MessageKey) => interpolate(translate(locale, key), values);
  return {
    subject: t(keys.subject),
    greeting: interpolate(translate(locale, 'email.greeting'), values),
    paragraphs: keys.paragraphs.map(t),
    linkIntro: t('email.membership.linkIntro'),
    button: t('email.membership.button'),
    signature: t('email.signature'),
  };
}

/** The code that proves a work address, sent to that address. */
export function membershipCodeEmail(input: MembershipEmailBase & { code: string; validMinutes: number }) {
  const values = {
    brand: input.brandName,
    name: input.firstName,
    company: input.companyName,
    code: input.code,
    minutes: String(input.validMinutes),
  };
  return linkEmail({
    locale: input.locale,
    brandName: input.brandName,
    link: input.link,
    lines: lines(input.locale, values, {
      subject: 'email.membershipCode.subject',
      paragraphs: ['email.membershipCode.intro', 'email.membershipCode.code', 'email.membershipCode.ignore'],
    }),
  });
}

/** The reminder before a membership ends, with the day it ends and the page that renews it. */
export function membershipReminderEmail(input: MembershipEmailBase & { expiresAt: Date }) {
  const values = {
    brand: input.brandName,
    name: input.firstName,
    company: input.companyName,
    date: formatSwissDate(input.expiresAt.toISOString(), input.locale),
  };
  return linkEmail({
    locale: input.locale,
    brandName: input.brandName,
    link: input.link,
    lines: lines(input.locale, values, {
      subject: 'email.membershipReminder.subject',
      paragraphs: ['email.membershipReminder.intro', 'email.membershipReminder.renew'],
    }),
  });
}
