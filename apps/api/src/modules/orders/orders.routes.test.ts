import { randomUUID } from 'node:crypto';
import {
  ACCESSORY_DELIVERY_FEE_CENTIMES,
  addMonths,
  RESERVATION_MINUTES,
  swissIsoToday,
} from '@beast/domain/checkout/checkout-rules';
import { instalmentPlan } from '@beast/domain/checkout/instalments';
import { de } from '@beast/domain/i18n/messages/de';
import { formatMoney } from '@beast/domain/money/money';
import { includedVat } from '@beast/domain/money/vat';
import type { OrderQuote, PayResult } from '@beast/domain/orders/orders-api.schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { cartLines, couponRedemptions } from '../../db/schema/cart';
import { products } from '../../db/schema/catalog';
import { editionUnits, idempotencyKeys, orderStatusHistory, orders, payments } from '../../db/schema/orders';
import { translate } from '../../i18n/translate';
import { post, signedIn } from '../../test/accounts';
import { createBike, createProduct, createService, type TestProduct } from '../../test/catalog';
import { cardToken, contacts, guestHeaders, nextDay, orderBody, pay, placed, placeOrder } from '../../test/checkout';
import { centreIdOf } from '../../test/delivery';
import { insertCoupon, insertRedemptions, setProductColumns } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

const nowMs = Date.now();
const clock = () => new Date(nowMs);

let harness: TestApp;
/** The tests' own products: their prices, fees and editions are stated here, not read from the demo catalogue. */
let shop: Record<'bike' | 'xplorer' | 'circular' | 'helmet' | 'lock' | 'firstService' | 'cleaning', TestProduct>;
const chf = (amount: number) => ({ amount, currency: 'CHF' as const });
const line = (item: TestProduct, quantity = 1, extra: object = {}) => ({ productId: item.id, quantity, ...extra });
const quote = (body: object, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: 'POST', url: '/api/orders/quote', payload: body, headers });
const db = () => harness.database.db;

async function editionState(item: TestProduct) {
  const [row] = await db().select().from(products).where(eq(products.id, item.id));
  const units = await db()
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(editionUnits)
    .where(eq(editionUnits.productId, item.id));
  return { sold: row!.editionSold, size: row!.editionSize!, units: units[0]!.count };
}

/** Moves the edition so that exactly `left` units remain; units held by test orders stay. */
async function leaveUnits(item: TestProduct, left: number) {
  const { size } = await editionState(item);
  await setProductColumns(harness, item.id, { editionSold: size - left });
}

beforeAll(async () => {
  harness = await createTestApp({ clock });
  shop = {
    bike: await createBike(harness),
    xplorer: await createBike(harness, { type: 'xplorer_beast', page: 'order', editionSize: 100 }),
    circular: await createBike(harness, { type: 'circular_edition', page: 'order', editionSize: 220 }),
    helmet: await createProduct(harness, { price: 15_000 }),
    lock: await createProduct(harness, { price: 9_900, originalPrice: 11_900 }),
    firstService: await createService(harness),
    cleaning: await createService(harness, { price: 4_900 }),
  };
});
afterAll(() => harness.close());

