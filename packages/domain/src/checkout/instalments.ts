import { INSTALMENT_PLAN_MONTHS, type InstalmentPlanMonths } from '../constants/business';
// Calendar arithmetic without the checkout's rules: the financing page's calculator runs this module in the browser.
import { addMonths } from './calendar-days';

/**
 * Instalment plans (spec §9: 6, 12, 18, 24, 36 or 48 months, or one payment). A plan is a consumer
 * credit: the customer sees the monthly amount, the total cost, the interest and the effective annual
 * rate before confirming, with the legally required notice. The first instalment is charged when the
 * order is paid; the others fall due monthly and can be paid from the account.
 */

/** Nominal annual interest rate of every plan, in basis points (7.9 %), below the Swiss legal maximum. */
export const INSTALMENT_NOMINAL_RATE_BASIS_POINTS = 790;

/**
 * The amounts, in centimes, the instalment calculator of the financing page works out (CHF 100 to
 * CHF 100,000), and the one it starts with when its page names none: a 45 km/h bike's price.
 */
export const INSTALMENT_CALCULATOR_AMOUNT = { min: 10_000, max: 10_000_000, example: 549_900 } as const;

export interface InstalmentPlan {
  months: InstalmentPlanMonths;
  /** Centimes per month; the last instalment may be a little smaller (see `lastInstalment`). */
  monthlyAmount: number;
  lastInstalment: number;
  /** What the customer pays in all, in centimes. */
  totalCost: number;
  /** totalCost − the order total. */
  interest: number;
  nominalRateBasisPoints: number;
  /** (1 + nominal / 12)^12 − 1, in basis points, as the law asks to show it. */
  effectiveRateBasisPoints: number;
}

export function isInstalmentPlanMonths(value: unknown): value is InstalmentPlanMonths {
  return INSTALMENT_PLAN_MONTHS.includes(value as InstalmentPlanMonths);
}

/**
 * The annuity of a plan: equal monthly payments rounded up to the centime, with the last one lowered so
 * that the sum is exactly the principal plus the interest of the unrounded annuity.
 */
export function instalmentPlan(
  totalCentimes: number,
  months: InstalmentPlanMonths,
  nominalRateBasisPoints = INSTALMENT_NOMINAL_RATE_BASIS_POINTS,
): InstalmentPlan {
  if (!Number.isSafeInteger(totalCentimes) || totalCentimes < 0) {
    throw new RangeError(`An instalment plan needs a whole, non-negative amount, got ${totalCentimes}`);
  }
  const monthlyRate = nominalRateBasisPoints / 10_000 / 12;
  const exactMonthly =
    monthlyRate === 0 ? totalCentimes / months : (totalCentimes * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
  const totalCost = Math.round(exactMonthly * months);
  const monthlyAmount = Math.ceil(exactMonthly);
  const lastInstalment = totalCost - monthlyAmount * (months - 1);
  return {
    months,
    monthlyAmount,
    lastInstalment,
    totalCost,
    interest: totalCost - totalCentimes,
    nominalRateBasisPoints,
    effectiveRateBasisPoints: Math.round(((1 + monthlyRate) ** 12 - 1) * 10_000),
  };
}

/**
 * What the next payment of an order is: the whole total for a single payment, else the next instalment
 * (the last one is the remainder). `paidCentimes` is what was already paid successfully.
 */
export function nextAmountDue(totalCentimes: number, plan: InstalmentPlan | null, paidCentimes: number): number {
  const owed = (plan ? plan.totalCost : totalCentimes) - paidCentimes;
  if (owed <= 0) return 0;
  if (!plan) return owed;
  return Math.min(plan.monthlyAmount, owed);
}

/** What is still owed in all (the balance of a plan, or the unpaid total). */
export function outstandingBalance(totalCentimes: number, plan: InstalmentPlan | null, paidCentimes: number): number {
  return Math.max(0, (plan ? plan.totalCost : totalCentimes) - paidCentimes);
}

/**
 * When the next instalment falls due, as an ISO day: the first is paid with the order, each next one a
 * month after the previous, counted from the day the order was placed. Null for a single payment, while
 * the first instalment is still unpaid (it is due now) and once everything is paid.
 */
export function nextInstalmentDueDate(
  placedOn: string,
  plan: InstalmentPlan | null,
  paidCentimes: number,
): string | null {
  if (!plan || paidCentimes <= 0 || outstandingBalance(0, plan, paidCentimes) === 0) return null;
  return addMonths(placedOn, Math.floor(paidCentimes / plan.monthlyAmount));
}

export interface ScheduledInstalment {
  /** 1 … months. */
  number: number;
  /** ISO day: the first with the order, each next one a month later. */
  dueDate: string;
  /** Centimes. */
  amount: number;
  /** Covered by what was paid so far (instalments are paid in order). */
  paid: boolean;
}

/** Every instalment of a plan, as staff see them on the order: due day, amount and whether it is paid. */
export function instalmentSchedule(
  placedOn: string,
  plan: InstalmentPlan,
  paidCentimes: number,
): ScheduledInstalment[] {
  let cumulative = 0;
  return Array.from({ length: plan.months }, (_, index) => {
    const amount = index === plan.months - 1 ? plan.lastInstalment : plan.monthlyAmount;
    cumulative += amount;
    return { number: index + 1, dueDate: addMonths(placedOn, index), amount, paid: paidCentimes >= cumulative };
  });
}
