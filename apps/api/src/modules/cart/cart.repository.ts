import type { ProductTypeCode } from '@beast/domain/catalog/product.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines } from '../../db/schema/cart';
import { products, productTranslations, productTypes } from '../../db/schema/catalog';

export type CartLine = typeof cartLines.$inferSelect;
export type ProductOfLine = typeof products.$inferSelect;

/** A line with its product, as the cart answer needs it. */
export interface CartLineRow {
  line: CartLine;
  product: ProductOfLine;
  typeCode: ProductTypeCode;
  translation: typeof productTranslations.$inferSelect;
  attachedServiceQuantity: number;
}

export interface NewCartLine {
  userId: number;
  productId: number;
  quantity: number;
  configuratorOptions: Record<string, string> | null;
  optionsHash: string;
  attachedToLineId: number | null;
  specialOfferId: number | null;
}

/** Cart lines; every query is scoped by the signed-in user's id (ARCHITECTURE: Security model). */
export function createCartRepository(db: Db) {
  const mergeKey = (line: Omit<NewCartLine, 'quantity' | 'configuratorOptions'>) =>
    and(
      eq(cartLines.userId, line.userId),
      eq(cartLines.productId, line.productId),
      eq(cartLines.optionsHash, line.optionsHash),
      sql`${cartLines.attachedToLineId} is not distinct from ${line.attachedToLineId}`,
      sql`${cartLines.specialOfferId} is not distinct from ${line.specialOfferId}`,
    );

  return {
    /** The user's lines in the order they were added, each with its product in one language. */
    async findLines(userId: number, locale: Locale): Promise<CartLineRow[]> {
      return db
        .select({
          line: cartLines,
          product: products,
          typeCode: productTypes.code,
          translation: productTranslations,
          // spec §4: derived, never stored, so it cannot drift from the lines themselves.
          attachedServiceQuantity: sql<number>`(select count(*) from ${cartLines} as services
            where services.attached_to_line_id = ${cartLines.id})`.mapWith(Number),
        })
        .from(cartLines)
        .innerJoin(products, eq(products.id, cartLines.productId))
        .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
        .innerJoin(
          productTranslations,
          and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)),
        )
        .where(eq(cartLines.userId, userId))
        .orderBy(asc(cartLines.id));
    },

    /**
     * What adding a product to a cart needs to know of it, if it is for sale: its type and the units left of a
     * limited edition. Neither its translation nor its pictures: the cart's answer reads those with the lines.
     */
    async findProductToAdd(productId: number) {
      const [row] = await db
        .select({
          id: products.id,
          typeCode: productTypes.code,
          editionSize: products.editionSize,
          editionSold: products.editionSold,
        })
        .from(products)
        .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
        .where(and(eq(products.id, productId), eq(products.isActive, true)));
      return row;
    },

    /**
     * One of the user's lines with its product. `lock` holds the row until the transaction ends: 'update'
     * before changing it, 'key share' to keep a bike line from being deleted while a service attaches to it.
     */
    async findLine(userId: number, lineId: number, lock: 'update' | 'key share') {
      const [row] = await db
        .select({ line: cartLines, product: products, typeCode: productTypes.code })
        .from(cartLines)
        .innerJoin(products, eq(products.id, cartLines.productId))
        .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
        .where(and(eq(cartLines.userId, userId), eq(cartLines.id, lineId)))
        .for(lock, { of: cartLines });
      return row;
    },

    /**
     * Adds a line, or adds to the quantity of the line with the same merge key in the same statement (safe
     * under concurrent requests). Answers undefined when the merged quantity would exceed `maxQuantity`:
     * the existing line is then left as it was.
     */
    async upsertLine(line: NewCartLine, maxQuantity: number, now: Date): Promise<CartLine | undefined> {
      const [row] = await db
        .insert(cartLines)
        .values({ ...line, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [
            cartLines.userId,
            cartLines.productId,
            cartLines.optionsHash,
            cartLines.attachedToLineId,
            cartLines.specialOfferId,
          ],
          set: { quantity: sql`${cartLines.quantity} + excluded.quantity`, updatedAt: now },
          setWhere: sql`${cartLines.quantity} + excluded.quantity <= ${maxQuantity}`,
        })
        .returning();
      return row;
    },

    /** The quantity of the line a new line would merge into, if there is one. */
    async findMergeableQuantity(line: Omit<NewCartLine, 'quantity' | 'configuratorOptions'>) {
      const [row] = await db.select({ quantity: cartLines.quantity }).from(cartLines).where(mergeKey(line)).limit(1);
      return row?.quantity;
    },

    async updateLine(
      userId: number,
      lineId: number,
      changes: { quantity?: number; couponId?: number | null },
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(cartLines)
        .set({ ...changes, updatedAt: now })
        .where(and(eq(cartLines.userId, userId), eq(cartLines.id, lineId)))
        .returning({ id: cartLines.id });
      return rows.length === 1;
    },

    /** Deletes the line; the services attached to it go with it (ON DELETE CASCADE). */
    async deleteLine(userId: number, lineId: number): Promise<boolean> {
      const rows = await db
        .delete(cartLines)
        .where(and(eq(cartLines.userId, userId), eq(cartLines.id, lineId)))
        .returning({ id: cartLines.id });
      return rows.length === 1;
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
