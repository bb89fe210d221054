import { describe, expect, it } from 'vitest';
import { bookingsOfWindow, busiestOf, courierWindowOverbooked, pickUpSlotOverbooked } from './slot-capacity.rules';

// 2026-12-01 is a Tuesday, 2026-12-02 a Wednesday.
const bookings = [
  { date: '2026-12-01', timeWindow: '09:00-10:00', booked: 2 },
  { date: '2026-12-02', timeWindow: '10:00-11:00', booked: 3 },
  { date: '2026-12-01', timeWindow: '10:00-11:00', booked: 3 },
  { date: '2026-12-03', timeWindow: '09:00-10:00', booked: 0 },
];

describe('slot capacities against the places booked', () => {
  it('names the busiest booking, the earliest of equals', () => {
    expect(busiestOf(bookings)).toEqual({ date: '2026-12-01', timeWindow: '10:00-11:00', booked: 3 });
    expect(busiestOf([{ date: '2026-12-03', timeWindow: '09:00-10:00', booked: 0 }])).toBeNull();
  });

  it('lets a pick-up capacity down to the busiest slot and no further', () => {
    expect(pickUpSlotOverbooked(bookings, 3)).toBeNull();
    expect(pickUpSlotOverbooked(bookings, 2)).toEqual({ date: '2026-12-01', timeWindow: '10:00-11:00', booked: 3 });
  });

  it('judges a courier booking by the window of its time and weekday', () => {
    const windows = [
      { from: '10:00', to: '11:00', weekdays: [2], capacity: 1 },
      { from: '10:00', to: '11:00', weekdays: [3], capacity: 5 },
      { from: '09:00', to: '10:00', weekdays: [2, 3], capacity: 2 },
    ];
    expect(courierWindowOverbooked(bookings, windows)).toEqual({
      date: '2026-12-01',
      timeWindow: '10:00-11:00',
      booked: 3,
    });
    expect(courierWindowOverbooked(bookings, windows.slice(1))).toBeNull();
  });
});

describe('the bookings of a courier window', () => {
  it('are those of its time on its weekdays', () => {
    const window = { from: '10:00', to: '11:00', weekdays: [3], capacity: 4 };
    expect(bookingsOfWindow(bookings, window)).toEqual([{ date: '2026-12-02', timeWindow: '10:00-11:00', booked: 3 }]);
  });
});
