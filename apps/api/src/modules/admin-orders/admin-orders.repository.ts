import type { AdminOrderFilter } from '@beast/domain/orders/admin-orders-api.schema';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/accounts';
import { orderEmails, orderNotes, orderStatusHistory, orders, pickUpCenters } from '../../db/schema/orders';
import { staffMembers } from '../../db/schema/staff';
import { onOrAfterSwissDay, onOrBeforeSwissDay } from '../../lib/swiss-days';

export type AdminOrderFilterValues = Omit<AdminOrderFilter, 'sort' | 'direction'> &
  Partial<Pick<AdminOrderFilter, 'sort' | 'direction'>>;

/** `%` and `_` typed in the search box are looked for as themselves. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function conditions(filter: AdminOrderFilterValues): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(orders.status, filter.status));
  if (filter.from) parts.push(onOrAfterSwissDay(orders.createdAt, filter.from));
  if (filter.to) parts.push(onOrBeforeSwissDay(orders.createdAt, filter.to));
  if (filter.deliveryMethod) parts.push(eq(orders.deliveryMethod, filter.deliveryMethod));
  if (filter.centreId) parts.push(eq(orders.pickUpCenterId, filter.centreId));
  if (filter.paymentPlan === 'single') parts.push(isNull(orders.paymentPlan));
  if (filter.paymentPlan === 'instalments') parts.push(isNotNull(orders.paymentPlan));
  if (filter.search) {
    const pattern = containing(filter.search);
    const fullName = sql`(${orders.contacts}->>'firstName') || ' ' || (${orders.contacts}->>'lastName')`;
    parts.push(or(ilike(orders.number, pattern), ilike(orders.email, pattern), sql`${fullName} ILIKE ${pattern}`)!);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

function ordering(filter: AdminOrderFilterValues): SQL[] {
  const direction = filter.direction === 'asc' ? asc : desc;
  const column = { date: orders.createdAt, total: orders.total, status: orders.status }[filter.sort ?? 'date'];
  // The id breaks ties, so pages never repeat or skip a row.
  return [direction(column), direction(orders.id)];
}

const LIST_COLUMNS = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  status: orders.status,
  contacts: orders.contacts,
  email: orders.email,
  deliveryMethod: orders.deliveryMethod,
  centreName: pickUpCenters.name,
  paymentPlan: orders.paymentPlan,
  total: orders.total,
  amountPaid: orders.amountPaid,
};

/** The back office's reads of orders: the filtered list, and what only staff see of one order. */
export function createAdminOrdersRepository(db: Db) {
  return {
    async listRows(filter: AdminOrderFilterValues, offset: number, limit: number) {
      return db
        .select(LIST_COLUMNS)
        .from(orders)
        .leftJoin(pickUpCenters, eq(pickUpCenters.id, orders.pickUpCenterId))
        .where(conditions(filter))
        .orderBy(...ordering(filter))
        .offset(offset)
        .limit(limit);
    },

    async count(filter: AdminOrderFilterValues): Promise<number> {
      const [row] = await db.select({ total: count() }).from(orders).where(conditions(filter));
      return row?.total ?? 0;
    },

    /** The status history, oldest first, with the names of the staff who made changes. */
    async history(orderId: number) {
      return db
        .select({ entry: orderStatusHistory, staffName: staffMembers.name })
        .from(orderStatusHistory)
        .leftJoin(staffMembers, eq(staffMembers.id, orderStatusHistory.staffId))
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.id));
    },

    async emails(orderId: number) {
      return db
        .select({
          id: emailOutbox.id,
          subject: emailOutbox.subject,
          to: emailOutbox.to,
          status: emailOutbox.status,
          createdAt: emailOutbox.createdAt,
          sentAt: emailOutbox.sentAt,
        })
        .from(orderEmails)
        .innerJoin(emailOutbox, eq(emailOutbox.id, orderEmails.outboxId))
        .where(eq(orderEmails.orderId, orderId))
        .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));
    },

    async notes(orderId: number) {
      return db
        .select({ note: orderNotes, staffName: staffMembers.name })
        .from(orderNotes)
        .innerJoin(staffMembers, eq(staffMembers.id, orderNotes.staffId))
        .where(eq(orderNotes.orderId, orderId))
        .orderBy(asc(orderNotes.id));
    },

    async addNote(values: { orderId: number; staffId: number; text: string; createdAt: Date }) {
      const [row] = await db.insert(orderNotes).values(values).returning();
      return row!;
    },

    /** Sets the order's new day and window or slot, raising its version. */
    async changeDelivery(
      orderId: number,
      delivery: {
        date: string | null;
        timeWindow: string | null;
        pickUpCenterId: number | null;
        slotBookingId: number | null;
      },
      now: Date,
    ): Promise<void> {
      await db
        .update(orders)
        .set({
          deliveryDate: delivery.date,
          timeWindow: delivery.timeWindow,
          pickUpCenterId: delivery.pickUpCenterId,
          slotBookingId: delivery.slotBookingId,
          updatedAt: now,
          version: sql`${orders.version} + 1`,
        })
        .where(eq(orders.id, orderId));
    },
  };
}

export type AdminOrderRow = Awaited<ReturnType<ReturnType<typeof createAdminOrdersRepository>['listRows']>>[number];
