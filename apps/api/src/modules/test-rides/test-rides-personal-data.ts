import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testRides } from '../../db/schema/test-rides';
import type { PersonalDataByEmail } from '../admin-customers/personal-data';

/**
 * The test rides a person booked (found by their email, any case): handed over with what they gave, erased in
 * place. The ride stays, with its day, slot and status (the centre's schedule and places count it), without
 * the person.
 */
export const testRidesPersonalData: PersonalDataByEmail = {
  name: 'testRides',
  async export(db: Db, email: string) {
    const rows = await db
      .select()
      .from(testRides)
      .where(eq(sql`lower(${testRides.email})`, email.toLowerCase()))
      .orderBy(testRides.createdAt);
    return rows.map((row) => ({
      date: row.date,
      timeSlot: row.timeSlot,
      status: row.status,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: `${row.countryCode} ${row.phoneNumber}`,
      bookedAt: row.createdAt.toISOString(),
    }));
  },
  async erase(db: Db, email: string, placeholder: string) {
    const erased = await db
      .update(testRides)
      .set({ firstName: '', lastName: '', email: placeholder, countryCode: '', phoneNumber: '' })
      .where(eq(sql`lower(${testRides.email})`, email.toLowerCase()))
      .returning({ id: testRides.id });
    return erased.length;
  },
};
