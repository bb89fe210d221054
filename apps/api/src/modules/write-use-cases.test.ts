import type { DeliveryWeek, PickUpCenter, TimeSlots, ZipcodeCheck } from '@beast/domain/checkout/checkout-api.schema';
import { addDays, isoWeekday, swissIsoToday } from '@beast/domain/checkout/checkout-rules';
import type { CourierZoneWriteInput } from '@beast/domain/checkout/courier-zone-write.schema';
import { NARROW_NO_BREAK_SPACE } from '@beast/domain/i18n/typography';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../db/client';
import type { ContentChange } from '../lib/content-change';
import { bikeInput, refusal, TEST_ACTOR, uniqueSlug } from '../test/catalog';
import { centreInput } from '../test/delivery';
import { createTestApp, type TestApp } from '../test/test-app';
import { createCourierZonesWriteService } from './delivery/courier-zones-write.service';
import { reserveDelivery } from './delivery/delivery-booking';

/**
 * The write use cases of coupons, centres, courier zones, the home page and special offers, seen through the
 * public API.
 */

let harness: TestApp;
const get = (url: string) => harness.app.inject({ method: 'GET', url });
const writes = () => harness.app.writes;
const HOUR = 60 * 60 * 1000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** A day of that weekday (1 = Monday) in the coming week, never today nor tomorrow: always bookable. */
function nextWeekday(weekday: number): string {
  const today = swissIsoToday(new Date());
  for (let offset = 2; ; offset += 1) {
    const day = addDays(today, offset);
    if (isoWeekday(day) === weekday) return day;
  }
}

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('coupons', () => {
  const coupon = (code: string) => ({
    code,
    percentOff: 15,
    validFrom: hoursFromNow(-1),
    validUntil: hoursFromNow(24),
  });

  it('creates a coupon the cart accepts at once, and changes what it gives', async () => {
    const code = `TEST${Date.now()}`;
    const { id: productId } = await writes().catalog.createProduct(
      TEST_ACTOR,
      bikeInput({ price: 100_000, originalPrice: 100_000 }),
    );
    const { id } = await writes().coupons.createCoupon(TEST_ACTOR, coupon(code));
    const check = () =>
      harness.app.inject({ method: 'POST', url: `/api/coupons/${code}/apply-to-products/${productId}` });
    expect((await check()).json().discount).toEqual({ amount: 15_000, currency: 'CHF' });
    await writes().coupons.updateCoupon(TEST_ACTOR, id, { ...coupon(code), percentOff: null, amountOff: 5_000 });
    expect((await check()).json().discount).toEqual({ amount: 5_000, currency: 'CHF' });
  });

  it('refuses a second coupon with the same code whatever its case, and a coupon with two discounts', async () => {
    const code = `SAME${Date.now()}`;
    await writes().coupons.createCoupon(TEST_ACTOR, coupon(code));
    expect((await refusal(writes().coupons.createCoupon(TEST_ACTOR, coupon(code.toLowerCase())))).code).toBe(
      'COUPON_CODE_TAKEN',
    );
    const both = await refusal(writes().coupons.createCoupon(TEST_ACTOR, { ...coupon('BOTH1'), amountOff: 100 }));
    expect(both.fields).toEqual({ percentOff: 'validation.coupon.oneDiscount' });
  });

  it('saves a coupon by code without change the second time', async () => {
    const input = coupon(`SAVE${Date.now()}`);
    expect(await writes().coupons.saveCoupon(TEST_ACTOR, input)).toMatchObject({ created: true, changed: true });
    expect(await writes().coupons.saveCoupon(TEST_ACTOR, input)).toMatchObject({ created: false, changed: false });
  });
});

