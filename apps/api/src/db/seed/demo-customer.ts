import { customerEmailKey } from '@beast/domain/accounts/customer-email';
import {
  addDays,
  COURIER_TIME_WINDOWS,
  COURIER_WINDOW_CAPACITY,
  courierZoneOf,
  isoWeekday,
  PICK_UP_SLOT_CAPACITY,
  pickUpSlotsBetween,
  swissIsoToday,
} from '@beast/domain/checkout/checkout-rules';
import type { OrderStatus } from '@beast/domain/orders/order-status';
import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords';
import { createDeliveryRepository } from '../../modules/delivery/delivery.repository';
import { releaseOrderHolds } from '../../modules/orders/order-holds';
import { createOrderLifecycleRepository } from '../../modules/orders/order-lifecycle.repository';
import { pricedOrderColumns, priceOrder } from '../../modules/orders/order-pricing';
import { assignEditionUnits, reservationEnd, takeEditionStock } from '../../modules/orders/order-reservation';
import { changeOrderStatus } from '../../modules/orders/order-status.service';
import { createOrdersRepository } from '../../modules/orders/orders.repository';
import { insertOrderLines } from '../../modules/orders/orders.service';
import type { Db } from '../client';
import { users } from '../schema/accounts';
import { products } from '../schema/catalog';
import { type OrderContactsRecord, orders, payments, pickUpCenters } from '../schema/orders';
import { DEMO_CUSTOMER, type DemoCustomerSeed, type DemoOrderSeed } from './content/demo-customer';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

type OrderRecord = typeof orders.$inferSelect;

interface SeedContext {
  tx: Db;
  now: Date;
  customer: DemoCustomerSeed;
  userId: number;
  productIds: Map<string, number>;
  centres: Map<string, typeof pickUpCenters.$inferSelect>;
}

/**
 * Seeds the demo customer into a freshly seeded demo database (boot.ts, demo mode only): one transaction,
 * locked like the catalogue seed, and only when the account does not exist yet. Kept out of the catalogue
 * seed so that tests get a database without anyone's orders.
 */
export async function seedDemoCustomer(db: Db, now = new Date()): Promise<{ seeded: boolean }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(731001)`);
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${DEMO_CUSTOMER.email})`);
    if (existing) return { seeded: false };
    await insertDemoCustomer(tx, now);
    return { seeded: true };
  });
}

/**
 * Writes the demo customer and their orders (after the catalogue and the centres). Each order is priced by
 * the checkout's pricing, holds its edition units like a real order, is paid as the seed says and then
 * walks its statuses through the state machine, so history, vehicles and released units are what the shop
 * itself would have written. No email is queued.
 */
export async function insertDemoCustomer(tx: Db, now: Date, customer: DemoCustomerSeed = DEMO_CUSTOMER) {
  const userId = await insertUser(tx, customer, new Date(now.getTime() - 90 * DAY_MS));
  const slugs = customer.orders.flatMap((order) => order.lines.map((line) => line.slug));
  const productRows = await tx
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.slug, slugs));
  const centres = await tx.select().from(pickUpCenters);
  const context: SeedContext = {
    tx,
    now,
    customer,
    userId,
    productIds: new Map(productRows.map((row) => [row.slug, row.id])),
    centres: new Map(centres.map((centre) => [centre.slug, centre])),
  };
  // Oldest first, so order numbers grow with the dates.
  const byDate = [...customer.orders].sort((a, b) => b.placedDaysAgo - a.placedDaysAgo);
  for (const seed of byDate) await insertDemoOrder(context, seed);
  return { userId };
}

async function insertUser(tx: Db, customer: DemoCustomerSeed, at: Date): Promise<number> {
  const [row] = await tx
    .insert(users)
    .values({
      ...contactsOf(customer),
      language: customer.language,
      passwordHash: await hashPassword(customer.password),
      termsAcceptedAt: at,
      emailConfirmedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: users.id });
  return row!.id;
}

