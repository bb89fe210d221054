import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quotations } from '../../db/schema/quotations';
import type { PersonalDataByEmail } from '../admin-customers/personal-data';

/**
 * The quotations a person asked for (found by their email, any case), with or without an account: handed over
 * with their lines and totals, erased in place. A quotation keeps its number, prices and status (the sales
 * figures and a won quotation's order count them) without the person.
 */
export const quotationsPersonalData: PersonalDataByEmail = {
  name: 'quotations',
  async export(db: Db, email: string) {
    const rows = await db
      .select()
      .from(quotations)
      .where(eq(sql`lower(${quotations.email})`, email.toLowerCase()))
      .orderBy(quotations.createdAt);
    return rows.map((row) => ({
      number: row.number,
      status: row.status,
      companyName: row.companyName,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phoneNumber: row.phoneNumber,
      comment: row.comment,
      pricing: row.pricing,
      validUntil: row.validUntil,
      askedAt: row.createdAt.toISOString(),
    }));
  },
  async erase(db: Db, email: string, placeholder: string) {
    const erased = await db
      .update(quotations)
      .set({ companyName: null, firstName: '', lastName: '', email: placeholder, phoneNumber: '', comment: null })
      .where(eq(sql`lower(${quotations.email})`, email.toLowerCase()))
      .returning({ id: quotations.id });
    return erased.length;
  },
};
