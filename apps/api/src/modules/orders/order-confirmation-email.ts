import { countryName } from '@beast/domain/i18n/country-name';
import { formatDay } from '@beast/domain/i18n/date-format';
import { interpolate } from '@beast/domain/i18n/interpolate';
import type { Locale } from '@beast/domain/i18n/locale';
import type { MessageKey } from '@beast/domain/i18n/messages/en';
import { formatMoney } from '@beast/domain/money/money';
import type { Order, OrderFee, OrderLine } from '@beast/domain/orders/orders-api.schema';
import { translate } from '../../i18n/translate';
import { emailImagePath } from '../mail/email-images';
import { COLOURS, type EmailContent, escapeHtml } from '../mail/templates';

export interface OrderConfirmationInput {
  order: Order;
  locale: Locale;
  brandName: string;
  /** The shop's origin (PUBLIC_URL): pictures in an email need absolute addresses. */
  publicOrigin: string;
}

const C = COLOURS;
const FONT = 'Inter,Manrope,Helvetica,Arial,sans-serif';

type Translate = (key: MessageKey, vars?: Record<string, string>) => string;

/** What the email says, once, for its HTML and its plain-text twin. */
interface Content {
  subject: string;
  title: string;
  greeting: string;
  intro: string;
  lines: {
    name: string;
    imageUrl: string | null;
    /** Quantity, options, edition numbers, coupon. */
    details: string[];
    total: string;
    attached: boolean;
  }[];
  amounts: { label: string; value: string; strong?: boolean; heading?: boolean }[];
  vat: string;
  delivery: { title: string; intro: string; address: string[] };
  payment: { title: string; paragraphs: string[] };
  signature: string;
}

/**
 * The order confirmation, in the order's language: every line with its picture, options and edition
 * numbers, the fees with the names the shop shows, the total with the VAT it includes, the full delivery
 * address or the centre with its address and the slot, the instalment plan and what is to pay now. Built
 * from the order as the API answers it, so the email, the checkout and My orders show the same lines.
 */
export function orderConfirmationEmail(input: OrderConfirmationInput): EmailContent {
  const content = contentOf(input);
  return { subject: content.subject, text: textOf(content), html: htmlOf(content, input) };
}

function contentOf({ order, locale, brandName, publicOrigin }: OrderConfirmationInput): Content {
  const money = (value: { amount: number }) => formatMoney(value.amount, locale);
  const t: Translate = (key, vars = {}) =>
    interpolate(translate(locale, key), {
      brand: brandName,
      number: order.number,
      name: order.contacts.firstName,
      ...vars,
    });
  return {
    subject: t('email.order.subject'),
    title: t('email.order.title'),
    greeting: t('email.greeting'),
    intro: t('email.order.intro'),
    lines: order.lines.map((line) => ({
      name: line.name,
      imageUrl: line.media?.kind === 'image' ? emailPicture(line.media.url, publicOrigin) : null,
      details: lineDetails(line, t, money),
      total: money(line.lineTotal),
      attached: line.attachedToLineId !== null,
    })),
    amounts: [
      { label: t('email.order.subtotal'), value: money(order.subtotal) },
      ...(order.discountTotal.amount > 0
        ? [{ label: t('email.order.discounts'), value: `−${money(order.discountTotal)}` }]
        : []),
      ...(order.fees.length > 0 ? [{ label: t('email.order.fees'), value: '', heading: true }] : []),
      ...order.fees.map((fee) => ({
        label: feeLabel(fee, t),
        value: fee.total.amount === 0 ? t(`email.order.free.${fee.kind}` as MessageKey) : money(fee.total),
      })),
      { label: t('email.order.total'), value: money(order.total), strong: true },
    ],
    vat: t('email.order.vat', { rate: (order.vat.ratePermille / 10).toFixed(1), amount: money(order.vat.amount) }),
    delivery: deliveryOf(order, locale, t),
    payment: {
      title: t('email.order.paymentTitle'),
      paragraphs: [
        ...(order.paymentPlan ? [planText(order.paymentPlan, money, t)] : []),
        t('email.order.amountDue', { amount: money(order.amountDue) }),
      ],
    },
    signature: t('email.signature'),
  };
}

