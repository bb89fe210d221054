import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rentalRequests } from '../../db/schema/rentals';
import type { PersonalDataByEmail } from '../admin-customers/personal-data';

/**
 * The rental requests a person sent (found by their email, any case): handed over whole, erased in place. A request
 * keeps its model, months, prices and status (the staff's answer counts them) without the person.
 */
export const rentalsPersonalData: PersonalDataByEmail = {
  name: 'rentals',
  async export(db: Db, email: string) {
    const rows = await db
      .select()
      .from(rentalRequests)
      .where(eq(sql`lower(${rentalRequests.email})`, email.toLowerCase()))
      .orderBy(rentalRequests.createdAt);
    return rows.map((row) => ({
      model: row.modelName,
      months: row.months,
      monthlyPrice: row.monthlyPrice,
      total: row.total,
      status: row.status,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      countryCode: row.countryCode,
      phoneNumber: row.phoneNumber,
      address: row.address,
      zipCode: row.zipCode,
      city: row.city,
      message: row.message,
      decisionMessage: row.decisionMessage,
      askedAt: row.createdAt.toISOString(),
    }));
  },
  async erase(db: Db, email: string, placeholder: string) {
    const erased = await db
      .update(rentalRequests)
      .set({
        firstName: '',
        lastName: '',
        email: placeholder,
        phoneNumber: '',
        address: '',
        zipCode: '',
        city: '',
        message: null,
        decisionMessage: null,
      })
      .where(eq(sql`lower(${rentalRequests.email})`, email.toLowerCase()))
      .returning({ id: rentalRequests.id });
    return erased.length;
  },
};
