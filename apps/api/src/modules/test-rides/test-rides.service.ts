import type { TimeSlots } from '@beast/domain/checkout/checkout-api.schema';
import { addDays, BOOKING_HORIZON_DAYS, swissIsoToday } from '@beast/domain/checkout/checkout-rules';
import { pickUpDays } from '@beast/domain/checkout/delivery-offer';
import type { Locale } from '@beast/domain/i18n/locale';
import { isOpenRide, placesForModel } from '@beast/domain/test-rides/test-ride.rules';
import type { TestRideApplication, TestRideMove } from '@beast/domain/test-rides/test-ride.schema';
import type { TestRideBooking, TestRideOffer } from '@beast/domain/test-rides/test-ride-api.schema';
import { type Db, inTransaction } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { createSigner } from '../../lib/signed-value';
import { createDeliveryRepository } from '../delivery/delivery.repository';
import { createOutboxRepository } from '../mail/outbox.repository';
import type { VisitorRequestDependencies } from '../public-forms/visitor-requests';
import { type TestRideEmailKind, testRideEmail } from './test-ride-emails';
import {
  bikeLocation,
  bookableSlots,
  giveRidePlacesBack,
  slotInstants,
  slotLocation,
  takeRidePlaces,
} from './test-ride-places';
import { createTestRidesRepository, type TestRideWithNames } from './test-rides.repository';

/** How many coming open days the form offers per centre. */
export const TEST_RIDE_DAYS_OFFERED = 30;

export type TestRidesDependencies = Pick<
  VisitorRequestDependencies,
  'db' | 'clock' | 'inbox' | 'secret' | 'brandName' | 'publicOrigin'
>;

/**
 * Test rides for visitors (spec §3 test drive, §7 /test-drive-applications): the centres and models on offer,
 * a day's slots with the places left, a booking (opened in the staff's inbox in its transaction and confirmed
 * by email with a calendar invitation), and the signed link's move and cancel. No account is needed.
 */
