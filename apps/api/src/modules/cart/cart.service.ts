import { createHash } from 'node:crypto';
import type { AddCartLineRequest, Cart, CartItem, UpdateCartLineRequest } from '@beast/domain/cart/cart-api.schema';
import { canonicalOptions, optionsKey } from '@beast/domain/cart/line-options';
import { cartAmounts, feeLines } from '@beast/domain/cart/price-to-pay.rules';
import type { ProductTypeCode } from '@beast/domain/catalog/product.schema';
import { isVehicleType } from '@beast/domain/catalog/vehicle-types';
import { CART_LINE_MAX_QUANTITY } from '@beast/domain/constants/business';
import type { Locale } from '@beast/domain/i18n/locale';
import { chf } from '@beast/domain/money/money';
import { type Db, inTransaction } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../lib/clock';
import { toProduct } from '../catalog/catalog.service';
import { type Coupon, type CouponProduct, unitDiscount } from '../coupons/coupon.rules';
import { createCouponsRepository } from '../coupons/coupons.repository';
import { couponCustomer, findApplicableCoupon, loadUsableCoupons } from '../coupons/coupons.service';
import { assertOfferHolds, judgeOffers, type OfferVerdict } from '../offers/offer-pricing';
import { type CartLineRow, createCartRepository, type NewCartLine, type ProductOfLine } from './cart.repository';
import { priceLine } from './cart-pricing';

/**
 * The signed-in cart (spec §4 "Cart, logged in"). Every answer is the whole cart, priced from the catalogue
 * on each read; nothing a client sends about prices is used (ARCHITECTURE: Security model).
 */
