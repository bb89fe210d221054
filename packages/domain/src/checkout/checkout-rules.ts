import type { MessageKey } from '../i18n/messages/en';
import { swissIsoDay } from '../validation/calendar-date';
import { addDays } from './calendar-days';

/**
 * The checkout's business constants and small pure rules (spec §3 Checkout contacts and Experience
 * center, §4 Checkout, §9 delivery terms and centres' hours). The API and the storefront both read them.
 */

/** spec §2 /checkout/{type}: the entry the customer came from. Every type checks out the whole cart. */
export const CHECKOUT_TYPES = ['product', 'service', 'accessory'] as const;
export type CheckoutType = (typeof CHECKOUT_TYPES)[number];

/** spec §3 further checkout data: courier delivery or pick-up at an experience centre. */
export const DELIVERY_METHODS = ['courier', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/**
 * The delivery methods a cart allows: a cart of services only is picked up (their work is done at an
 * experience centre: errors.DELIVERY_METHOD_UNAVAILABLE); anything else may go by courier too.
 */
export function allowedDeliveryMethods(lineTypes: readonly string[]): DeliveryMethod[] {
  if (lineTypes.length > 0 && lineTypes.every((type) => type === 'service')) return ['pickup'];
  return [...DELIVERY_METHODS];
}

/** spec §8 "we are not available today": the earliest courier day is tomorrow. */
export const COURIER_LEAD_DAYS = 1;
/** spec §4: the week list shows this many days from the day asked for. */
export const DELIVERY_WEEK_LENGTH = 7;
/** How far ahead a courier day or a pick-up can be booked. */
export const BOOKING_HORIZON_DAYS = 60;

/**
 * Scarcity is said only when it is true: a slot says "only N left" when at least one of its places is
 * taken and what is left is at most a fifth of its capacity (never less than one place), so a slot of
 * two or three places says it only for its last place, and an untouched slot never does.
 */
export const FEW_PLACES_SHARE = 0.2;

export function isFewPlacesLeft(remaining: number, capacity: number): boolean {
  if (remaining <= 0 || remaining >= capacity) return false;
  return remaining <= Math.max(1, Math.floor(capacity * FEW_PLACES_SHARE));
}

/** The earliest pick-up day is tomorrow: bikes are assembled and checked first. */
export const PICK_UP_LEAD_DAYS = 1;

/** spec §9: bikes are delivered free; accessories and spare parts sent alone by courier pay this fee. */
export const ACCESSORY_DELIVERY_FEE_CENTIMES = 990;

/** Limited-edition units and delivery slots stay reserved for an unpaid order this long. */
export const RESERVATION_MINUTES = 30;

/** A free-text comment on an order. */
export const ORDER_COMMENT_MAX_LENGTH = 500;

/** spec §8 notice shown for a non-standard ZIP; the customer can go on. */
export const NON_STANDARD_ZIP_NOTICE: MessageKey = 'notices.nonStandardZip';

/** "HH:MM-HH:MM" → minutes since midnight of both ends. */
export function parseTimeWindow(window: string): { from: number; to: number } | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/.exec(window);
  if (!match) return undefined;
  const from = Number(match[1]) * 60 + Number(match[2]);
  const to = Number(match[3]) * 60 + Number(match[4]);
  return from < to ? { from, to } : undefined;
}

function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The pick-up slots of one opening period: "09:00"–"18:00" by 60 minutes → "09:00-10:00" … "17:00-18:00". */
export function pickUpSlotsBetween(opens: string, closes: string, slotMinutes: number): string[] {
  const window = parseTimeWindow(`${opens}-${closes}`);
  if (!window || !Number.isInteger(slotMinutes) || slotMinutes < 1) return [];
  const slots: string[] = [];
  for (let start = window.from; start + slotMinutes <= window.to; start += slotMinutes) {
    slots.push(`${clockTime(start)}-${clockTime(start + slotMinutes)}`);
  }
  return slots;
}

export { addDays, addMonths, isoWeekday } from './calendar-days';

/**
 * Today in Switzerland as an ISO day: delivery days and slots follow Swiss local time. A formatter made per call
 * cost as much as the rest of pricing an order.
 */
export function swissIsoToday(now: Date): string {
  return swissIsoDay(now);
}

/** A real calendar day in ISO form. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return addDays(value, 0) === value;
}

/** spec §4: a pick-up centre is kept when the previous one is active and has both a date and a slot. */
export interface PickUpChoice {
  centreId: number;
  isActive: boolean;
  pickUpDate: string | null;
  timeSlot: string | null;
}

export function keepOrReplacePickUpCentre<T extends PickUpChoice>(previous: T | null, next: T): T {
  if (previous?.isActive && previous.pickUpDate && previous.timeSlot) return previous;
  return next;
}

/** spec §4: choosing a pick-up date clears the time slot. */
export function withPickUpDate<T extends PickUpChoice>(choice: T, pickUpDate: string | null): T {
  return { ...choice, pickUpDate, timeSlot: null };
}