async function insertDemoOrder(context: SeedContext, seed: DemoOrderSeed): Promise<void> {
  const { tx, customer, userId } = context;
  const placedAt = new Date(context.now.getTime() - seed.placedDaysAgo * DAY_MS);
  const priced = await priceOrder(tx, {
    lines: seed.lines.map((line) => ({
      productId: requireId(context.productIds, line.slug),
      quantity: line.quantity ?? 1,
      attachedTo: null,
      configuratorOptions: line.configuratorOptions ?? null,
      coupon: null,
    })),
    customer: { userId, emailKey: customerEmailKey(customer.email) },
    locale: customer.language,
    deliveryMethod: seed.delivery.method,
    paymentPlanMonths: seed.paymentPlanMonths,
    now: placedAt,
    lockCoupons: false,
  });
  const delivery = deliveryOf(context, seed);
  const repository = createOrdersRepository(tx);
  const order = await repository.insertOrder({
    number: await repository.nextOrderNumber(placedAt),
    userId,
    email: customer.email,
    language: customer.language,
    type: seed.type,
    status: 'RECEIVED',
    contacts: contactsOf(customer),
    deliveryMethod: seed.delivery.method,
    zipCode: customer.zipCode,
    isStandardZip: courierZoneOf(customer.zipCode) !== null,
    deliveryDate: delivery.date,
    timeWindow: delivery.timeWindow,
    pickUpCenterId: delivery.centreId,
    slotBookingId: await bookPlace(context, seed, delivery),
    ...pricedOrderColumns(priced),
    reservedUntil: reservationEnd(placedAt),
    createdAt: placedAt,
    updatedAt: placedAt,
  });
  const editionLines = await insertOrderLines(tx, order.id, priced.lines);
  await takeEditionStock(tx, new Map(editionLines.map((line) => [line.productId, line.quantity])));
  await assignEditionUnits(tx, editionLines);
  await createOrderLifecycleRepository(tx).insertHistory({
    orderId: order.id,
    fromStatus: null,
    toStatus: 'RECEIVED',
    actor: 'customer',
    note: null,
    createdAt: placedAt,
  });
  await recordPayments(tx, seed, order, placedAt);
  await walkStatuses(tx, seed, order.id, placedAt);
}

/** Declined attempts, then the successful payments; an order never paid loses its reservation. */
async function recordPayments(tx: Db, seed: DemoOrderSeed, order: OrderRecord, placedAt: Date): Promise<void> {
  const attempt = (index: number) => new Date(placedAt.getTime() + (index + 1) * 60_000);
  const declined = Array.from({ length: seed.declinedAttempts }, (_, index) => ({
    orderId: order.id,
    amount: order.paymentPlan?.monthlyAmount ?? order.total,
    status: 'failed' as const,
    provider: 'test' as const,
    providerIdempotencyKey: `demo-${order.id}-declined-${index}`,
    cardBrand: 'visa',
    cardLast4: '0002',
    failureCode: 'PAYMENT_REFUSED',
    createdAt: attempt(index),
    updatedAt: attempt(index),
  }));
  const amounts = successfulAmounts(seed, order);
  const succeeded = amounts.map((amount, index) => {
    // Instalments after the first fall due monthly.
    const at = index === 0 ? attempt(seed.declinedAttempts) : new Date(placedAt.getTime() + index * 30 * DAY_MS);
    return {
      orderId: order.id,
      amount,
      status: 'succeeded' as const,
      provider: 'test' as const,
      providerIdempotencyKey: `demo-${order.id}-paid-${index}`,
      cardBrand: 'visa',
      cardLast4: '4242',
      createdAt: at,
      updatedAt: at,
    };
  });
  const rows = [...declined, ...succeeded];
  if (rows.length > 0) await tx.insert(payments).values(rows);
  if (succeeded.length > 0) {
    await tx
      .update(orders)
      .set({
        amountPaid: amounts.reduce((sum, amount) => sum + amount, 0),
        paidAt: succeeded[0]!.createdAt,
        reservedUntil: null,
      })
      .where(eq(orders.id, order.id));
  } else if (seed.path.at(-1) !== 'CANCELED') {
    // Unpaid for longer than the reservation: the expiry gave its units and slot back.
    await releaseOrderHolds(tx, order);
    await tx
      .update(orders)
      .set({ reservedUntil: null, reservationReleasedAt: reservationEnd(placedAt) })
      .where(eq(orders.id, order.id));
  }
}

