import type { CentreWriteInput } from '@beast/domain/checkout/centre-write.schema';
import type { DeliveryWeek, PickUpCenter, TimeSlots } from '@beast/domain/checkout/checkout-api.schema';
import type { FindUsLocation } from '@beast/domain/checkout/find-us-api.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/client';
import { TEST_ACTOR } from '../../test/catalog';
import { centreIdOf, centreOf, courierWindowsOf, DAYS, setCentreColumns, swissClock } from '../../test/delivery';
import { createTestApp, type TestApp } from '../../test/test-app';
import { reserveDelivery } from './delivery-booking';

let harness: TestApp;
const clock = swissClock(DAYS.friday);

const get = (url: string, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: 'GET', url: `/api${url}`, headers });

async function ok<T>(url: string): Promise<T> {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

async function refused(url: string, status: number, code: string) {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error.code).toBe(code);
  return response.json().error as { code: string; message: string; fields?: Record<string, string> };
}

const slotIds = (answer: TimeSlots) => answer.slots.map((slot) => slot.id);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const minutesBetween = (from: string, to: string) => minutesOf(to) - minutesOf(from);

beforeAll(async () => {
  harness = await createTestApp({ clock });
});
afterAll(() => harness.close());
beforeEach(() => clock.set(DAYS.friday));

