import type { DeliveryChoice } from '@beast/domain/checkout/checkout-api.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, inTransaction } from '../../db/client';
import { deliverySlotBookings, pickUpCenters } from '../../db/schema/orders';
import { DomainError } from '../../errors/domain-error';
import { TEST_ACTOR } from '../../test/catalog';
import { centreIdOf, courierZoneRow, DAYS, setCentreColumns } from '../../test/delivery';
import { createTestDatabase } from '../../test/test-app';
import { createCentresWriteService } from './centres-write.service';
import { createCourierZonesWriteService } from './courier-zones-write.service';
import { checkDelivery, releaseDeliverySlot, reserveDelivery } from './delivery-booking';

let database: Database;
const today = DAYS.friday;
/**
 * The delivery data these tests book against, written over the imported data through the write use cases:
 * every zone the tests book in has these windows, every centre slots of these places.
 */
const WINDOWS = [
  { from: '09:00', to: '12:00' },
  { from: '13:00', to: '17:00' },
  { from: '17:00', to: '20:00' },
].map((hours) => ({ ...hours, weekdays: [1, 2, 3, 4, 5], capacity: 3 }));
const ZONES = ['lake-geneva', 'zurich', 'bern', 'basel-solothurn'];
const pickUpCapacity = 2;
const window = (index: number) => `${WINDOWS[index]!.from}-${WINDOWS[index]!.to}`;

const courier = (date: string | null, timeWindow: string | null): DeliveryChoice => ({
  method: 'courier',
  date,
  timeWindow,
});
const pickUp = (pickUpCenterId: number, date: string, timeSlot: string): DeliveryChoice => ({
  method: 'pickup',
  pickUpCenterId,
  date,
  timeSlot,
});

const reserve = (delivery: DeliveryChoice, zipCode = '1204') =>
  inTransaction(database.db, (tx) => reserveDelivery(tx, { delivery, zipCode, today }));

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

async function bookedOf(id: number): Promise<number> {
  const [row] = await database.db
    .select({ booked: deliverySlotBookings.booked })
    .from(deliverySlotBookings)
    .where(eq(deliverySlotBookings.id, id));
  return row!.booked;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const zones = createCourierZonesWriteService({ db: database.db, onChange: () => {} });
  for (const slug of ZONES) {
    const { id: _id, ...zone } = await courierZoneRow(database.db, slug);
    await zones.saveZone(TEST_ACTOR, { ...zone, windows: WINDOWS });
  }
  await database.db.update(pickUpCenters).set({ pickUpSlotCapacity: pickUpCapacity });
});
afterAll(() => database.close());

describe('reserveDelivery: courier (spec §4)', () => {
  it('books a window of an available day for a standard ZIP', async () => {
    const booking = await reserve(courier(DAYS.monday, window(1)));
    expect(booking).toEqual({
      method: 'courier',
      zipCode: '1204',
      isStandardZip: true,
      zone: 'lake-geneva',
      date: DAYS.monday,
      timeWindow: window(1),
      pickUpCenterId: null,
      slotBookingId: expect.any(Number),
    });
    expect(await bookedOf(booking.slotBookingId!)).toBe(1);
  });

  it('requires a day and a window for a standard ZIP', async () => {
    const noWindow = await refusal(reserve(courier(DAYS.monday, null)));
    expect(noWindow.code).toBe('DELIVERY_WINDOW_REQUIRED');
    expect(noWindow.fields).toEqual({ timeWindow: 'validation.delivery.timeWindowRequired' });
    const nothing = await refusal(reserve(courier(null, null)));
    expect(nothing.code).toBe('DELIVERY_WINDOW_REQUIRED');
    expect(Object.keys(nothing.fields ?? {})).toEqual(['date', 'timeWindow']);
  });

  it('refuses today, the weekend and days past the booking horizon (spec §8)', async () => {
    for (const date of [DAYS.friday, DAYS.saturday, DAYS.sunday, '2026-11-19', '2027-02-01']) {
      const error = await refusal(reserve(courier(date, window(0))));
      expect(error.code, date).toBe('DAY_UNAVAILABLE');
      expect(error.fields).toEqual({ date: 'validation.delivery.dayUnavailable' });
    }
  });

  it('refuses a window the day does not offer', async () => {
    const error = await refusal(reserve(courier(DAYS.monday, '10:00-11:00')));
    expect(error.code).toBe('DELIVERY_WINDOW_REQUIRED');
    expect(Object.keys(error.fields ?? {})).toEqual(['timeWindow']);
  });

  it('books nothing for a non-standard ZIP: a sales manager calls (spec §4, §8)', async () => {
    for (const delivery of [courier(null, null), courier(DAYS.monday, window(0))]) {
      const booking = await reserve(delivery, '6900');
      expect(booking).toEqual({
        method: 'courier',
        zipCode: '6900',
        isStandardZip: false,
        zone: null,
        date: null,
        timeWindow: null,
        pickUpCenterId: null,
        slotBookingId: null,
      });
    }
  });

  it('answers SLOT_TAKEN once the window is full, per zone', async () => {
    const full = courier(DAYS.tuesday, window(2));
    for (let place = 0; place < WINDOWS[2]!.capacity; place += 1) await reserve(full, '1003');
    const error = await refusal(reserve(full, '1204'));
    expect(error.code).toBe('SLOT_TAKEN');
    expect(error.status).toBe(409);
    expect(Object.keys(error.fields ?? {})).toEqual(['timeWindow']);
    // Another zone's couriers still have places.
    expect((await reserve(full, '8005')).slotBookingId).not.toBeNull();
  });
});

