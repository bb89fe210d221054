import { INTL_LOCALE, type Locale } from '@beast/domain/i18n/locale';
import type { MessageKey } from '@beast/domain/i18n/messages/en';
import { formatMoney } from '@beast/domain/money/money';
import type { Order } from '@beast/domain/orders/orders-api.schema';
import { translate } from '../../i18n/translate';
import { type EmailContent, escapeHtml, fill } from '../mail/templates';

export interface OrderConfirmationInput {
  order: Order;
  locale: Locale;
  brandName: string;
}

/**
 * The order confirmation (spec: confirmation email in the user's language): number, lines with edition
 * numbers, fees, total with the VAT it includes, how it is delivered or picked up, the instalment plan and
 * what is to pay now. Built from the order as the API answers it, so the email and the page agree.
 */
export function orderConfirmationEmail({ order, locale, brandName }: OrderConfirmationInput): EmailContent {
  const money = (value: { amount: number }) => formatMoney(value.amount, locale);
  const t = (key: MessageKey, vars: Record<string, string> = {}) =>
    fill(translate(locale, key), { brand: brandName, number: order.number, name: order.contacts.firstName, ...vars });
  const items = [
    ...order.lines.flatMap((line) => [
      row(`${line.quantity} × ${line.name}`, money(line.lineTotal)),
      ...(line.editionNumbers.length > 0
        ? [note(t('email.order.edition', { numbers: line.editionNumbers.join(', ') }))]
        : []),
      ...(line.couponName && line.discount.amount > 0
        ? [note(t('email.order.coupon', { coupon: line.couponName, amount: money(line.discount) }))]
        : []),
    ]),
    ...order.fees.map((fee) =>
      row(`${fee.quantity} × ${t(`email.order.fee.${fee.kind}` as MessageKey)}`, money(fee.total)),
    ),
    row(t('email.order.total'), money(order.total)),
    note(t('email.order.vat', { rate: (order.vat.ratePermille / 10).toFixed(1), amount: money(order.vat.amount) })),
  ];
  const paragraphs = [
    t('email.order.intro'),
    deliveryText(order, locale, t),
    ...(order.paymentPlan ? [planText(order.paymentPlan, money, t)] : []),
    t('email.order.amountDue', { amount: money(order.amountDue) }),
  ];
  const lines = { subject: t('email.order.subject'), greeting: t('email.greeting'), signature: t('email.signature') };
  return {
    subject: lines.subject,
    text: [
      lines.greeting,
      '',
      paragraphs[0]!,
      '',
      ...items.map((item) => (item.kind === 'row' ? `${item.label}: ${item.value}` : `  ${item.label}`)),
      '',
      ...paragraphs.slice(1),
      '',
      lines.signature,
    ].join('\n'),
    html: html(locale, brandName, lines, paragraphs, items),
  };
}

type Item = { kind: 'row'; label: string; value: string } | { kind: 'note'; label: string };
const row = (label: string, value: string): Item => ({ kind: 'row', label, value });
const note = (label: string): Item => ({ kind: 'note', label });
type Translate = (key: MessageKey, vars?: Record<string, string>) => string;

function deliveryText(order: Order, locale: Locale, t: Translate): string {
  const { delivery } = order;
  const date = delivery.date ? formatDay(delivery.date, locale) : '';
  const window = delivery.timeWindow ?? '';
  if (delivery.method === 'pickup' && delivery.pickUpCenter) {
    const centre = delivery.pickUpCenter;
    return t('email.order.pickup', {
      centre: centre.name,
      address: centre.address,
      zip: centre.zipCode,
      city: centre.city,
      date,
      window,
    });
  }
  if (!delivery.date) return t('email.order.courierCall', { zip: delivery.zipCode });
  return t('email.order.courier', { zip: delivery.zipCode, date, window });
}

function planText(
  plan: NonNullable<Order['paymentPlan']>,
  money: (value: { amount: number }) => string,
  t: Translate,
): string {
  return t('email.order.plan', {
    months: String(plan.months),
    monthly: money(plan.monthlyAmount),
    totalCost: money(plan.totalCost),
    interest: money(plan.interest),
    nominal: (plan.nominalRateBasisPoints / 100).toFixed(2),
    effective: (plan.effectiveRateBasisPoints / 100).toFixed(2),
  });
}

/** An ISO day in the customer's words ("Monday, 23 November 2026"), independent of the server's time zone. */
function formatDay(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

function html(
  locale: Locale,
  brandName: string,
  lines: { subject: string; greeting: string; signature: string },
  paragraphs: string[],
  items: Item[],
): string {
  const e = escapeHtml;
  const tableRows = items
    .map((item) =>
      item.kind === 'row'
        ? `<tr><td style="padding:6px 0;border-top:1px solid #D9DCD6">${e(item.label)}</td><td style="padding:6px 0;border-top:1px solid #D9DCD6;text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap">${e(item.value)}</td></tr>`
        : `<tr><td colspan="2" style="padding:0 0 6px;font-size:14px;color:#3A4148">${e(item.label)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(lines.subject)}</title></head>
<body style="margin:0;padding:0;background:#F3F4F1;font-family:Inter,Manrope,Helvetica,Arial,sans-serif;color:#111418">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="margin:0 0 16px;font-size:22px;font-weight:800;color:#15573A">${e(brandName)}</p>
<div style="background:#FFFFFF;border:1px solid #D9DCD6;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:16px">${e(lines.greeting)}</p>
<p style="margin:0 0 16px;font-size:16px">${e(paragraphs[0]!)}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:16px">
${tableRows}
</table>
${paragraphs
  .slice(1)
  .map((paragraph) => `<p style="margin:16px 0 0;font-size:16px">${e(paragraph)}</p>`)
  .join('\n')}
</div>
<p style="margin:16px 0 0;font-size:14px">${e(lines.signature)}</p>
</div>
</body>
</html>`;
}
