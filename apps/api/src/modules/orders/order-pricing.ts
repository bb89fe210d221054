import { feeLines, groupFees, type ProductWithFees } from '@beast/domain/cart/price-to-pay.rules';
import { isVehicleType } from '@beast/domain/catalog/vehicle-types';
import type { GuestOrderLine } from '@beast/domain/checkout/checkout-api.schema';
import {
  ACCESSORY_DELIVERY_FEE_CENTIMES,
  allowedDeliveryMethods,
  type DeliveryMethod,
} from '@beast/domain/checkout/checkout-rules';
import { type InstalmentPlan, instalmentPlan, nextAmountDue } from '@beast/domain/checkout/instalments';
import type { InstalmentPlanMonths } from '@beast/domain/constants/business';
import type { ErrorCode } from '@beast/domain/errors/error-codes';
import type { Locale } from '@beast/domain/i18n/locale';
import { chf } from '@beast/domain/money/money';
import { includedVat, SWISS_VAT_RATE_PERMILLE } from '@beast/domain/money/vat';
import { ORDER_FEE_KINDS, type OrderFee, type OrderPricing } from '@beast/domain/orders/orders-api.schema';
import type { Db } from '../../db/client';
import type { cartLines } from '../../db/schema/cart';
import { DomainError } from '../../errors/domain-error';
import { priceLine } from '../cart/cart-pricing';
import { type Coupon, type CouponCustomer, couponRefusal, unitDiscount } from '../coupons/coupon.rules';
import { createCouponsRepository } from '../coupons/coupons.repository';
import { judgeOffers, type OfferVerdict } from '../offers/offer-pricing';
import { firstImageOf, instalmentPlanAnswer } from './order-view';
import { createOrdersRepository, type ProductToPrice } from './orders.repository';

/**
 * Server-side pricing of an order (ARCHITECTURE: the server alone computes prices, discounts, fees and
 * totals): catalogue prices with the spec §4 line rule, coupons, the §3 package fees of the bikes, the
 * §9 courier fee of accessories sent alone, Swiss VAT included, and the instalment plan. The quote and the
 * order use this one function, so the customer pays exactly what the quote showed.
 */

/** One line to price, from the signed-in cart or the guest's offline cart. */
export interface OrderLineRequest {
  productId: number;
  quantity: number;
  /** Index in the order's lines of the bike this service is attached to. */
  attachedTo: number | null;
  configuratorOptions: Record<string, string> | null;
  coupon: { id: number } | { code: string } | null;
  /** The special offer the line was added from; null for the catalogue's price. */
  specialOfferId: number | null;
}

export interface PricedOrderLine {
  /** 1-based, the line's place in the order. */
  position: number;
  request: OrderLineRequest;
  item: ProductToPrice;
  coupon: Coupon | null;
  /** The line's offer and whether its price holds; `item` already carries the offer's price when it does. */
  offer: OfferVerdict | null;
  discount: number;
  /** spec §4 line rule minus the coupon's discount. */
  lineTotal: number;
}

export interface PricedOrder {
  lines: PricedOrderLine[];
  fees: OrderFee[];
  subtotal: number;
  discountTotal: number;
  feesTotal: number;
  total: number;
  vatAmount: number;
  plan: InstalmentPlan | null;
  firstCharge: number;
}

export interface PriceOrderInput {
  lines: OrderLineRequest[];
  /** Whose coupon limits count: the signed-in account, else the guest's address. */
  customer: CouponCustomer;
  locale: Locale;
  deliveryMethod: DeliveryMethod;
  paymentPlanMonths: InstalmentPlanMonths | null;
  now: Date;
  /** When placing the order: lock the coupons so their caps hold under concurrent orders. */
  lockCoupons: boolean;
  /** A won quotation's unit prices by product: a line pays the lower of the quoted and the current price. */
  quotedPrices?: ReadonlyMap<number, { price: number; originalPrice: number }>;
}