describe('reserveDelivery: pick-up at an experience centre (spec §3, §4)', () => {
  it('books a slot of the centre’s hours, whatever the customer’s ZIP', async () => {
    const geneva = await centreIdOf(database.db, 'geneva');
    const booking = await reserve(pickUp(geneva, '2026-11-28', '17:00-18:00'), '6900');
    expect(booking).toEqual({
      method: 'pickup',
      zipCode: '6900',
      isStandardZip: false,
      zone: null,
      date: '2026-11-28',
      timeWindow: '17:00-18:00',
      pickUpCenterId: geneva,
      slotBookingId: expect.any(Number),
    });
    const [row] = await database.db
      .select()
      .from(deliverySlotBookings)
      .where(eq(deliverySlotBookings.id, booking.slotBookingId!));
    expect(row).toMatchObject({ kind: 'pickup', location: String(geneva), booked: 1, capacity: pickUpCapacity });
  });

  it('refuses an unknown or inactive centre', async () => {
    expect((await refusal(reserve(pickUp(999_999, DAYS.monday, '09:00-10:00')))).code).toBe('PICK_UP_CENTER_NOT_FOUND');
    const meyrin = await centreIdOf(database.db, 'meyrin');
    await setCentreColumns(database.db, meyrin, { isActive: false });
    try {
      const error = await refusal(reserve(pickUp(meyrin, DAYS.monday, '09:00-10:00')));
      expect(error.code).toBe('PICK_UP_CENTER_NOT_FOUND');
      expect(error.status).toBe(404);
    } finally {
      await setCentreColumns(database.db, meyrin, { isActive: true });
    }
  });

  it('refuses a day the centre is closed, today, and a slot outside its hours', async () => {
    const lausanne = await centreIdOf(database.db, 'lausanne');
    const closed = await refusal(reserve(pickUp(lausanne, DAYS.monday, '09:00-10:00')));
    expect([closed.code, closed.fields]).toEqual(['DAY_UNAVAILABLE', { date: 'validation.delivery.dayUnavailable' }]);
    const geneva = await centreIdOf(database.db, 'geneva');
    expect((await refusal(reserve(pickUp(geneva, today, '09:00-10:00')))).code).toBe('DAY_UNAVAILABLE');
    expect((await refusal(reserve(pickUp(geneva, DAYS.sunday, '09:00-10:00')))).code).toBe('DAY_UNAVAILABLE');
    const late = await refusal(reserve(pickUp(geneva, DAYS.monday, '18:00-19:00')));
    expect([late.code, Object.keys(late.fields ?? {})]).toEqual(['DELIVERY_WINDOW_REQUIRED', ['timeSlot']]);
  });

  it('answers NO_TIME_SLOTS for a day the centre opens too briefly for a slot', async () => {
    const vernier = await centreIdOf(database.db, 'vernier');
    await setCentreColumns(database.db, vernier, { workHours: [{ weekday: 1, opens: '09:00', closes: '09:30' }] });
    const error = await refusal(reserve(pickUp(vernier, DAYS.monday, '09:00-10:00')));
    expect([error.code, error.fields]).toEqual(['NO_TIME_SLOTS', { timeSlot: 'validation.delivery.noTimeSlots' }]);
  });

  it('answers SLOT_TAKEN once the slot is full, per centre', async () => {
    const [bern, biel] = [await centreIdOf(database.db, 'bern'), await centreIdOf(database.db, 'biel')];
    for (let place = 0; place < pickUpCapacity; place += 1) await reserve(pickUp(bern, DAYS.tuesday, '11:00-12:00'));
    const error = await refusal(reserve(pickUp(bern, DAYS.tuesday, '11:00-12:00')));
    expect([error.code, Object.keys(error.fields ?? {})]).toEqual(['SLOT_TAKEN', ['timeSlot']]);
    expect((await reserve(pickUp(biel, DAYS.tuesday, '11:00-12:00'))).slotBookingId).not.toBeNull();
  });
});