function successfulAmounts(seed: DemoOrderSeed, order: OrderRecord): number[] {
  if (seed.paid === 'nothing') return [];
  const plan = order.paymentPlan;
  if (seed.paid === 'in full') return [plan ? plan.totalCost : order.total];
  if (!plan) throw new Error('Instalments need a payment plan');
  return Array.from({ length: seed.paid.instalments }, () => plan.monthlyAmount);
}

/** The statuses after RECEIVED, through the one state machine, most a day apart. */
async function walkStatuses(tx: Db, seed: DemoOrderSeed, orderId: number, placedAt: Date) {
  for (const [index, to] of seed.path.entries()) {
    const at = new Date(placedAt.getTime() + (index === 0 ? 0.1 : index * 20) * HOUR_MS);
    await changeOrderStatus(
      tx,
      { orderId, to, actor: actorOf(to), note: seed.note ?? null, notifyCustomer: false },
      { now: at, brandName: '', publicOrigin: '' },
    );
  }
}

function actorOf(status: OrderStatus) {
  return status === 'PAYMENT_SENT' || status === 'PAYMENT_FAILED' ? ('payment' as const) : ('operator' as const);
}

interface SeedDelivery {
  date: string;
  timeWindow: string;
  centreId: number | null;
  location: string | null;
}

/** A weekday `inDays` from today (the next one when it falls on a weekend), in the first window. */
function deliveryOf(context: SeedContext, seed: DemoOrderSeed): SeedDelivery {
  let date = addDays(swissIsoToday(context.now), seed.delivery.inDays);
  while (isoWeekday(date) > 5) date = addDays(date, 1);
  if (seed.delivery.method === 'courier') {
    return {
      date,
      timeWindow: COURIER_TIME_WINDOWS[0],
      centreId: null,
      location: courierZoneOf(context.customer.zipCode),
    };
  }
  const centre = context.centres.get(seed.delivery.centreSlug);
  if (!centre) throw new Error(`Seed refers to an unknown centre: ${seed.delivery.centreSlug}`);
  const hours = centre.workHours.find((day) => day.weekday === isoWeekday(date)) ?? centre.workHours[0]!;
  return {
    date,
    timeWindow: pickUpSlotsBetween(hours.opens, hours.closes)[0]!,
    centreId: centre.id,
    location: String(centre.id),
  };
}

/** A place in the window or slot, as the checkout takes one (released again by cancelling or expiry). */
async function bookPlace(context: SeedContext, seed: DemoOrderSeed, delivery: SeedDelivery): Promise<number | null> {
  if (delivery.location === null) return null;
  const method = seed.delivery.method;
  const id = await createDeliveryRepository(context.tx).takePlace(
    { kind: method, location: delivery.location, date: delivery.date, timeWindow: delivery.timeWindow },
    method === 'courier' ? COURIER_WINDOW_CAPACITY : PICK_UP_SLOT_CAPACITY,
  );
  return id ?? null;
}

function contactsOf(customer: DemoCustomerSeed): OrderContactsRecord {
  const { orders: _orders, password: _password, language: _language, ...contacts } = customer;
  return contacts;
}

function requireId(ids: Map<string, number>, slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Seed refers to an unknown product: ${slug}`);
  return id;
}
