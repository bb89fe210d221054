import type { PickUpCenter, TimeSlots } from '@beast/domain/checkout/checkout-api.schema';
import type { FindUsLocation } from '@beast/domain/checkout/find-us-api.schema';
import { de } from '@beast/domain/i18n/messages/de';
import { en } from '@beast/domain/i18n/messages/en';
import { fr } from '@beast/domain/i18n/messages/fr';
import type {
  CentreDetail,
  CentreList,
  CourierZoneDetail,
  CourierZoneList,
} from '@beast/domain/staff/centres-api.schema';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inTransaction } from '../../db/client';
import { deliverySlotBookings, pickUpCenters } from '../../db/schema/orders';
import { auditLog } from '../../db/schema/staff';
import { TEST_ACTOR, uniqueSlug } from '../../test/catalog';
import { centreInput, courierZoneRow, DAYS, swissClock } from '../../test/delivery';
import { type StaffHeaders, signedInStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import { reserveDelivery } from './delivery-booking';

let harness: TestApp;
let admin: { id: number; headers: StaffHeaders };
const clock = swissClock(DAYS.friday);
/** The test centre (Sion) opens Tuesday mornings: 09:00–12:00, three hourly slots of two places. */
const SLOT = '10:00-11:00';

beforeAll(async () => {
  harness = await createTestApp({ clock });
  admin = await signedInStaff(harness, 'admin');
});
afterAll(() => harness.close());
beforeEach(() => clock.set(DAYS.friday));

function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, headers = admin.headers) {
  return harness.app.inject({
    method,
    url: `/api${url}`,
    headers: method === 'GET' ? headers.read : headers.change,
    ...(payload && { payload }),
  });
}

async function ok<T>(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object): Promise<T> {
  const response = await call(method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}

/** A centre of the test's own, with room for `capacity` customers per slot. */
async function newCentre(capacity = 2): Promise<CentreDetail> {
  const { id } = await harness.app.writes.centres.createCentre(TEST_ACTOR, {
    ...centreInput(uniqueSlug('sion')),
    pickUpSlotCapacity: capacity,
  });
  return ok<CentreDetail>('GET', `/admin/centres/${id}`);
}

/** Books one place of the centre's slot, as placing an order does. */
function bookPickUp(centreId: number, date: string = DAYS.tuesday, timeSlot = SLOT) {
  return inTransaction(harness.database.db, (tx) =>
    reserveDelivery(tx, {
      delivery: { method: 'pickup', pickUpCenterId: centreId, date, timeSlot },
      zipCode: '1950',
      today: DAYS.friday,
    }),
  );
}

async function lastAudit(entityType: string, entityKey: string) {
  const [entry] = await harness.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityKey, entityKey)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

describe('GET /api/admin/centres', () => {
  it('lists every centre for sales and support, paged, with the inactive ones on request', async () => {
    const support = await signedInStaff(harness, 'support');
    const response = await call('GET', '/admin/centres?limit=5', undefined, support.headers);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<CentreList>();
    expect(page).toMatchObject({ offset: 0, limit: 5 });
    expect(page.total).toBeGreaterThanOrEqual(13);
    expect(page.data.map((centre) => centre.slug)).toEqual(['geneva', 'lausanne', 'zurich', 'gland', 'vernier']);

    const { id, centre } = await newCentre();
    await harness.app.writes.centres.updateCentre(TEST_ACTOR, id, { ...centre, isActive: false });
    await harness.app.writes.centres.setClosedDays(TEST_ACTOR, id, [{ date: DAYS.tuesday }, { date: '2026-11-10' }]);
    const inactive = await ok<CentreList>('GET', '/admin/centres?status=inactive&limit=100');
    expect(inactive.data.find((found) => found.id === id)).toMatchObject({
      isActive: false,
      nextClosedDay: DAYS.tuesday,
    });
    expect(inactive.data.every((found) => !found.isActive)).toBe(true);
  });

  it('sorts by the name in the request language, and refuses an unknown sort', async () => {
    const page = await ok<CentreList>('GET', '/admin/centres?sort=city&lang=de&limit=100');
    const cities = page.data.map((centre) => centre.city.de);
    expect(cities).toEqual(cities.toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await call('GET', '/admin/centres?sort=size')).statusCode).toBe(400);
  });
});