describe('experience centres', () => {
  const centre = centreInput;
  const centres = async (lang = 'en') => (await get(`/api/pick-up-center?lang=${lang}`)).json<PickUpCenter[]>();

  it('opens a centre in the cached list at once, with its hours, in every language', async () => {
    await centres('de');
    const slug = uniqueSlug('sion');
    await writes().centres.createCentre(TEST_ACTOR, centre(slug));
    expect((await centres('de')).find((found) => found.slug === slug)).toMatchObject({
      name: 'Beast Sitten',
      city: 'Sitten',
      workHours: [{ weekday: 2, opens: '09:00', closes: '12:00' }],
    });
  });

  it('moves the default to the centre made default, keeping one default', async () => {
    const slug = uniqueSlug('sion');
    const { id } = await writes().centres.createCentre(TEST_ACTOR, centre(slug));
    await writes().centres.updateCentre(TEST_ACTOR, id, centre(slug, true));
    const list = await centres();
    expect(list.filter((found) => found.isDefault).map((found) => found.slug)).toEqual([slug]);
    expect(list[0]!.slug).toBe(slug);
  });

  it('refuses hours that close before they open', async () => {
    const input = { ...centre(uniqueSlug('sion')), workHours: [{ weekday: 1, opens: '18:00', closes: '09:00' }] };
    expect((await refusal(writes().centres.createCentre(TEST_ACTOR, input))).fields).toEqual({
      'workHours.0.closes': 'validation.workHours.closesBeforeOpening',
    });
  });

  it('sets a centre’s closed days: the day offers no pick-up slot and the centre lists it, once', async () => {
    const slug = uniqueSlug('sion');
    const { id } = await writes().centres.createCentre(TEST_ACTOR, centre(slug));
    const tuesday = nextWeekday(2);
    const slots = async () =>
      (await get(`/api/delivery-time-slots?pickUpCenterId=${id}&date=${tuesday}`)).json<TimeSlots>().slots;
    expect(await slots()).toHaveLength(3);
    await centres();
    const days = [{ date: tuesday, reason: { en: 'Inventory', fr: 'Inventaire', de: 'Inventur' } }];
    expect(await writes().centres.setClosedDays(TEST_ACTOR, id, days)).toEqual({ id, changed: true });
    expect(await writes().centres.setClosedDays(TEST_ACTOR, id, days)).toEqual({ id, changed: false });
    expect(await slots()).toEqual([]);
    expect((await centres()).find((found) => found.slug === slug)?.closedDays).toEqual([tuesday]);
    await writes().centres.setClosedDays(TEST_ACTOR, id, []);
    expect(await slots()).toHaveLength(3);
  });

  it('refuses closed days of an unknown centre, and a day given twice, naming it', async () => {
    expect((await refusal(writes().centres.setClosedDays(TEST_ACTOR, 999_999, []))).code).toBe(
      'PICK_UP_CENTER_NOT_FOUND',
    );
    const { id } = await writes().centres.createCentre(TEST_ACTOR, centre(uniqueSlug('sion')));
    const twice = await refusal(
      writes().centres.setClosedDays(TEST_ACTOR, id, [{ date: '2026-12-24' }, { date: '2026-12-24' }]),
    );
    expect(twice.fields).toEqual({ '1.date': 'validation.closedDays.duplicate' });
  });

  it('changes the length and places of a centre’s pick-up slots', async () => {
    const slug = uniqueSlug('sion');
    const { id } = await writes().centres.createCentre(TEST_ACTOR, centre(slug));
    await writes().centres.updateCentre(TEST_ACTOR, id, {
      ...centre(slug),
      pickUpSlotMinutes: 90,
      pickUpSlotCapacity: 6,
    });
    const answer = await get(`/api/delivery-time-slots?pickUpCenterId=${id}&date=${nextWeekday(2)}`);
    expect(answer.json<TimeSlots>().slots).toEqual([
      { id: '09:00-10:30', from: '09:00', to: '10:30', remaining: 6, capacity: 6 },
      { id: '10:30-12:00', from: '10:30', to: '12:00', remaining: 6, capacity: 6 },
    ]);
  });

  it('closes a centre: it leaves the list', async () => {
    const slug = uniqueSlug('sion');
    await writes().centres.saveCentre(TEST_ACTOR, centre(slug));
    expect((await centres()).map((found) => found.slug)).toContain(slug);
    expect(await writes().centres.saveCentre(TEST_ACTOR, { ...centre(slug), isActive: false })).toMatchObject({
      changed: true,
    });
    expect((await centres()).map((found) => found.slug)).not.toContain(slug);
  });
});

