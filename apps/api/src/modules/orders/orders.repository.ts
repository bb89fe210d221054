import type { ProductTypeCode } from '@beast/domain/catalog/product.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import type { OrderStatus } from '@beast/domain/orders/order-status';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines, couponRedemptions, coupons } from '../../db/schema/cart';
import { products, productTranslations, productTypes } from '../../db/schema/catalog';
import { editionUnits, orderLines, orderStatusHistory, orders, vehicles } from '../../db/schema/orders';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = typeof orderLines.$inferInsert;
export type StatusActor = (typeof orderStatusHistory.$inferInsert)['actor'];

/** A product as pricing needs it: the catalogue row, its type and its name in the order's language. */
export interface ProductToPrice {
  product: typeof products.$inferSelect;
  typeCode: ProductTypeCode;
  translation: typeof productTranslations.$inferSelect;
}

/** Orders, their lines, limited-edition units and status history. Queries only; the service decides. */
export function createOrdersRepository(db: Db) {
  return {
    /** Active products among `ids`, with their translation; withdrawn or unknown ids are absent. */
    async findActiveProducts(ids: number[], locale: Locale): Promise<Map<number, ProductToPrice>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ product: products, typeCode: productTypes.code, translation: productTranslations })
        .from(products)
        .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
        .innerJoin(
          productTranslations,
          and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)),
        )
        .where(and(inArray(products.id, ids), eq(products.isActive, true)));
      return new Map(rows.map((row) => [row.product.id, row]));
    },

    /** The signed-in customer's cart lines, in the order they were added (the order GET /carts shows). */
    async findCartLines(userId: number) {
      return db.select().from(cartLines).where(eq(cartLines.userId, userId)).orderBy(asc(cartLines.id));
    },

    async deleteCart(userId: number): Promise<void> {
      await db.delete(cartLines).where(eq(cartLines.userId, userId));
    },

    /**
     * Locks the coupons an order uses until its transaction ends, in id order (no deadlock between two
     * orders), so counting their redemptions and adding one is one step: a cap cannot be passed.
     */
    async lockCoupons(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .select({ id: coupons.id })
        .from(coupons)
        .where(inArray(coupons.id, ids))
        .orderBy(asc(coupons.id))
        .for('update');
    },

    async insertRedemptions(rows: (typeof couponRedemptions.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(couponRedemptions).values(rows);
    },

    /** "BB-26-000042": the year of the order and the next number of the sequence. */
    async nextOrderNumber(now: Date): Promise<string> {
      const [row] = await db
        .select({ value: sql<number>`nextval('order_number_seq')`.mapWith(Number) })
        .from(sql`(select 1) as one`);
      return `BB-${orderYear(now)}-${String(row!.value).padStart(6, '0')}`;
    },

    async insertOrder(values: NewOrder): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).returning();
      return row!;
    },

    /** Inserts the order numbered as `nextOrderNumber` numbers it, in the same statement (one round trip less). */
    async insertNumberedOrder(values: Omit<NewOrder, 'number'>, now: Date): Promise<OrderRow> {
      const number = sql`(select ${`BB-${orderYear(now)}-`} || lpad(n::text, greatest(6, length(n::text)), '0')
        from nextval('order_number_seq') as n)`;
      const [row] = await db
        .insert(orders)
        .values({ ...values, number: number as unknown as string })
        .returning();
      return row!;
    },

    /** Inserts the lines and answers their ids by position. */
    async insertLines(values: NewOrderLine[]): Promise<Map<number, number>> {
      const rows = await db
        .insert(orderLines)
        .values(values)
        .returning({ id: orderLines.id, position: orderLines.position });
      return new Map(rows.map((row) => [row.position, row.id]));
    },

    async attachLine(lineId: number, attachedToLineId: number): Promise<void> {
      await db.update(orderLines).set({ attachedToLineId }).where(eq(orderLines.id, lineId));
    },

    /**
     * Takes `quantity` units of a limited edition, or none when fewer are left. One statement: the row lock
     * serialises the buyers of one product and the CHECK (sold ≤ size) backs it.
     */
    async takeEditionStock(productId: number, quantity: number): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ editionSold: sql`${products.editionSold} + ${quantity}` })
        .where(and(eq(products.id, productId), sql`${products.editionSold} + ${quantity} <= ${products.editionSize}`))
        .returning({ id: products.id });
      return rows.length === 1;
    },

    /**
     * Gives the line the smallest free unit numbers of the edition. Run after `takeEditionStock` in the same
     * transaction: its row lock keeps other buyers of the product out until the commit.
     */
    async assignEditionUnits(productId: number, orderLineId: number, quantity: number): Promise<number> {
      const result = (await db.execute(sql`
        insert into ${editionUnits} (product_id, unit_number, order_line_id)
        select ${productId}, n, ${orderLineId}
        from generate_series(1, (select edition_size from ${products} where id = ${productId})) as n
        where not exists (select 1 from ${editionUnits} taken where taken.product_id = ${productId} and taken.unit_number = n)
        order by n
        limit ${quantity}
        returning unit_number`)) as unknown as { rows: unknown[] };
      // PGlite and node-postgres both answer `rows`.
      return result.rows.length;
    },

    /** The order's lines of limited editions, for taking their units again. */
    async findEditionLines(orderId: number) {
      return db
        .select({ lineId: orderLines.id, productId: orderLines.productId, quantity: orderLines.quantity })
        .from(orderLines)
        .innerJoin(products, eq(products.id, orderLines.productId))
        .where(and(eq(orderLines.orderId, orderId), sql`${products.editionSize} is not null`))
        .orderBy(asc(orderLines.productId), asc(orderLines.id));
    },

    /** The order, locked until the transaction ends. */
    async lockOrder(orderId: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row;
    },

    async updateOrder(orderId: number, changes: Partial<NewOrder>, now: Date): Promise<void> {
      await db
        .update(orders)
        .set({ ...changes, updatedAt: now })
        .where(eq(orders.id, orderId));
    },

    /** A claimed guest order joins the account, with its coupon redemptions and delivered vehicles. */
    async attachOrderToAccount(orderId: number, userId: number, now: Date): Promise<void> {
      await db.update(orders).set({ userId, updatedAt: now }).where(eq(orders.id, orderId));
      await db.update(couponRedemptions).set({ userId }).where(eq(couponRedemptions.orderId, orderId));
      await db.update(vehicles).set({ userId }).where(eq(vehicles.orderId, orderId));
    },

    async insertStatusChange(values: {
      orderId: number;
      fromStatus: OrderStatus | null;
      toStatus: OrderStatus;
      actor: StatusActor;
      note?: string;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(orderStatusHistory).values(values);
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

/** The two digits of the year in an order number ("26" in BB-26-000042). */
function orderYear(now: Date): string {
  return String(now.getUTCFullYear() % 100).padStart(2, '0');
}