describe('PUT /api/admin/centres/:id', () => {
  it('changes a centre from its revision, audited with before and after; a stale revision is refused', async () => {
    const { id, revision, centre } = await newCentre();
    const changed = { ...centre, phoneNumber: '+41 27 111 11 11' };
    const written = await ok<{ revision: string }>('PUT', `/admin/centres/${id}`, { revision, centre: changed });
    expect(written.revision).not.toBe(revision);
    expect(await lastAudit('centre', centre.slug)).toMatchObject({
      staffId: admin.id,
      action: 'updated',
      before: expect.objectContaining({ phoneNumber: centre.phoneNumber }),
      after: expect.objectContaining({ phoneNumber: '+41 27 111 11 11' }),
    });

    const stale = await call('PUT', `/admin/centres/${id}?lang=fr`, { revision, centre: { ...centre, address: 'x' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'REVISION_CONFLICT', message: fr['errors.REVISION_CONFLICT'] });
  });

  it('places a centre on the centres page: kind, position and description, typeset, shown at once', async () => {
    const { id, revision, centre } = await newCentre();
    const placed = {
      ...centre,
      kind: 'shop',
      latitude: 46.2331,
      longitude: 7.3606,
      description: { fr: 'Au centre de Sion : essais des modèles 25 km/h.', de: 'Mitten in Sitten.' },
    };
    await ok('PUT', `/admin/centres/${id}`, { revision, centre: placed });
    expect(await lastAudit('centre', centre.slug)).toMatchObject({
      staffId: admin.id,
      before: expect.objectContaining({ kind: 'experience-centre', latitude: null, description: null }),
      after: expect.objectContaining({ kind: 'shop', latitude: 46.2331 }),
    });
    const shown = async (lang: string) =>
      (await ok<FindUsLocation[]>('GET', `/find-us-locations?lang=${lang}`)).find((place) => place.id === id);
    expect(await shown('fr')).toMatchObject({
      kind: 'shop',
      position: { latitude: 46.2331, longitude: 7.3606 },
      description: 'Au centre de Sion\u202f: essais des modèles 25\u00a0km/h.',
    });
    expect((await shown('en'))?.description).toBeNull();
  });

  it('refuses a position outside Switzerland or only half of one, naming the field', async () => {
    const { id, revision, centre } = await newCentre();
    const outside = await call('PUT', `/admin/centres/${id}?lang=de`, {
      revision,
      centre: { ...centre, latitude: 45.46, longitude: 9.19 },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.fields).toEqual({ 'centre.latitude': de['validation.position.switzerland'] });
    const half = await call('PUT', `/admin/centres/${id}`, { revision, centre: { ...centre, latitude: 46.23 } });
    expect(half.json().error.fields).toEqual({ 'centre.longitude': en['validation.position.incomplete'] });
  });

  it('refuses a slot capacity below a coming slot’s bookings, naming the busiest slot', async () => {
    const { id, revision, centre } = await newCentre(3);
    await bookPickUp(id);
    await bookPickUp(id);
    await bookPickUp(id, DAYS.tuesday, '09:00-10:00');
    const detail = await ok<CentreDetail>('GET', `/admin/centres/${id}`);
    expect(detail.busiestSlot).toEqual({ date: DAYS.tuesday, timeWindow: SLOT, booked: 2 });

    const refused = await call('PUT', `/admin/centres/${id}`, {
      revision,
      centre: { ...centre, pickUpSlotCapacity: 1 },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    const error = refused.json().error;
    expect(error.code).toBe('CAPACITY_BELOW_BOOKED');
    expect(error.message).toBe(
      '2 places are already booked on Tuesday, 24 November 2026, 10:00-11:00: the capacity cannot be lower than that.',
    );
    expect(error.fields.pickUpSlotCapacity).toContain('At least 2');

    await ok('PUT', `/admin/centres/${id}`, { revision, centre: { ...centre, pickUpSlotCapacity: 2 } });
    const [row] = await harness.database.db.select().from(pickUpCenters).where(eq(pickUpCenters.id, id));
    expect(row!.pickUpSlotCapacity).toBe(2);
  });

  it('judges only coming days: bookings of days gone by do not hold a capacity up', async () => {
    const { id, revision, centre } = await newCentre(3);
    await bookPickUp(id);
    await bookPickUp(id);
    clock.set('2026-11-25');
    const later = await signedInStaff(harness, 'admin');
    const response = await call(
      'PUT',
      `/admin/centres/${id}`,
      { revision, centre: { ...centre, pickUpSlotCapacity: 1 } },
      later.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers 404 for an unknown centre and 400 naming the field for a capacity out of range', async () => {
    const { revision, centre, id } = await newCentre();
    expect((await call('GET', '/admin/centres/999999')).statusCode).toBe(404);
    const invalid = await call('PUT', `/admin/centres/${id}`, {
      revision,
      centre: { ...centre, pickUpSlotCapacity: 0 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().error.fields)).toEqual(['centre.pickUpSlotCapacity']);
  });
});

describe('a centre’s closed days', () => {
  it('closes a day at once for the checkout, with a reason in every language, and opens it again', async () => {
    const { id, centre } = await newCentre();
    const slots = () => ok<TimeSlots>('GET', `/delivery-time-slots?pickUpCenterId=${id}&date=${DAYS.tuesday}`);
    const listed = async () => (await ok<PickUpCenter[]>('GET', '/pick-up-center')).find((found) => found.id === id);
    expect((await slots()).slots.map((slot) => slot.id)).toEqual(['09:00-10:00', SLOT, '11:00-12:00']);
    expect((await listed())?.closedDays).toEqual([]);

    const reason = { en: 'Inventory', fr: 'Inventaire', de: 'Inventur' };
    const added = await call('POST', `/admin/centres/${id}/closed-days`, { date: DAYS.tuesday, reason });
    expect(added.statusCode, added.body).toBe(201);
    expect((await slots()).slots).toEqual([]);
    expect((await listed())?.closedDays).toEqual([DAYS.tuesday]);
    expect((await ok<CentreDetail>('GET', `/admin/centres/${id}`)).closedDays).toEqual([
      { date: DAYS.tuesday, reason, booked: 0 },
    ]);
    expect(await lastAudit('centreClosedDays', centre.slug)).toMatchObject({
      staffId: admin.id,
      before: [],
      after: [{ date: DAYS.tuesday, reason }],
    });

    const twice = await call('POST', `/admin/centres/${id}/closed-days`, { date: DAYS.tuesday });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields).toEqual({ date: 'This day is already in the list.' });

    await ok('DELETE', `/admin/centres/${id}/closed-days/${DAYS.tuesday}`);
    expect((await slots()).slots).toHaveLength(3);
    expect((await listed())?.closedDays).toEqual([]);
    expect((await call('DELETE', `/admin/centres/${id}/closed-days/${DAYS.tuesday}`)).statusCode).toBe(404);
  });

  it('refuses to close a day with pick-ups booked, saying how many', async () => {
    const { id } = await newCentre();
    await bookPickUp(id);
    await bookPickUp(id, DAYS.tuesday, '11:00-12:00');
    const refused = await call('POST', `/admin/centres/${id}/closed-days?lang=fr`, { date: DAYS.tuesday });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'CLOSED_DAY_HAS_BOOKINGS',
      message:
        '2 retraits sont réservés le mardi, 24 novembre 2026. Déplacez-les d’abord depuis la page de leur commande, puis fermez le jour.',
    });
    expect((await ok<CentreDetail>('GET', `/admin/centres/${id}`)).closedDays).toEqual([]);
  });

  it('lets only admins change them: support reads, and is refused a change', async () => {
    const { id } = await newCentre();
    const support = await signedInStaff(harness, 'support');
    expect((await call('GET', `/admin/centres/${id}`, undefined, support.headers)).statusCode).toBe(200);
    const refused = await call('POST', `/admin/centres/${id}/closed-days`, { date: DAYS.tuesday }, support.headers);
    expect(refused.statusCode).toBe(403);
  });
});

describe('courier zones', () => {
  async function zoneDetail(slug: string) {
    const { id } = await courierZoneRow(harness.database.db, slug);
    return ok<CourierZoneDetail>('GET', `/admin/courier-zones/${id}`);
  }

  function bookCourier(date: string, timeWindow: string) {
    return inTransaction(harness.database.db, (tx) =>
      reserveDelivery(tx, { delivery: { method: 'courier', date, timeWindow }, zipCode: '8005', today: DAYS.friday }),
    );
  }

  it('lists every zone with the ZIP codes it serves', async () => {
    const page = await ok<CourierZoneList>('GET', '/admin/courier-zones');
    expect(page.data.map((zone) => zone.slug)).toEqual(expect.arrayContaining(['lake-geneva', 'zurich']));
    expect(page.total).toBe(page.data.length);
  });

  it('refuses a window’s places below a coming day’s bookings, then takes them down to it', async () => {
    const before = await zoneDetail('zurich');
    const window = before.zone.windows.find((candidate) => candidate.weekdays.includes(2))!;
    const windowId = `${window.from}-${window.to}`;
    await bookCourier(DAYS.tuesday, windowId);
    await bookCourier(DAYS.tuesday, windowId);
    const { id, revision, zone, busiestByWindow } = await zoneDetail('zurich');
    expect(busiestByWindow[windowId]).toEqual({ date: DAYS.tuesday, timeWindow: windowId, booked: 2 });

    const withCapacity = (capacity: number) => ({
      ...zone,
      windows: zone.windows.map((candidate) =>
        candidate.from === window.from && candidate.to === window.to ? { ...candidate, capacity } : candidate,
      ),
    });
    const refused = await call('PUT', `/admin/courier-zones/${id}`, { revision, zone: withCapacity(1) });
    expect(refused.statusCode, refused.body).toBe(409);
    // The message sits next to the places of the window holding the bookings.
    const index = zone.windows.findIndex((candidate) => candidate.from === window.from && candidate.to === window.to);
    expect(refused.json().error).toMatchObject({
      code: 'CAPACITY_BELOW_BOOKED',
      fields: { [`windows.${index}.capacity`]: expect.stringContaining('At least 2') },
    });

    await ok('PUT', `/admin/courier-zones/${id}`, { revision, zone: withCapacity(2) });
    expect(await lastAudit('courierZone', 'zurich')).toMatchObject({ staffId: admin.id, action: 'updated' });
    const stale = await call('PUT', `/admin/courier-zones/${id}`, { revision, zone: withCapacity(3) });
    expect(stale.json().error.code).toBe('REVISION_CONFLICT');
  });
});

/**
 * On PostgreSQL, waits until some statement waits for a lock (the capacity change for the booking's); PGlite
 * runs one statement at a time, so there the change simply follows the booking.
 */
async function untilALockIsAwaited(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) return;
  await vi.waitFor(
    async () => {
      const { rows } = (await harness.database.db.execute(
        sql`select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { waiting: number }[] };
      if (!rows[0]?.waiting) throw new Error('nothing waits for a lock yet');
    },
    { timeout: 10_000, interval: 20 },
  );
}

describe('a capacity lowered while customers book', () => {
  it('waits for a booking not yet committed, then counts its place', async () => {
    const { id, revision, centre } = await newCentre(3);
    await bookPickUp(id);
    let commit = () => {};
    const committed = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let booked = () => {};
    const placeTaken = new Promise<void>((resolve) => {
      booked = resolve;
    });
    const held = inTransaction(harness.database.db, async (tx) => {
      await reserveDelivery(tx, {
        delivery: { method: 'pickup', pickUpCenterId: id, date: DAYS.tuesday, timeSlot: SLOT },
        zipCode: '1950',
        today: DAYS.friday,
      });
      booked();
      await committed;
    });
    await placeTaken;
    // One place was committed before; the change would fit it, but not the place being booked now.
    const lowered = call('PUT', `/admin/centres/${id}`, { revision, centre: { ...centre, pickUpSlotCapacity: 1 } });
    await untilALockIsAwaited();
    commit();
    await held;
    const response = await lowered;
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error.code).toBe('CAPACITY_BELOW_BOOKED');
  });

  it('never ends oversold: the change waits for the bookings or they see the new capacity', async () => {
    const { id, revision, centre } = await newCentre(6);
    await bookPickUp(id);
    const lowered = call('PUT', `/admin/centres/${id}`, { revision, centre: { ...centre, pickUpSlotCapacity: 2 } });
    const bookings = Array.from({ length: 5 }, () =>
      bookPickUp(id).then(
        () => 'booked',
        (error) => error.code,
      ),
    );
    const [change, ...outcomes] = await Promise.all([lowered, ...bookings]);

    const [row] = await harness.database.db.select().from(pickUpCenters).where(eq(pickUpCenters.id, id));
    const [slot] = await harness.database.db
      .select()
      .from(deliverySlotBookings)
      .where(and(eq(deliverySlotBookings.location, String(id)), eq(deliverySlotBookings.timeWindow, SLOT)));
    expect(slot!.booked).toBeLessThanOrEqual(row!.pickUpSlotCapacity);
    expect(outcomes.every((outcome) => outcome === 'booked' || outcome === 'SLOT_TAKEN')).toBe(true);
    if (change.statusCode === 200) expect(row!.pickUpSlotCapacity).toBe(2);
    else expect(change.json().error.code).toBe('CAPACITY_BELOW_BOOKED');
  });
});