describe('courier zones', () => {
  /** ZIP codes the imported zones leave to the tests (Ticino): each test takes a hundred of its own. */
  let block = 6000;
  const zoneInput = (from: number, more: Partial<CourierZoneWriteInput> = {}): CourierZoneWriteInput => ({
    slug: uniqueSlug('ticino'),
    name: { en: 'Ticino', fr: 'Tessin', de: 'Tessin' },
    postcodeRanges: [{ from, to: from + 99 }],
    windows: [{ from: '08:00', to: '11:00', weekdays: [2, 4], capacity: 4 }],
    ...more,
  });
  const nextBlock = () => {
    block += 100;
    return block;
  };
  const zipCheck = async (zip: number) => (await get(`/api/zipcodes/${zip}`)).json<ZipcodeCheck>();

  it('makes the ZIP codes of a new zone standard, with its windows on its weekdays only', async () => {
    const from = nextBlock();
    const input = zoneInput(from);
    expect(await zipCheck(from + 5)).toMatchObject({ isStandard: false });
    const { id } = await writes().courierZones.createZone(TEST_ACTOR, input);
    expect(await zipCheck(from + 5)).toEqual({ zipcode: String(from + 5), isStandard: true, zone: input.slug });
    const week = (await get(`/api/delivery-week?zipcode=${from}&from=${nextWeekday(1)}`)).json<DeliveryWeek>();
    expect(week.days.filter((day) => day.available).map((day) => day.weekday)).toEqual([2, 4]);
    const slots = await get(`/api/delivery-time-slots?zipcode=${from}&date=${nextWeekday(2)}`);
    expect(slots.json<TimeSlots>().slots).toEqual([
      { id: '08:00-11:00', from: '08:00', to: '11:00', remaining: 4, capacity: 4 },
    ]);
    await writes().courierZones.updateZone(TEST_ACTOR, id, { ...input, isActive: false });
    expect(await zipCheck(from + 5)).toMatchObject({ isStandard: false, zone: null });
  });

  it('refuses ZIP codes another active zone serves, and a slug another zone has', async () => {
    const from = nextBlock();
    const first = zoneInput(from);
    await writes().courierZones.createZone(TEST_ACTOR, first);
    const overlapping = await refusal(
      writes().courierZones.createZone(
        TEST_ACTOR,
        zoneInput(from + 50, { postcodeRanges: [{ from: from + 99, to: from + 120 }] }),
      ),
    );
    expect([overlapping.code, overlapping.fields]).toEqual([
      'POSTCODES_TAKEN',
      { postcodeRanges: 'errors.POSTCODES_TAKEN' },
    ]);
    const lakeGeneva = await refusal(
      writes().courierZones.createZone(
        TEST_ACTOR,
        zoneInput(nextBlock(), { postcodeRanges: [{ from: 1200, to: 1299 }] }),
      ),
    );
    expect(lakeGeneva.code).toBe('POSTCODES_TAKEN');
    const sameSlug = await refusal(
      writes().courierZones.createZone(TEST_ACTOR, zoneInput(nextBlock(), { slug: first.slug })),
    );
    expect(sameSlug.code).toBe('SLUG_TAKEN');
    // An inactive zone serves nobody, so it may keep the ZIP codes another zone serves.
    const resting = zoneInput(from, { isActive: false });
    expect(await writes().courierZones.createZone(TEST_ACTOR, resting)).toMatchObject({ changed: true });
  });

  it('refuses a window without places, naming the field', async () => {
    const input = zoneInput(nextBlock(), { windows: [{ from: '08:00', to: '11:00', weekdays: [1], capacity: 0 }] });
    expect((await refusal(writes().courierZones.createZone(TEST_ACTOR, input))).fields).toEqual({
      'windows.0.capacity': 'validation.capacity.range',
    });
  });

  it('keeps the places booked in a zone when it is renamed', async () => {
    const from = nextBlock();
    const input = zoneInput(from);
    const { id } = await writes().courierZones.createZone(TEST_ACTOR, input);
    const date = nextWeekday(2);
    await inTransaction(harness.database.db, (tx) =>
      reserveDelivery(tx, {
        delivery: { method: 'courier', date, timeWindow: '08:00-11:00' },
        zipCode: String(from),
        today: swissIsoToday(new Date()),
      }),
    );
    await writes().courierZones.updateZone(TEST_ACTOR, id, { ...input, slug: uniqueSlug('ticino-sud') });
    const after = await get(`/api/delivery-time-slots?zipcode=${from}&date=${date}`);
    expect(after.json<TimeSlots>().slots[0]?.remaining).toBe(3);
  });

  it('saves a zone by its slug, unchanged the second time, reporting no cache to drop', async () => {
    const changes: ContentChange[] = [];
    const zones = createCourierZonesWriteService({
      db: harness.database.db,
      onChange: (change) => changes.push(change),
    });
    const input = zoneInput(nextBlock());
    expect(await zones.saveZone(TEST_ACTOR, input)).toMatchObject({ created: true, changed: true });
    expect(await zones.saveZone(TEST_ACTOR, input)).toMatchObject({ created: false, changed: false });
    expect(changes).toEqual([
      { actor: TEST_ACTOR, entity: 'courierZone', key: input.slug, action: 'created', caches: [] },
    ]);
  });
});

