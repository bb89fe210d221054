import { describe, expect, it } from 'vitest';
import type { WorkHours } from './checkout-api.schema';
import { addDays, BOOKING_HORIZON_DAYS } from './checkout-rules';
import {
  type CourierZone,
  courierWindowsOn,
  courierZoneOf,
  isCourierDay,
  isPickUpDay,
  type PickUpCentre,
  pickUpDays,
  pickUpSlotsOn,
  rangesOverlap,
} from './delivery-offer';

// 2026-03-07 is a Saturday.
const SATURDAY = '2026-03-07';
const horizon = addDays(SATURDAY, BOOKING_HORIZON_DAYS);

function openOn(weekdays: readonly number[], opens = '09:00', closes = '18:00'): WorkHours[] {
  return weekdays.map((weekday) => ({ weekday, opens, closes }));
}
const monToSat = openOn([1, 2, 3, 4, 5, 6]);
const mondays = openOn([1]);
const calendar = (workHours: WorkHours[], closedDays: string[] = []) => ({ workHours, closedDays });
const centre = (workHours: WorkHours[], more: Partial<PickUpCentre> = {}): PickUpCentre => ({
  workHours,
  closedDays: [],
  pickUpSlotMinutes: 60,
  pickUpSlotCapacity: 2,
  ...more,
});

const weekdays = [1, 2, 3, 4, 5];
const lakeGeneva: CourierZone = {
  slug: 'lake-geneva',
  postcodeRanges: [{ from: 1000, to: 1999 }],
  windows: [
    { from: '13:00', to: '17:00', weekdays, capacity: 3 },
    { from: '09:00', to: '12:00', weekdays, capacity: 3 },
    { from: '10:00', to: '14:00', weekdays: [6], capacity: 1 },
  ],
};
const zurichCity: CourierZone = {
  slug: 'zurich-city',
  postcodeRanges: [
    { from: 8000, to: 8099 },
    { from: 8152, to: 8152 },
  ],
  windows: [{ from: '17:00', to: '20:00', weekdays: [2, 4], capacity: 5 }],
};
const zones = [lakeGeneva, zurichCity];

describe('courier zones (spec §4 non-standard ZIP)', () => {
  it.each([
    ['1000', 'lake-geneva'],
    ['1003', 'lake-geneva'],
    ['1999', 'lake-geneva'],
    [' 1201 ', 'lake-geneva'],
    ['8001', 'zurich-city'],
    ['8099', 'zurich-city'],
    ['8152', 'zurich-city'],
  ])('serves %j in %s', (zip, zone) => {
    expect(courierZoneOf(zip, zones)?.slug).toBe(zone);
  });

  it.each(['8100', '8151', '6900', '9490', '0123', '12011', 'ABCD', '', ' 120'])('calls %j non-standard', (zip) => {
    expect(courierZoneOf(zip, zones)).toBeNull();
  });

  it('serves no ZIP when there is no zone', () => {
    expect(courierZoneOf('1003', [])).toBeNull();
  });

  it('tells when two zones would serve one ZIP code, ends included', () => {
    expect(rangesOverlap(lakeGeneva.postcodeRanges, zurichCity.postcodeRanges)).toBe(false);
    expect(rangesOverlap([{ from: 1000, to: 1999 }], [{ from: 1999, to: 2999 }])).toBe(true);
    expect(rangesOverlap([{ from: 8152, to: 8152 }], zurichCity.postcodeRanges)).toBe(true);
    expect(rangesOverlap([{ from: 8100, to: 8151 }], zurichCity.postcodeRanges)).toBe(false);
  });
});

describe('courier days (spec §4, §8)', () => {
  it('comes on the weekdays of its windows from tomorrow up to the booking horizon, for a standard ZIP', () => {
    const friday = '2026-03-06';
    expect(isCourierDay(lakeGeneva, '2026-03-09', friday)).toBe(true);
    expect(isCourierDay(lakeGeneva, friday, friday)).toBe(false);
    expect(isCourierDay(lakeGeneva, SATURDAY, friday)).toBe(true);
    expect(isCourierDay(lakeGeneva, '2026-03-08', friday)).toBe(false);
    expect(isCourierDay(zurichCity, '2026-03-09', friday)).toBe(false);
    expect(isCourierDay(zurichCity, '2026-03-10', friday)).toBe(true);
    expect(isCourierDay(null, '2026-03-09', friday)).toBe(false);
  });

  it('stops at the booking horizon', () => {
    // The horizon from this Saturday is a Wednesday.
    expect(isCourierDay(lakeGeneva, horizon, SATURDAY)).toBe(true);
    expect(isCourierDay(lakeGeneva, addDays(horizon, 1), SATURDAY)).toBe(false);
  });

  it('offers the windows of that weekday, the earliest first, with their places', () => {
    expect(courierWindowsOn(lakeGeneva, '2026-03-09', SATURDAY)).toEqual([
      { id: '09:00-12:00', capacity: 3 },
      { id: '13:00-17:00', capacity: 3 },
    ]);
    expect(courierWindowsOn(lakeGeneva, '2026-03-14', SATURDAY)).toEqual([{ id: '10:00-14:00', capacity: 1 }]);
    expect(courierWindowsOn(lakeGeneva, '2026-03-08', SATURDAY)).toEqual([]);
    expect(courierWindowsOn(null, '2026-03-09', SATURDAY)).toEqual([]);
  });
});