export function createTestRidesService(deps: TestRidesDependencies) {
  const { db, clock } = deps;
  const links = createSigner(deps.secret, 'test-ride');

  const manageLink = (ride: { id: number; locale: Locale }) =>
    `${deps.publicOrigin}/${ride.locale}/test-drive/ride?token=${encodeURIComponent(links.sign(String(ride.id)))}`;

  /** Queues one of the ride's emails in the caller's transaction. */
  async function email(tx: Db, kind: TestRideEmailKind, ride: TestRideWithNames) {
    const now = clock();
    const context = {
      brandName: deps.brandName,
      publicOrigin: deps.publicOrigin,
      manageLink: manageLink(ride.ride),
      now,
    };
    await createOutboxRepository(tx).enqueue(testRideEmail(kind, ride, context), now);
  }

  function toBooking({ ride, modelSlug, modelName, centre }: TestRideWithNames, locale: Locale): TestRideBooking {
    return {
      id: ride.id,
      status: ride.status,
      model: { slug: modelSlug, name: modelName },
      centre: { id: centre.id, name: centre.name[locale], address: centre.address, city: centre.city[locale] },
      date: ride.date,
      timeSlot: ride.timeSlot,
      firstName: ride.firstName,
      lastName: ride.lastName,
      email: ride.email,
      changeable: isOpenRide(ride.status) && ride.startsAt > clock(),
    };
  }

  /** The ride a signed link names, or TEST_RIDE_LINK_INVALID (a forged or altered link looks like no ride). */
  async function rideOfLink(tx: Db, token: string, { forUpdate = false } = {}) {
    const id = Number(links.verify(token));
    const found = Number.isSafeInteger(id)
      ? await createTestRidesRepository(tx).findRide(id, { forUpdate })
      : undefined;
    if (!found) throw new DomainError('TEST_RIDE_LINK_INVALID');
    return found;
  }

  function requireChangeable(found: TestRideWithNames) {
    if (!isOpenRide(found.ride.status) || found.ride.startsAt <= clock()) throw new DomainError('TEST_RIDE_FINAL');
  }

  /** One model's demo bikes at a centre, or the form's error on the model. */
  async function fleetOf(tx: Db, centreId: number, model: string) {
    const bikes = await createTestRidesRepository(tx).bikesOf(centreId, model);
    if (!bikes || bikes.bikes === 0) {
      throw new DomainError('VALIDATION_FAILED', { model: 'validation.testRide.modelUnavailable' });
    }
    return bikes;
  }

  return {
    /** GET /test-drive/centres: the models with demo bikes somewhere, and each centre's models and open days. */
    async offer(locale: Locale): Promise<TestRideOffer> {
      const repository = createTestRidesRepository(db);
      const today = swissIsoToday(clock());
      const offering = await repository.listOfferingCentres();
      const ids = offering.map(({ centre }) => centre.id);
      const [fleet, closedDays] = await Promise.all([
        repository.fleetOf(ids, locale),
        createDeliveryRepository(db).closedDaysBetween(today, addDays(today, BOOKING_HORIZON_DAYS)),
      ]);
      const available = fleet.filter((entry) => entry.bikes > 0);
      const models = [...new Map(available.map((entry) => [entry.slug, { slug: entry.slug, name: entry.name }]))];
      const centres = offering.flatMap(({ centre }) => {
        const slugs = available.filter((entry) => entry.centreId === centre.id).map((entry) => entry.slug);
        if (slugs.length === 0) return [];
        const calendar = {
          workHours: centre.workHours,
          closedDays: (closedDays.get(centre.id) ?? []).map((day) => day.date),
        };
        return [
          {
            id: centre.id,
            name: centre.name[locale],
            city: centre.city[locale],
            address: `${centre.address}, ${centre.zipCode} ${centre.city[locale]}`,
            models: slugs,
            days: pickUpDays(calendar, today, TEST_RIDE_DAYS_OFFERED),
          },
        ];
      });
      return { models: models.map(([, model]) => model), centres };
    },

    /**
     * A day's slots at a centre with the places left; for a model, no more than its demo bikes still free.
     * A closed day, or one outside the booking window, has none.
     */
    async slots(query: { date: string; testDriveCenter: number; model?: string }): Promise<TimeSlots> {
      const { date, testDriveCenter: centreId, model } = query;
      const repository = createTestRidesRepository(db);
      const delivery = createDeliveryRepository(db);
      const [settings, centre] = await Promise.all([
        repository.findSettings(centreId),
        delivery.findCentreOn(centreId, date),
      ]);
      if (!settings || !centre?.isActive) throw new DomainError('PICK_UP_CENTER_NOT_FOUND');
      const offered = bookableSlots(centre, settings, date, clock());
      if (offered.length === 0) return { date, slots: [] };
      const bikes = model ? await repository.bikesOf(centreId, model) : undefined;
      const [booked, bikesBooked] = await Promise.all([
        delivery.bookedByWindow('test-ride', slotLocation(centreId), date),
        bikes
          ? delivery.bookedByWindow('test-ride-bike', bikeLocation(centreId, bikes.productId), date)
          : new Map<string, number>(),
      ]);
      return {
        date,
        slots: offered.map((slot) => {
          const taken = { capacity: slot.capacity, booked: booked.get(slot.id) ?? 0 };
          const fleet = model ? { count: bikes?.bikes ?? 0, booked: bikesBooked.get(slot.id) ?? 0 } : undefined;
          const remaining = fleet ? placesForModel(taken, fleet) : Math.max(0, taken.capacity - taken.booked);
          const [from, to] = slot.id.split('-') as [string, string];
          return { id: slot.id, from, to, remaining, capacity: slot.capacity };
        }),
      };
    },

    /** POST /test-drive-applications: takes the places, opens the request in the inbox, queues the confirmation. */
    async book(application: TestRideApplication, locale: Locale): Promise<TestRideBooking> {
      return inTransaction(db, async (tx) => {
        const repository = createTestRidesRepository(tx);
        const { model, testDriveCenter: centreId, date, timeSlot } = application;
        const bikes = await fleetOf(tx, centreId, model);
        const places = await takeRidePlaces(
          tx,
          { centreId, productId: bikes.productId, bikes: bikes.bikes, date, timeSlot },
          clock(),
        );
        const at = clock();
        const row = await repository.insertRide({
          centreId,
          productId: bikes.productId,
          date,
          timeSlot,
          startsAt: slotInstants(date, timeSlot).startsAt,
          firstName: application.firstName,
          lastName: application.lastName,
          email: application.email,
          countryCode: application.countryCode,
          phoneNumber: application.phoneNumber,
          locale,
          ...places,
          createdAt: at,
          updatedAt: at,
        });
        const found = (await repository.findRide(row.id))!;
        await deps.inbox.open(tx, {
          kind: 'test-ride',
          refId: row.id,
          locale,
          name: `${row.firstName} ${row.lastName}`,
          email: row.email,
          summary: rideSummary(found, date, timeSlot),
        });
        await email(tx, 'confirmed', found);
        return toBooking(found, locale);
      });
    },

    /** The ride a signed link opens. */
    async read(token: string, locale: Locale): Promise<TestRideBooking> {
      return toBooking(await rideOfLink(db, token), locale);
    },

    /** Cancels a booked ride that has not begun: its places go back, the calendar's event is cancelled. */
    async cancel(token: string, locale: Locale): Promise<TestRideBooking> {
      return inTransaction(db, async (tx) => {
        const found = await rideOfLink(tx, token, { forUpdate: true });
        requireChangeable(found);
        await giveRidePlacesBack(tx, found.ride);
        const ride = await createTestRidesRepository(tx).updateRide(found.ride.id, {
          status: 'cancelled',
          slotBookingId: null,
          bikeBookingId: null,
          sequence: found.ride.sequence + 1,
          updatedAt: clock(),
        });
        await deps.inbox.setStatus(tx, 'test-ride', ride.id, 'cancelled');
        await email(tx, 'cancelled', { ...found, ride });
        return toBooking({ ...found, ride }, locale);
      });
    },

    /**
     * Moves a booked ride to another day or slot of its centre: the new places are taken before the old ones
     * are given back, in one transaction, so a full slot leaves the ride where it was.
     */
    async move(token: string, to: TestRideMove, locale: Locale): Promise<TestRideBooking> {
      return inTransaction(db, async (tx) => {
        const found = await rideOfLink(tx, token, { forUpdate: true });
        requireChangeable(found);
        const { ride } = found;
        if (ride.date === to.date && ride.timeSlot === to.timeSlot) return toBooking(found, locale);
        const bikes = await fleetOf(tx, ride.centreId, found.modelSlug);
        const places = await takeRidePlaces(
          tx,
          { centreId: ride.centreId, productId: ride.productId, bikes: bikes.bikes, ...to },
          clock(),
        );
        await giveRidePlacesBack(tx, ride);
        const moved = await createTestRidesRepository(tx).updateRide(ride.id, {
          ...to,
          ...places,
          startsAt: slotInstants(to.date, to.timeSlot).startsAt,
          sequence: ride.sequence + 1,
          reminderSentAt: null,
          updatedAt: clock(),
        });
        await deps.inbox.describe(tx, 'test-ride', ride.id, rideSummary(found, to.date, to.timeSlot));
        await email(tx, 'moved', { ...found, ride: moved });
        return toBooking({ ...found, ride: moved }, locale);
      });
    },

    /** Queues the reminder of a claimed ride (the reminders' round, in its transaction). */
    async remind(tx: Db, id: number): Promise<void> {
      const found = await createTestRidesRepository(tx).findRide(id);
      if (!found) return;
      await email(tx, 'reminder', found);
      await createTestRidesRepository(tx).updateRide(id, { reminderSentAt: clock() });
    },
  };
}

export type TestRidesService = ReturnType<typeof createTestRidesService>;

/** The inbox's line for a ride: the model, the centre, the day and the slot. */
function rideSummary(found: { modelName: string; centre: { name: { en: string } } }, date: string, timeSlot: string) {
  return `${found.modelName}, ${found.centre.name.en}, ${date} ${timeSlot}`;
}
