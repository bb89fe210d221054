import type { ErrorCode } from '../errors/error-codes';
import type { MessageKey } from '../i18n/messages/en';

/**
 * spec §4, §5 Delivery: a delivery (a courier day for a standard ZIP, a pick-up) needs a day and a time
 * window of that day; the day may be unavailable ("we are not available today, choose another day") or
 * have no time slots, and the window must be one the day offers. The checkout page asks what is missing
 * before it goes on; the API refuses an order with the same rule, answering the same messages.
 */

export const DELIVERY_WINDOW_MESSAGES = {
  dateRequired: 'validation.delivery.dateRequired',
  timeWindowRequired: 'validation.delivery.timeWindowRequired',
  dayUnavailable: 'validation.delivery.dayUnavailable',
  noTimeSlots: 'validation.delivery.noTimeSlots',
} as const satisfies Record<string, MessageKey>;

export type DeliveryWindowProblem = keyof typeof DELIVERY_WINDOW_MESSAGES;

/** The API's error code of each problem. */
export const DELIVERY_WINDOW_ERROR_CODES = {
  dateRequired: 'DELIVERY_WINDOW_REQUIRED',
  timeWindowRequired: 'DELIVERY_WINDOW_REQUIRED',
  dayUnavailable: 'DAY_UNAVAILABLE',
  noTimeSlots: 'NO_TIME_SLOTS',
} as const satisfies Record<DeliveryWindowProblem, ErrorCode>;

/** A day and a time window (a courier window or a pick-up slot), as chosen so far. */
export interface WindowChoice {
  date: string | null;
  timeWindow: string | null;
}

export interface MissingWindow {
  date?: 'dateRequired';
  timeWindow?: 'timeWindowRequired';
}

/** What is still to choose. A window belongs to its day: without a day, no window counts as chosen. */
export function missingWindow({ date, timeWindow }: WindowChoice): MissingWindow {
  if (!date) return { date: 'dateRequired', timeWindow: 'timeWindowRequired' };
  if (!timeWindow) return { timeWindow: 'timeWindowRequired' };
  return {};
}

/** What the chosen day offers: whether it can be booked at all, and its windows. */
export interface DayOffer {
  isBookable: boolean;
  windows: readonly string[];
}

export interface WindowRefusal {
  field: keyof WindowChoice;
  problem: DeliveryWindowProblem;
}

/** Why a chosen window cannot be booked, or undefined when the day offers it. */
export function unofferedWindow(timeWindow: string, offer: DayOffer): WindowRefusal | undefined {
  if (!offer.isBookable) return { field: 'date', problem: 'dayUnavailable' };
  if (offer.windows.length === 0) return { field: 'timeWindow', problem: 'noTimeSlots' };
  if (!offer.windows.includes(timeWindow)) return { field: 'timeWindow', problem: 'timeWindowRequired' };
  return undefined;
}
