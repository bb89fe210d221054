import type { ProductTypeCode } from '@beast/domain/catalog/product.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productTranslations, productTypes } from '../../db/schema/catalog';
import { editionUnits, orderLines, orders, payments, pickUpCenters } from '../../db/schema/orders';

export type OrderRecord = typeof orders.$inferSelect;
export type OrderLineRecord = typeof orderLines.$inferSelect;
export type PaymentRecord = typeof payments.$inferSelect;
export type PickUpCenterRecord = typeof pickUpCenters.$inferSelect;

export interface OrderLineRow {
  line: OrderLineRecord;
  product: typeof products.$inferSelect;
  typeCode: ProductTypeCode;
  translation: typeof productTranslations.$inferSelect;
}

export interface EditionUnitRow {
  orderLineId: number;
  unitNumber: number;
  editionSize: number | null;
}

/**
 * The reads behind an order's answer. Each method takes every order at once, so building any number
 * of orders costs the same few queries.
 */
export function createOrderViewRepository(db: Db) {
  return {
    async findOrders(orderIds: number[]) {
      if (orderIds.length === 0) return [];
      return db
        .select({ order: orders, center: pickUpCenters })
        .from(orders)
        .leftJoin(pickUpCenters, eq(pickUpCenters.id, orders.pickUpCenterId))
        .where(inArray(orders.id, orderIds));
    },

    /** The lines with their products in one language, in the order they were placed. */
    async findLines(orderIds: number[], locale: Locale): Promise<OrderLineRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select({ line: orderLines, product: products, typeCode: productTypes.code, translation: productTranslations })
        .from(orderLines)
        .innerJoin(products, eq(products.id, orderLines.productId))
        .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
        .innerJoin(
          productTranslations,
          and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)),
        )
        .where(inArray(orderLines.orderId, orderIds))
        .orderBy(asc(orderLines.orderId), asc(orderLines.position), asc(orderLines.id));
    },

    async findEditionUnits(orderIds: number[]): Promise<EditionUnitRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select({
          orderLineId: editionUnits.orderLineId,
          unitNumber: editionUnits.unitNumber,
          editionSize: products.editionSize,
        })
        .from(editionUnits)
        .innerJoin(orderLines, eq(orderLines.id, editionUnits.orderLineId))
        .innerJoin(products, eq(products.id, editionUnits.productId))
        .where(inArray(orderLines.orderId, orderIds))
        .orderBy(asc(editionUnits.orderLineId), asc(editionUnits.unitNumber));
    },

    async findPayments(orderIds: number[]): Promise<PaymentRecord[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(payments)
        .where(inArray(payments.orderId, orderIds))
        .orderBy(asc(payments.orderId), asc(payments.id));
    },
  };
}
