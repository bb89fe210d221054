import type { Media } from '@beast/domain/catalog/product.schema';
import type { Payment } from '@beast/domain/checkout/checkout-api.schema';
import { swissIsoToday } from '@beast/domain/checkout/checkout-rules';
import {
  type InstalmentPlan,
  nextAmountDue,
  nextInstalmentDueDate,
  outstandingBalance,
} from '@beast/domain/checkout/instalments';
import type { Locale } from '@beast/domain/i18n/locale';
import { chf } from '@beast/domain/money/money';
import { SWISS_VAT_RATE_PERMILLE } from '@beast/domain/money/vat';
import { formatEditionNumber } from '@beast/domain/orders/edition-number';
import { ORDER_STATUS_COLOUR } from '@beast/domain/orders/order-status';
import type { InstalmentPlanAnswer, Order, OrderLine } from '@beast/domain/orders/orders-api.schema';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { toProduct } from '../catalog/catalog.service';
import {
  createOrderViewRepository,
  type EditionUnitRow,
  type OrderLineRow,
  type OrderRecord,
  type PaymentRecord,
  type PickUpCenterRecord,
} from './order-view.repository';

/**
 * An order as the API answers it (GET /orders/{id}, POST /orders, the pay answer), built from the stored
 * order in one language. Prices are the ones stored when the order was placed, never re-priced.
 * `db` may be a transaction (inTransaction's `tx`), so an answer can be read before the commit.
 */
export async function loadOrderView(db: Db, orderId: number, locale: Locale): Promise<Order> {
  const [order] = await loadOrderViews(db, [orderId], locale);
  if (!order) throw new DomainError('ORDER_NOT_FOUND');
  return order;
}

/**
 * The order placed a moment ago in the transaction `tx`: it has no payment yet, and edition units only when it
 * sells a limited edition, so those are not looked for (two queries less in the checkout's transaction).
 */
export async function loadPlacedOrderView(
  tx: Db,
  orderId: number,
  locale: Locale,
  sellsEdition: boolean,
): Promise<Order> {
  const [order] = await loadOrderViews(tx, [orderId], locale, { payments: false, editionUnits: sellsEdition });
  if (!order) throw new DomainError('ORDER_NOT_FOUND');
  return order;
}

/** Several orders in four queries whatever their number of lines; answered in the order of `orderIds`. */
export async function loadOrderViews(
  db: Db,
  orderIds: readonly number[],
  locale: Locale,
  look: { payments: boolean; editionUnits: boolean } = { payments: true, editionUnits: true },
): Promise<Order[]> {
  const ids = [...new Set(orderIds)];
  const repository = createOrderViewRepository(db);
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const rows = await repository.findOrders(ids);
  const lines = await repository.findLines(ids, locale);
  const units = look.editionUnits ? await repository.findEditionUnits(ids) : [];
  const payments = look.payments ? await repository.findPayments(ids) : [];
  const linesByOrder = groupBy(lines, (row) => row.line.orderId);
  const unitsByLine = groupBy(units, (unit) => unit.orderLineId);
  const paymentsByOrder = groupBy(payments, (payment) => payment.orderId);
  const byId = new Map(
    rows.map(({ order, center }) => [
      order.id,
      toOrder(order, center, {
        lines: (linesByOrder.get(order.id) ?? []).map((row) => toOrderLine(row, unitsByLine.get(row.line.id) ?? [])),
        payments: (paymentsByOrder.get(order.id) ?? []).map(toPayment),
        locale,
      }),
    ]),
  );
  return orderIds.flatMap((id) => byId.get(id) ?? []);
}

/**
 * What the customer owes now and in all (the unpaid total, or the instalments left of the plan), and
 * when the next instalment falls due once the first is paid (the order's day on the Swiss calendar).
 */
