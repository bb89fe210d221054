import type { Cart } from '@beast/domain/cart/cart-api.schema';
import { feeLines, feesPerUnit } from '@beast/domain/cart/price-to-pay.rules';
import { VEHICLE_TYPES } from '@beast/domain/catalog/vehicle-types';
import { CART_LINE_MAX_QUANTITY } from '@beast/domain/constants/business';
import { de } from '@beast/domain/i18n/messages/de';
import { includedVat } from '@beast/domain/money/vat';
import type { OrderQuote } from '@beast/domain/orders/orders-api.schema';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines } from '../../db/schema/cart';
import { bearer, signedIn } from '../../test/accounts';
import { createProduct, type TestProduct } from '../../test/catalog';
import { orderBody } from '../../test/checkout';
import { insertCoupon, insertRedemptions } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Test time: starts now and only moves when a test moves it. */
let nowMs = Date.now();
const clock = () => new Date(nowMs);

let harness: TestApp;

/** The tests' own products: their prices are stated here, not read from the demo catalogue. */
let shop: Record<
  'classy' | 'mighty' | 'cargo' | 'lock' | 'helmet' | 'mirror' | 'firstService' | 'cleaning',
  TestProduct
>;
/** The tests' own coupons: CHF 200 off a bike, 10 % off accessories and services, one that has ended. */
let coupons: Record<'bikes' | 'goods' | 'ended', { id: number; code: string }>;
const BIKE_FEES = [
  { kind: 'assembly', price: 9_900 },
  { kind: 'delivery', price: 4_900 },
] as const;

type Headers = Record<string, string>;
const getCart = (headers: Headers, query = '') =>
  harness.app.inject({ method: 'GET', url: `/api/carts${query}`, headers });
const addLine = (headers: Headers, payload: object, url = '/api/carts/') =>
  harness.app.inject({ method: 'POST', url, payload, headers });
const updateLine = (headers: Headers, id: number | string, payload: object, query = '') =>
  harness.app.inject({ method: 'PUT', url: `/api/carts/${id}${query}`, payload, headers });
const deleteLine = (headers: Headers, id: number | string) =>
  harness.app.inject({ method: 'DELETE', url: `/api/carts/${id}`, headers });