/** A guest's lines; a service's `attachTo.vehicleId` is the 1-based position of its bike in `lines`. */
export function orderLinesOfGuest(lines: readonly GuestOrderLine[]): OrderLineRequest[] {
  return lines.map((line, index) => {
    const target = line.attachTo ? line.attachTo.vehicleId - 1 : null;
    if (target !== null && (target >= lines.length || target === index)) throw invalidAttachment(index);
    return {
      productId: line.productId,
      quantity: line.quantity,
      attachedTo: target,
      configuratorOptions: line.configuratorOptions ?? null,
      coupon: line.couponName ? { code: line.couponName } : null,
      specialOfferId: line.specialOfferId ?? null,
    };
  });
}

/** The signed-in cart's lines, in the order GET /carts shows them. */
export function orderLinesOfCart(rows: readonly (typeof cartLines.$inferSelect)[]): OrderLineRequest[] {
  const indexById = new Map(rows.map((row, index) => [row.id, index]));
  return rows.map((row) => ({
    productId: row.productId,
    quantity: row.quantity,
    attachedTo: row.attachedToLineId === null ? null : (indexById.get(row.attachedToLineId) ?? null),
    configuratorOptions: row.configuratorOptions,
    coupon: row.couponId === null ? null : { id: row.couponId },
    specialOfferId: row.specialOfferId,
  }));
}

export async function priceOrder(db: Db, input: PriceOrderInput): Promise<PricedOrder> {
  if (input.lines.length === 0) throw new DomainError('CART_EMPTY');
  const offers = await loadOffers(db, input);
  const items = honourOffers(honourQuotedPrices(await loadProducts(db, input), input.quotedPrices), offers);
  assertAttachments(input.lines, items);
  assertEditionStock(input.lines, items);
  const coupons = await loadCoupons(db, input, items);
  const lines = input.lines.map((request, index) =>
    priceOrderLine(request, index, items[index]!, coupons[index], offers[index] ?? null),
  );
  const fees = orderFees(lines, input.deliveryMethod);
  const subtotal = sum(lines.map((line) => line.lineTotal + line.discount));
  const discountTotal = sum(lines.map((line) => line.discount));
  const feesTotal = sum(fees.map((fee) => fee.total.amount));
  const total = subtotal - discountTotal + feesTotal;
  const plan = input.paymentPlanMonths === null ? null : instalmentPlan(total, input.paymentPlanMonths);
  return {
    lines,
    fees,
    subtotal,
    discountTotal,
    feesTotal,
    total,
    vatAmount: includedVat(chf(total)).amount,
    plan,
    firstCharge: nextAmountDue(total, plan, 0),
  };
}

/** The priced figures as the order row keeps them (placing an order, the demo orders). */
export function pricedOrderColumns(priced: PricedOrder) {
  return {
    subtotal: priced.subtotal,
    discountTotal: priced.discountTotal,
    feesTotal: priced.feesTotal,
    total: priced.total,
    vatAmount: priced.vatAmount,
    fees: priced.fees,
    paymentPlan: priced.plan,
  };
}

/** The quote's answer; its lines have no ids yet and are numbered by position. */
export function toOrderPricing(priced: PricedOrder): OrderPricing {
  return {
    lines: priced.lines.map((line) => ({
      id: line.position,
      productId: line.item.product.id,
      slug: line.item.product.slug,
      name: line.item.translation.name,
      type: line.item.typeCode,
      media: firstImageOf(line.item),
      quantity: line.request.quantity,
      unitPrice: chf(line.item.product.price),
      unitOriginalPrice: chf(line.item.product.originalPrice),
      configuratorOptions: line.request.configuratorOptions,
      attachedToLineId: line.request.attachedTo === null ? null : line.request.attachedTo + 1,
      couponName: line.coupon?.code ?? null,
      discount: chf(line.discount),
      lineTotal: chf(line.lineTotal),
      editionNumbers: [],
      // Only a line from an offer says so: a placed order's lines, read back, carry no verdict.
      ...(line.offer && {
        offer: { id: line.offer.offer.id, price: chf(line.offer.offer.price), refusal: line.offer.refusal },
      }),
    })),
    fees: priced.fees,
    subtotal: chf(priced.subtotal),
    discountTotal: chf(priced.discountTotal),
    feesTotal: chf(priced.feesTotal),
    total: chf(priced.total),
    vat: { ratePermille: SWISS_VAT_RATE_PERMILLE, amount: chf(priced.vatAmount) },
    paymentPlan: priced.plan && instalmentPlanAnswer(priced.plan),
    firstCharge: chf(priced.firstCharge),
  };
}