export function amountsOwed(order: Pick<OrderRecord, 'total' | 'paymentPlan' | 'amountPaid' | 'createdAt'>) {
  return {
    amountDue: nextAmountDue(order.total, order.paymentPlan, order.amountPaid),
    balance: outstandingBalance(order.total, order.paymentPlan, order.amountPaid),
    nextDueDate: nextInstalmentDueDate(swissIsoToday(order.createdAt), order.paymentPlan, order.amountPaid),
  };
}

/** The first image of a product, its alt text in the row's language. */
export function firstImageOf(row: Pick<OrderLineRow, 'product' | 'typeCode' | 'translation'>): Media | null {
  return toProduct(row).media.find((media) => media.kind === 'image') ?? null;
}

/** An instalment plan as answers show it, amounts as money. */
export function instalmentPlanAnswer(plan: InstalmentPlan): InstalmentPlanAnswer {
  return {
    months: plan.months,
    monthlyAmount: chf(plan.monthlyAmount),
    lastInstalment: chf(plan.lastInstalment),
    totalCost: chf(plan.totalCost),
    interest: chf(plan.interest),
    nominalRateBasisPoints: plan.nominalRateBasisPoints,
    effectiveRateBasisPoints: plan.effectiveRateBasisPoints,
  };
}

function toOrder(
  order: OrderRecord,
  center: PickUpCenterRecord | null,
  parts: { lines: OrderLine[]; payments: Payment[]; locale: Locale },
): Order {
  const { amountDue, balance, nextDueDate } = amountsOwed(order);
  const plan = order.paymentPlan;
  return {
    id: order.id,
    number: order.number,
    type: order.type,
    status: order.status,
    statusColour: ORDER_STATUS_COLOUR[order.status],
    createdAt: order.createdAt.toISOString(),
    contacts: order.contacts,
    delivery: {
      method: order.deliveryMethod,
      zipCode: order.zipCode,
      isStandardZip: order.isStandardZip,
      date: order.deliveryDate,
      timeWindow: order.timeWindow,
      pickUpCenter: center && {
        id: center.id,
        name: center.name[parts.locale],
        address: center.address,
        zipCode: center.zipCode,
        city: center.city[parts.locale],
      },
    },
    comment: order.comment,
    lines: parts.lines,
    fees: order.fees,
    subtotal: chf(order.subtotal),
    discountTotal: chf(order.discountTotal),
    feesTotal: chf(order.feesTotal),
    total: chf(order.total),
    vat: { ratePermille: SWISS_VAT_RATE_PERMILLE, amount: chf(order.vatAmount) },
    paymentPlan: plan && instalmentPlanAnswer(plan),
    firstCharge: chf(plan ? plan.monthlyAmount : order.total),
    amountPaid: chf(order.amountPaid),
    amountDue: chf(amountDue),
    nextDueDate,
    balance: chf(balance),
    payments: parts.payments,
    reservedUntil: order.reservedUntil?.toISOString() ?? null,
  };
}

function toOrderLine(row: OrderLineRow, units: EditionUnitRow[]): OrderLine {
  const { line } = row;
  return {
    id: line.id,
    productId: line.productId,
    slug: row.product.slug,
    name: row.translation.name,
    type: row.typeCode,
    media: firstImageOf(row),
    quantity: line.quantity,
    unitPrice: chf(line.unitPrice),
    unitOriginalPrice: chf(line.unitOriginalPrice),
    configuratorOptions: line.configuratorOptions,
    attachedToLineId: line.attachedToLineId,
    couponName: line.couponName,
    discount: chf(line.discount),
    lineTotal: chf(line.lineTotal),
    editionNumbers: units.flatMap((unit) =>
      unit.editionSize === null ? [] : [formatEditionNumber(unit.unitNumber, unit.editionSize)],
    ),
  };
}

function toPayment(payment: PaymentRecord): Payment {
  return {
    id: payment.id,
    amount: chf(payment.amount),
    status: payment.status,
    provider: payment.provider,
    cardBrand: payment.cardBrand,
    cardLast4: payment.cardLast4,
    failureCode: payment.failureCode,
    createdAt: payment.createdAt.toISOString(),
  };
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
