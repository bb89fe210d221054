import { describe, expect, it, vi } from 'vitest';
import {
  addDays,
  allowedDeliveryMethods,
  isFewPlacesLeft,
  isIsoDate,
  isoWeekday,
  keepOrReplacePickUpCentre,
  type PickUpChoice,
  parseTimeWindow,
  pickUpSlotsBetween,
  swissIsoToday,
  withPickUpDate,
} from './checkout-rules';

describe('time windows and pick-up slots', () => {
  it('parses HH:MM-HH:MM and refuses empty or reversed windows', () => {
    expect(parseTimeWindow('09:00-12:00')).toEqual({ from: 540, to: 720 });
    expect(parseTimeWindow('12:00-09:00')).toBeUndefined();
    expect(parseTimeWindow('9-12')).toBeUndefined();
  });

  it('cuts the default centre hours of spec §3 (9:00–18:00) into nine hourly slots', () => {
    const slots = pickUpSlotsBetween('09:00', '18:00', 60);
    expect(slots).toHaveLength(9);
    expect(slots[0]).toBe('09:00-10:00');
    expect(slots.at(-1)).toBe('17:00-18:00');
  });

  it('leaves out a last slot that would run past closing', () => {
    expect(pickUpSlotsBetween('09:30', '11:00', 60)).toEqual(['09:30-10:30']);
  });

  it('cuts slots of the centre’s own length, and none of a length that is not a positive whole number', () => {
    expect(pickUpSlotsBetween('09:00', '10:30', 30)).toEqual(['09:00-09:30', '09:30-10:00', '10:00-10:30']);
    expect(pickUpSlotsBetween('09:00', '18:00', 0)).toEqual([]);
    expect(pickUpSlotsBetween('09:00', '18:00', 7.5)).toEqual([]);
  });
});

describe('calendar days', () => {
  it('knows weekdays and adds days across months', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('accepts real ISO days only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('28/02/2026')).toBe(false);
  });

  it('takes today in Swiss time', () => {
    expect(swissIsoToday(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(swissIsoToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });

  it('makes no date formatter per call (pricing an order asks for today many times)', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let day = 1; day <= 5; day += 1) swissIsoToday(new Date(Date.UTC(2026, 10, day, 12)));
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});

describe('pick-up choice (spec §4)', () => {
  const geneva: PickUpChoice = { centreId: 1, isActive: true, pickUpDate: null, timeSlot: null };
  const lausanne: PickUpChoice = { centreId: 2, isActive: true, pickUpDate: '2026-11-24', timeSlot: '10:00-11:00' };

  it('keeps an active previous centre that has a date and a slot', () => {
    expect(keepOrReplacePickUpCentre(lausanne, geneva)).toBe(lausanne);
  });

  it('replaces an inactive one, or one missing its date or slot', () => {
    expect(keepOrReplacePickUpCentre({ ...lausanne, isActive: false }, geneva)).toBe(geneva);
    expect(keepOrReplacePickUpCentre({ ...lausanne, timeSlot: null }, geneva)).toBe(geneva);
    expect(keepOrReplacePickUpCentre(null, geneva)).toBe(geneva);
  });

  it('clears the time slot when the date changes', () => {
    expect(withPickUpDate(lausanne, '2026-11-25')).toEqual({ ...lausanne, pickUpDate: '2026-11-25', timeSlot: null });
  });
});

describe('scarcity of a delivery window or pick-up slot', () => {
  it.each([
    [2, 2, false],
    [1, 2, true],
    [3, 3, false],
    [2, 3, false],
    [1, 3, true],
    [0, 3, false],
    [10, 10, false],
    [3, 10, false],
    [2, 10, true],
    [1, 10, true],
    [4, 20, true],
    [5, 20, false],
  ])('%i of %i places left: says few places left = %s', (remaining, capacity, few) => {
    expect(isFewPlacesLeft(remaining, capacity)).toBe(few);
  });
});

describe('delivery methods a cart allows (spec §3, §4)', () => {
  it('offers courier and pick-up for bikes and accessories, with or without services', () => {
    expect(allowedDeliveryMethods(['mighty_beast', 'service'])).toEqual(['courier', 'pickup']);
    expect(allowedDeliveryMethods(['accessory'])).toEqual(['courier', 'pickup']);
  });

  it('offers only pick-up for a cart of services (they are carried out at a centre)', () => {
    expect(allowedDeliveryMethods(['service', 'service'])).toEqual(['pickup']);
  });

  it('leaves both methods open while the cart is empty', () => {
    expect(allowedDeliveryMethods([])).toEqual(['courier', 'pickup']);
  });
});
