import { customerEmailKey } from '@beast/domain/accounts/customer-email';
import { addDays, isoWeekday, pickUpSlotsBetween, swissIsoToday } from '@beast/domain/checkout/checkout-rules';
import { courierWindowsOnWeekday, courierZoneOf } from '@beast/domain/checkout/delivery-offer';
import type { OrderStatus } from '@beast/domain/orders/order-status';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { products } from '../../db/schema/catalog';
import { type OrderContactsRecord, orders, payments, pickUpCenters } from '../../db/schema/orders';
import { hashPassword } from '../auth/passwords';
import { type CourierZoneRow, createDeliveryRepository } from '../delivery/delivery.repository';
import { releaseOrderHolds } from '../orders/order-holds';
import { createOrderLifecycleRepository } from '../orders/order-lifecycle.repository';
import { pricedOrderColumns, priceOrder } from '../orders/order-pricing';
import { assignEditionUnits, reservationEnd, takeEditionStock } from '../orders/order-reservation';
import { changeOrderStatus } from '../orders/order-status.service';
import { createOrdersRepository } from '../orders/orders.repository';
import { insertOrderLines } from '../orders/orders.service';
import type { DemoCustomerSeed, DemoOrderSeed } from './demo-customer.schema';

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
  /** The courier zone of the customer's ZIP code, null when it is non-standard. */
  zone: CourierZoneRow | null;
}

/**
 * Writes the demo customer into a demo database that has the catalogue and the centres (the content import
 * of a demo folder, demo mode only): one transaction, and only when the account does not exist yet. The
 * test database is imported without it, so that tests get a database without anyone's orders.
 */
export async function seedDemoCustomer(
  db: Db,
  customer: DemoCustomerSeed,
  now = new Date(),
): Promise<{ seeded: boolean }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(731001)`);
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${customer.email})`);
    if (existing) return { seeded: false };
    await insertDemoCustomer(tx, now, customer);
    return { seeded: true };
  });
}

/**
 * Writes the demo customer and their orders (after the catalogue and the centres). Each order is priced by
 * the checkout's pricing, holds its edition units like a real order, is paid as the seed says and then
 * walks its statuses through the state machine, so history, vehicles and released units are what the shop
 * itself would have written. No email is queued.
 */
export async function insertDemoCustomer(tx: Db, now: Date, customer: DemoCustomerSeed) {
  const userId = await insertUser(tx, customer, new Date(now.getTime() - 90 * DAY_MS));
  const slugs = customer.orders.flatMap((order) => order.lines.map((line) => line.slug));
  const productRows = await tx
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.slug, slugs));
  const centres = await tx.select().from(pickUpCenters);
  const zones = await createDeliveryRepository(tx).listActiveZones();
  const context: SeedContext = {
    tx,
    now,
    customer,
    userId,
    productIds: new Map(productRows.map((row) => [row.slug, row.id])),
    centres: new Map(centres.map((centre) => [centre.slug, centre])),
    zone: courierZoneOf(customer.zipCode, zones),
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
      specialOfferId: null,
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
    isStandardZip: context.zone !== null,
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
  date: string | null;
  timeWindow: string | null;
  centreId: number | null;
  /** Where the place is booked, with the places its window or slot has; null when nothing is booked. */
  place: { location: string; capacity: number } | null;
}

/** A day `inDays` from today (the next one the zone's couriers or the centre work), in its first window or slot. */
function deliveryOf(context: SeedContext, seed: DemoOrderSeed): SeedDelivery {
  const day = addDays(swissIsoToday(context.now), seed.delivery.inDays);
  if (seed.delivery.method === 'courier') {
    const zone = context.zone;
    // spec §4: a non-standard ZIP books no window; a sales manager calls.
    if (zone === null) return { date: null, timeWindow: null, centreId: null, place: null };
    const date = nextDayWith(day, (weekday) => courierWindowsOnWeekday(zone, weekday).length > 0);
    const [window] = courierWindowsOnWeekday(zone, isoWeekday(date));
    return {
      date,
      timeWindow: window!.id,
      centreId: null,
      place: { location: zone.slug, capacity: window!.capacity },
    };
  }
  const centre = context.centres.get(seed.delivery.centreSlug);
  if (!centre) throw new Error(`Seed refers to an unknown centre: ${seed.delivery.centreSlug}`);
  const date = nextDayWith(day, (weekday) => centre.workHours.some((hours) => hours.weekday === weekday));
  const hours = centre.workHours.find((opening) => opening.weekday === isoWeekday(date))!;
  return {
    date,
    timeWindow: pickUpSlotsBetween(hours.opens, hours.closes, centre.pickUpSlotMinutes)[0]!,
    centreId: centre.id,
    place: { location: String(centre.id), capacity: centre.pickUpSlotCapacity },
  };
}

/** The day itself or one of the six after it whose weekday qualifies (the day itself when none does). */
function nextDayWith(day: string, qualifies: (weekday: number) => boolean): string {
  for (let offset = 0; offset < 7; offset += 1) {
    if (qualifies(isoWeekday(addDays(day, offset)))) return addDays(day, offset);
  }
  return day;
}

/** A place in the window or slot, as the checkout takes one (released again by cancelling or expiry). */
async function bookPlace(context: SeedContext, seed: DemoOrderSeed, delivery: SeedDelivery): Promise<number | null> {
  if (delivery.place === null || delivery.date === null || delivery.timeWindow === null) return null;
  const id = await createDeliveryRepository(context.tx).takePlace(
    {
      kind: seed.delivery.method,
      location: delivery.place.location,
      date: delivery.date,
      timeWindow: delivery.timeWindow,
    },
    delivery.place.capacity,
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
