import type { Locale } from '@beast/domain/i18n/locale';
import type { TestRideStatus } from '@beast/domain/test-rides/test-ride.rules';
import { and, asc, between, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productTranslations } from '../../db/schema/catalog';
import { inboxRequests } from '../../db/schema/inbox';
import { pickUpCenters } from '../../db/schema/orders';
import { testRideCentres, testRideFleet, testRides } from '../../db/schema/test-rides';

export type TestRideRow = typeof testRides.$inferSelect;
export type TestRideCentreRow = typeof testRideCentres.$inferSelect;

/** A ride with what its emails and pages name: the model's name and the centre's, in the ride's language. */
export interface TestRideWithNames {
  ride: TestRideRow;
  modelSlug: string;
  modelName: string;
  centre: typeof pickUpCenters.$inferSelect;
}

/** The test rides' own rows: each centre's places and demo fleet, and the rides booked. */
export function createTestRidesRepository(db: Db) {
  return {
    /** Centres offering test rides, active, with their settings (a handful of rows). */
    async listOfferingCentres() {
      return db
        .select({ centre: pickUpCenters, settings: testRideCentres })
        .from(testRideCentres)
        .innerJoin(pickUpCenters, eq(pickUpCenters.id, testRideCentres.centreId))
        .where(eq(pickUpCenters.isActive, true))
        .orderBy(asc(pickUpCenters.sortOrder), asc(pickUpCenters.id));
    },

    /** A centre's settings; `forBooking` holds them until the booking commits (see schema/test-rides.ts). */
    async findSettings(centreId: number, { forBooking = false, forUpdate = false } = {}) {
      const query = db.select().from(testRideCentres).where(eq(testRideCentres.centreId, centreId)).limit(1);
      const [row] = forUpdate ? await query.for('update') : forBooking ? await query.for('share') : await query;
      return row;
    },

    async upsertSettings(centreId: number, values: { slotMinutes: number; slotCapacity: number }) {
      await db
        .insert(testRideCentres)
        .values({ centreId, ...values })
        .onConflictDoUpdate({ target: testRideCentres.centreId, set: values });
    },

    /** The demo bikes of active models, per centre, with each model's slug and name in a language. */
    async fleetOf(centreIds: readonly number[], locale: Locale) {
      if (centreIds.length === 0) return [];
      return db
        .select({
          centreId: testRideFleet.centreId,
          productId: testRideFleet.productId,
          bikes: testRideFleet.bikes,
          slug: products.slug,
          name: productTranslations.name,
        })
        .from(testRideFleet)
        .innerJoin(products, eq(products.id, testRideFleet.productId))
        .innerJoin(
          productTranslations,
          and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)),
        )
        .where(and(inArray(testRideFleet.centreId, [...centreIds]), eq(products.isActive, true)))
        .orderBy(asc(products.sortOrder), asc(products.id));
    },

    /** One model's demo bikes at a centre (0 when it keeps none); by slug, as the form names it. */
    async bikesOf(centreId: number, modelSlug: string) {
      const [row] = await db
        .select({ productId: products.id, bikes: testRideFleet.bikes })
        .from(testRideFleet)
        .innerJoin(products, eq(products.id, testRideFleet.productId))
        .where(and(eq(testRideFleet.centreId, centreId), eq(products.slug, modelSlug), eq(products.isActive, true)))
        .limit(1);
      return row;
    },

    async replaceFleet(centreId: number, fleet: readonly { productId: number; bikes: number }[]) {
      await db.delete(testRideFleet).where(eq(testRideFleet.centreId, centreId));
      if (fleet.length > 0) await db.insert(testRideFleet).values(fleet.map((entry) => ({ centreId, ...entry })));
    },

    async insertRide(values: typeof testRides.$inferInsert): Promise<TestRideRow> {
      const [row] = await db.insert(testRides).values(values).returning();
      return row!;
    },

    async updateRide(id: number, values: Partial<typeof testRides.$inferInsert>): Promise<TestRideRow> {
      const [row] = await db.update(testRides).set(values).where(eq(testRides.id, id)).returning();
      return row!;
    },

    /** A ride with its model's and centre's names; `forUpdate` holds it while it changes. */
    async findRide(id: number, { forUpdate = false } = {}): Promise<TestRideWithNames | undefined> {
      const query = db
        .select({
          ride: testRides,
          modelSlug: products.slug,
          modelName: productTranslations.name,
          centre: pickUpCenters,
        })
        .from(testRides)
        .innerJoin(products, eq(products.id, testRides.productId))
        .innerJoin(pickUpCenters, eq(pickUpCenters.id, testRides.centreId))
        .innerJoin(
          productTranslations,
          and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, testRides.locale)),
        )
        .where(eq(testRides.id, id))
        .limit(1);
      const [row] = forUpdate ? await query.for('update', { of: testRides }) : await query;
      return row;
    },

    /** A centre's rides of some days, in the order of the day, with the request each opened in the inbox. */
    async ridesBetween(centreId: number, from: string, to: string, locale: Locale) {
      return db
        .select({
          ride: testRides,
          modelSlug: products.slug,
          modelName: productTranslations.name,
          inboxId: inboxRequests.id,
        })
        .from(testRides)
        .innerJoin(products, eq(products.id, testRides.productId))
        .innerJoin(
          productTranslations,
          and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)),
        )
        .leftJoin(inboxRequests, and(eq(inboxRequests.kind, 'test-ride'), eq(inboxRequests.refId, testRides.id)))
        .where(and(eq(testRides.centreId, centreId), between(testRides.date, from, to)))
        .orderBy(asc(testRides.date), asc(testRides.timeSlot), asc(testRides.id));
    },

    /**
     * Claims booked rides of a day not reminded yet, skipping those another instance holds: each is reminded
     * by exactly one round, which marks it in the same transaction.
     */
    async claimRidesToRemind(date: string, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: testRides.id })
        .from(testRides)
        .where(and(eq(testRides.date, date), eq(testRides.status, 'booked'), isNull(testRides.reminderSentAt)))
        .orderBy(asc(testRides.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((row) => row.id);
    },

    async setStatus(id: number, status: TestRideStatus, at: Date): Promise<void> {
      await db.update(testRides).set({ status, updatedAt: at }).where(eq(testRides.id, id));
    },
  };
}