/** The products of the lines, by line; a withdrawn or unknown product names its line. */
async function loadProducts(db: Db, input: PriceOrderInput): Promise<ProductToPrice[]> {
  const ids = [...new Set(input.lines.map((line) => line.productId))];
  const found = await createOrdersRepository(db).findActiveProducts(ids, input.locale);
  return input.lines.map((line, index) => {
    const item = found.get(line.productId);
    if (!item) throw lineError('PRODUCT_NOT_FOUND', index, 'productId');
    return item;
  });
}

/**
 * The verdict on each line's offer. A flash offer is never priced for someone who is not a live member: a
 * request naming one is refused (spec §1), while an offer that ended or sold out leaves its line at the normal
 * price for the quote to show. Placing the order locks the offers so their caps hold under concurrent orders.
 */
async function loadOffers(db: Db, input: PriceOrderInput): Promise<(OfferVerdict | null)[]> {
  const verdicts = await judgeOffers(db, input.lines, {
    buyer: { userId: input.customer.userId, email: input.customer.emailKey },
    now: input.now,
    lock: input.lockCoupons,
  });
  verdicts.forEach((verdict, index) => {
    if (verdict?.refusal === 'OFFER_MEMBERS_ONLY') throw lineError('OFFER_MEMBERS_ONLY', index, 'specialOfferId');
  });
  return verdicts;
}

/** A line whose offer holds pays the offer's price for its first unit (spec §4 line rule). */
function honourOffers(items: ProductToPrice[], offers: readonly (OfferVerdict | null)[]): ProductToPrice[] {
  return items.map((item, index) => {
    const verdict = offers[index];
    if (!verdict || verdict.refusal !== null) return item;
    const price = verdict.offer.price;
    return { ...item, product: { ...item.product, price, originalPrice: Math.max(item.product.originalPrice, price) } };
  });
}

/** A quotation promised its prices until its last day: a product costs no more than quoted, less if it fell. */
function honourQuotedPrices(items: ProductToPrice[], quoted: PriceOrderInput['quotedPrices']): ProductToPrice[] {
  if (!quoted) return items;
  return items.map((item) => {
    const promised = quoted.get(item.product.id);
    if (!promised) return item;
    const price = Math.min(item.product.price, promised.price);
    const originalPrice = Math.min(item.product.originalPrice, promised.originalPrice);
    return { ...item, product: { ...item.product, price, originalPrice: Math.max(originalPrice, price) } };
  });
}

/** spec §4: only a service attaches, and only to a vehicle of the same order. */
function assertAttachments(lines: readonly OrderLineRequest[], items: readonly ProductToPrice[]): void {
  lines.forEach((line, index) => {
    if (line.attachedTo === null) return;
    const target = items[line.attachedTo];
    if (items[index]!.typeCode !== 'service' || !target || !isVehicleType(target.typeCode))
      throw invalidAttachment(index);
  });
}

/** spec §9 limited editions: never more units in one order than are left (the order's UPDATE is the real guard). */
function assertEditionStock(lines: readonly OrderLineRequest[], items: readonly ProductToPrice[]): void {
  const wanted = new Map<number, number>();
  lines.forEach((line, index) => {
    const { product } = items[index]!;
    if (product.editionSize === null) return;
    const quantity = (wanted.get(product.id) ?? 0) + line.quantity;
    wanted.set(product.id, quantity);
    if (quantity > product.editionSize - product.editionSold) throw lineError('OUT_OF_STOCK', index, 'quantity');
  });
}

