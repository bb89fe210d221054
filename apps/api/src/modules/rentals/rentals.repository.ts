import { isVehicleType } from '@beast/domain/catalog/vehicle-types';
import type { Locale } from '@beast/domain/i18n/locale';
import type { RentalStatus } from '@beast/domain/rentals/rental.rules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productTranslations, productTypes } from '../../db/schema/catalog';
import { rentalModels, rentalRequests } from '../../db/schema/rentals';

export type RentalRequestRow = typeof rentalRequests.$inferSelect;
export type NewRentalRequestRow = Omit<typeof rentalRequests.$inferInsert, 'id'>;
export type RentalModelRow = typeof rentalModels.$inferSelect;

/** A vehicle of the catalogue with its rental settings, if it has any. */
export interface VehicleWithRental {
  productId: number;
  slug: string;
  name: string;
  price: number;
  imageUrl: string | null;
  rental: RentalModelRow | null;
}

/** The rental models and requests: nothing but SQL. */
export function createRentalsRepository(db: Db) {
  return {
    /** The catalogue's vehicles on sale (refurbished goods are not rented), each with its rental settings. */
    async vehicles(locale: Locale): Promise<VehicleWithRental[]> {
      const rows = await db
        .select({
          productId: products.id,
          slug: products.slug,
          name: productTranslations.name,
          price: products.price,
          media: products.media,
          type: productTypes.code,
          rental: rentalModels,
        })
        .from(products)
        .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
        .innerJoin(
          productTranslations,
          and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)),
        )
        .leftJoin(rentalModels, eq(rentalModels.productId, products.id))
        .where(and(eq(products.isActive, true), eq(products.isRefurbished, false)))
        .orderBy(products.sortOrder, products.id);
      return rows
        .filter((row) => isVehicleType(row.type))
        .map(({ media, type: _type, ...row }) => ({
          ...row,
          imageUrl: media.find((item) => item.kind === 'image')?.url ?? null,
        }));
    },

    async findModel(productId: number, lock = false): Promise<RentalModelRow | undefined> {
      const query = db.select().from(rentalModels).where(eq(rentalModels.productId, productId));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    async upsertModel(row: RentalModelRow): Promise<void> {
      await db
        .insert(rentalModels)
        .values(row)
        .onConflictDoUpdate({
          target: rentalModels.productId,
          set: { rentable: row.rentable, monthlyPrice: row.monthlyPrice, updatedAt: row.updatedAt },
        });
    },

    async insertRequest(row: NewRentalRequestRow): Promise<RentalRequestRow> {
      const [inserted] = await db.insert(rentalRequests).values(row).returning();
      return inserted!;
    },

    async findRequest(id: number, lock = false): Promise<RentalRequestRow | undefined> {
      const query = db.select().from(rentalRequests).where(eq(rentalRequests.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    /** Moves a request on from `from` only: a concurrent answer finds it moved and changes nothing. */
    async decide(
      id: number,
      from: RentalStatus,
      values: { status: RentalStatus; decisionMessage: string | null; at: Date },
    ): Promise<RentalRequestRow | undefined> {
      const [row] = await db
        .update(rentalRequests)
        .set({
          status: values.status,
          decisionMessage: values.decisionMessage,
          decidedAt: values.at,
          updatedAt: values.at,
        })
        .where(and(eq(rentalRequests.id, id), eq(rentalRequests.status, from)))
        .returning();
      return row;
    },
  };
}