describe('GET /api/pick-up-center (spec §2, §3 experience centres)', () => {
  it('lists the 13 centres, Geneva first as the default, open Monday to Saturday 9:00–18:00', async () => {
    const centres = await ok<PickUpCenter[]>('/pick-up-center');
    expect(centres).toHaveLength(13);
    const [geneva, ...others] = centres;
    expect(geneva).toMatchObject({ slug: 'geneva', city: 'Geneva', isDefault: true, isActive: true, zipCode: '1204' });
    expect(geneva!.workHours).toEqual(
      [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '09:00', closes: '18:00' })),
    );
    expect(others.every((centre) => !centre.isDefault && centre.isActive)).toBe(true);
    expect(centres.map((centre) => centre.slug)).toEqual([
      'geneva',
      'lausanne',
      'zurich',
      'gland',
      'vernier',
      'meyrin',
      'bern',
      'solothurn',
      'biel',
      'basel',
      'vesenaz',
      'estavayer',
      'fribourg',
    ]);
    for (const centre of centres) {
      expect(centre.phoneNumber).toMatch(/^\+41 \d{2} \d{3} \d{2} \d{2}$/);
      expect(centre.email).toMatch(/^[a-z]+@[a-z.]+$/);
      expect(centre.zipCode).toMatch(/^[1-9]\d{3}$/);
      expect(centre.address).not.toBe('');
      expect(centre.workHours.length).toBeGreaterThan(0);
    }
  });

  it('names the centres and their towns in the request language', async () => {
    const cities = async (lang: string) =>
      Object.fromEntries(
        (await ok<PickUpCenter[]>(`/pick-up-center?lang=${lang}`)).map((centre) => [centre.slug, centre]),
      );
    const [en, fr, de] = await Promise.all([cities('en'), cities('fr'), cities('de')]);
    expect([en.geneva!.city, fr.geneva!.city, de.geneva!.city]).toEqual(['Geneva', 'Genève', 'Genf']);
    expect([en.zurich!.city, fr.zurich!.city, de.zurich!.city]).toEqual(['Zurich', 'Zurich', 'Zürich']);
    expect([en.bern!.city, fr.bern!.city, de.bern!.city]).toEqual(['Bern', 'Berne', 'Bern']);
    expect([en.basel!.city, fr.basel!.city, de.basel!.city]).toEqual(['Basel', 'Bâle', 'Basel']);
    expect([en.fribourg!.city, fr.fribourg!.city, de.fribourg!.city]).toEqual(['Fribourg', 'Fribourg', 'Freiburg']);
    expect([en.biel!.city, fr.biel!.city, de.biel!.city]).toEqual(['Biel', 'Bienne', 'Biel']);
    expect([en.solothurn!.city, fr.solothurn!.city]).toEqual(['Solothurn', 'Soleure']);
    expect(de.geneva!.name).toContain('Genf');
    expect(fr.geneva!.name).toContain('Genève');
    expect(en.geneva!.name).toContain('Geneva');
  });

  it('is cacheable and answers 304 to a matching If-None-Match', async () => {
    const first = await get('/pick-up-center?lang=fr');
    expect(first.headers['cache-control']).toContain('public');
    const again = await get('/pick-up-center?lang=fr', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/zipcodes/{zipcode} (spec §4 courier ZIP check)', () => {
  it('answers the courier zone of a standard ZIP', async () => {
    expect(await ok('/zipcodes/1204')).toEqual({ zipcode: '1204', isStandard: true, zone: 'lake-geneva' });
    expect(await ok('/zipcodes/8005')).toMatchObject({ isStandard: true, zone: 'zurich' });
  });

  it('marks a ZIP our couriers do not serve as non-standard, without refusing it (spec §8)', async () => {
    expect(await ok('/zipcodes/6900')).toEqual({ zipcode: '6900', isStandard: false, zone: null });
    expect(await ok('/zipcodes/9490')).toMatchObject({ isStandard: false });
    expect(await ok('/zipcodes/75001')).toMatchObject({ isStandard: false });
  });

  it('refuses a ZIP that is not 4 to 7 characters, naming the field', async () => {
    for (const zip of ['123', '12345678']) {
      const error = await refused(`/zipcodes/${zip}`, 400, 'VALIDATION_FAILED');
      expect(Object.keys(error.fields ?? {})).toContain('zipcode');
    }
  });
});

describe('GET /api/delivery-week (spec §3 week list)', () => {
  it('offers the weekdays after today from a Friday: never today, never the weekend', async () => {
    const week = await ok<DeliveryWeek>('/delivery-week?zipcode=1204');
    expect(week.zipcode).toBe('1204');
    expect(week.days.map((day) => [day.date, day.weekday, day.available])).toEqual([
      [DAYS.friday, 5, false],
      [DAYS.saturday, 6, false],
      [DAYS.sunday, 7, false],
      [DAYS.monday, 1, true],
      [DAYS.tuesday, 2, true],
      ['2026-11-25', 3, true],
      ['2026-11-26', 4, true],
    ]);
    expect(week.days.map((day) => day.deliveryTypes)).toEqual([
      [],
      [],
      [],
      ['courier'],
      ['courier'],
      ['courier'],
      ['courier'],
    ]);
  });

  it('takes "today" in Swiss time: 00:30 on Saturday in Zurich is already Saturday', async () => {
    clock.set(DAYS.saturday, '00:30');
    const week = await ok<DeliveryWeek>('/delivery-week?zipcode=3008');
    expect(week.days[0]).toMatchObject({ date: DAYS.saturday, available: false, deliveryTypes: [] });
    expect(week.days[2]).toMatchObject({ date: DAYS.monday, available: true });
  });

  it('starts at the day asked for and stops at the booking horizon', async () => {
    const next = await ok<DeliveryWeek>(`/delivery-week?zipcode=1204&from=${DAYS.monday}`);
    expect(next.days[0]).toMatchObject({ date: DAYS.monday, available: true });
    expect(next.days).toHaveLength(7);
    const far = await ok<DeliveryWeek>('/delivery-week?zipcode=1204&from=2027-03-01');
    expect(far.days.every((day) => !day.available && day.deliveryTypes.length === 0)).toBe(true);
  });

  it('has no courier day for a non-standard ZIP', async () => {
    const week = await ok<DeliveryWeek>('/delivery-week?zipcode=6900');
    expect(week.days).toHaveLength(7);
    expect(week.days.every((day) => !day.available)).toBe(true);
  });

  it('refuses a date that is not a calendar day, naming the field', async () => {
    const error = await refused('/delivery-week?zipcode=1204&from=2026-02-30', 400, 'VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {})).toContain('from');
    await refused('/delivery-week', 400, 'VALIDATION_FAILED');
  });
});

describe('GET /api/delivery-time-slots?zipcode&date (courier windows)', () => {
  it('lists the courier windows of an available day with their places', async () => {
    const windows = await courierWindowsOf(harness.database.db, 'lake-geneva', 1);
    const answer = await ok<TimeSlots>(`/delivery-time-slots?zipcode=1204&date=${DAYS.monday}`);
    expect(answer.date).toBe(DAYS.monday);
    expect(answer.slots).toEqual(
      windows.map(({ id, capacity }) => ({ id, from: id.slice(0, 5), to: id.slice(6), remaining: capacity, capacity })),
    );
  });

  it('answers no window today, at the weekend or for a non-standard ZIP (spec §8)', async () => {
    for (const query of [
      `zipcode=1204&date=${DAYS.friday}`,
      `zipcode=1204&date=${DAYS.saturday}`,
      `zipcode=1204&date=${DAYS.sunday}`,
      `zipcode=6900&date=${DAYS.monday}`,
    ]) {
      expect((await ok<TimeSlots>(`/delivery-time-slots?${query}`)).slots).toEqual([]);
    }
  });

  it('counts places down as orders take them, per courier zone', async () => {
    const date = DAYS.tuesday;
    const [first, second] = await courierWindowsOf(harness.database.db, 'lake-geneva', 2);
    const [zurichFirst] = await courierWindowsOf(harness.database.db, 'zurich', 2);
    await inTransaction(harness.database.db, (tx) =>
      reserveDelivery(tx, {
        delivery: { method: 'courier', date, timeWindow: first!.id },
        zipCode: '1003',
        today: DAYS.friday,
      }),
    );
    const geneva = await ok<TimeSlots>(`/delivery-time-slots?zipcode=1204&date=${date}`);
    expect(geneva.slots[0]).toMatchObject({ id: first!.id, remaining: first!.capacity - 1 });
    expect(geneva.slots[1]).toMatchObject({ remaining: second!.capacity });
    const zurich = await ok<TimeSlots>(`/delivery-time-slots?zipcode=8005&date=${date}`);
    expect(zurich.slots[0]).toMatchObject({ remaining: zurichFirst!.capacity });
  });
});

describe('GET /api/delivery-time-slots?pickUpCenterId&date (pick-up slots)', () => {
  const slotsOf = async (slug: string, date: string) =>
    ok<TimeSlots>(`/delivery-time-slots?pickUpCenterId=${await centreIdOf(harness.database.db, slug)}&date=${date}`);

  it('cuts Geneva’s 9:00–18:00 into 9 slots, Saturday included', async () => {
    const monday = await slotsOf('geneva', DAYS.monday);
    expect(slotIds(monday)).toEqual([
      '09:00-10:00',
      '10:00-11:00',
      '11:00-12:00',
      '12:00-13:00',
      '13:00-14:00',
      '14:00-15:00',
      '15:00-16:00',
      '16:00-17:00',
      '17:00-18:00',
    ]);
    const { pickUpSlotCapacity } = await centreOf(harness.database.db, 'geneva');
    expect(monday.slots.every((slot) => slot.remaining === pickUpSlotCapacity)).toBe(true);
    clock.set('2026-11-19');
    expect((await slotsOf('geneva', DAYS.saturday)).slots).toHaveLength(9);
  });

  it('follows each centre’s own hours: closed days, lunch breaks, short Saturdays', async () => {
    expect((await slotsOf('lausanne', DAYS.monday)).slots).toEqual([]);
    expect((await slotsOf('lausanne', DAYS.tuesday)).slots).toHaveLength(9);
    expect((await slotsOf('geneva', DAYS.sunday)).slots).toEqual([]);
    expect(slotIds(await slotsOf('gland', DAYS.tuesday))).toEqual([
      '09:00-10:00',
      '10:00-11:00',
      '11:00-12:00',
      '14:00-15:00',
      '15:00-16:00',
      '16:00-17:00',
      '17:00-18:00',
    ]);
    expect(slotIds(await slotsOf('zurich', DAYS.monday))).toHaveLength(9);
    expect(slotIds(await slotsOf('zurich', DAYS.monday))[0]).toBe('10:00-11:00');
  });

  it('answers no slot today (spec §8 "not available today")', async () => {
    clock.set(DAYS.monday);
    expect((await slotsOf('geneva', DAYS.monday)).slots).toEqual([]);
    expect((await slotsOf('geneva', DAYS.tuesday)).slots).toHaveLength(9);
  });

  it('counts places down as orders take them, down to 0', async () => {
    const { id: centreId, pickUpSlotCapacity } = await centreOf(harness.database.db, 'bern');
    const choice = { method: 'pickup', pickUpCenterId: centreId, date: DAYS.monday, timeSlot: '10:00-11:00' } as const;
    for (let taken = 1; taken <= pickUpSlotCapacity; taken += 1) {
      await inTransaction(harness.database.db, (tx) =>
        reserveDelivery(tx, { delivery: choice, zipCode: '3008', today: DAYS.friday }),
      );
      const answer = await slotsOf('bern', DAYS.monday);
      expect(answer.slots.find((slot) => slot.id === '10:00-11:00')?.remaining).toBe(pickUpSlotCapacity - taken);
    }
    expect((await slotsOf('bern', DAYS.monday)).slots[0]?.remaining).toBe(pickUpSlotCapacity);
  });

  it('answers no slot on a day the centre is closed, and lists the day with the centre', async () => {
    const solothurn = await centreIdOf(harness.database.db, 'solothurn');
    await harness.app.writes.centres.setClosedDays(TEST_ACTOR, solothurn, [{ date: DAYS.tuesday }]);
    try {
      expect((await slotsOf('solothurn', DAYS.tuesday)).slots).toEqual([]);
      expect((await slotsOf('solothurn', '2026-11-25')).slots.length).toBeGreaterThan(0);
      const centres = await ok<PickUpCenter[]>('/pick-up-center');
      expect(centres.find((centre) => centre.slug === 'solothurn')?.closedDays).toEqual([DAYS.tuesday]);
      expect(centres.find((centre) => centre.slug === 'geneva')?.closedDays).toEqual([]);
    } finally {
      await harness.app.writes.centres.setClosedDays(TEST_ACTOR, solothurn, []);
    }
  });

  it('cuts the slots by the centre’s own length and gives each its places', async () => {
    const estavayer = await centreOf(harness.database.db, 'estavayer');
    await setCentreColumns(harness.database.db, estavayer.id, { pickUpSlotMinutes: 30, pickUpSlotCapacity: 5 });
    try {
      const { slots } = await slotsOf('estavayer', DAYS.tuesday);
      expect(slots.length).toBeGreaterThan(0);
      for (const slot of slots) {
        expect([minutesBetween(slot.from, slot.to), slot.remaining, slot.capacity], slot.id).toEqual([30, 5, 5]);
      }
    } finally {
      await setCentreColumns(harness.database.db, estavayer.id, {
        pickUpSlotMinutes: estavayer.pickUpSlotMinutes,
        pickUpSlotCapacity: estavayer.pickUpSlotCapacity,
      });
    }
  });

  it('answers 404 for an unknown or inactive centre', async () => {
    await refused(`/delivery-time-slots?pickUpCenterId=999999&date=${DAYS.monday}`, 404, 'PICK_UP_CENTER_NOT_FOUND');
    const meyrin = await centreIdOf(harness.database.db, 'meyrin');
    await setCentreColumns(harness.database.db, meyrin, { isActive: false });
    try {
      await refused(
        `/delivery-time-slots?pickUpCenterId=${meyrin}&date=${DAYS.monday}`,
        404,
        'PICK_UP_CENTER_NOT_FOUND',
      );
    } finally {
      await setCentreColumns(harness.database.db, meyrin, { isActive: true });
    }
  });

  it('refuses a query without exactly one of zipcode and pickUpCenterId, or without a real date', async () => {
    await refused(`/delivery-time-slots?date=${DAYS.monday}`, 400, 'VALIDATION_FAILED');
    await refused(`/delivery-time-slots?zipcode=1204&pickUpCenterId=1&date=${DAYS.monday}`, 400, 'VALIDATION_FAILED');
    const error = await refused('/delivery-time-slots?zipcode=1204&date=tomorrow', 400, 'VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {})).toContain('date');
    await refused(`/delivery-time-slots?pickUpCenterId=abc&date=${DAYS.monday}`, 400, 'VALIDATION_FAILED');
  });
});

describe('GET /api/find-us-locations (spec §2, §7 the centres page)', () => {
  const locations = (query = '', headers: Record<string, string> = {}) =>
    get(`/find-us-locations${query}`, headers).then((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json<FindUsLocation[]>();
    });
  const bySlug = async (query = '') =>
    Object.fromEntries((await locations(query)).map((location) => [location.slug, location]));

  /** Changes a centre through its write use case, as the back office does, and gives back how to undo it. */
  async function changeCentre(slug: string, change: Partial<CentreWriteInput>) {
    const { id, ...stored } = await centreOf(harness.database.db, slug);
    await harness.app.writes.centres.updateCentre(TEST_ACTOR, id, { ...stored, ...change });
    return () => harness.app.writes.centres.updateCentre(TEST_ACTOR, id, stored);
  }

  it('lists the experience centres and the partner shops, the default centre first, each placed in Switzerland', async () => {
    const places = await locations();
    expect(places).toHaveLength(13);
    expect(places[0]).toMatchObject({ slug: 'geneva', isDefault: true, kind: 'experience-centre' });
    expect(places.filter((place) => place.kind === 'shop').map((place) => place.slug)).toEqual(['zurich', 'basel']);
    for (const place of places) {
      expect(place.position, place.slug).not.toBeNull();
      expect(place.position!.latitude).toBeGreaterThan(45.8);
      expect(place.position!.latitude).toBeLessThan(47.9);
      expect(place.position!.longitude).toBeGreaterThan(5.9);
      expect(place.position!.longitude).toBeLessThan(10.5);
      expect(place.workHours.length, place.slug).toBeGreaterThan(0);
    }
    // The same places, hours and contacts as the checkout's list of centres.
    const centres = await ok<PickUpCenter[]>('/pick-up-center');
    expect(places.map(({ id, slug, workHours, phoneNumber }) => ({ id, slug, workHours, phoneNumber }))).toEqual(
      centres.map(({ id, slug, workHours, phoneNumber }) => ({ id, slug, workHours, phoneNumber })),
    );
  });

  it('names and describes each place in the language asked for, by lang or Accept-Language', async () => {
    const [en, fr, de] = await Promise.all([bySlug('?lang=en'), bySlug('?lang=fr'), bySlug('?lang=de')]);
    expect([en.zurich!.name, fr.zurich!.name, de.zurich!.name]).toEqual([
      'Partner shop Zurich',
      'Magasin partenaire Zurich',
      'Partnergeschäft Zürich',
    ]);
    expect([en.geneva!.city, fr.geneva!.city, de.geneva!.city]).toEqual(['Geneva', 'Genève', 'Genf']);
    expect(en.biel!.description).toMatch(/^A bilingual team/);
    expect(fr.biel!.description).toMatch(/^Une équipe bilingue/);
    expect(de.biel!.description).toMatch(/^Ein zweisprachiges Team/);
    const [byHeader] = await locations('', { 'accept-language': 'de-CH,de;q=0.9' });
    expect(byHeader!.city).toBe('Genf');
  });

  it('gives no description in a language it is not written in, never another language’s', async () => {
    const undo = await changeCentre('gland', { description: { fr: 'Entre Genève et Lausanne.' } });
    try {
      const [fr, de] = await Promise.all([bySlug('?lang=fr'), bySlug('?lang=de')]);
      expect(fr.gland!.description).toBe('Entre Genève et Lausanne.');
      expect(de.gland!.description).toBeNull();
    } finally {
      await undo();
    }
  });

  it('shows a change of a place at once: its position, and a place made inactive is no longer listed', async () => {
    await locations(); // the answer is cached now
    const undoPosition = await changeCentre('vernier', { latitude: 46.22, longitude: 6.09 });
    try {
      expect((await bySlug()).vernier!.position).toEqual({ latitude: 46.22, longitude: 6.09 });
    } finally {
      await undoPosition();
    }
    const undoActive = await changeCentre('meyrin', { isActive: false });
    try {
      const places = await locations();
      expect(places.map((place) => place.slug)).not.toContain('meyrin');
      expect(places).toHaveLength(12);
    } finally {
      await undoActive();
    }
    expect((await bySlug()).meyrin).toBeDefined();
  });

  it('lists the coming closed days, with why in the language asked for', async () => {
    const bern = await centreIdOf(harness.database.db, 'bern');
    await harness.app.writes.centres.setClosedDays(TEST_ACTOR, bern, [
      { date: '2026-11-10' },
      { date: DAYS.tuesday, reason: { en: 'Inventory', fr: 'Inventaire', de: 'Inventur' } },
      { date: '2026-12-26' },
    ]);
    try {
      const [fr, de] = await Promise.all([bySlug('?lang=fr'), bySlug('?lang=de')]);
      // The day already passed (10 November; today is 20 November) is not listed.
      expect(fr.bern!.closedDays).toEqual([
        { date: DAYS.tuesday, reason: 'Inventaire' },
        { date: '2026-12-26', reason: null },
      ]);
      expect(de.bern!.closedDays[0]).toEqual({ date: DAYS.tuesday, reason: 'Inventur' });
      expect(fr.geneva!.closedDays).toEqual([]);
    } finally {
      await harness.app.writes.centres.setClosedDays(TEST_ACTOR, bern, []);
    }
  });

  it('is cached by browsers and CDNs for a minute, like the other public lists', async () => {
    const response = await get('/find-us-locations');
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(response.headers.etag).toBeDefined();
  });
});

describe('OpenAPI', () => {
  it('documents the delivery and centres routes with their query parameters', async () => {
    const document = await ok<{ paths: Record<string, { get: { parameters?: { name: string }[] } }> }>('/openapi.json');
    for (const path of [
      '/api/pick-up-center',
      '/api/zipcodes/{zipcode}',
      '/api/delivery-week',
      '/api/delivery-time-slots',
      '/api/find-us-locations',
    ]) {
      expect(document.paths[path]?.get, path).toBeDefined();
    }
    const slotParameters = document.paths['/api/delivery-time-slots']!.get.parameters!.map(
      (parameter) => parameter.name,
    );
    expect(slotParameters).toEqual(expect.arrayContaining(['zipcode', 'pickUpCenterId', 'date']));
  });
});
