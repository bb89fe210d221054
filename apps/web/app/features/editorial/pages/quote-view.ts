import type { Locale } from '@beast/domain/i18n/locale';
import { formatRate } from '@beast/domain/i18n/percent-format';
import { formatMoney } from '@beast/domain/money/money';
import { type InstalmentQuoteInput, instalmentQuote } from './instalment-quote';

/**
 * The calculator's figures as the page shows them, in its language: worked out by the server for the first paint
 * (and for a form sent without JavaScript), and in the browser as the visitor changes the form. The browser loads
 * this module, the plans' rule and the money formats at the first change only: the page's first visit stays small.
 */
export type QuoteView =
  | {
      ok: true;
      monthly: string;
      totalCost: string;
      interest: string;
      nominalRate: string;
      effectiveRate: string;
      lastInstalment: string;
    }
  | { ok: false; min: string; max: string };

export function quoteView(input: InstalmentQuoteInput, locale: Locale): QuoteView {
  const quote = instalmentQuote(input);
  const money = (centimes: number) => formatMoney(centimes, locale);
  if (!quote.ok) return { ok: false, min: money(quote.min), max: money(quote.max) };
  const { plan } = quote;
  return {
    ok: true,
    monthly: money(plan.monthlyAmount),
    totalCost: money(plan.totalCost),
    interest: money(plan.interest),
    nominalRate: formatRate(plan.nominalRateBasisPoints, locale),
    effectiveRate: formatRate(plan.effectiveRateBasisPoints, locale),
    lastInstalment: money(plan.lastInstalment),
  };
}
