import {
  INSTALMENT_CALCULATOR_AMOUNT,
  type InstalmentPlan,
  instalmentPlan,
  isInstalmentPlanMonths,
} from '@beast/domain/checkout/instalments';
import type { InstalmentPlanMonths } from '@beast/domain/constants/business';
import { centimesOfFrancsText } from '@beast/domain/money/money';

/** The plan the calculator shows first: the middle of the checkout's choices. */
export const DEFAULT_CALCULATOR_MONTHS: InstalmentPlanMonths = 24;

/** What the calculator's form holds: the amount as typed (kept as it is, even when wrong) and the months. */
export interface InstalmentQuoteInput {
  amountText: string;
  months: InstalmentPlanMonths;
}

/** The checkout's plan for the amount, or why the amount cannot be worked out. */
export type InstalmentQuote =
  | { ok: true; amount: number; plan: InstalmentPlan }
  | { ok: false; error: 'amount'; min: number; max: number };

/** Centimes as the amount field shows them: whole francs without decimals ("5499"), else two ("120.50"). */
export function amountFieldText(centimes: number): string {
  return centimes % 100 === 0 ? String(centimes / 100) : (centimes / 100).toFixed(2);
}

/**
 * The form's values from the page's query (`?amount=5499&months=36`, the form sent without JavaScript), else the
 * page's starting amount and the default plan. Months the checkout does not offer fall back to the default.
 */
export function quoteInputOf(search: URLSearchParams, startAmount?: number): InstalmentQuoteInput {
  const months = Number(search.get('months'));
  const amountText = search.get('amount');
  return {
    amountText: amountText ?? amountFieldText(startAmount ?? INSTALMENT_CALCULATOR_AMOUNT.example),
    months: isInstalmentPlanMonths(months) ? months : DEFAULT_CALCULATOR_MONTHS,
  };
}

/** The plan the checkout would give this amount over these months: the same rule, never a copy of it. */
export function instalmentQuote({ amountText, months }: InstalmentQuoteInput): InstalmentQuote {
  const amount = centimesOfFrancsText(amountText);
  const { min, max } = INSTALMENT_CALCULATOR_AMOUNT;
  if (amount === null || amount < min || amount > max) return { ok: false, error: 'amount', min, max };
  return { ok: true, amount, plan: instalmentPlan(amount, months) };
}
