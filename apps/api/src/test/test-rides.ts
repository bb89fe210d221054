import { eq } from 'drizzle-orm';
import { products } from '../db/schema/catalog';
import { testRides } from '../db/schema/test-rides';
import { centreIdOf } from './delivery';
import type { TestApp } from './test-app';

/** A booked test ride at a centre (Geneva unless told), as a visitor's booking stores one, without its places. */
export async function insertTestRide(harness: TestApp, values: { centre?: string; date?: string } = {}) {
  const db = harness.database.db;
  const [model] = await db.select({ id: products.id }).from(products).where(eq(products.slug, 'mighty-beast'));
  const date = values.date ?? '2027-03-02';
  const [ride] = await db
    .insert(testRides)
    .values({
      centreId: await centreIdOf(db, values.centre ?? 'geneva'),
      productId: model!.id,
      date,
      timeSlot: '10:00-11:00',
      startsAt: new Date(`${date}T10:00:00+01:00`),
      firstName: 'Lina',
      lastName: 'Keller',
      email: `lina.${Math.random().toString(36).slice(2)}@example.ch`,
      countryCode: '+41',
      phoneNumber: '791234567',
      locale: 'en',
    })
    .returning();
  return ride!;
}
