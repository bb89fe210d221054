import {
  CANCELLATION_PERIOD_DAYS,
  FLEET_REPLACEMENT_BIKE_MIN_SIZE,
  QUOTATION_VALIDITY_DAYS,
  WARRANTY_YEARS,
} from '@beast/domain/constants/business';
import { formatSwissDate } from '@beast/domain/i18n/date-format';
import { interpolate, type PlaceholderValues } from '@beast/domain/i18n/interpolate';
import type { Locale } from '@beast/domain/i18n/locale';
import type { MessageKey } from '@beast/domain/i18n/messages/en';
import { formatMoney, type Money } from '@beast/domain/money/money';
import type { Quotation } from '@beast/domain/quotations/quotation-api.schema';
import { translate } from '../../i18n/translate';
import { A4, A4_CONTENT_WIDTH, openA4Pdf, winAnsi } from '../../lib/pdf-document';
import { COLOURS } from '../mail/templates';
import { feeLabel } from '../orders/order-confirmation-email';

/**
 * A quotation as a PDF in the customer's language (issue: bookings and requests): the brand, who it is for, its
 * lines, fees, total with the VAT it includes, its validity and the terms of spec §9. Set with pdfkit in the
 * standard Helvetica fonts (lib/pdf-document.ts).
 */

/** Columns of the lines table: product, quantity, unit price, amount. */
const COLUMNS = { product: 0, quantity: 275, unitPrice: 320, amount: 415 } as const;
const NUMBER_WIDTH = 80;

export async function quotationPdf(quotation: Quotation, brandName: string): Promise<Buffer> {
  const locale = quotation.locale as Locale;
  const t = (key: MessageKey, values: PlaceholderValues = {}) =>
    winAnsi(interpolate(translate(locale, key), { brand: brandName, number: quotation.number, ...values }));
  const money = (value: Money) => winAnsi(formatMoney(value, locale, { wholeFrancDash: false }));
  const date = (iso: string) => winAnsi(formatSwissDate(iso, locale));

  const { doc, bytes } = await openA4Pdf({ locale, title: t('email.quotationPdf.title'), author: brandName });
  const left = A4.margin;

  // The brand band and the quotation's facts.
  doc.rect(0, 0, A4.width, 90).fill(COLOURS.accent);
  doc.fillColor(COLOURS.paper).font('Helvetica-Bold').fontSize(26).text(winAnsi(brandName), left, 32);
  doc.fillColor(COLOURS.ink).font('Helvetica-Bold').fontSize(18).text(t('email.quotationPdf.title'), left, 115);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(COLOURS.muted)
    .text(t('email.quotationPdf.date', { date: date(quotation.createdAt) }))
    .text(t('email.quotationPdf.validUntil', { date: date(quotation.validUntil) }));

  // Who it is for.
  const { customer } = quotation;
  doc.moveDown().fillColor(COLOURS.ink).font('Helvetica-Bold').text(t('email.quotationPdf.customer'));
  doc.font('Helvetica');
  for (const line of [
    customer.companyName,
    `${customer.firstName} ${customer.lastName}`,
    customer.email,
    customer.phoneNumber,
  ]) {
    if (line) doc.text(winAnsi(line));
  }

  // The lines.
  doc.moveDown(1.5);
  const row = (cells: { product: string; quantity: string; unitPrice: string; amount: string }, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(COLOURS.ink);
    doc.text(cells.product, left + COLUMNS.product, y, { width: COLUMNS.quantity - 10 });
    const bottom = doc.y;
    doc.text(cells.quantity, left + COLUMNS.quantity, y, { width: 35, align: 'right' });
    doc.text(cells.unitPrice, left + COLUMNS.unitPrice, y, { width: NUMBER_WIDTH, align: 'right' });
    doc.text(cells.amount, left + COLUMNS.amount, y, { width: NUMBER_WIDTH, align: 'right' });
    doc.y = Math.max(bottom, doc.y) + 4;
    doc.x = left;
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + A4_CONTENT_WIDTH, doc.y)
      .strokeColor(COLOURS.line)
      .lineWidth(0.8)
      .stroke();
    doc.y += 6;
  };
  row(
    {
      product: t('email.quotationPdf.product'),
      quantity: t('email.quotationPdf.quantity'),
      unitPrice: t('email.quotationPdf.unitPrice'),
      amount: t('email.quotationPdf.amount'),
    },
    true,
  );
  rule();
  for (const line of quotation.pricing.lines) {
    row({
      product: winAnsi(line.name),
      quantity: String(line.quantity),
      unitPrice: money(line.unitPrice),
      amount: money(line.lineTotal),
    });
  }
  rule();
  const total = (label: string, value: string, bold = false) =>
    row({ product: label, quantity: '', unitPrice: '', amount: value }, bold);
  total(t('email.quotationPdf.subtotal'), money(quotation.pricing.subtotal));
  for (const fee of quotation.pricing.fees) total(feeLabel(fee, t), money(fee.total));
  rule();
  total(t('email.quotationPdf.total'), money(quotation.pricing.total), true);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(COLOURS.muted)
    .text(
      t('email.order.vat', {
        rate: (quotation.pricing.vat.ratePermille / 10).toLocaleString(locale),
        amount: money(quotation.pricing.vat.amount),
      }),
      left,
      doc.y,
      { width: A4_CONTENT_WIDTH, align: 'right' },
    );

  // The terms (spec §9).
  doc.moveDown(2).fillColor(COLOURS.ink).font('Helvetica-Bold').fontSize(11).text(t('email.quotationPdf.terms'), left);
  doc.font('Helvetica').fontSize(10);
  const { terms } = quotation;
  const termLines = [
    t('email.quotationPdf.termValidity', { days: QUOTATION_VALIDITY_DAYS, date: date(quotation.validUntil) }),
    terms.isFleet
      ? t('email.quotationPdf.termFleetDelivery', { count: terms.bikeCount, weeks: terms.deliveryWeeks })
      : t('email.quotationPdf.termDelivery', { weeks: terms.deliveryWeeks }),
    ...(terms.replacementBike
      ? [t('email.quotationPdf.termReplacementBike', { min: FLEET_REPLACEMENT_BIKE_MIN_SIZE })]
      : []),
    t('email.quotationPdf.termCancel', { days: CANCELLATION_PERIOD_DAYS, years: WARRANTY_YEARS }),
  ];
  doc.list(termLines, { bulletRadius: 2, textIndent: 12, width: A4_CONTENT_WIDTH });

  // A footer on every page.
  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index++) {
    doc.switchToPage(pages.start + index);
    // Below the bottom margin pdfkit would start a page of its own.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(COLOURS.muted)
      .text(t('email.quotationPdf.footer', { page: index + 1 }), left, A4.height - 35, {
        width: A4_CONTENT_WIDTH,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return bytes;
}