describe('the home page', () => {
  it('changes its video and advantage sections, typeset, and drops the cached answer', async () => {
    const title = { en: 'Ride', fr: 'Roulez', de: 'Fahren' };
    await get('/api/home-page?lang=fr');
    await writes().content.saveHomePage(TEST_ACTOR, {
      videoUrl: '/files/media/test/film.webm',
      posterUrl: '/files/media/test/poster.svg',
      videoTitle: title,
    });
    const sections = [
      {
        icon: 'battery',
        text: {
          en: { title: 'Range', text: 'Up to 120 km!' },
          fr: { title: 'Autonomie', text: 'Jusqu’à 120 km !' },
          de: { title: 'Reichweite', text: 'Bis 120 km!' },
        },
      },
    ];
    expect(await writes().content.saveAdvantageSections(TEST_ACTOR, sections)).toEqual({ changed: true });
    expect(await writes().content.saveAdvantageSections(TEST_ACTOR, sections)).toEqual({ changed: false });
    const home = (await get('/api/home-page?lang=fr')).json();
    expect(home.video).toEqual({
      url: '/files/media/test/film.webm',
      posterUrl: '/files/media/test/poster.svg',
      title: 'Roulez',
    });
    expect(home.translations.advantageSections).toEqual([
      { icon: 'battery', title: 'Autonomie', text: `Jusqu’à 120\u00A0km${NARROW_NO_BREAK_SPACE}!` },
    ]);
  });
});

describe('special offers', () => {
  const offerOn = (productSlug: string) => ({
    productSlug,
    partnerName: 'Test Partner SA',
    price: 300_000,
    originalPrice: 399_000,
    validFrom: hoursFromNow(-1),
    validUntil: hoursFromNow(48),
    text: {
      en: { title: 'For Test Partner', description: 'A test offer.' },
      fr: { title: 'Pour Test Partner', description: 'Une offre de test.' },
      de: { title: 'Für Test Partner', description: 'Ein Testangebot.' },
    },
  });

  it('publishes an offer on a product, changes it, and refuses an unknown product', async () => {
    const bike = bikeInput();
    await writes().catalog.createProduct(TEST_ACTOR, bike);
    const offer = offerOn(bike.slug);
    const listed = async () =>
      (await get('/api/special-offers?lang=de')).json<{ id: number; title: string; price: number }[]>();
    await listed();
    const { id } = await writes().specialOffers.createSpecialOffer(TEST_ACTOR, offer);
    expect((await listed()).find((found) => found.id === id)).toMatchObject({
      title: 'Für Test Partner',
      price: 300_000,
    });
    await writes().specialOffers.updateSpecialOffer(TEST_ACTOR, id, { ...offer, price: 280_000 });
    expect((await listed()).find((found) => found.id === id)?.price).toBe(280_000);
    expect(await writes().specialOffers.updateSpecialOffer(TEST_ACTOR, id, { ...offer, price: 280_000 })).toEqual({
      id,
      changed: false,
    });
    const unknown = await refusal(
      writes().specialOffers.createSpecialOffer(TEST_ACTOR, { ...offer, productSlug: 'no-such-bike' }),
    );
    expect(unknown.fields).toEqual({ productSlug: 'validation.product.unknown' });
  });

  it('saves an offer by its slug: created once, then replaced, and unchanged when saved again', async () => {
    const bike = bikeInput();
    await writes().catalog.createProduct(TEST_ACTOR, bike);
    const offer = { ...offerOn(bike.slug), slug: `offer-${bike.slug}` };
    const created = await writes().specialOffers.saveSpecialOffer(TEST_ACTOR, offer);
    expect(created).toMatchObject({ changed: true, created: true });
    const replaced = await writes().specialOffers.saveSpecialOffer(TEST_ACTOR, { ...offer, price: 290_000 });
    expect(replaced).toEqual({ id: created.id, changed: true, created: false });
    expect(await writes().specialOffers.saveSpecialOffer(TEST_ACTOR, { ...offer, price: 290_000 })).toEqual({
      id: created.id,
      changed: false,
      created: false,
    });
    const nameless = await refusal(writes().specialOffers.saveSpecialOffer(TEST_ACTOR, { ...offer, slug: null }));
    expect(nameless.fields).toEqual({ slug: 'validation.slug.invalid' });
  });
});
