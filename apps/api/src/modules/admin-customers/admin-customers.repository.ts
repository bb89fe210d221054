import type { Locale } from '@beast/domain/i18n/locale';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox, oneTimeCodes, refreshTokens, users } from '../../db/schema/accounts';
import { cartLines, couponRedemptions } from '../../db/schema/cart';
import { orderEmails, orderNotes, orders } from '../../db/schema/orders';
import { createVehiclesRepository } from '../vehicles/vehicles.repository';

export type CustomerRow = typeof users.$inferSelect;

/** `%` and `_` typed in the search box are looked for as themselves. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Email, name, phone (spaces ignored, with or without the dial code) or the number of one of their orders. */
function matching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search);
  const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`;
  const digits = search.replace(/[\s./-]/g, '');
  const phone = sql`coalesce(${users.countryCode}, '') || coalesce(${users.phoneNumber}, '')`;
  const conditions: SQL[] = [
    ilike(users.email, pattern),
    sql`${fullName} ILIKE ${pattern}`,
    sql`exists (select 1 from ${orders} where ${orders.userId} = ${users.id} and ${orders.number} ILIKE ${pattern})`,
  ];
  if (/^\+?\d{3,}$/.test(digits)) {
    const digitPattern = containing(digits);
    conditions.push(sql`${phone} LIKE ${digitPattern}`, sql`coalesce(${users.phoneNumber}, '') LIKE ${digitPattern}`);
  }
  return or(...conditions);
}

/** The emails of a customer: written to their account, or about one of their orders. */
function emailsOf(userId: number): SQL {
  const aboutTheirOrders = sql`${emailOutbox.id} in (select ${orderEmails.outboxId} from ${orderEmails}
    inner join ${orders} on ${orders.id} = ${orderEmails.orderId} where ${orders.userId} = ${userId})`;
  return or(eq(emailOutbox.userId, userId), aboutTheirOrders)!;
}

/** The back office's reads and writes of customers' accounts. No decisions here. */
export function createAdminCustomersRepository(db: Db) {
  return {
    async listRows(search: string | undefined, offset: number, limit: number) {
      return (
        db
          .select()
          .from(users)
          .where(matching(search))
          // The id breaks ties, so pages never repeat or skip a row.
          .orderBy(desc(users.createdAt), desc(users.id))
          .offset(offset)
          .limit(limit)
      );
    },

    /** How many orders each of these accounts placed (an account without any is missing). */
    async orderCounts(userIds: readonly number[]): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: orders.userId, total: count() })
        .from(orders)
        .where(inArray(orders.userId, [...userIds]))
        .groupBy(orders.userId);
      return new Map(rows.map((row) => [row.userId!, row.total]));
    },

    async count(search: string | undefined): Promise<number> {
      const [row] = await db.select({ total: count() }).from(users).where(matching(search));
      return row?.total ?? 0;
    },

    async findById(id: number): Promise<CustomerRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** The account locked for this transaction: two staff changes of one customer run one after the other. */
    async lock(id: number): Promise<CustomerRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1);
      return row;
    },

    /** The account's orders, newest first. */
    async orders(userId: number) {
      return db
        .select({
          id: orders.id,
          number: orders.number,
          createdAt: orders.createdAt,
          status: orders.status,
          total: orders.total,
          amountPaid: orders.amountPaid,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },

    async vehicles(userId: number, locale: Locale) {
      return createVehiclesRepository(db).findPage(userId, locale, { offset: 0, limit: 500 });
    },

    /** Newest first. */
    async emails(userId: number) {
      return db
        .select({
          id: emailOutbox.id,
          subject: emailOutbox.subject,
          to: emailOutbox.to,
          text: emailOutbox.text,
          status: emailOutbox.status,
          createdAt: emailOutbox.createdAt,
          sentAt: emailOutbox.sentAt,
        })
        .from(emailOutbox)
        .where(emailsOf(userId))
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id));
    },

    /** Disables (a moment) or enables (null) the account. */
    async setDisabled(userId: number, disabledAt: Date | null, now: Date): Promise<void> {
      await db.update(users).set({ disabledAt, updatedAt: now }).where(eq(users.id, userId));
    },

    /**
     * Ends every session of the account: its refresh tokens are revoked and the access tokens issued until
     * now are refused (`tokens_valid_after`, which the deny-list checks on every request).
     */
    async endSessions(userId: number, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), sql`${refreshTokens.revokedAt} is null`));
      await db.update(users).set({ tokensValidAfter: now }).where(eq(users.id, userId));
    },

    /**
     * Erasure (decision 17): the account keeps its id and its orders, but nothing that names or reaches the
     * person, apart from the name and place on orders that accounting must keep. Answers what was touched.
     */
    async anonymise(userId: number, now: Date): Promise<{ orders: number; emails: number }> {
      const placeholder = erasedEmail(userId);
      await db
        .update(users)
        .set({
          email: placeholder,
          passwordHash: '!erased',
          firstName: '',
          lastName: '',
          gender: null,
          dateOfBirth: null,
          nationality: null,
          country: null,
          zipCode: null,
          city: null,
          address: null,
          countryCode: null,
          phoneNumber: null,
          profileImagePath: null,
          disabledAt: sql`coalesce(${users.disabledAt}, ${now})`,
          erasedAt: now,
          tokensValidAfter: now,
          updatedAt: now,
        })
        .where(eq(users.id, userId));
      await db.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
      await db.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
      await db.delete(cartLines).where(eq(cartLines.userId, userId));
      await db
        .update(couponRedemptions)
        .set({ email: placeholder, customerEmail: placeholder })
        .where(eq(couponRedemptions.userId, userId));
      // The emails go before the orders: which emails were about their orders is read through them.
      const emails = await db
        .update(emailOutbox)
        .set({
          to: placeholder,
          text: '',
          html: '',
          // An email not sent yet is never sent now.
          status: sql`case when ${emailOutbox.status} in ('pending', 'sending') then 'failed' else ${emailOutbox.status} end`,
          lastError: sql`case when ${emailOutbox.status} in ('pending', 'sending') then 'erased' else ${emailOutbox.lastError} end`,
        })
        .where(emailsOf(userId))
        .returning({ id: emailOutbox.id });
      const touched = await db
        .update(orders)
        .set({
          email: placeholder,
          // Kept: the name and the place (ZIP code, city, country) of the invoice's recipient (decision 17).
          contacts: sql`${orders.contacts} || jsonb_build_object('email', ${placeholder}::text,
            'countryCode', '', 'phoneNumber', '', 'address', '')`,
          comment: null,
          guestTokenHash: null,
          claimTokenHash: null,
          updatedAt: now,
          version: sql`${orders.version} + 1`,
        })
        .where(eq(orders.userId, userId))
        .returning({ id: orders.id });
      if (touched.length > 0) {
        await db
          .update(orderNotes)
          .set({ text: '' })
          .where(
            inArray(
              orderNotes.orderId,
              touched.map((order) => order.id),
            ),
          );
      }
      return { orders: touched.length, emails: emails.length };
    },
  };
}

/** The address an erased account keeps: unique, and undeliverable by definition (RFC 6761 `.invalid`). */
export function erasedEmail(userId: number): string {
  return `erased-${userId}@erased.invalid`;
}
