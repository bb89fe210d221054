import type { Locale } from '@beast/domain/i18n/locale';
import { WAITING_STATUSES } from '@beast/domain/orders/admin-dashboard-api.schema';
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productTranslations } from '../../db/schema/catalog';
import { orders, payments, refunds } from '../../db/schema/orders';
import { onOrAfterSwissDay, swissDayOf } from '../../lib/swiss-days';

/** Sums of a day, as the database groups them (bigint sums arrive as text on some drivers). */
function perDay(rows: { day: string; value: number | string }[]): Map<string, number> {
  return new Map(rows.map((row) => [row.day, Number(row.value)]));
}

/** The sums of succeeded payments or refunds per Swiss day from `fromDay` on (their partial indexes). */
async function succeededPerDay(db: Db, table: typeof payments | typeof refunds, fromDay: string) {
  const day = swissDayOf(table.createdAt);
  const rows = await db
    .select({ day, value: sql<string>`sum(${table.amount})` })
    .from(table)
    .where(and(eq(table.status, 'succeeded'), onOrAfterSwissDay(table.createdAt, fromDay)))
    .groupBy(day);
  return perDay(rows);
}

/**
 * The dashboard's aggregates: one grouped query each, over indexed ranges (orders by creation, succeeded
 * payments and refunds by their partial indexes, orders by status), never a query per day or per order.
 */
export function createAdminDashboardRepository(db: Db) {
  return {
    /** Orders placed per Swiss day from `fromDay` on. */
    async ordersPerDay(fromDay: string) {
      const day = swissDayOf(orders.createdAt);
      const rows = await db
        .select({ day, value: count() })
        .from(orders)
        .where(onOrAfterSwissDay(orders.createdAt, fromDay))
        .groupBy(day);
      return perDay(rows);
    },

    /** Centimes paid per Swiss day from `fromDay` on (succeeded payments). */
    paidPerDay: (fromDay: string) => succeededPerDay(db, payments, fromDay),

    /** Centimes refunded per Swiss day from `fromDay` on (succeeded refunds). */
    refundedPerDay: (fromDay: string) => succeededPerDay(db, refunds, fromDay),

    /** How many orders are in each waiting status. */
    async waitingCounts() {
      const rows = await db
        .select({ status: orders.status, value: count() })
        .from(orders)
        .where(inArray(orders.status, [...WAITING_STATUSES]))
        .groupBy(orders.status);
      return new Map(rows.map((row) => [row.status, Number(row.value)]));
    },

    /** The active limited editions with their names in `locale`. */
    async editions(locale: Locale) {
      return db
        .select({
          productId: products.id,
          name: productTranslations.name,
          size: products.editionSize,
          sold: products.editionSold,
        })
        .from(products)
        .innerJoin(
          productTranslations,
          and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)),
        )
        .where(and(isNotNull(products.editionSize), eq(products.isActive, true)))
        .orderBy(asc(products.sortOrder), asc(products.id));
    },
  };
}
