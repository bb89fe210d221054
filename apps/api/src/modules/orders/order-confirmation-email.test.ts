import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import type { MessageKey } from '@beast/domain/i18n/messages/en';
import { formatMoney } from '@beast/domain/money/money';
import type { Order } from '@beast/domain/orders/orders-api.schema';
import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import { escapeHtml } from '../mail/templates';
import { orderConfirmationEmail } from './order-confirmation-email';

const chf = (amount: number) => ({ amount, currency: 'CHF' as const });
const media = (url: string) => ({ url, kind: 'image' as const, alt: '', width: 800, height: 600 });

function order(delivery: Order['delivery']): Order {
  const line = {
    slug: 'xplorer',
    type: 'xplorer_beast' as const,
    unitOriginalPrice: chf(900_000),
    couponName: null,
    discount: chf(0),
    attachedToLineId: null,
  };
  return {
    id: 7,
    number: 'BB-26-000007',
    type: 'product',
    status: 'RECEIVED',
    statusColour: 'green',
    createdAt: '2026-11-23T10:00:00.000Z',
    lines: [
      {
        ...line,
        id: 1,
        productId: 11,
        name: 'Xplorer Beast',
        media: media('/files/media/xplorer/side.svg'),
        quantity: 2,
        unitPrice: chf(900_000),
        configuratorOptions: { frame: 'Glacier blue', rims: 'Black' },
        lineTotal: chf(1_800_000),
        editionNumbers: ['037/100', '038/100'],
      },
      {
        ...line,
        id: 2,
        productId: 12,
        slug: 'first-service',
        name: 'First service',
        type: 'service',
        media: null,
        quantity: 1,
        unitPrice: chf(17_500),
        unitOriginalPrice: chf(17_500),
        configuratorOptions: null,
        attachedToLineId: 1,
        lineTotal: chf(17_500),
        editionNumbers: [],
      },
    ],
    fees: [
      { kind: 'assembly', unitPrice: chf(14_900), quantity: 2, total: chf(29_800) },
      { kind: 'circulation', unitPrice: chf(9_900), quantity: 2, total: chf(19_800) },
      { kind: 'delivery', unitPrice: chf(0), quantity: 2, total: chf(0) },
    ],
    subtotal: chf(1_817_500),
    discountTotal: chf(0),
    feesTotal: chf(49_600),
    total: chf(1_867_100),
    vat: { ratePermille: 81, amount: chf(139_900) },
    paymentPlan: null,
    firstCharge: chf(1_867_100),
    contacts: {
      firstName: 'Léa',
      lastName: 'Muster',
      email: 'lea@example.ch',
      countryCode: '+41',
      phoneNumber: '791234567',
      country: 'CH',
      city: 'Lausanne',
      zipCode: '1003',
      address: 'Rue du Lac 12',
    },
    delivery,
    comment: null,
    amountPaid: chf(0),
    amountDue: chf(1_867_100),
    balance: chf(1_867_100),
    nextDueDate: null,
    payments: [],
    reservedUntil: null,
  };
}

const courier: Order['delivery'] = {
  method: 'courier',
  zipCode: '1003',
  isStandardZip: true,
  date: '2026-12-02',
  timeWindow: '08:00-12:00',
  pickUpCenter: null,
};
const pickUp: Order['delivery'] = {
  method: 'pickup',
  zipCode: '1003',
  isStandardZip: true,
  date: '2026-12-03',
  timeWindow: '10:00-11:00',
  pickUpCenter: {
    id: 3,
    name: 'Experience centre Zurich',
    address: 'Hardstrasse 201',
    zipCode: '8005',
    city: 'Zürich',
  },
};

const email = (delivery: Order['delivery'], locale: Locale = 'en') =>
  orderConfirmationEmail({
    order: order(delivery),
    locale,
    brandName: 'Beast',
    publicOrigin: 'https://shop.example.ch/',
  });

