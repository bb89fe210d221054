import { RENTAL_MONTHS_MAX, RENTAL_MONTHS_MIN } from '../constants/business';
import type { InboxStatusOf } from '../inbox/inbox';
import { chf, type Money, multiplyMoney } from '../money/money';

/**
 * Rentals (spec §2 /rentals "a 4-step process", §9: rental length is a month count; comparison prices per week).
 * A rentable model has a monthly price (data, managed by staff); a rental costs that price times its months,
 * worked out by the server alone. No zod here: the page's first visit imports these rules for free.
 */

/** The four steps of the rental page, in order (spec §2). */
export const RENTAL_STEPS = ['bike', 'length', 'details', 'review'] as const;
export type RentalStep = (typeof RENTAL_STEPS)[number];

export function isRentalStep(value: unknown): value is RentalStep {
  return (RENTAL_STEPS as readonly unknown[]).includes(value);
}

/** The fields each step asks for: the page carries the earlier steps' answers along as hidden fields. */
export const RENTAL_STEP_FIELDS = {
  bike: ['model'],
  length: ['months'],
  details: ['firstName', 'lastName', 'email', 'countryCode', 'phoneNumber', 'address', 'zipCode', 'city', 'message'],
  review: [],
} as const satisfies Record<RentalStep, readonly string[]>;
export type RentalField = (typeof RENTAL_STEP_FIELDS)[Exclude<RentalStep, 'review'>][number];
export const RENTAL_FIELDS: readonly RentalField[] = RENTAL_STEPS.flatMap((step) => RENTAL_STEP_FIELDS[step]);

/** The step after this one (the review has none: it sends). */
export function nextRentalStep(step: RentalStep): RentalStep {
  return RENTAL_STEPS[Math.min(RENTAL_STEPS.indexOf(step) + 1, RENTAL_STEPS.length - 1)]!;
}

/** The step before this one (the first stays). */
export function previousRentalStep(step: RentalStep): RentalStep {
  return RENTAL_STEPS[Math.max(RENTAL_STEPS.indexOf(step) - 1, 0)]!;
}

/** The months a visitor may choose: every whole month from the least to the most. */
export const RENTAL_MONTH_CHOICES: readonly number[] = Array.from(
  { length: RENTAL_MONTHS_MAX - RENTAL_MONTHS_MIN + 1 },
  (_, index) => RENTAL_MONTHS_MIN + index,
);

/** What a rental costs: the model's monthly price times the months. */
export function rentalTotal(monthlyPrice: Money, months: number): Money {
  return multiplyMoney(monthlyPrice, months);
}

const WEEKS_PER_YEAR = 52;
const MONTHS_PER_YEAR = 12;
const CENTIMES_PER_FRANC = 100;

/**
 * A monthly price as a price per week, to whole francs (spec §9 compares rentals per week): a year's months over
 * its weeks. Shown beside buying; never charged.
 */
export function weeklyEquivalent(monthlyPrice: Money): Money {
  const perWeek = (monthlyPrice.amount * MONTHS_PER_YEAR) / WEEKS_PER_YEAR;
  return chf(Math.round(perWeek / CENTIMES_PER_FRANC) * CENTIMES_PER_FRANC);
}

export type RentalStatus = InboxStatusOf<'rental'>;

/** The staff's two answers to a new rental request; each is final. */
export const RENTAL_DECISIONS = ['confirm', 'decline'] as const;
export type RentalDecision = (typeof RENTAL_DECISIONS)[number];

export const RENTAL_DECISION_STATUS: Record<RentalDecision, RentalStatus> = {
  confirm: 'confirmed',
  decline: 'declined',
};

/** Only a new request is answered: a confirmed or declined rental cannot be changed again. */
export function canDecideRental(status: RentalStatus): boolean {
  return status === 'new';
}