function lineDetails(line: OrderLine, t: Translate, money: (value: { amount: number }) => string): string[] {
  return [
    t('email.order.quantity', { quantity: String(line.quantity) }),
    ...Object.entries(line.configuratorOptions ?? {}).map(([option, value]) => `${option}: ${value}`),
    ...(line.editionNumbers.length > 0 ? [t('email.order.edition', { numbers: line.editionNumbers.join(', ') })] : []),
    ...(line.couponName && line.discount.amount > 0
      ? [t('email.order.coupon', { coupon: line.couponName, amount: money(line.discount) })]
      : []),
  ];
}

/** The fee's name as the shop shows it, "× n" for several bikes. */
export function feeLabel(fee: OrderFee, t: Translate): string {
  const name = t(`email.order.fee.${fee.kind}` as MessageKey);
  return fee.quantity > 1 ? `${name} × ${fee.quantity}` : name;
}

function deliveryOf(order: Order, locale: Locale, t: Translate): Content['delivery'] {
  const { delivery, contacts } = order;
  const date = delivery.date ? formatDay(delivery.date, locale, 'long') : '';
  const window = delivery.timeWindow ?? '';
  const title = t('email.order.deliveryTitle');
  if (delivery.method === 'pickup' && delivery.pickUpCenter) {
    const centre = delivery.pickUpCenter;
    return {
      title,
      intro: t('email.order.pickup', { date, window }),
      address: [centre.name, centre.address, `${centre.zipCode} ${centre.city}`],
    };
  }
  return {
    title,
    intro: delivery.date ? t('email.order.courier', { date, window }) : t('email.order.courierCall'),
    address: [
      `${contacts.firstName} ${contacts.lastName}`,
      contacts.address,
      `${delivery.zipCode || contacts.zipCode} ${contacts.city}`,
      countryName(contacts.country, locale),
    ].filter((part) => part.trim() !== ''),
  };
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

/** Email clients show no SVG: a stored SVG picture becomes its PNG rendition, any other SVG is left out. */
function emailPicture(url: string, origin: string): string | null {
  const rendition = emailImagePath(url);
  if (rendition) return absolute(rendition, origin);
  return /\.svg(?:[?#]|$)/i.test(url) ? null : absolute(url, origin);
}

function absolute(url: string, origin: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

function textOf(content: Content): string {
  const rule = '—'.repeat(32);
  return [
    content.greeting,
    '',
    content.intro,
    '',
    content.title,
    rule,
    ...content.lines.flatMap((line) => [
      `${line.attached ? '  + ' : ''}${line.name}: ${line.total}`,
      ...line.details.map((detail) => `${line.attached ? '      ' : '    '}${detail}`),
    ]),
    rule,
    ...content.amounts.map((amount) => (amount.heading ? amount.label : `${amount.label}: ${amount.value}`)),
    content.vat,
    '',
    content.delivery.title,
    content.delivery.intro,
    ...content.delivery.address.map((part) => `    ${part}`),
    '',
    content.payment.title,
    ...content.payment.paragraphs,
    '',
    content.signature,
  ].join('\n');
}

/** Table layout and inline styles only: what Outlook, Gmail and Apple Mail all render alike. */
function htmlOf(content: Content, { locale, brandName }: OrderConfirmationInput): string {
  const e = escapeHtml;
  const cell = `font-family:${FONT};color:${C.ink}`;
  const lineRows = content.lines
    .map(
      (line) => `<tr>
<td width="76" valign="top" style="padding:12px 12px 12px ${line.attached ? 16 : 0}px;border-top:1px solid ${C.line}">${
        line.imageUrl
          ? `<img src="${e(line.imageUrl)}" width="${line.attached ? 48 : 64}" alt="" style="display:block;border:0;border-radius:4px;background:${C.mist};width:${line.attached ? 48 : 64}px;height:auto">`
          : ''
      }</td>
<td valign="top" style="${cell};padding:12px 0;border-top:1px solid ${C.line};font-size:16px"><strong>${e(line.name)}</strong>${line.details
        .map((detail) => `<br><span style="font-size:14px;color:${C.muted}">${e(detail)}</span>`)
        .join('')}</td>
<td valign="top" align="right" style="${cell};padding:12px 0 12px 12px;border-top:1px solid ${C.line};font-size:16px;white-space:nowrap;font-variant-numeric:tabular-nums">${e(line.total)}</td>
</tr>`,
    )
    .join('\n');
  const amountRows = content.amounts
    .map((amount) =>
      amount.heading
        ? `<tr><td colspan="2" style="${cell};padding:12px 0 4px;font-size:13px;font-weight:700;letter-spacing:0.06em;text-transform:uppercase;color:${C.muted}">${e(amount.label)}</td></tr>`
        : amount.strong
          ? `<tr><td style="${cell};padding:12px 0 4px;border-top:2px solid ${C.ink};font-size:20px;font-weight:800">${e(amount.label)}</td><td align="right" style="${cell};padding:12px 0 4px;border-top:2px solid ${C.ink};font-size:20px;font-weight:800;color:${C.accentStrong};white-space:nowrap;font-variant-numeric:tabular-nums">${e(amount.value)}</td></tr>`
          : `<tr><td style="${cell};padding:4px 0;font-size:15px">${e(amount.label)}</td><td align="right" style="${cell};padding:4px 0;font-size:15px;white-space:nowrap;font-variant-numeric:tabular-nums">${e(amount.value)}</td></tr>`,
    )
    .join('\n');
  const heading = (text: string) =>
    `<p style="margin:0 0 8px;font-family:${FONT};font-size:13px;font-weight:700;letter-spacing:0.06em;text-transform:uppercase;color:${C.accentStrong}">${e(text)}</p>`;
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${C.mist}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${C.mist}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:${C.paper};border:1px solid ${C.line};border-radius:8px;border-collapse:separate">
<tr><td style="background:${C.ink};border-radius:8px 8px 0 0;padding:20px 24px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td style="font-family:${FONT};font-size:22px;font-weight:800;color:${C.paper}">${e(brandName)}</td>
<td align="right" style="font-family:${FONT};font-size:14px;color:${C.paper}">${e(content.title)}</td>
</tr></table>
</td></tr>
<tr><td style="height:4px;background:${C.accent};font-size:0;line-height:0">&nbsp;</td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 12px;${cell};font-size:16px">${e(content.greeting)}</p>
<p style="margin:0 0 20px;${cell};font-size:16px">${e(content.intro)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${lineRows}
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin-top:8px;border-top:1px solid ${C.line}">
${amountRows}
<tr><td colspan="2" style="${cell};padding:0 0 4px;font-size:13px;color:${C.muted}">${e(content.vat)}</td></tr>
</table>
</td></tr>
<tr><td style="padding:0 24px 24px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${C.mist};border-radius:6px">
<tr><td style="padding:16px">
${heading(content.delivery.title)}
<p style="margin:0 0 8px;${cell};font-size:15px">${e(content.delivery.intro)}</p>
<p style="margin:0;${cell};font-size:15px;font-weight:600">${content.delivery.address.map(e).join('<br>')}</p>
</td></tr>
<tr><td style="padding:0 16px 16px">
${heading(content.payment.title)}
${content.payment.paragraphs.map((paragraph) => `<p style="margin:0 0 8px;${cell};font-size:15px">${e(paragraph)}</p>`).join('\n')}
</td></tr>
</table>
</td></tr>
</table>
<p style="margin:16px 0 0;font-family:${FONT};font-size:14px;color:${C.ink}">${e(content.signature)}</p>
</td></tr>
</table>
</body>
</html>`;
}
