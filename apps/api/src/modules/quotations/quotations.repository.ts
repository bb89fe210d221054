import type { QuotationStatus } from '@beast/domain/quotations/quotation-api.schema';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quotations } from '../../db/schema/quotations';

export type QuotationRow = typeof quotations.$inferSelect;
export type NewQuotationRow = Omit<typeof quotations.$inferInsert, 'id' | 'number'>;

/** The quotations table: nothing but SQL. */
export function createQuotationsRepository(db: Db) {
  return {
    /** Inserts a quotation numbered from its own id (`numberOf`): the id is taken first, so the number is never empty. */
    async insert(row: NewQuotationRow, numberOf: (id: number) => string): Promise<QuotationRow> {
      const result = (await db.execute(
        sql`select nextval(pg_get_serial_sequence('quotations', 'id'))::int as id`,
      )) as unknown as { rows: { id: number }[] };
      // PGlite and node-postgres both answer `rows`.
      const id = Number(result.rows[0]!.id);
      const [inserted] = await db
        .insert(quotations)
        .values({ ...row, id, number: numberOf(id) })
        .returning();
      return inserted!;
    },

    async find(id: number, lock = false): Promise<QuotationRow | undefined> {
      const query = db.select().from(quotations).where(eq(quotations.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    async listOfUser(userId: number, offset: number, limit: number) {
      const where = eq(quotations.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(quotations)
          .where(where)
          .orderBy(desc(quotations.createdAt), desc(quotations.id))
          .offset(offset)
          .limit(limit),
        db.select({ value: count() }).from(quotations).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async setStatus(id: number, from: QuotationStatus, status: QuotationStatus, at: Date) {
      const [row] = await db
        .update(quotations)
        .set({ status, updatedAt: at })
        .where(and(eq(quotations.id, id), eq(quotations.status, from)))
        .returning();
      return row;
    },

    /** The order a won quotation became: only while it is still won, so one link makes one order. */
    async markOrdered(id: number, orderId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(quotations)
        .set({ status: 'ordered', orderId, updatedAt: at })
        .where(and(eq(quotations.id, id), eq(quotations.status, 'won')))
        .returning({ id: quotations.id });
      return rows.length === 1;
    },

    async setOrderLinkSent(id: number, at: Date): Promise<QuotationRow | undefined> {
      const [row] = await db
        .update(quotations)
        .set({ orderLinkSentAt: at, updatedAt: at })
        .where(eq(quotations.id, id))
        .returning();
      return row;
    },
  };
}
