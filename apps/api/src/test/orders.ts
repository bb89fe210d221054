import { createHash } from 'node:crypto';
import type { DeliveryMethod } from '@beast/domain/checkout/checkout-rules';
import { instalmentPlan } from '@beast/domain/checkout/instalments';
import type { InstalmentPlanMonths } from '@beast/domain/constants/business';
import type { Locale } from '@beast/domain/i18n/locale';
import type { OrderStatus } from '@beast/domain/orders/order-status';
import { eq, inArray, sql } from 'drizzle-orm';
import { products } from '../db/schema/catalog';
import { deliverySlotBookings, editionUnits, orderLines, orders, payments, pickUpCenters } from '../db/schema/orders';
import type { TestProduct } from './catalog';
import type { TestApp } from './test-app';

/**
 * Orders written straight into the database, in any status, for the tests of what happens after an
 * order is placed. Their lines are products of the tests' own (test/catalog.ts), never demo products. Line
 * totals are the plain unit price times the quantity; these orders test reading, status changes and
 * releases, not pricing.
 */
export interface TestOrderOptions {
  userId: number | null;
  email?: string;
  language?: Locale;
  status?: OrderStatus;
  deliveryMethod?: DeliveryMethod;
  lines: { product: Pick<TestProduct, 'id'>; quantity?: number; configuratorOptions?: Record<string, string> }[];
  planMonths?: InstalmentPlanMonths;
  amountPaid?: number;
  /** Everything paid: the total, or the whole plan. */
  paidInFull?: boolean;
  paidAt?: Date | null;
  reservedUntil?: Date | null;
  /** Books one place in a slot for the order, like the checkout does. */
  withSlot?: boolean;
  guestToken?: string;
  createdAt?: Date;
}

export async function insertTestOrder(harness: TestApp, options: TestOrderOptions) {
  const { db } = harness.database;
  const ids = options.lines.map((line) => line.product.id);
  const found = await db.select().from(products).where(inArray(products.id, ids));
  const byId = new Map(found.map((product) => [product.id, product]));
  const lines = options.lines.map((line, index) => {
    const product = byId.get(line.product.id);
    if (!product) throw new Error(`No product ${line.product.id}`);
    const quantity = line.quantity ?? 1;
    return { product, quantity, position: index + 1, options: line.configuratorOptions ?? null };
  });
  const total = lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
  const plan = options.planMonths ? instalmentPlan(total, options.planMonths) : null;
  const method = options.deliveryMethod ?? 'courier';
  const [centre] = method === 'pickup' ? await db.select().from(pickUpCenters).limit(1) : [];
  const slotBookingId = options.withSlot ? await bookSlot(harness, method) : null;
  const number = `BB-T-${crypto.randomUUID().slice(0, 8)}`;
  const [order] = await db
    .insert(orders)
    .values({
      number,
      userId: options.userId,
      email: options.email ?? 'buyer@example.ch',
      language: options.language ?? 'en',
      type: 'product',
      status: options.status ?? 'RECEIVED',
      contacts: {
        firstName: 'Anna',
        lastName: 'Muster',
        email: options.email ?? 'buyer@example.ch',
        countryCode: '+41',
        phoneNumber: '791234567',
        country: 'CH',
        city: 'Lausanne',
        zipCode: '1003',
        address: 'Rue de Bourg 1',
      },
      deliveryMethod: method,
      zipCode: '1003',
      isStandardZip: true,
      deliveryDate: '2026-05-12',
      timeWindow: '09:00-12:00',
      pickUpCenterId: centre?.id ?? null,
      slotBookingId,
      subtotal: total,
      discountTotal: 0,
      feesTotal: 0,
      total,
      vatAmount: Math.round((total * 81) / 1081),
      paymentPlan: plan,
      amountPaid: options.paidInFull ? (plan?.totalCost ?? total) : (options.amountPaid ?? 0),
      paidAt: options.paidAt ?? (options.paidInFull ? new Date() : null),
      reservedUntil: options.reservedUntil ?? null,
      guestTokenHash: options.guestToken ? createHash('sha256').update(options.guestToken).digest('hex') : null,
      ...(options.createdAt && { createdAt: options.createdAt }),
    })
    .returning();
  const lineIds: number[] = [];
  for (const line of lines) {
    const [row] = await db
      .insert(orderLines)
      .values({
        orderId: order!.id,
        position: line.position,
        productId: line.product.id,
        quantity: line.quantity,
        unitPrice: line.product.price,
        unitOriginalPrice: line.product.originalPrice,
        configuratorOptions: line.options,
        lineTotal: line.product.price * line.quantity,
      })
      .returning({ id: orderLines.id });
    lineIds.push(row!.id);
    if (line.product.editionSize !== null) await holdEditionUnits(harness, line.product.id, row!.id, line.quantity);
  }
  return { order: order!, lineIds };
}