describe('the order confirmation email', () => {
  it.each(LOCALES)('shows in %s, in HTML and in plain text, every line, fee, the total and the VAT', (locale) => {
    const { html, text, subject } = email(courier, locale);
    const money = (amount: number) => formatMoney(amount, locale);
    expect(subject).toContain('BB-26-000007');
    for (const body of [text, html]) {
      for (const part of ['Xplorer Beast', 'First service', '037/100', '038/100', 'Glacier blue', 'Black']) {
        expect(body).toContain(part);
      }
      for (const amount of [1_800_000, 17_500, 29_800, 19_800, 1_867_100, 139_900])
        expect(body).toContain(body === html ? escapeHtml(money(amount)) : money(amount));
      // The fees carry the names the shop's pages show (the terminology test holds them equal).
      for (const key of ['fee.assembly', 'fee.circulation', 'fee.delivery', 'free.delivery']) {
        const name = translate(locale, `email.order.${key}` as MessageKey);
        expect(body).toContain(body === html ? escapeHtml(name) : name);
      }
    }
  });

  it.each([
    ['fr', 'Suisse'],
    ['de', 'Schweiz'],
  ] as const)('names the delivery country in the email’s language (%s)', (locale, name) => {
    const { html, text } = email(courier, locale);
    for (const body of [text, html]) expect(body).toContain(name);
  });

  it('gives the full delivery address and the slot of a courier delivery', () => {
    const { html, text } = email(courier);
    for (const body of [text, html]) {
      for (const part of [
        'Léa Muster',
        'Rue du Lac 12',
        '1003 Lausanne',
        'Switzerland',
        '08:00-12:00',
        'Wednesday, 2 December 2026',
      ]) {
        expect(body).toContain(part);
      }
    }
  });

  it('gives the centre with its address and the pick-up slot', () => {
    const { html, text } = email(pickUp);
    for (const body of [text, html]) {
      for (const part of [
        'Experience centre Zurich',
        'Hardstrasse 201',
        '8005 Zürich',
        '10:00-11:00',
        'Thursday, 3 December 2026',
      ]) {
        expect(body).toContain(part);
      }
      expect(body).not.toContain('Rue du Lac 12');
    }
  });

  it('shows the pictures as PNG at absolute addresses, in an email-safe table layout with the brand colours', () => {
    const { html, text } = email(courier);
    // Gmail and Outlook show no SVG: the stored picture's PNG rendition instead.
    expect(html).toContain('src="https://shop.example.ch/email-images/media/xplorer/side.png"');
    expect(html).not.toMatch(/<img[^>]+\.svg/i);
    expect(html).not.toMatch(/src="\//);
    expect(text).not.toMatch(/\.png|\.svg/);
    expect(html).toContain('role="presentation"');
    expect(html).not.toMatch(/<style|<link|class=/);
    for (const colour of ['#111418', '#1F7A4D', '#F3F4F1']) expect(html).toContain(colour);
  });

  it('keeps a raster picture as it is and leaves out an SVG it cannot render', () => {
    const withPictures = order(courier);
    const [bike, service] = withPictures.lines;
    bike!.media = media('/files/media/xplorer/photo.jpg');
    service!.media = media('https://cdn.example.ch/service.svg');
    const { html } = orderConfirmationEmail({
      order: withPictures,
      locale: 'en',
      brandName: 'Beast',
      publicOrigin: 'https://shop.example.ch',
    });
    expect(html).toContain('src="https://shop.example.ch/files/media/xplorer/photo.jpg"');
    expect(html).not.toContain('service.svg');
    expect(html.match(/<img /g)).toHaveLength(1);
  });

  it('escapes what customers typed', () => {
    const hostile = order(courier);
    hostile.contacts.address = '<script>alert(1)</script>';
    const { html } = orderConfirmationEmail({
      order: hostile,
      locale: 'en',
      brandName: 'Beast',
      publicOrigin: 'https://x.ch',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });
});
