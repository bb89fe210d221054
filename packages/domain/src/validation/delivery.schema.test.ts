import { describe, expect, it } from 'vitest';
import {
  DELIVERY_ERRORS,
  type DeliveryAvailability,
  DeliveryWindowSchema,
  deliveryDayIssue,
  deliveryWindowSchema,
} from './delivery.schema';
import { firstErrors } from './first-errors';

const availability: DeliveryAvailability = {
  availableDates: ['2026-03-12', '2026-03-13'],
  timeWindowsByDate: { '2026-03-12': ['09:00-12:00', '13:00-17:00'], '2026-03-13': [] },
};

describe('delivery window (spec §5)', () => {
  it('accepts a day and a time window', () => {
    expect(DeliveryWindowSchema.safeParse({ date: '2026-03-12', timeWindow: '09:00-12:00' }).success).toBe(true);
  });

  it('asks to select a delivery time window', () => {
    expect(firstErrors(DeliveryWindowSchema.safeParse({ date: '2026-03-12', timeWindow: '' }))).toEqual({
      timeWindow: DELIVERY_ERRORS.timeWindowRequired,
    });
  });

  it.each([
    ['a bookable day', '2026-03-12', undefined],
    ['a day the team does not work', '2026-03-14', DELIVERY_ERRORS.dayUnavailable],
    ['a day without time slots', '2026-03-13', DELIVERY_ERRORS.noTimeSlots],
  ])('tells about %s', (_, date, issue) => {
    expect(deliveryDayIssue(date, availability)).toBe(issue);
  });

  const offered = deliveryWindowSchema(availability);
  it.each([
    [
      'an unavailable day',
      { date: '2026-03-14', timeWindow: '' },
      { date: DELIVERY_ERRORS.dayUnavailable, timeWindow: DELIVERY_ERRORS.timeWindowRequired },
    ],
    ['a day without slots', { date: '2026-03-13', timeWindow: '09:00-12:00' }, { date: DELIVERY_ERRORS.noTimeSlots }],
    [
      'a window that was not offered',
      { date: '2026-03-12', timeWindow: '18:00-20:00' },
      { timeWindow: DELIVERY_ERRORS.timeWindowRequired },
    ],
  ])('refuses %s against what was offered', (_, value, errors) => {
    expect(firstErrors(offered.safeParse(value))).toEqual(errors);
  });

  it('accepts an offered window on an available day', () => {
    expect(offered.safeParse({ date: '2026-03-12', timeWindow: '13:00-17:00' }).success).toBe(true);
  });
});
