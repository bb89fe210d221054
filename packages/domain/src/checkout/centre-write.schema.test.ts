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
    ['a point in Milan', { latitude: 45.46, longitude: 9.19 }, { latitude: CENTRE_WRITE_ERRORS.position }],
    ['a latitude that is no number', { latitude: 'north', longitude: 7.4 }, { latitude: CENTRE_WRITE_ERRORS.position }],
    ['a point in Lyon', { latitude: 45.9, longitude: 4.84 }, { longitude: CENTRE_WRITE_ERRORS.position }],
    ['a latitude without its longitude', { latitude: 46.23 }, { longitude: CENTRE_WRITE_ERRORS.positionIncomplete }],
    ['an unknown kind of place', { kind: 'warehouse' }, { kind: expect.any(String) }],
  ])('refuses %s', (_, change, errors) => {
    expect(firstErrors(CentreWriteSchema.safeParse({ ...centre, ...change }))).toEqual(errors);
  });
});

describe('a centre’s page data', () => {
  it('is an experience centre without a position or a description until staff give them', () => {
    expect(CentreWriteSchema.parse(centre)).toMatchObject({
      kind: 'experience-centre',
      latitude: null,
      longitude: null,
      description: null,
    });
  });

  it('keeps a partner shop’s position in Switzerland and its description in the languages written so far', () => {
    const shop = {
      ...centre,
      kind: 'shop',
      latitude: 46.233,
      longitude: 7.36,
      description: { fr: 'Au centre de Sion.' },
    };
    expect(CentreWriteSchema.parse(shop)).toMatchObject({
      kind: 'shop',
      latitude: 46.233,
      longitude: 7.36,
      description: { fr: 'Au centre de Sion.' },
    });
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