describe('reserveDelivery: the delivery data as staff change it', () => {
  const zones = () => createCourierZonesWriteService({ db: database.db, onChange: () => {} });
  const centres = () => createCentresWriteService({ db: database.db, onChange: () => {} });

  /** Through an import of the data file: staff's own changes may not go below the places booked. */
  async function setBernCapacity(capacity: number) {
    const { id: _id, ...zone } = await courierZoneRow(database.db, 'bern');
    await zones().saveZone(TEST_ACTOR, { ...zone, windows: WINDOWS.map((hours) => ({ ...hours, capacity })) });
  }

  it('never oversells a window whose places were lowered below its bookings, and sells the places added', async () => {
    const choice = courier('2026-11-25', window(0));
    await reserve(choice, '3008');
    await reserve(choice, '3008');
    try {
      await setBernCapacity(2);
      expect((await refusal(reserve(choice, '3008'))).code).toBe('SLOT_TAKEN');
      await setBernCapacity(1);
      expect((await refusal(reserve(choice, '3008'))).code).toBe('SLOT_TAKEN');
      await setBernCapacity(4);
      const third = await reserve(choice, '3008');
      await reserve(choice, '3008');
      expect((await refusal(reserve(choice, '3008'))).code).toBe('SLOT_TAKEN');
      expect(await bookedOf(third.slotBookingId!)).toBe(4);
    } finally {
      await setBernCapacity(WINDOWS[0]!.capacity);
    }
  });

  it('offers only the windows staff kept, on the weekdays they chose', async () => {
    const { id, ...zone } = await courierZoneRow(database.db, 'zurich');
    await zones().updateZone(TEST_ACTOR, id, {
      ...zone,
      windows: [{ from: '08:00', to: '10:00', weekdays: [6], capacity: 1 }],
    });
    try {
      expect((await refusal(reserve(courier(DAYS.monday, window(0)), '8005'))).code).toBe('DAY_UNAVAILABLE');
      const saturday = await reserve(courier('2026-11-28', '08:00-10:00'), '8005');
      expect(saturday).toMatchObject({ zone: 'zurich', timeWindow: '08:00-10:00' });
      expect((await refusal(reserve(courier('2026-11-28', '08:00-10:00'), '8005'))).code).toBe('SLOT_TAKEN');
    } finally {
      await zones().updateZone(TEST_ACTOR, id, { ...zone, windows: WINDOWS });
    }
  });

  it('refuses a pick-up on a day the centre is closed, and books it again once the day reopens', async () => {
    const vesenaz = await centreIdOf(database.db, 'vesenaz');
    const choice = pickUp(vesenaz, '2026-11-26', '10:00-11:00');
    await centres().setClosedDays(TEST_ACTOR, vesenaz, [
      { date: '2026-11-26', reason: { en: 'Inventory', fr: 'Inventaire', de: 'Inventur' } },
    ]);
    const closed = await refusal(reserve(choice));
    expect([closed.code, closed.fields]).toEqual(['DAY_UNAVAILABLE', { date: 'validation.delivery.dayUnavailable' }]);
    await centres().setClosedDays(TEST_ACTOR, vesenaz, []);
    expect((await reserve(choice)).slotBookingId).not.toBeNull();
  });

  it('books a centre’s slots by its own length and places', async () => {
    const gland = await centreIdOf(database.db, 'gland');
    await setCentreColumns(database.db, gland, { pickUpSlotMinutes: 30, pickUpSlotCapacity: 1 });
    try {
      expect((await refusal(reserve(pickUp(gland, DAYS.tuesday, '09:00-10:00')))).code).toBe(
        'DELIVERY_WINDOW_REQUIRED',
      );
      await reserve(pickUp(gland, DAYS.tuesday, '09:30-10:00'));
      expect((await refusal(reserve(pickUp(gland, DAYS.tuesday, '09:30-10:00')))).code).toBe('SLOT_TAKEN');
    } finally {
      await setCentreColumns(database.db, gland, { pickUpSlotMinutes: 60, pickUpSlotCapacity: pickUpCapacity });
    }
  });
});

