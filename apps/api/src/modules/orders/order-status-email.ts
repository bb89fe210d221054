import type { Locale } from '@beast/domain/i18n/locale';
import type { MessageKey } from '@beast/domain/i18n/messages/en';
import { type OrderStatus, orderStatusLabelKey } from '@beast/domain/orders/order-status';
import { translate } from '../../i18n/translate';
import { type EmailContent, escapeHtml, fill } from '../mail/templates';

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
  const t = (key: MessageKey) => fill(translate(input.locale, key), vars);
  const lines = {
    subject: t('email.orderStatus.subject'),
    greeting: t('email.greeting'),
    intro: t('email.orderStatus.intro'),
    linkIntro: t('email.orderStatus.linkIntro'),
    button: t('email.orderStatus.button'),
    signature: t('email.signature'),
  };
  const text = [lines.greeting, '', lines.intro, '', lines.linkIntro, input.accountLink, '', lines.signature].join(
    '\n',
  );
  return { subject: lines.subject, text, html: html(input, lines) };
}

function html(input: OrderStatusEmailInput, lines: Record<string, string>): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${input.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(lines.subject!)}</title></head>
<body style="margin:0;padding:0;background:#F3F4F1;font-family:Inter,Manrope,Helvetica,Arial,sans-serif;color:#111418">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="margin:0 0 16px;font-size:22px;font-weight:800;color:#15573A">${e(input.brandName)}</p>
<div style="background:#FFFFFF;border:1px solid #D9DCD6;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:16px">${e(lines.greeting!)}</p>
<p style="margin:0 0 16px;font-size:16px">${e(lines.intro!)}</p>
<p style="margin:24px 0 0"><a href="${e(input.accountLink)}" style="display:inline-block;background:#1F7A4D;color:#FFFFFF;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${e(lines.button!)}</a></p>
</div>
<p style="margin:16px 0 0;font-size:14px">${e(lines.signature!)}</p>
</div>
</body>
</html>`;
}