/** The smallest free numbers of the edition, counted as sold, like the checkout's reservation. */
async function holdEditionUnits(harness: TestApp, productId: number, orderLineId: number, quantity: number) {
  const { db } = harness.database;
  await db.execute(sql`
    insert into ${editionUnits} (product_id, unit_number, order_line_id)
    select ${productId}, n, ${orderLineId} from generate_series(1, 10000) as n
    where not exists (select 1 from ${editionUnits} taken where taken.product_id = ${productId} and taken.unit_number = n)
    order by n limit ${quantity}`);
  await db
    .update(products)
    .set({ editionSold: sql`${products.editionSold} + ${quantity}` })
    .where(eq(products.id, productId));
}

async function bookSlot(harness: TestApp, kind: DeliveryMethod): Promise<number> {
  const [row] = await harness.database.db
    .insert(deliverySlotBookings)
    .values({
      kind,
      location: `test-${crypto.randomUUID().slice(0, 8)}`,
      date: '2026-05-12',
      timeWindow: '09:00-12:00',
      booked: 1,
      capacity: 4,
    })
    .returning({ id: deliverySlotBookings.id });
  return row!.id;
}

export async function slotBooked(harness: TestApp, slotBookingId: number): Promise<number> {
  const [row] = await harness.database.db
    .select({ booked: deliverySlotBookings.booked })
    .from(deliverySlotBookings)
    .where(eq(deliverySlotBookings.id, slotBookingId));
  return row!.booked;
}

export async function editionSoldOf(harness: TestApp, product: Pick<TestProduct, 'id'>): Promise<number> {
  const [row] = await harness.database.db
    .select({ sold: products.editionSold })
    .from(products)
    .where(eq(products.id, product.id));
  return row!.sold;
}

/**
 * A succeeded charge of the order as the payment flow records it (the test provider's kind of reference),
 * for the tests of what staff do with a paid order: refunds. The order's `amountPaid` is the caller's.
 */
export async function insertTestPayment(harness: TestApp, orderId: number, amount: number, createdAt?: Date) {
  const [row] = await harness.database.db
    .insert(payments)
    .values({
      orderId,
      amount,
      status: 'succeeded',
      provider: 'test',
      providerRef: `test_ch_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`,
      providerIdempotencyKey: `test-payment-${crypto.randomUUID()}`,
      cardBrand: 'visa',
      cardLast4: '4242',
      ...(createdAt && { createdAt, updatedAt: createdAt }),
    })
    .returning();
  return row!;
}

/** An order paid in full by one succeeded charge: what a refund starts from. */
export async function insertPaidTestOrder(harness: TestApp, options: TestOrderOptions) {
  const placed = await insertTestOrder(harness, { status: 'PAYMENT_SENT', paidInFull: true, ...options });
  const payment = await insertTestPayment(harness, placed.order.id, placed.order.amountPaid, options.createdAt);
  return { ...placed, payment };
}
