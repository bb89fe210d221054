import { formatSwissDate } from '@beast/domain/i18n/date-format';
import type { Locale } from '@beast/domain/i18n/locale';
import { formatMoney, type Money } from '@beast/domain/money/money';
import type { Quotation } from '@beast/domain/quotations/quotation-api.schema';

/**
 * A created quotation as the page shows it (spec §4 Quotation "created, with its data"), its amounts and dates
 * already written in the page's language: made by the page's action on the server, or by the signed-in
 * customer's form once sent, so the page itself needs no money or date formats on its first visit.
 */
export interface QuotationSummary {
  number: string;
  email: string;
  validUntil: string;
  pdfUrl: string;
  lines: { key: string; name: string; quantity: number; amount: string }[];
  fees: { key: string; kind: string; quantity: number; amount: string }[];
  total: string;
  vatRate: number;
  vat: string;
  terms: Quotation['terms'];
}

export function quotationSummary(quotation: Quotation, locale: Locale): QuotationSummary {
  const money = (amount: Money) => formatMoney(amount, locale);
  const { pricing } = quotation;
  return {
    number: quotation.number,
    email: quotation.customer.email,
    validUntil: formatSwissDate(quotation.validUntil, locale),
    pdfUrl: quotation.pdfUrl,
    lines: pricing.lines.map((line) => ({
      key: String(line.id),
      name: line.name,
      quantity: line.quantity,
      amount: money(line.lineTotal),
    })),
    fees: pricing.fees.map((fee) => ({
      key: `${fee.kind}-${fee.unitPrice.amount}`,
      kind: fee.kind,
      quantity: fee.quantity,
      amount: money(fee.total),
    })),
    total: money(pricing.total),
    vatRate: pricing.vat.ratePermille / 10,
    vat: money(pricing.vat.amount),
    terms: quotation.terms,
  };
}