describe('releaseDeliverySlot', () => {
  it('gives the place back so another customer can take it, never below zero', async () => {
    const fribourg = await centreIdOf(database.db, 'fribourg');
    const slot = pickUp(fribourg, DAYS.tuesday, '15:00-16:00');
    const first = await reserve(slot);
    await reserve(slot);
    expect((await refusal(reserve(slot))).code).toBe('SLOT_TAKEN');
    await inTransaction(database.db, (tx) => releaseDeliverySlot(tx, first.slotBookingId!));
    expect(await bookedOf(first.slotBookingId!)).toBe(pickUpCapacity - 1);
    const again = await reserve(slot);
    expect(again.slotBookingId).toBe(first.slotBookingId);
    for (let release = 0; release < pickUpCapacity + 2; release += 1) {
      await inTransaction(database.db, (tx) => releaseDeliverySlot(tx, first.slotBookingId!));
    }
    expect(await bookedOf(first.slotBookingId!)).toBe(0);
  });

  it('takes no place back when the order’s transaction rolls back', async () => {
    const choice = courier(DAYS.monday, window(0));
    const kept = await reserve(choice, '3008');
    await inTransaction(database.db, async (tx) => {
      await reserveDelivery(tx, { delivery: choice, zipCode: '3008', today });
      throw new Error('payment step failed');
    }).catch(() => {});
    expect(await bookedOf(kept.slotBookingId!)).toBe(1);
  });
});

describe('checkDelivery (POST /orders/quote)', () => {
  it('applies the same rules without taking a place', async () => {
    const choice = courier(DAYS.monday, window(0));
    const checked = await checkDelivery(database.db, { delivery: choice, zipCode: '4053', today });
    expect(checked).toMatchObject({ zone: 'basel-solothurn', date: DAYS.monday, slotBookingId: null });
    const rows = await database.db
      .select()
      .from(deliverySlotBookings)
      .where(eq(deliverySlotBookings.location, 'basel-solothurn'));
    expect(rows).toEqual([]);
    const error = await refusal(
      checkDelivery(database.db, { delivery: courier(today, window(0)), zipCode: '4053', today }),
    );
    expect(error.code).toBe('DAY_UNAVAILABLE');
  });
});

describe('concurrency: the last places of a window', () => {
  async function race(delivery: DeliveryChoice, zipCode: string, buyers: number) {
    const outcomes = await Promise.allSettled(
      Array.from({ length: buyers }, () =>
        inTransaction(database.db, (tx) => reserveDelivery(tx, { delivery, zipCode, today })),
      ),
    );
    const won = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const lost = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    return { won, lost };
  }

  it('gives a courier window’s places to exactly as many buyers, of five more', async () => {
    const delivery = courier('2026-11-25', window(1));
    const capacity = WINDOWS[1]!.capacity;
    const { won, lost } = await race(delivery, '8005', capacity + 5);
    expect(won).toHaveLength(capacity);
    expect(lost).toHaveLength(5);
    expect(lost.every((error) => error instanceof DomainError && error.code === 'SLOT_TAKEN')).toBe(true);
    // Every winner holds the same slot, now exactly full.
    expect(new Set(won.map((booking) => booking.slotBookingId)).size).toBe(1);
    expect(await bookedOf(won[0]!.slotBookingId!)).toBe(capacity);
  });

  it('gives the last place of a half-booked pick-up slot to exactly one buyer', async () => {
    const basel = await centreIdOf(database.db, 'basel');
    const delivery = pickUp(basel, '2026-11-26', '12:00-13:00');
    const first = await reserve(delivery);
    const { won, lost } = await race(delivery, '4053', pickUpCapacity + 5);
    expect(won).toHaveLength(pickUpCapacity - 1);
    expect(lost).toHaveLength(6);
    expect(lost.every((error) => error instanceof DomainError && error.code === 'SLOT_TAKEN')).toBe(true);
    expect(await bookedOf(first.slotBookingId!)).toBe(pickUpCapacity);
  });
});
