import type { MessageKey } from '../i18n/messages/en';
import type { z } from '../zod';
import { formObject, requiredSelection } from './text-rules';

/**
 * spec §4, §5 Delivery: a time window must be selected; a day may be unavailable ("we are not available
 * today, choose another day") or have no time slots. Dates are ISO days ("2026-03-12") as the API sends them.
 */
export const DELIVERY_ERRORS = {
  dateRequired: 'validation.delivery.dateRequired',
  timeWindowRequired: 'validation.delivery.timeWindowRequired',
  dayUnavailable: 'validation.delivery.dayUnavailable',
  noTimeSlots: 'validation.delivery.noTimeSlots',
} as const satisfies Record<string, MessageKey>;

export const DeliveryWindowSchema = formObject({
  date: requiredSelection(DELIVERY_ERRORS.dateRequired),
  timeWindow: requiredSelection(DELIVERY_ERRORS.timeWindowRequired),
});
export type DeliveryWindow = z.infer<typeof DeliveryWindowSchema>;

/** What the week list and the time-slot list of spec §4 offered. */
export interface DeliveryAvailability {
  availableDates: readonly string[];
  timeWindowsByDate: Readonly<Record<string, readonly string[]>>;
}

/** The message to show when a day is picked, or undefined when the day can be booked. */
export function deliveryDayIssue(date: string, availability: DeliveryAvailability): MessageKey | undefined {
  if (!availability.availableDates.includes(date)) return DELIVERY_ERRORS.dayUnavailable;
  if ((availability.timeWindowsByDate[date] ?? []).length === 0) return DELIVERY_ERRORS.noTimeSlots;
  return undefined;
}

/** The same form checked against what was really offered (the API re-checks a booking this way). */
export function deliveryWindowSchema(availability: DeliveryAvailability) {
  return DeliveryWindowSchema.superRefine(
    ({ date, timeWindow }, context) => {
      const dayIssue = deliveryDayIssue(date, availability);
      if (dayIssue) {
        context.addIssue({ code: 'custom', message: dayIssue, path: ['date'] });
        return;
      }
      const offered = availability.timeWindowsByDate[date] ?? [];
      if (timeWindow && !offered.includes(timeWindow)) {
        context.addIssue({ code: 'custom', message: DELIVERY_ERRORS.timeWindowRequired, path: ['timeWindow'] });
      }
    },
    // A wrong day is worth reporting even before a window is chosen.
    { when: (payload) => typeof (payload.value as { date?: unknown } | undefined)?.date === 'string' },
  );
}