export function createCartService({ db, clock }: { db: Db; clock: Clock }) {
  async function getCart(userId: number, locale: Locale): Promise<Cart> {
    const rows = await createCartRepository(db).findLines(userId, locale);
    const couponIds = rows.flatMap(({ line }) => (line.couponId === null ? [] : [line.couponId]));
    const usableCoupon = await loadUsableCoupons(db, couponIds, userId);
    const now = clock();
    const offers = await judgeOffers(db, rows.map(offerLineOf), { buyer: { userId }, now, lock: false, strict: false });
    const items = rows.map((row, index) =>
      toCartItem(row, usableCoupon(row.line.couponId, couponProductOf(row), now), offers[index] ?? null),
    );
    const amounts = cartAmounts(
      items.map(({ lineTotal, couponDiscount, fees }) => ({
        lineTotal: lineTotal.amount,
        couponDiscount: couponDiscount?.amount ?? null,
        fees,
      })),
    );
    return { items, ...amounts };
  }

  return {
    getCart,

    /** POST /carts/: a new line, or more units on the line of the same product, options and attachment. */
    async addLine(userId: number, locale: Locale, request: AddCartLineRequest): Promise<Cart> {
      const add = async (tx: Db) => {
        const repository = createCartRepository(tx);
        const product = await repository.findProductToAdd(request.productId);
        if (!product) throw new DomainError('PRODUCT_NOT_FOUND');
        const specialOfferId = await offerToAdd(tx, userId, request, clock());
        const attachedToLineId = await lineToAttachTo(tx, userId, request, product.typeCode);
        const remaining = editionRemaining(product);
        assertQuantityAllowed(request.quantity, remaining);
        const line: NewCartLine = {
          userId,
          productId: product.id,
          quantity: request.quantity,
          ...lineOptions(request.configuratorOptions),
          attachedToLineId,
          specialOfferId,
        };
        const saved = await repository.upsertLine(line, Math.min(CART_LINE_MAX_QUANTITY, remaining), clock());
        if (!saved) {
          // The merged quantity went over a bound and the existing line is unchanged: say which bound.
          const existing = (await repository.findMergeableQuantity(line)) ?? 0;
          assertQuantityAllowed(existing + request.quantity, remaining);
          throw overLineMaximum();
        }
      };
      // A service attached to a bike keeps the bike's line locked until its own is written: one transaction. Any
      // other line is a single INSERT … ON CONFLICT, atomic on its own, without BEGIN and COMMIT round trips.
      await (request.attachTo ? inTransaction(db, add) : add(db));
      return getCart(userId, locale);
    },

    /** PUT /carts/{id}: a new quantity and/or a coupon; on any refusal the line stays as it was. */
    async updateLine(userId: number, locale: Locale, lineId: number, request: UpdateCartLineRequest): Promise<Cart> {
      await inTransaction(db, async (tx) => {
        const repository = createCartRepository(tx);
        const found = await repository.findLine(userId, lineId, 'update');
        if (!found) throw new DomainError('NOT_FOUND');
        const changes: { quantity?: number; couponId?: number | null } = {};
        if (request.quantity !== undefined) {
          assertQuantityAllowed(request.quantity, editionRemaining(found.product));
          changes.quantity = request.quantity;
        }
        if (request.couponName === null) changes.couponId = null;
        if (request.couponName) {
          const coupons = createCouponsRepository(tx);
          const coupon = await findApplicableCoupon(
            coupons,
            request.couponName,
            couponProductOf(found),
            await couponCustomer(tx, { userId }),
            clock(),
          );
          changes.couponId = coupon.id;
        }
        await repository.updateLine(userId, lineId, changes, clock());
      });
      return getCart(userId, locale);
    },

    /** DELETE /carts/{id}: a bike line takes its attached services with it. */
    async removeLine(userId: number, locale: Locale, lineId: number): Promise<Cart> {
      if (!(await createCartRepository(db).deleteLine(userId, lineId))) throw new DomainError('NOT_FOUND');
      return getCart(userId, locale);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;

/**
 * spec §4: services attach to a vehicle line of the same cart. The bike line is locked until the line is
 * written, so it cannot disappear in between. Anything else names `attachTo`.
 */
async function lineToAttachTo(
  tx: Db,
  userId: number,
  request: AddCartLineRequest,
  productType: ProductTypeCode,
): Promise<number | null> {
  if (!request.attachTo) return null;
  const refuse = () => new DomainError('VALIDATION_FAILED', { attachTo: 'validation.attachTo.invalid' });
  if (productType !== 'service') throw refuse();
  // `attachTo.vehicleId` (spec §3) names the bike's cart line, not a vehicle.
  const bikeLine = await createCartRepository(tx).findLine(userId, request.attachTo.vehicleId, 'key share');
  if (!bikeLine || !isVehicleType(bikeLine.typeCode)) throw refuse();
  return bikeLine.line.id;
}

/**
 * A line added from a special offer: refused unless the offer is this product's and holds for the account now
 * (running, units left, a member for a flash offer, within the member's limit). Null without an offer.
 */
async function offerToAdd(tx: Db, userId: number, request: AddCartLineRequest, now: Date): Promise<number | null> {
  const specialOfferId = request.specialOfferId ?? null;
  if (specialOfferId === null) return null;
  const [verdict] = await judgeOffers(tx, [{ specialOfferId, productId: request.productId }], {
    buyer: { userId },
    now,
    lock: false,
  }).catch((error: unknown) => {
    if (error instanceof DomainError) throw new DomainError(error.code, { specialOfferId: `errors.${error.code}` });
    throw error;
  });
  assertOfferHolds(verdict ?? null);
  return specialOfferId;
}

function offerLineOf({ line }: CartLineRow) {
  return { specialOfferId: line.specialOfferId, productId: line.productId };
}

/** Units of a limited edition still for sale (spec §9); other products have no such bound. */
function editionRemaining(product: Pick<ProductOfLine, 'editionSize' | 'editionSold'>): number {
  return product.editionSize === null ? Number.POSITIVE_INFINITY : product.editionSize - product.editionSold;
}

function assertQuantityAllowed(quantity: number, remaining: number): void {
  if (quantity > CART_LINE_MAX_QUANTITY) throw overLineMaximum();
  if (quantity > remaining) throw new DomainError('OUT_OF_STOCK');
}

function overLineMaximum(): DomainError {
  return new DomainError('VALIDATION_FAILED', { quantity: 'validation.quantity.max' });
}

/** The line's options and the hash of their identity (the domain's line-options rule), '' without options. */
function lineOptions(
  options: Record<string, string> | null | undefined,
): Pick<NewCartLine, 'configuratorOptions' | 'optionsHash'> {
  const key = optionsKey(options);
  return {
    configuratorOptions: canonicalOptions(options),
    optionsHash: key === '' ? '' : createHash('sha256').update(key).digest('hex'),
  };
}

function couponProductOf(row: Pick<CartLineRow, 'product' | 'typeCode'>): CouponProduct {
  return { id: row.product.id, type: row.typeCode, price: row.product.price };
}

function toCartItem(row: CartLineRow, coupon: Coupon | undefined, offer: OfferVerdict | null): CartItem {
  const { line } = row;
  const vehicle = toProduct(row);
  // The offer's price replaces the first unit's while the offer holds (spec §4 line rule); else the catalogue's.
  const price = offer && offer.refusal === null ? offer.offer.price : vehicle.price;
  const priced = priceLine({
    cartItemId: line.id,
    type: vehicle.type,
    quantity: line.quantity,
    price,
    originalPrice: Math.max(vehicle.originalPrice, price),
    unitDiscount: coupon && unitDiscount(coupon, price),
  });
  return {
    cartItemId: line.id,
    quantity: line.quantity,
    type: vehicle.type,
    attachTo: line.attachedToLineId === null ? null : { vehicleId: line.attachedToLineId },
    attachedServiceQuantity: row.attachedServiceQuantity,
    configuratorOptions: line.configuratorOptions,
    couponName: coupon?.code ?? null,
    couponDiscount: priced.couponDiscount === null ? null : chf(priced.couponDiscount),
    lineTotal: chf(priced.lineTotal),
    fees: feeLines(vehicle, line.quantity),
    offer: offer && { id: offer.offer.id, price: chf(offer.offer.price), refusal: offer.refusal },
    vehicle,
  };
}