/**
 * The coupon of each line, checked by the coupon rules (validity, product, cap of all customers, the
 * customer's own limit); any refusal names its line. Placing the order locks the coupons first.
 */
async function loadCoupons(
  db: Db,
  input: PriceOrderInput,
  items: readonly ProductToPrice[],
): Promise<(Coupon | undefined)[]> {
  const repository = createCouponsRepository(db);
  const found: (Coupon | undefined)[] = [];
  // One query after the other: `db` may be a transaction.
  for (const [index, line] of input.lines.entries()) {
    if (!line.coupon) {
      found.push(undefined);
      continue;
    }
    const coupon =
      'id' in line.coupon
        ? (await repository.findByIds([line.coupon.id]))[0]
        : await repository.findByCode(line.coupon.code);
    if (!coupon) throw lineError('COUPON_NOT_FOUND', index, 'couponName');
    found.push(coupon);
  }
  const ids = [...new Set(found.flatMap((coupon) => (coupon ? [coupon.id] : [])))].sort((a, b) => a - b);
  if (input.lockCoupons) await createOrdersRepository(db).lockCoupons(ids);
  const usage = await repository.countRedemptions(ids, input.customer);
  found.forEach((coupon, index) => {
    if (!coupon) return;
    const { product, typeCode } = items[index]!;
    const refusal = couponRefusal(
      coupon,
      { id: product.id, type: typeCode, price: product.price },
      usage.get(coupon.id) ?? { total: 0, byCustomer: 0 },
      input.now,
    );
    if (refusal) throw lineError(refusal, index, 'couponName');
  });
  return found;
}

function priceOrderLine(
  request: OrderLineRequest,
  index: number,
  item: ProductToPrice,
  coupon: Coupon | undefined,
  offer: OfferVerdict | null,
): PricedOrderLine {
  const { product } = item;
  const priced = priceLine({
    cartItemId: index + 1,
    type: item.typeCode,
    quantity: request.quantity,
    price: product.price,
    originalPrice: product.originalPrice,
    unitDiscount: coupon && unitDiscount(coupon, product.price),
  });
  return {
    position: index + 1,
    request,
    item,
    coupon: coupon ?? null,
    offer,
    discount: priced.couponDiscount ?? 0,
    lineTotal: priced.lineTotal,
  };
}

/**
 * spec §3 package fee lines: each bike unit brings its product's fees, grouped by kind and price. spec §9:
 * bikes are delivered free and pick-up is free; accessories sent alone by courier pay one delivery fee.
 */
function orderFees(lines: readonly PricedOrderLine[], deliveryMethod: DeliveryMethod): OrderFee[] {
  if (!allowedDeliveryMethods(lines.map((line) => line.item.typeCode)).includes(deliveryMethod)) {
    throw new DomainError('DELIVERY_METHOD_UNAVAILABLE');
  }
  const fees: OrderFee[] = groupFees(
    lines.flatMap((line) => feeLines(productWithFees(line.item), line.request.quantity)),
    ORDER_FEE_KINDS,
  );
  if (deliveryMethod === 'courier' && !lines.some((line) => isVehicleType(line.item.typeCode))) {
    const unitPrice = chf(ACCESSORY_DELIVERY_FEE_CENTIMES);
    fees.push({ kind: 'accessoryDelivery', unitPrice, quantity: 1, total: unitPrice });
  }
  return fees;
}

function productWithFees({ typeCode, product }: ProductToPrice): ProductWithFees {
  return { type: typeCode, price: product.price, packageFees: product.packageFees };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function lineError(code: ErrorCode, index: number, field: string): DomainError {
  return new DomainError(code, { [`lines.${index}.${field}`]: `errors.${code}` });
}

function invalidAttachment(index: number): DomainError {
  return new DomainError('VALIDATION_FAILED', { [`lines.${index}.attachTo`]: 'validation.attachTo.invalid' });
}