describe('POST /orders/quote prices on the server', () => {
  it('prices a bike with its package fees, VAT included, free delivery', async () => {
    const bike = shop.bike;
    const response = await quote(orderBody({ lines: [line(shop.bike, 2)] }));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<OrderQuote>();
    // spec §4 line rule: first unit at price, the others at the original price.
    const lineTotal = bike.price + bike.originalPrice;
    expect(answer.lines[0]).toMatchObject({ id: 1, quantity: 2, lineTotal: chf(lineTotal), editionNumbers: [] });
    const kinds = answer.fees.map((fee) => fee.kind);
    expect(kinds).toEqual(['assembly', 'circulation', 'delivery', 'firstService', 'cleaning']);
    expect(answer.fees.every((fee) => fee.quantity === 2)).toBe(true);
    expect(answer.fees.find((fee) => fee.kind === 'delivery')?.total).toEqual(chf(0));
    const feesTotal = answer.fees.reduce((sum, fee) => sum + fee.total.amount, 0);
    expect(answer.feesTotal).toEqual(chf(feesTotal));
    expect(answer.total).toEqual(chf(lineTotal + feesTotal));
    expect(answer.vat).toEqual({ ratePermille: 81, amount: includedVat(chf(lineTotal + feesTotal)) });
    expect(answer.firstCharge).toEqual(answer.total);
    expect(answer.paymentPlan).toBeNull();
  });

  it('ignores prices, totals, currency, discounts and instalment amounts sent by the client', async () => {
    const honest = await quote(orderBody({ lines: [line(shop.helmet)], paymentPlanMonths: 12 }));
    const forged = await quote({
      ...orderBody({ lines: [line(shop.helmet, 1, { price: 1, originalPrice: 1, currency: 'EUR', discount: 999 })] }),
      paymentPlanMonths: 12,
      total: { amount: 1, currency: 'EUR' },
      subtotal: 1,
      currency: 'EUR',
      firstCharge: 1,
      monthlyAmount: 1,
      paymentPlan: { monthlyAmount: 1, totalCost: 1 },
    });
    expect(forged.statusCode, forged.body).toBe(200);
    expect(forged.json()).toEqual(honest.json());
    expect(forged.json<OrderQuote>().total.amount).toBeGreaterThan(100);
  });

  it('adds the accessory delivery fee once for accessories sent alone by courier, none for pick-up', async () => {
    const helmet = shop.helmet;
    const courier = (await quote(orderBody({ lines: [line(shop.helmet), line(shop.lock)] }))).json<OrderQuote>();
    expect(courier.fees).toEqual([
      { kind: 'accessoryDelivery', unitPrice: chf(ACCESSORY_DELIVERY_FEE_CENTIMES), quantity: 1, total: chf(990) },
    ]);
    expect(courier.total.amount).toBe(helmet.price + shop.lock.price + ACCESSORY_DELIVERY_FEE_CENTIMES);
    const withBike = (await quote(orderBody({ lines: [line(shop.helmet), line(shop.bike)] }))).json<OrderQuote>();
    expect(withBike.fees.some((fee) => fee.kind === 'accessoryDelivery')).toBe(false);
    const pickUp = await quote(orderBody({ lines: [line(shop.helmet)], delivery: await pickUpChoice() }));
    expect(pickUp.statusCode, pickUp.body).toBe(200);
    expect(pickUp.json<OrderQuote>().fees).toEqual([]);
  });

  it('computes the instalment plan and charges its first instalment', async () => {
    const answer = (await quote(orderBody({ lines: [line(shop.bike)], paymentPlanMonths: 12 }))).json<OrderQuote>();
    const plan = instalmentPlan(answer.total.amount, 12);
    expect(answer.paymentPlan).toMatchObject({ months: 12, monthlyAmount: chf(plan.monthlyAmount) });
    expect(answer.firstCharge).toEqual(chf(plan.monthlyAmount));
  });

  it('attaches a guest’s service to the bike named by its 1-based position, and refuses bad references', async () => {
    const ok = await quote(
      orderBody({ lines: [line(shop.bike), line(shop.firstService, 1, { attachTo: { vehicleId: 1 } })] }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<OrderQuote>().lines[1]!.attachedToLineId).toBe(1);
    for (const lines of [
      [line(shop.bike), line(shop.firstService, 1, { attachTo: { vehicleId: 3 } })],
      [line(shop.helmet), line(shop.firstService, 1, { attachTo: { vehicleId: 1 } })],
      [line(shop.bike), line(shop.helmet, 1, { attachTo: { vehicleId: 1 } })],
    ]) {
      const response = await quote(orderBody({ lines }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(response.json().error.fields)[0]).toMatch(/^lines\.1\.attachTo$/);
    }
  });

  it('refuses an empty cart, a withdrawn product, services by courier and more units than an edition has', async () => {
    const empty = await quote(orderBody({ lines: [] }));
    expect([empty.statusCode, empty.json().error.code]).toEqual([422, 'CART_EMPTY']);
    const servicesOnly = await quote(orderBody({ lines: [line(shop.cleaning)] }));
    expect([servicesOnly.statusCode, servicesOnly.json().error.code]).toEqual([422, 'DELIVERY_METHOD_UNAVAILABLE']);
    const servicesPickedUp = await quote(orderBody({ lines: [line(shop.cleaning)], delivery: await pickUpChoice() }));
    expect(servicesPickedUp.statusCode, servicesPickedUp.body).toBe(200);
    await setProductColumns(harness, shop.lock.id, { isActive: false });
    const withdrawn = await quote(orderBody({ lines: [line(shop.helmet), line(shop.lock)] }));
    await setProductColumns(harness, shop.lock.id, { isActive: true });
    expect([withdrawn.statusCode, withdrawn.json().error.code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    expect(withdrawn.json().error.fields).toHaveProperty(['lines.1.productId']);
    const before = await editionState(shop.circular);
    await leaveUnits(shop.circular, 2);
    const tooMany = await quote(orderBody({ lines: [line(shop.circular, 3)] }));
    await setProductColumns(harness, shop.circular.id, { editionSold: before.sold });
    expect([tooMany.statusCode, tooMany.json().error.code]).toEqual([409, 'OUT_OF_STOCK']);
  });

  it('checks coupons with the coupon rules and names the line', async () => {
    const coupon = await insertCoupon(harness, { percentOff: 10, validFrom: new Date(nowMs - 3600_000) });
    const helmet = shop.helmet;
    const ok = await quote(orderBody({ lines: [line(shop.lock), line(shop.helmet, 1, { couponName: coupon.code })] }));
    expect(ok.statusCode, ok.body).toBe(200);
    const discount = Math.round(helmet.price / 10);
    expect(ok.json<OrderQuote>().lines[1]).toMatchObject({ couponName: coupon.code, discount: chf(discount) });
    expect(ok.json<OrderQuote>().discountTotal).toEqual(chf(discount));

    const unknown = await quote(orderBody({ lines: [line(shop.helmet, 1, { couponName: 'NOPE-NOPE' })] }));
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'COUPON_NOT_FOUND']);
    expect(unknown.json().error.fields).toHaveProperty(['lines.0.couponName']);
    const expired = await insertCoupon(harness, {
      validFrom: new Date(nowMs - 48 * 3600_000),
      validUntil: new Date(nowMs - 3600_000),
    });
    const late = await quote(orderBody({ lines: [line(shop.helmet, 1, { couponName: expired.code })] }));
    expect([late.statusCode, late.json().error.code]).toEqual([422, 'COUPON_EXPIRED']);
    const capped = await insertCoupon(harness, { maxRedemptions: 1, validFrom: new Date(nowMs - 3600_000) });
    await insertRedemptions(harness, capped.id, 1);
    const usedUp = await quote(orderBody({ lines: [line(shop.helmet, 1, { couponName: capped.code })] }));
    expect([usedUp.statusCode, usedUp.json().error.code]).toEqual([422, 'COUPON_INVALID']);
  });

  it('counts a guest’s own limit by email', async () => {
    const coupon = await insertCoupon(harness, { perCustomerLimit: 1, validFrom: new Date(nowMs - 3600_000) });
    const email = `Repeat-${randomUUID().slice(0, 6)}@example.ch`;
    await insertRedemptions(harness, coupon.id, 1, { email: email.toLowerCase() });
    const body = orderBody({
      lines: [line(shop.helmet, 1, { couponName: coupon.code })],
      contacts: contacts({ email }),
    });
    const response = await quote(body);
    expect([response.statusCode, response.json().error.code]).toEqual([422, 'COUPON_INVALID']);
    const someoneElse = await quote({ ...body, contacts: contacts() });
    expect(someoneElse.statusCode, someoneElse.body).toBe(200);
  });

  it('counts a guest’s own limit by mailbox: plus tags, letter case and Gmail dots are one customer', async () => {
    const coupon = await insertCoupon(harness, { perCustomerLimit: 1, validFrom: new Date(nowMs - 3600_000) });
    const withCoupon = (email: string) =>
      orderBody({ lines: [line(shop.helmet, 1, { couponName: coupon.code })], contacts: contacts({ email }) });
    const id = randomUUID().slice(0, 6);
    await placed(harness, withCoupon(`anna.${id}@example.ch`));
    await placed(harness, withCoupon(`b.e.a.${id}@gmail.com`));
    for (const again of [
      `anna.${id}+1@example.ch`,
      `Anna.${id.toUpperCase()}@Example.ch`,
      `ANNA.${id}+coupon@example.ch`,
      `bea${id}@gmail.com`,
      `b.ea.${id}+x@googlemail.com`,
    ]) {
      const response = await quote(withCoupon(again));
      expect([again, response.statusCode, response.json().error?.code]).toEqual([again, 422, 'COUPON_INVALID']);
      const order = await placeOrder(harness, withCoupon(again));
      expect([again, order.statusCode]).toEqual([again, 422]);
    }
    // A different mailbox of the same domain.
    expect((await quote(withCoupon(`anna.${id}x@example.ch`))).statusCode).toBe(200);
  });

  it('requires deliveryTypeId to name the delivery method', async () => {
    const body = orderBody({ lines: [line(shop.helmet)] });
    const response = await quote({ ...body, contacts: { ...body.contacts, deliveryTypeId: 'pickup' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(['contacts.deliveryTypeId']);
  });
});

async function pickUpChoice() {
  return {
    method: 'pickup' as const,
    pickUpCenterId: await centreIdOf(db(), 'geneva'),
    date: nextDay(clock(), [2, 3, 4, 5]),
    timeSlot: '10:00-11:00',
  };
}

describe('POST /orders', () => {
  it('needs an Idempotency-Key, naming the header', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody({ lines: [line(shop.helmet)] }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(['idempotency-key']);
  });

  it('places a guest order: stored as priced, edition numbers, history, token hash, confirmation email', async () => {
    const body = orderBody({ lines: [line(shop.xplorer), line(shop.helmet)], comment: 'Ring twice' });
    const expected = (await quote(body)).json<OrderQuote>();
    const answer = await placed(harness, body);
    expect(answer.registration).toBe('skipped');
    expect(answer.guestToken).toMatch(/^[\w-]{43}$/);
    const { order } = answer;
    expect(order).toMatchObject({
      status: 'RECEIVED',
      statusColour: 'green',
      total: expected.total,
      fees: expected.fees,
      amountPaid: chf(0),
      amountDue: expected.total,
      comment: 'Ring twice',
    });
    expect(order.number).toMatch(/^BB-\d{2}-\d{6}$/);
    expect(order.lines[0]!.editionNumbers).toHaveLength(1);
    expect(order.lines[0]!.editionNumbers[0]).toMatch(/^\d{3}\/100$/);
    expect(new Date(order.reservedUntil!).getTime()).toBe(nowMs + RESERVATION_MINUTES * 60_000);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.guestTokenHash).toHaveLength(64);
    expect(row!.guestTokenHash).not.toContain(answer.guestToken);
    const history = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((entry) => entry.toStatus)).toEqual(['RECEIVED']);
    await harness.flushOutbox();
    const email = (await harness.outbox()).find((message) => message.to === body.contacts.email);
    expect(email?.subject).toContain(order.number);
    expect(email?.text).toContain(order.lines[0]!.editionNumbers[0]);
  });

  it('shows the lines’ pictures in the email as PNG renditions the shop answers and the mailbox allows', async () => {
    const body = orderBody({ lines: [line(shop.xplorer), line(shop.helmet)] });
    await placed(harness, body);
    await harness.flushOutbox();
    const email = (await harness.outbox()).find((message) => message.to === body.contacts.email)!;
    const pictures = [...email.html.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]!);
    expect(pictures).toHaveLength(2);
    const page = await harness.app.inject({ method: 'GET', url: `/dev/mailbox/${email.id}` });
    const imageSources = /img-src ([^;]+)/.exec(page.headers['content-security-policy'] as string)![1]!.split(' ');
    for (const picture of pictures) {
      expect(picture).toMatch(/^https?:\/\/[^/]+\/email-images\/.+\.png$/);
      expect(
        imageSources.some((source) => source.includes('/') && picture.startsWith(source)),
        picture,
      ).toBe(true);
      const image = await harness.app.inject({ method: 'GET', url: new URL(picture).pathname });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    }
  });

  it('shows the same lines and fees, with the same names and amounts, in the quote, the order and the email', async () => {
    const body = orderBody({ lines: [line(shop.bike, 2), line(shop.helmet)], delivery: await pickUpChoice() });
    const priced = (await quote(body)).json<OrderQuote>();
    const { order } = await placed(harness, body);
    const strip = (pricing: OrderQuote) => ({
      lines: pricing.lines.map(({ id: _id, editionNumbers: _numbers, attachedToLineId: _attached, ...rest }) => rest),
      fees: pricing.fees,
      subtotal: pricing.subtotal,
      total: pricing.total,
      vat: pricing.vat,
    });
    expect(strip(order)).toEqual(strip(priced));
    await harness.flushOutbox();
    const email = (await harness.outbox()).find((message) => message.to === body.contacts.email);
    const money = (value: { amount: number }) => formatMoney(value.amount, 'en');
    for (const orderLine of order.lines)
      expect(email?.text).toContain(`${orderLine.name}: ${money(orderLine.lineTotal)}`);
    for (const fee of order.fees) {
      const name = translate('en', `email.order.fee.${fee.kind}`);
      const amount = fee.total.amount === 0 ? translate('en', `email.order.free.${fee.kind}`) : money(fee.total);
      expect(email?.text).toContain(`${name}${fee.quantity > 1 ? ` × ${fee.quantity}` : ''}: ${amount}`);
    }
    expect(email?.text).toContain(money(order.total));
    expect(email?.text).toContain(money(order.vat.amount));
    expect(email?.text).toContain(order.delivery.pickUpCenter!.address);
  });

  it('answers in the request’s language and writes the email in it', async () => {
    const body = orderBody({ lines: [line(shop.helmet)] });
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/orders?lang=de',
      payload: body,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(response.statusCode, response.body).toBe(201);
    await harness.flushOutbox();
    const email = (await harness.outbox()).find((message) => message.to === body.contacts.email);
    expect(email?.subject).toContain('Bestellung');
  });

  it('orders a signed-in customer’s server cart, ignores `lines`, empties the cart', async () => {
    const customer = await signedIn(harness);
    const added = await post(harness, '/api/carts/', { productId: shop.lock.id, quantity: 2 }, customer.headers);
    expect(added.statusCode).toBe(201);
    const body = orderBody({ lines: [line(shop.bike)], contacts: contacts({ email: customer.email }) });
    const answer = await placed(harness, body, customer.headers);
    expect(answer).toMatchObject({ registration: 'signedIn', guestToken: null });
    expect(answer.order.lines.map((orderLine) => [orderLine.slug, orderLine.quantity])).toEqual([[shop.lock.slug, 2]]);
    const [row] = await db().select().from(orders).where(eq(orders.id, answer.order.id));
    expect(row!.userId).toBe(customer.id);
    expect(await db().select().from(cartLines).where(eq(cartLines.userId, customer.id))).toEqual([]);
    const again = await placeOrder(harness, body, customer.headers);
    expect([again.statusCode, again.json().error.code]).toEqual([422, 'CART_EMPTY']);
  });

  it('creates an account for a guest who asks for one, with a confirmation email', async () => {
    const body = orderBody({ lines: [line(shop.helmet)], contacts: contacts({ registerUser: true }) });
    const answer = await placed(harness, body);
    expect(answer.registration).toBe('created');
    const [user] = await db().select().from(users).where(eq(users.email, body.contacts.email));
    expect(user).toMatchObject({
      firstName: 'Anna',
      city: 'Lausanne',
      phoneNumber: '791234567',
      emailConfirmedAt: null,
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const [row] = await db().select().from(orders).where(eq(orders.id, answer.order.id));
    expect(row!.userId).toBe(user!.id);
    await harness.flushOutbox();
    const mails = (await harness.outbox()).filter((message) => message.to === body.contacts.email);
    expect(mails.map((message) => message.subject).some((subject) => /confirm/i.test(subject))).toBe(true);
    // The account signs in with an emailed code.
    const code = await post(harness, '/api/auth/code', { email: body.contacts.email, purpose: 'login' });
    expect(code.statusCode, code.body).toBe(200);
  });

  it('redeems a coupon once per order', async () => {
    const coupon = await insertCoupon(harness, { validFrom: new Date(nowMs - 3600_000) });
    const body = orderBody({
      lines: [line(shop.helmet, 1, { couponName: coupon.code }), line(shop.lock, 1, { couponName: coupon.code })],
    });
    const answer = await placed(harness, body);
    expect(answer.order.discountTotal.amount).toBeGreaterThan(0);
    const redemptions = await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id));
    expect(redemptions).toMatchObject([{ orderId: answer.order.id, email: body.contacts.email }]);
  });

  it('gives a coupon capped at 1 to one of two orders sent at once', async () => {
    const coupon = await insertCoupon(harness, { maxRedemptions: 1, validFrom: new Date(nowMs - 3600_000) });
    const responses = await Promise.all(
      [1, 2].map(() => placeOrder(harness, orderBody({ lines: [line(shop.helmet, 1, { couponName: coupon.code })] }))),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    expect(responses.find((response) => response.statusCode === 422)!.json().error.code).toBe('COUPON_INVALID');
    const redemptions = await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id));
    expect(redemptions).toHaveLength(1);
  });

  it('replays the same Idempotency-Key sent ten times at once: one order, identical answers', async () => {
    const key = randomUUID();
    const body = orderBody({ lines: [line(shop.helmet)] });
    const responses = await Promise.all(Array.from({ length: 10 }, () => placeOrder(harness, body, {}, key)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    const rows = await db().select().from(orders).where(eq(orders.email, body.contacts.email));
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key with another body (422 IDEMPOTENCY_KEY_REUSED)', async () => {
    const key = randomUUID();
    const body = orderBody({ lines: [line(shop.helmet)] });
    expect((await placeOrder(harness, body, {}, key)).statusCode).toBe(201);
    const other = await placeOrder(harness, { ...body, lines: [line(shop.lock)] }, {}, key);
    expect([other.statusCode, other.json().error.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
  });

  it('lets the key be used again after a refused order (nothing was saved)', async () => {
    const key = randomUUID();
    const body = orderBody({ lines: [line(shop.cleaning)] });
    expect((await placeOrder(harness, body, {}, key)).statusCode).toBe(422);
    const keys = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(keys).toEqual([]);
  });

  it('books a pick-up slot and shows the centre', async () => {
    const delivery = await pickUpChoice();
    const body = orderBody({ lines: [line(shop.helmet)], delivery });
    const { order } = await placed(harness, body);
    expect(order.delivery).toMatchObject({ method: 'pickup', date: delivery.date, timeWindow: '10:00-11:00' });
    expect(order.delivery.pickUpCenter?.name).toMatch(/Geneva/);
  });

  it('answers a sold-out edition with 409 OUT_OF_STOCK in the request’s language', async () => {
    const before = await editionState(shop.circular);
    await leaveUnits(shop.circular, 0);
    const response = await placeOrder(harness, orderBody({ lines: [line(shop.circular)] }), {
      'accept-language': 'de',
    });
    await setProductColumns(harness, shop.circular.id, { editionSold: before.sold });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'OUT_OF_STOCK', message: de['errors.OUT_OF_STOCK'] });
  });
});

describe('POST /orders/{id}/pay', () => {
  it('pays a guest order with its token: amount charged == total, PAYMENT_SENT, reservation ended', async () => {
    const answer = await placed(harness, orderBody({ lines: [line(shop.xplorer)] }));
    const response = await pay(harness, answer.order.id, { headers: guestHeaders(answer) });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<PayResult>();
    expect(result).toMatchObject({ outcome: 'succeeded', clientSecret: null });
    expect(result.order).toMatchObject({ status: 'PAYMENT_SENT', amountPaid: answer.order.total, amountDue: chf(0) });
    expect(result.order.reservedUntil).toBeNull();
    expect(result.order.payments).toMatchObject([
      { status: 'succeeded', amount: answer.order.total, cardBrand: 'visa', cardLast4: '4242' },
    ]);
    const again = await pay(harness, answer.order.id, { headers: guestHeaders(answer) });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'ORDER_ALREADY_PAID']);
  });

  it('answers 404 to anyone but the owner or the token holder', async () => {
    const mine = await placed(harness, orderBody({ lines: [line(shop.helmet)] }));
    const other = await placed(harness, orderBody({ lines: [line(shop.helmet)] }));
    const stranger = await signedIn(harness);
    for (const headers of [{}, guestHeaders(other), stranger.headers, { 'x-order-token': 'forged' }]) {
      const response = await pay(harness, mine.order.id, { headers });
      expect([response.statusCode, response.json().error.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    }
    const read = await harness.app.inject({
      method: 'GET',
      url: `/api/orders/${mine.order.id}`,
      headers: stranger.headers,
    });
    expect(read.statusCode).toBe(404);
  });

  it('keeps a declined order as PAYMENT_FAILED with units released, then a retry re-reserves and succeeds', async () => {
    const answer = await placed(harness, orderBody({ lines: [line(shop.xplorer)] }));
    const held = await editionState(shop.xplorer);
    const declined = await pay(harness, answer.order.id, {
      headers: guestHeaders(answer),
      token: cardToken('declined'),
    });
    expect([declined.statusCode, declined.json().error.code]).toEqual([402, 'PAYMENT_REFUSED']);
    const [failed] = await db().select().from(orders).where(eq(orders.id, answer.order.id));
    expect(failed).toMatchObject({ status: 'PAYMENT_FAILED', reservedUntil: null });
    expect(failed!.reservationReleasedAt).not.toBeNull();
    expect(await editionState(shop.xplorer)).toMatchObject({ sold: held.sold - 1, units: held.units - 1 });

    const retry = await pay(harness, answer.order.id, { headers: guestHeaders(answer) });
    expect(retry.statusCode, retry.body).toBe(200);
    const order = retry.json<PayResult>().order;
    expect(order.status).toBe('PAYMENT_SENT');
    expect(order.lines[0]!.editionNumbers).toHaveLength(1);
    expect(await editionState(shop.xplorer)).toMatchObject({ sold: held.sold, units: held.units });
    const rows = await db().select().from(payments).where(eq(payments.orderId, answer.order.id));
    expect(rows.map((row) => [row.status, row.amount])).toEqual([
      ['failed', answer.order.total.amount],
      ['succeeded', answer.order.total.amount],
    ]);
  });

  it('replays a declined attempt’s answer for the same key', async () => {
    const answer = await placed(harness, orderBody({ lines: [line(shop.helmet)] }));
    const key = randomUUID();
    const token = cardToken('declined');
    const first = await pay(harness, answer.order.id, { headers: guestHeaders(answer), token, key });
    const second = await pay(harness, answer.order.id, { headers: guestHeaders(answer), token, key });
    expect(first.statusCode).toBe(402);
    expect(second.body).toBe(first.body);
    expect(await db().select().from(payments).where(eq(payments.orderId, answer.order.id))).toHaveLength(1);
  });

  it('charges once when two payments are sent at once', async () => {
    const answer = await placed(harness, orderBody({ lines: [line(shop.helmet)] }));
    const responses = await Promise.all(
      [1, 2].map(() => pay(harness, answer.order.id, { headers: guestHeaders(answer) })),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect(codes[1]).toBe(409);
    const rows = await db().select().from(payments).where(eq(payments.orderId, answer.order.id));
    expect(rows.filter((row) => row.status === 'succeeded')).toHaveLength(1);
  });

  it('charges exactly the first instalment, then the next one from the account', async () => {
    const customer = await signedIn(harness);
    await post(harness, '/api/carts/', { productId: shop.bike.id, quantity: 1 }, customer.headers);
    const body = orderBody({ paymentPlanMonths: 12, contacts: contacts({ email: customer.email }) });
    const { order } = await placed(harness, body, customer.headers);
    const plan = instalmentPlan(order.total.amount, 12);
    const first = await pay(harness, order.id, { headers: customer.headers });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<PayResult>().order).toMatchObject({
      status: 'PAYMENT_SENT',
      amountPaid: chf(plan.monthlyAmount),
      amountDue: chf(plan.monthlyAmount),
      nextDueDate: addMonths(swissIsoToday(new Date(order.createdAt)), 1),
    });
    expect(order.nextDueDate).toBeNull();
    const second = await pay(harness, order.id, { headers: customer.headers });
    expect(second.json<PayResult>().order).toMatchObject({
      status: 'PAYMENT_SENT',
      amountPaid: chf(2 * plan.monthlyAmount),
      nextDueDate: addMonths(swissIsoToday(new Date(order.createdAt)), 2),
    });
  });

  it('refuses a cancelled order (409 ORDER_NOT_PAYABLE)', async () => {
    const answer = await placed(harness, orderBody({ lines: [line(shop.helmet)] }));
    await db().update(orders).set({ status: 'CANCELED' }).where(eq(orders.id, answer.order.id));
    const response = await pay(harness, answer.order.id, { headers: guestHeaders(answer) });
    expect([response.statusCode, response.json().error.code]).toEqual([409, 'ORDER_NOT_PAYABLE']);
  });

  it('needs an Idempotency-Key', async () => {
    const answer = await placed(harness, orderBody({ lines: [line(shop.helmet)] }));
    const response = await harness.app.inject({
      method: 'POST',
      url: `/api/orders/${answer.order.id}/pay`,
      payload: { paymentToken: cardToken() },
      headers: guestHeaders(answer),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(['idempotency-key']);
  });
});

describe('POST /vehicles/{id}/pay', () => {
  it('answers 404 VEHICLE_NOT_FOUND for someone else’s or an unknown vehicle', async () => {
    const customer = await signedIn(harness);
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/vehicles/999999/pay',
      payload: { paymentToken: cardToken() },
      headers: { ...customer.headers, 'idempotency-key': randomUUID() },
    });
    expect([response.statusCode, response.json().error.code]).toEqual([404, 'VEHICLE_NOT_FOUND']);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ clock, config: { rateLimit: { windowMs: 60_000, perIp: 100, perAccount: 3 } } });
  });
  afterAll(() => limited.close());

  it('stops card testing on one order at the per-order limit, with Retry-After', async () => {
    const accessory = await createProduct(limited);
    const order = await placed(limited, orderBody({ lines: [{ productId: accessory.id, quantity: 1 }] }));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await pay(limited, order.order.id, {
        headers: guestHeaders(order),
        token: cardToken('declined'),
      });
      expect(refused.statusCode).toBe(402);
    }
    const blocked = await pay(limited, order.order.id, { headers: guestHeaders(order) });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits placing orders and quotes per address', async () => {
    const strict = await createTestApp({
      clock,
      config: { rateLimit: { windowMs: 60_000, perIp: 2, perAccount: 100 } },
    });
    try {
      const accessory = await createProduct(strict);
      const body = orderBody({ lines: [{ productId: accessory.id, quantity: 1 }] });
      for (let attempt = 0; attempt < 2; attempt += 1) expect((await placeOrder(strict, body)).statusCode).toBe(201);
      expect((await placeOrder(strict, body)).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the checkout routes with their Idempotency-Key header', async () => {
    const document = (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const headerOf = (path: string) =>
      document.paths[path].post.parameters.find((parameter: { in: string; name: string }) => parameter.in === 'header');
    expect(document.paths['/api/orders/quote'].post.requestBody).toBeDefined();
    for (const path of ['/api/orders', '/api/orders/{id}/pay', '/api/vehicles/{id}/pay']) {
      expect(headerOf(path), path).toMatchObject({ name: 'idempotency-key', required: true });
    }
  });
});
