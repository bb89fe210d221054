import { PACKAGE_FEE_KINDS, type PackageFeeKind } from '../catalog/package-fee-kinds';
import type { PackageFee, ProductTypeCode } from '../catalog/product.schema';
import { isVehicleType } from '../catalog/vehicle-types';
import { chf, type Money } from '../money/money';
import { includedVat, SWISS_VAT_RATE_PERMILLE } from '../money/vat';

/**
 * The price to pay (Swiss Price Indication Ordinance: the price actually paid, unavoidable charges
 * included): a bike costs its price plus the spec §3 package fees it always carries (assembly,
 * circulation, delivery, first service, cleaning), for every unit. The product page, the guest's cart,
 * the signed-in cart and the order's pricing all use these functions, so they show the same figures.
 */

/** What a product needs to know about itself to be priced with its fees. */
export interface ProductWithFees {
  type: ProductTypeCode | string;
  price: number;
  /** Older guest carts kept no fees: they count as none until the product is added again. */
  packageFees?: readonly PackageFee[];
}

/** One fee line: a kind, its price for one bike, how many bikes carry it, and the amount. */
export interface FeeLine<Kind extends string = PackageFeeKind> {
  kind: Kind;
  unitPrice: Money;
  quantity: number;
  total: Money;
}

/** Only vehicles carry package fees; accessories and services are priced alone. */
export function mandatoryFees(product: ProductWithFees): readonly PackageFee[] {
  return isVehicleType(product.type) ? (product.packageFees ?? []) : [];
}

/** The fees of one unit, in centimes. */
export function feesPerUnit(product: ProductWithFees): number {
  return mandatoryFees(product).reduce((sum, fee) => sum + fee.price, 0);
}

/** The price to pay for one unit, in centimes: its price plus the fees it always carries. */
export function priceToPay(product: ProductWithFees): number {
  return product.price + feesPerUnit(product);
}

/** The fee lines of `quantity` units of a product, in the order of spec §3. */
export function feeLines(product: ProductWithFees, quantity: number): FeeLine[] {
  return groupFees(
    mandatoryFees(product).map((fee) => ({
      kind: fee.kind,
      unitPrice: chf(fee.price),
      quantity,
      total: chf(fee.price * quantity),
    })),
  );
}

/**
 * Fee lines of several cart or order lines, one per kind and unit price (two bikes with the same
 * assembly price make one "Assembly × 2" line), in the order of spec §3, then by unit price.
 */
export function groupFees<Kind extends string>(
  lines: readonly FeeLine<Kind>[],
  order: readonly string[] = PACKAGE_FEE_KINDS,
): FeeLine<Kind>[] {
  const groups = new Map<string, FeeLine<Kind>>();
  for (const line of lines) {
    const key = `${line.kind}:${line.unitPrice.amount}`;
    const group = groups.get(key);
    const quantity = (group?.quantity ?? 0) + line.quantity;
    groups.set(key, { ...line, quantity, total: chf(line.unitPrice.amount * quantity) });
  }
  return [...groups.values()].sort(
    (a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.unitPrice.amount - b.unitPrice.amount,
  );
}

export function feesTotal(lines: readonly FeeLine<string>[]): number {
  return lines.reduce((sum, line) => sum + line.total.amount, 0);
}

/** A priced cart line: the goods after its coupon (spec §4 line rule) and the fees of its units. */
export interface CartLineAmounts {
  lineTotal: number;
  couponDiscount: number | null;
  fees: readonly FeeLine[];
}

export interface CartAmounts {
  /** spec §4: the number of lines. */
  count: number;
  /** What is paid: the goods after coupons plus the fees. */
  totalPrice: Money;
  /** spec §4 cart total of the goods (Σ originalPrice × (quantity − 1) + price), after coupons. */
  goodsTotal: Money;
  discountTotal: Money;
  fees: FeeLine[];
  feesTotal: Money;
  vat: { ratePermille: number; amount: Money };
}

/**
 * The cart's figures, the same for the guest's cart and the signed-in one: spec §4's total for the
 * goods, plus the fees of every bike unit, each fee kind as its own line; Swiss VAT is included.
 */
export function cartAmounts(lines: readonly CartLineAmounts[]): CartAmounts {
  const goods = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const fees = groupFees(lines.flatMap((line) => line.fees));
  const total = chf(goods + feesTotal(fees));
  return {
    count: lines.length,
    totalPrice: total,
    goodsTotal: chf(goods),
    discountTotal: chf(lines.reduce((sum, line) => sum + (line.couponDiscount ?? 0), 0)),
    fees,
    feesTotal: chf(feesTotal(fees)),
    vat: { ratePermille: SWISS_VAT_RATE_PERMILLE, amount: includedVat(total) },
  };
}