describe('pick-up days and slots (spec §3 Experience center, §4)', () => {
  it('is a day the centre opens, from tomorrow up to the booking horizon', () => {
    expect(isPickUpDay(calendar(monToSat), '2026-03-09', SATURDAY)).toBe(true);
    expect(isPickUpDay(calendar(monToSat), '2026-03-08', SATURDAY)).toBe(false);
    expect(isPickUpDay(calendar(monToSat), SATURDAY, SATURDAY)).toBe(false);
    expect(isPickUpDay(calendar(monToSat), horizon, SATURDAY)).toBe(true);
    expect(isPickUpDay(calendar(monToSat), addDays(horizon, 1), SATURDAY)).toBe(false);
  });

  it('cuts each opening period of the day into slots, the earlier period first', () => {
    const splitMonday = [
      { weekday: 1, opens: '14:00', closes: '16:00' },
      { weekday: 1, opens: '09:00', closes: '11:00' },
    ];
    expect(pickUpSlotsOn(centre(splitMonday), '2026-03-09', SATURDAY)).toEqual(
      ['09:00-10:00', '10:00-11:00', '14:00-15:00', '15:00-16:00'].map((id) => ({ id, capacity: 2 })),
    );
    expect(pickUpSlotsOn(centre(splitMonday), '2026-03-10', SATURDAY)).toEqual([]);
    expect(pickUpSlotsOn(centre(splitMonday), addDays('2026-03-09', 63), SATURDAY)).toEqual([]);
  });

  it('lists the next open days of a centre, from tomorrow (Mon–Sat centre)', () => {
    // Tomorrow is Sunday (closed).
    expect(pickUpDays(calendar(monToSat), SATURDAY, 3)).toEqual(['2026-03-09', '2026-03-10', '2026-03-11']);
    expect(pickUpDays(calendar([]), SATURDAY, 3)).toEqual([]);
  });

  it('lists no day past the booking horizon: a centre open once a week has fewer days than asked', () => {
    const days = pickUpDays(calendar(mondays), SATURDAY, 20);
    expect(days.length).toBeLessThan(20);
    expect(days.every((day) => day <= horizon)).toBe(true);
    const nextMonday = addDays(days.at(-1) ?? SATURDAY, 7);
    expect(nextMonday > horizon).toBe(true);
  });

  it('lists exactly the days a pick-up order accepts', () => {
    const centres = [monToSat, mondays, openOn([6, 7]), openOn([3], '10:00', '12:00')];
    for (const workHours of centres) {
      for (let today = SATURDAY; today < addDays(SATURDAY, 7); today = addDays(today, 1)) {
        const accepted: string[] = [];
        for (let day = today; day <= addDays(today, BOOKING_HORIZON_DAYS + 14); day = addDays(day, 1)) {
          if (isPickUpDay(calendar(workHours), day, today)) accepted.push(day);
        }
        expect(pickUpDays(calendar(workHours), today, Number.POSITIVE_INFINITY), today).toEqual(accepted);
      }
    }
  });

  it('gives no pick-up on a day the centre is closed, and lists its other days', () => {
    const closed = calendar(monToSat, ['2026-03-09', '2026-03-11']);
    expect(isPickUpDay(closed, '2026-03-09', SATURDAY)).toBe(false);
    expect(pickUpSlotsOn(centre(monToSat, { closedDays: ['2026-03-09'] }), '2026-03-09', SATURDAY)).toEqual([]);
    expect(pickUpDays(closed, SATURDAY, 3)).toEqual(['2026-03-10', '2026-03-12', '2026-03-13']);
  });

  it('cuts slots of the centre’s own length, each with the centre’s places', () => {
    const halfHours = centre(openOn([1], '09:00', '10:30'), { pickUpSlotMinutes: 30, pickUpSlotCapacity: 4 });
    expect(pickUpSlotsOn(halfHours, '2026-03-09', SATURDAY)).toEqual([
      { id: '09:00-09:30', capacity: 4 },
      { id: '09:30-10:00', capacity: 4 },
      { id: '10:00-10:30', capacity: 4 },
    ]);
  });
});
