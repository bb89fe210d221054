import { describe, expect, it } from 'vitest';
import { firstErrors } from '../validation/first-errors';
import {
  CENTRE_WRITE_ERRORS,
  CentreClosedDaysWriteSchema,
  CentreWriteSchema,
  PICK_UP_SLOT_DEFAULTS,
} from './centre-write.schema';

const centre = {
  slug: 'sion',
  name: { en: 'Beast Sion', fr: 'Beast Sion', de: 'Beast Sitten' },
  city: { en: 'Sion', fr: 'Sion', de: 'Sitten' },
  address: 'Rue du Rhône 1',
  zipCode: '1950',
  phoneNumber: '+41 27 000 00 00',
  email: 'sion@beast.example',
  workHours: [{ weekday: 2, opens: '09:00', closes: '12:00' }],
};

describe('centre write schema', () => {
  it('gives a centre whose data says nothing else hourly slots of two customers, as before', () => {
    expect(PICK_UP_SLOT_DEFAULTS).toEqual({ minutes: 60, capacity: 2 });
    expect(CentreWriteSchema.parse(centre)).toMatchObject({ pickUpSlotMinutes: 60, pickUpSlotCapacity: 2 });
  });

  it.each([
    ['a slot without places', { pickUpSlotCapacity: 0 }, { pickUpSlotCapacity: CENTRE_WRITE_ERRORS.capacity }],
    ['part of a place', { pickUpSlotCapacity: 1.5 }, { pickUpSlotCapacity: CENTRE_WRITE_ERRORS.capacity }],
    ['slots of five minutes', { pickUpSlotMinutes: 5 }, { pickUpSlotMinutes: CENTRE_WRITE_ERRORS.slotMinutes }],
    ['slots of a whole day', { pickUpSlotMinutes: 600 }, { pickUpSlotMinutes: CENTRE_WRITE_ERRORS.slotMinutes }],
  ])('refuses %s', (_, change, errors) => {
    expect(firstErrors(CentreWriteSchema.safeParse({ ...centre, ...change }))).toEqual(errors);
  });
});

describe('a centre’s closed days', () => {
  const reason = { en: 'Inventory', fr: 'Inventaire', de: 'Inventur' };

  it('keeps them in the order of the calendar, a reason only when given', () => {
    expect(CentreClosedDaysWriteSchema.parse([{ date: '2026-12-26', reason }, { date: '2026-12-24' }])).toEqual([
      { date: '2026-12-24', reason: null },
      { date: '2026-12-26', reason },
    ]);
  });

  it.each([
    ['a day that does not exist', [{ date: '2026-02-30' }], { '0.date': CENTRE_WRITE_ERRORS.date }],
    [
      'a day given twice',
      [{ date: '2026-12-24' }, { date: '2026-12-24', reason }],
      { '1.date': CENTRE_WRITE_ERRORS.closedTwice },
    ],
    [
      'a reason missing in French',
      [{ date: '2026-12-24', reason: { en: 'x', de: 'x' } }],
      { '0.reason.fr': expect.any(String) },
    ],
  ])('refuses %s', (_, days, errors) => {
    expect(firstErrors(CentreClosedDaysWriteSchema.safeParse(days))).toEqual(errors);
  });
});
