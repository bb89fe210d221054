import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { specialOffers } from '../../db/schema/catalog';
import { orderLines, orders } from '../../db/schema/orders';
import { specialOfferCompanies } from '../../db/schema/partners';

/** An offer with what its price depends on: its dates, caps, companies and the units sold so far. */
export interface StoredOfferTerms {
  id: number;
  productId: number;
  price: number;
  originalPrice: number;
  validFrom: Date;
  validUntil: Date;
  unitCap: number | null;
  perMemberCap: number | null;
  companyIds: number[];
  unitsSold: number;
}

/** Whose earlier purchases count against a per-member cap: the account, else the guest's address. */
export type OfferBuyerKey = { userId: number } | { email: string } | null;

/**
 * A unit sold at an offer's price is an order line that names the offer, in an order that was not
 * cancelled: one unit per line, since only a line's first unit is at the offer price (spec §4 line rule).
 */
const countedLines = and(ne(orders.status, 'CANCELED'));

export function createOfferTermsRepository(db: Db) {
  return {
    /**
     * The offers of these ids. `lock` holds their rows until the transaction ends: orders for one offer then
     * count its units one after the other, which is what keeps its caps under concurrent orders.
     */
    async findTerms(ids: readonly number[], lock: boolean): Promise<Map<number, StoredOfferTerms>> {
      const unique = [...new Set(ids)].sort((a, b) => a - b);
      if (unique.length === 0) return new Map();
      const query = db
        .select()
        .from(specialOffers)
        .where(inArray(specialOffers.id, unique))
        .orderBy(asc(specialOffers.id));
      const rows = lock ? await query.for('update') : await query;
      const companies = await db
        .select()
        .from(specialOfferCompanies)
        .where(inArray(specialOfferCompanies.specialOfferId, unique));
      const sold = await this.countUnitsSold(unique);
      return new Map(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            productId: row.productId,
            price: row.price,
            originalPrice: row.originalPrice,
            validFrom: row.validFrom,
            validUntil: row.validUntil,
            unitCap: row.unitCap,
            perMemberCap: row.perMemberCap,
            companyIds: companies.filter((c) => c.specialOfferId === row.id).map((c) => c.companyId),
            unitsSold: sold.get(row.id) ?? 0,
          },
        ]),
      );
    },

    /** Units sold at each offer's price, every buyer together. */
    async countUnitsSold(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ offerId: orderLines.specialOfferId, units: sql<number>`count(*)`.mapWith(Number) })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(inArray(orderLines.specialOfferId, [...ids]), countedLines))
        .groupBy(orderLines.specialOfferId);
      return new Map(rows.map((row) => [row.offerId!, row.units]));
    },

    /** Units one buyer bought at each offer's price. */
    async countUnitsBought(ids: readonly number[], buyer: OfferBuyerKey): Promise<Map<number, number>> {
      if (ids.length === 0 || buyer === null) return new Map();
      const whose =
        'userId' in buyer
          ? eq(orders.userId, buyer.userId)
          : sql`lower(${orders.email}) = ${buyer.email.toLowerCase()}`;
      const rows = await db
        .select({ offerId: orderLines.specialOfferId, units: sql<number>`count(*)`.mapWith(Number) })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(inArray(orderLines.specialOfferId, [...ids]), countedLines, whose))
        .groupBy(orderLines.specialOfferId);
      return new Map(rows.map((row) => [row.offerId!, row.units]));
    },
  };
}