/** Adds a line and answers the cart, failing the test on anything but 201. */
async function added(headers: Headers, payload: object): Promise<Cart> {
  const response = await addLine(headers, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Cart>();
}

const lineOf = (cart: Cart, productId: number) => cart.items.find((item) => item.vehicle.id === productId);
const chf = (amount: number) => ({ amount, currency: 'CHF' });

beforeAll(async () => {
  harness = await createTestApp({ clock });
  const bike = (type: TestProduct['type'], price: number, originalPrice: number) =>
    createProduct(harness, { type, price, originalPrice, packageFees: [...BIKE_FEES] });
  shop = {
    classy: await bike('classy_beast', 399_900, 429_900),
    mighty: await bike('mighty_beast', 549_900, 549_900),
    cargo: await bike('cargo_beast', 649_900, 649_900),
    lock: await createProduct(harness, { price: 9_900, originalPrice: 11_900 }),
    helmet: await createProduct(harness, { price: 15_000 }),
    mirror: await createProduct(harness, { price: 3_900, isPublished: false }),
    firstService: await createProduct(harness, { type: 'service', price: 17_500 }),
    cleaning: await createProduct(harness, { type: 'service', price: 4_900 }),
  };
  const DAY = 24 * 60 * 60 * 1000;
  coupons = {
    bikes: await insertCoupon(harness, {
      amountOff: 20_000,
      percentOff: null,
      scope: 'product_types',
      scopeProductTypes: [...VEHICLE_TYPES],
      perCustomerLimit: 1,
    }),
    goods: await insertCoupon(harness, {
      percentOff: 10,
      scope: 'product_types',
      scopeProductTypes: ['accessory', 'service'],
      perCustomerLimit: 1,
    }),
    ended: await insertCoupon(harness, {
      percentOff: 25,
      validFrom: new Date(nowMs - 120 * DAY),
      validUntil: new Date(nowMs - 90 * DAY),
    }),
  };
});
afterAll(() => harness.close());

describe('the cart needs the bearer access token', () => {
  it.each([
    ['GET', '/api/carts'],
    ['POST', '/api/carts/'],
    ['PUT', '/api/carts/1'],
    ['DELETE', '/api/carts/1'],
  ] as const)('%s %s without a token answers 401 UNAUTHORIZED', async (method, url) => {
    const response = await harness.app.inject({ method, url, payload: method === 'PUT' ? { quantity: 1 } : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('refuses a tampered token and a token signed with another key', async () => {
    const { headers } = await signedIn(harness);
    const token = headers.authorization.slice('Bearer '.length);
    const [head, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const otherUser = Buffer.from(JSON.stringify({ ...claims, sub: String(Number(claims.sub) + 1) })).toString(
      'base64url',
    );
    const forged = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-of-at-least-32-characters!!'));
    for (const bad of [`${head}.${otherUser}.${signature}`, `${token.slice(0, -2)}xx`, forged, 'not-a-jwt']) {
      const response = await getCart(bearer(bad));
      expect(response.statusCode, bad).toBe(401);
    }
    expect((await getCart(headers)).statusCode).toBe(200);
  });
});

describe('GET /api/carts', () => {
  it('answers an empty cart with zero totals', async () => {
    const { headers } = await signedIn(harness);
    const response = await getCart(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [],
      count: 0,
      totalPrice: chf(0),
      goodsTotal: chf(0),
      discountTotal: chf(0),
      fees: [],
      feesTotal: chf(0),
      vat: { ratePermille: 81, amount: chf(0) },
    });
  });
});

describe('POST /api/carts/ (spec §7 add line)', () => {
  it('adds a line priced by the server with the spec §4 line rule and the VAT included', async () => {
    const { headers } = await signedIn(harness);
    const { classy } = shop;
    const response = await addLine(headers, { productId: classy.id, quantity: 2 });
    expect(response.statusCode).toBe(201);
    const cart = response.json<Cart>();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      cartItemId: expect.any(Number),
      quantity: 2,
      type: 'classy_beast',
      attachTo: null,
      attachedServiceQuantity: 0,
      configuratorOptions: null,
      couponName: null,
      couponDiscount: null,
      // 429900 × (2 − 1) + 399900
      lineTotal: chf(829800),
      vehicle: { id: classy.id, price: 399900, originalPrice: 429900, currency: 'CHF' },
    });
    expect(cart).toMatchObject({ count: 1, goodsTotal: chf(829800), discountTotal: chf(0) });
    expect(cart.vat).toEqual({ ratePermille: 81, amount: includedVat(cart.totalPrice) });
    expect((await getCart(headers)).json()).toEqual(cart);
  });

  it('ignores prices, totals, discounts and currencies sent by the client', async () => {
    const { headers } = await signedIn(harness);
    const { lock } = shop;
    const cart = await added(headers, {
      productId: lock.id,
      quantity: 3,
      price: 1,
      originalPrice: 1,
      currency: 'EUR',
      total: 1,
      totalPrice: { amount: 1, currency: 'EUR' },
      lineTotal: 1,
      couponDiscount: 99_999,
      couponName: 'FREE',
      vehicle: { ...lock, price: 1, originalPrice: 1 },
    });
    // 11900 × 2 + 9900
    expect(cart.items[0]).toMatchObject({ lineTotal: chf(33700), couponName: null, couponDiscount: null });
    expect(cart.items[0]?.vehicle).toMatchObject({ price: 9900, originalPrice: 11900, currency: 'CHF' });
    // 33700 × 81 / 1081 = 2525.2…
    expect(cart).toMatchObject({ totalPrice: chf(33700), vat: { ratePermille: 81, amount: chf(2525) } });
    const updated = await updateLine(headers, cart.items[0]!.cartItemId, { quantity: 1, price: 1, lineTotal: 1 });
    expect(updated.json<Cart>().totalPrice).toEqual(chf(9900));
  });

  it('answers at /api/carts without the trailing slash too, and starts at quantity 1', async () => {
    const { headers } = await signedIn(harness);
    const response = await addLine(headers, { productId: shop.helmet.id }, '/api/carts');
    expect(response.statusCode).toBe(201);
    expect(response.json<Cart>().items[0]).toMatchObject({ quantity: 1, lineTotal: chf(15000) });
  });

  it.each([
    ['negative', -1],
    ['zero', 0],
    ['fractional', 1.5],
    ['over the line maximum', CART_LINE_MAX_QUANTITY + 1],
    ['huge', 1e12],
    ['a string', '2'],
    ['null', null],
  ])('refuses a %s quantity with 400 naming quantity', async (_, quantity) => {
    const { headers } = await signedIn(harness);
    const response = await addLine(headers, { productId: shop.helmet.id, quantity });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.fields).toHaveProperty('quantity');
    expect((await getCart(headers)).json<Cart>().count).toBe(0);
  });

  it('answers 404 PRODUCT_NOT_FOUND for an unknown or withdrawn product', async () => {
    const { headers } = await signedIn(harness);
    const unknown = await addLine(headers, { productId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('PRODUCT_NOT_FOUND');
    const withdrawn = await addLine(headers, { productId: shop.mirror.id });
    expect(withdrawn.statusCode).toBe(404);
    expect(withdrawn.json().error.code).toBe('PRODUCT_NOT_FOUND');
  });

  it('translates its errors into the request language', async () => {
    const { headers } = await signedIn(harness);
    const response = await addLine(headers, { productId: 999_999 }, '/api/carts/?lang=de');
    expect(response.json().error.message).toBe(de['errors.PRODUCT_NOT_FOUND']);
  });
});

describe('the price to pay: the fees every bike unit carries (Price Indication Ordinance)', () => {
  it('shows the fees per bike line and in the total, and the total is what the quote charges', async () => {
    const { headers } = await signedIn(harness);
    const { mighty, helmet } = shop;
    expect(feesPerUnit(mighty)).toBe(14_800);
    await added(headers, { productId: mighty.id, quantity: 2 });
    const cart = await added(headers, { productId: helmet.id });
    expect(lineOf(cart, mighty.id)?.fees).toEqual(feeLines(mighty, 2));
    expect(lineOf(cart, helmet.id)?.fees).toEqual([]);
    expect(cart.fees).toEqual(feeLines(mighty, 2));
    expect(cart.feesTotal).toEqual(chf(2 * feesPerUnit(mighty)));
    expect(cart.totalPrice).toEqual(chf(cart.goodsTotal.amount + cart.feesTotal.amount));
    expect(cart.vat.amount).toEqual(includedVat(cart.totalPrice));

    const quote = await harness.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      headers,
      // Bikes travel free by courier: the quote adds no delivery fee of its own.
      payload: orderBody(),
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const priced = quote.json<OrderQuote>();
    expect(priced.total).toEqual(cart.totalPrice);
    expect(priced.fees).toEqual(cart.fees);
    expect(priced.vat.amount).toEqual(cart.vat.amount);
  });
});

describe('merging lines', () => {
  it('adds the quantity to the line of the same product, options and attachment', async () => {
    const { headers } = await signedIn(harness);
    const { mighty } = shop;
    await added(headers, { productId: mighty.id, quantity: 3, configuratorOptions: { color: 'black', rims: 'red' } });
    const cart = await added(headers, {
      productId: mighty.id,
      quantity: 4,
      configuratorOptions: { rims: 'red', color: 'black' },
    });
    expect(cart.count).toBe(1);
    expect(cart.items[0]).toMatchObject({
      quantity: 7,
      configuratorOptions: { color: 'black', rims: 'red' },
      // 549900 × 7
      lineTotal: chf(3_849_300),
    });
    expect(cart.goodsTotal).toEqual(chf(3_849_300));
    expect(cart.vat.amount).toEqual(includedVat(cart.totalPrice));
  });

  it('keeps other options on a line of their own, and no options apart from some', async () => {
    const { headers } = await signedIn(harness);
    const { mighty } = shop;
    await added(headers, { productId: mighty.id, configuratorOptions: { color: 'black' } });
    await added(headers, { productId: mighty.id, configuratorOptions: { color: 'sand' } });
    await added(headers, { productId: mighty.id });
    const cart = await added(headers, { productId: mighty.id, configuratorOptions: {} });
    expect(cart.count).toBe(3);
    expect(cart.items.map((item) => item.quantity)).toEqual([1, 1, 2]);
  });

  it('refuses a merge past the line maximum with 400 naming quantity, and keeps the line', async () => {
    const { headers } = await signedIn(harness);
    const { helmet } = shop;
    await added(headers, { productId: helmet.id, quantity: 7 });
    const response = await addLine(headers, { productId: helmet.id, quantity: 4 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ quantity: expect.any(String) });
    expect((await getCart(headers)).json<Cart>().items[0]?.quantity).toBe(7);
    expect((await added(headers, { productId: helmet.id, quantity: 3 })).items[0]?.quantity).toBe(10);
  });

  it('ends 10 concurrent identical adds as one line with every unit', async () => {
    const { headers, id } = await signedIn(harness);
    const { helmet } = shop;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => addLine(headers, { productId: helmet.id, quantity: 1 })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    const cart = (await getCart(headers)).json<Cart>();
    expect(cart.count).toBe(1);
    expect(cart.items[0]?.quantity).toBe(10);
    const rows = await harness.database.db.select().from(cartLines).where(eq(cartLines.userId, id));
    expect(rows).toHaveLength(1);
  });

  it('answers a clean 400 to concurrent adds past the maximum, never a duplicate line or a 500', async () => {
    const { headers } = await signedIn(harness);
    const { helmet } = shop;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => addLine(headers, { productId: helmet.id, quantity: 3 })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(201), ...Array(7).fill(400)]);
    const cart = (await getCart(headers)).json<Cart>();
    expect(cart.items.map((item) => item.quantity)).toEqual([9]);
  });
});

describe('PUT /api/carts/{id} (quantity)', () => {
  it('sets the quantity and answers the repriced cart', async () => {
    const { headers } = await signedIn(harness);
    const { classy } = shop;
    const cart = await added(headers, { productId: classy.id });
    const response = await updateLine(headers, cart.items[0]!.cartItemId, { quantity: 3 });
    expect(response.statusCode).toBe(200);
    // 429900 × 2 + 399900
    expect(response.json<Cart>()).toMatchObject({ count: 1, goodsTotal: chf(1_259_700) });
  });

  it.each([-3, 0, 2.5, 11, 1e9, '4'])(
    'refuses quantity %s with 400 naming quantity and keeps the line',
    async (quantity) => {
      const { headers } = await signedIn(harness);
      const cart = await added(headers, { productId: shop.helmet.id, quantity: 2 });
      const response = await updateLine(headers, cart.items[0]!.cartItemId, { quantity });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('quantity');
      expect((await getCart(headers)).json<Cart>().items[0]?.quantity).toBe(2);
    },
  );

  it('refuses an empty change and an id that is not a number', async () => {
    const { headers } = await signedIn(harness);
    const cart = await added(headers, { productId: shop.helmet.id });
    expect((await updateLine(headers, cart.items[0]!.cartItemId, {})).statusCode).toBe(400);
    expect((await updateLine(headers, 'abc', { quantity: 1 })).statusCode).toBe(400);
    expect((await deleteLine(headers, '-1')).statusCode).toBe(400);
  });
});

describe('someone else’s line', () => {
  it('answers 404 NOT_FOUND to PUT and DELETE, and leaves the owner’s line untouched', async () => {
    const owner = await signedIn(harness);
    const intruder = await signedIn(harness);
    const { classy } = shop;
    const before = await added(owner.headers, { productId: classy.id, quantity: 2 });
    const lineId = before.items[0]!.cartItemId;
    for (const response of [
      await updateLine(intruder.headers, lineId, { quantity: 1 }),
      await updateLine(intruder.headers, lineId, { couponName: coupons.bikes.code }),
      await deleteLine(intruder.headers, lineId),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect((await getCart(intruder.headers)).json<Cart>().count).toBe(0);
    expect((await getCart(owner.headers)).json()).toEqual(before);
  });

  it('answers 404 NOT_FOUND for a line that does not exist', async () => {
    const { headers } = await signedIn(harness);
    expect((await updateLine(headers, 2_000_000_000, { quantity: 1 })).statusCode).toBe(404);
    expect((await deleteLine(headers, 2_000_000_000)).statusCode).toBe(404);
  });
});

describe('limited editions (spec §9: a numbered series of units)', () => {
  it('never lets a line hold more than the units left: 409 OUT_OF_STOCK on add, merge and update', async () => {
    const { headers } = await signedIn(harness);
    const xplorer = await createProduct(harness, { type: 'xplorer_beast', editionSize: 100, editionSold: 97 });
    const circular = await createProduct(harness, { type: 'circular_edition', editionSize: 220 });
    const tooMany = await addLine(headers, { productId: xplorer.id, quantity: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.code).toBe('OUT_OF_STOCK');
    const cart = await added(headers, { productId: xplorer.id, quantity: 2 });
    const merged = await addLine(headers, { productId: xplorer.id, quantity: 2 });
    expect(merged.statusCode).toBe(409);
    const lineId = cart.items[0]!.cartItemId;
    expect((await updateLine(headers, lineId, { quantity: 4 })).statusCode).toBe(409);
    expect((await getCart(headers)).json<Cart>().items[0]?.quantity).toBe(2);
    expect((await updateLine(headers, lineId, { quantity: 3 })).statusCode).toBe(200);
    expect((await added(headers, { productId: circular.id, quantity: 5 })).count).toBe(2);
  });

  it('answers 409 when the edition is sold out', async () => {
    const { headers } = await signedIn(harness);
    const soldOut = await createProduct(harness, { type: 'circular_edition', editionSize: 220, editionSold: 220 });
    expect((await addLine(headers, { productId: soldOut.id })).statusCode).toBe(409);
  });
});

describe('services attached to a bike (spec §4)', () => {
  it('counts the services of a bike line, and deleting the bike deletes them', async () => {
    const { headers, id } = await signedIn(harness);
    const { cargo } = shop;
    const { firstService } = shop;
    const { cleaning } = shop;
    const bike = (await added(headers, { productId: cargo.id })).items[0]!.cartItemId;
    await added(headers, { productId: firstService.id, attachTo: { vehicleId: bike } });
    const cart = await added(headers, { productId: cleaning.id, attachTo: { vehicleId: bike } });
    expect(cart.count).toBe(3);
    expect(lineOf(cart, cargo.id)).toMatchObject({ attachedServiceQuantity: 2, attachTo: null });
    expect(lineOf(cart, firstService.id)).toMatchObject({ attachTo: { vehicleId: bike }, type: 'service' });
    // 649900 + 17500 + 4900
    expect(cart.goodsTotal).toEqual(chf(672_300));

    const afterDelete = await deleteLine(headers, bike);
    expect(afterDelete.statusCode).toBe(200);
    expect(afterDelete.json()).toMatchObject({ items: [], count: 0, totalPrice: chf(0) });
    expect(await harness.database.db.select().from(cartLines).where(eq(cartLines.userId, id))).toEqual([]);
  });

  it('keeps an attached service apart from the same service on its own', async () => {
    const { headers } = await signedIn(harness);
    const bike = (await added(headers, { productId: shop.mighty.id })).items[0]!.cartItemId;
    const service = shop.firstService;
    await added(headers, { productId: service.id, attachTo: { vehicleId: bike } });
    await added(headers, { productId: service.id, attachTo: { vehicleId: bike } });
    const cart = await added(headers, { productId: service.id });
    expect(cart.items.filter((item) => item.vehicle.id === service.id).map((item) => item.quantity)).toEqual([2, 1]);
    expect(cart.items[0]?.attachedServiceQuantity).toBe(1);
  });

  it('refuses with 400 naming attachTo: a non-service, a service line, another user’s bike, an unknown line', async () => {
    const { headers } = await signedIn(harness);
    const other = await signedIn(harness);
    const service = shop.firstService;
    const bike = (await added(headers, { productId: shop.classy.id })).items[0]!.cartItemId;
    const serviceLine = lineOf(await added(headers, { productId: service.id }), service.id)!.cartItemId;
    const othersBike = (await added(other.headers, { productId: shop.classy.id })).items[0]!.cartItemId;
    for (const payload of [
      { productId: shop.helmet.id, attachTo: { vehicleId: bike } },
      { productId: shop.classy.id, attachTo: { vehicleId: bike } },
      { productId: service.id, attachTo: { vehicleId: serviceLine } },
      { productId: service.id, attachTo: { vehicleId: othersBike } },
      { productId: service.id, attachTo: { vehicleId: 2_000_000_000 } },
    ]) {
      const response = await addLine(headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.fields).toEqual({ attachTo: expect.any(String) });
    }
    expect((await getCart(headers)).json<Cart>().count).toBe(2);
    expect((await getCart(other.headers)).json<Cart>().items[0]?.attachedServiceQuantity).toBe(0);
  });
});

describe('DELETE /api/carts/{id}', () => {
  it('removes the line and answers the cart; a second delete answers 404', async () => {
    const { headers } = await signedIn(harness);
    await added(headers, { productId: shop.helmet.id });
    const cart = await added(headers, { productId: shop.lock.id });
    const lock = lineOf(cart, shop.lock.id)!.cartItemId;
    const response = await deleteLine(headers, lock);
    expect(response.statusCode).toBe(200);
    expect(response.json<Cart>()).toMatchObject({ count: 1, totalPrice: chf(15000) });
    expect((await deleteLine(headers, lock)).statusCode).toBe(404);
  });
});

describe('coupons on cart lines (PUT couponName)', () => {
  it('takes the coupon off every unit, sums the discounts and shows the VAT of the discounted total', async () => {
    const { headers } = await signedIn(harness);
    const { classy } = shop;
    const service = shop.firstService;
    const bike = (await added(headers, { productId: classy.id, quantity: 2 })).items[0]!.cartItemId;
    const cart = await added(headers, { productId: service.id, attachTo: { vehicleId: bike } });
    await updateLine(headers, bike, { couponName: coupons.bikes.code.toLowerCase() });
    const serviceLine = lineOf(cart, service.id)!.cartItemId;
    const response = await updateLine(headers, serviceLine, { couponName: coupons.goods.code });
    expect(response.statusCode).toBe(200);
    const discounted = response.json<Cart>();
    // CHF 200 off each of 2 bikes: 829800 − 40000; 10 % off the CHF 175 service: 17500 − 1750.
    expect(lineOf(discounted, classy.id)).toMatchObject({
      couponName: coupons.bikes.code,
      couponDiscount: chf(40000),
      lineTotal: chf(789800),
    });
    expect(lineOf(discounted, service.id)).toMatchObject({
      couponName: coupons.goods.code,
      couponDiscount: chf(1750),
      lineTotal: chf(15750),
    });
    expect(discounted).toMatchObject({ count: 2, goodsTotal: chf(805_550), discountTotal: chf(41_750) });
    // The coupon takes nothing off the fees: they are the same as without it.
    expect(discounted.feesTotal).toEqual(chf(2 * feesPerUnit(classy)));
    expect(discounted.vat.amount).toEqual(includedVat(discounted.totalPrice));

    const withoutCoupon = (await updateLine(headers, bike, { couponName: null })).json<Cart>();
    expect(lineOf(withoutCoupon, classy.id)).toMatchObject({
      couponName: null,
      couponDiscount: null,
      lineTotal: chf(829800),
    });
    expect(withoutCoupon.discountTotal).toEqual(chf(1750));
  });

  it('changes quantity and coupon together, and recomputes the discount with the quantity', async () => {
    const { headers } = await signedIn(harness);
    const bike = (await added(headers, { productId: shop.mighty.id })).items[0]!.cartItemId;
    const cart = (await updateLine(headers, bike, { quantity: 3, couponName: coupons.bikes.code })).json<Cart>();
    // 549900 × 3 − 20000 × 3
    expect(cart.items[0]).toMatchObject({ quantity: 3, couponDiscount: chf(60000), lineTotal: chf(1_589_700) });
  });

  it.each([
    ['an unknown code', () => 'NOPE-NOPE', 404, 'COUPON_NOT_FOUND'],
    ['an expired code', () => coupons.ended.code, 422, 'COUPON_EXPIRED'],
    ['a code for other products', () => coupons.goods.code, 422, 'COUPON_INVALID'],
  ])('refuses %s and keeps the line as it was, quantity included', async (_, codeTyped, status, code) => {
    const { headers } = await signedIn(harness);
    const bike = (await added(headers, { productId: shop.mighty.id })).items[0]!.cartItemId;
    await updateLine(headers, bike, { couponName: coupons.bikes.code });
    const before = (await getCart(headers)).json<Cart>();
    const response = await updateLine(headers, bike, { quantity: 2, couponName: codeTyped() });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
    expect((await getCart(headers)).json()).toEqual(before);
  });

  it('refuses a coupon used up by its cap, and one at the customer’s own limit', async () => {
    const { headers, id, email } = await signedIn(harness);
    const capped = await insertCoupon(harness, { maxRedemptions: 2 });
    await insertRedemptions(harness, capped.id, 2);
    const line = (await added(headers, { productId: shop.lock.id })).items[0]!.cartItemId;
    const usedUp = await updateLine(headers, line, { couponName: capped.code });
    expect(usedUp.statusCode).toBe(422);
    expect(usedUp.json().error.code).toBe('COUPON_INVALID');

    const once = await insertCoupon(harness, { perCustomerLimit: 1 });
    expect((await updateLine(headers, line, { couponName: once.code })).statusCode).toBe(200);
    await insertRedemptions(harness, once.id, 1, { userId: id, email });
    const again = await updateLine(headers, line, { couponName: once.code });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('COUPON_INVALID');
    // Redeemed since it was applied: the cart no longer counts it (recomputed on every read).
    expect((await getCart(headers)).json<Cart>().items[0]).toMatchObject({ couponName: null, lineTotal: chf(9900) });
  });

  it('drops a coupon from the line once it has expired', async () => {
    const { headers } = await signedIn(harness);
    const soon = await insertCoupon(harness, {
      amountOff: 1000,
      percentOff: null,
      validUntil: new Date(nowMs + 60_000),
    });
    const line = (await added(headers, { productId: shop.helmet.id, quantity: 2 })).items[0]!.cartItemId;
    const applied = (await updateLine(headers, line, { couponName: soon.code.toLowerCase() })).json<Cart>();
    expect(applied.items[0]).toMatchObject({ couponName: soon.code, couponDiscount: chf(2000), lineTotal: chf(28000) });
    nowMs += 120_000;
    const later = (await getCart(headers)).json<Cart>();
    expect(later.items[0]).toMatchObject({ couponName: null, couponDiscount: null, lineTotal: chf(30000) });
    expect(later.discountTotal).toEqual(chf(0));
  });
});
