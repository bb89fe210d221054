import type { Locale } from '@beast/domain/i18n/locale';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productTranslations, productTypes } from '../../db/schema/catalog';
import { orders, vehicles } from '../../db/schema/orders';

/** The signed-in customer's delivered bikes; every query is scoped by the owner. */
export function createVehiclesRepository(db: Db) {
  function selectVehicles(locale: Locale) {
    return db
      .select({
        vehicle: vehicles,
        order: {
          number: orders.number,
          total: orders.total,
          paymentPlan: orders.paymentPlan,
          amountPaid: orders.amountPaid,
          createdAt: orders.createdAt,
          contacts: orders.contacts,
        },
        product: products,
        typeCode: productTypes.code,
        translation: productTranslations,
      })
      .from(vehicles)
      .innerJoin(orders, eq(orders.id, vehicles.orderId))
      .innerJoin(products, eq(products.id, vehicles.productId))
      .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
      .innerJoin(
        productTranslations,
        and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)),
      );
  }

  return {
    /** Newest deliveries first. */
    async findPage(userId: number, locale: Locale, paging: { offset: number; limit: number }) {
      return selectVehicles(locale)
        .where(eq(vehicles.userId, userId))
        .orderBy(desc(vehicles.deliveredAt), desc(vehicles.id))
        .limit(paging.limit)
        .offset(paging.offset);
    },

    async countOwned(userId: number): Promise<number> {
      const [row] = await db.select({ total: count() }).from(vehicles).where(eq(vehicles.userId, userId));
      return row?.total ?? 0;
    },

    async findOwned(userId: number, vehicleId: number, locale: Locale) {
      const [row] = await selectVehicles(locale).where(and(eq(vehicles.userId, userId), eq(vehicles.id, vehicleId)));
      return row;
    },

    /** Any customer's vehicle: only for a link whose signature already names it. */
    async findById(vehicleId: number, locale: Locale) {
      const [row] = await selectVehicles(locale).where(eq(vehicles.id, vehicleId));
      return row;
    },
  };
}

export type VehicleRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createVehiclesRepository>['findOwned']>>>;
