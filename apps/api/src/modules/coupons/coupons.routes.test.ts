import type { CouponCheck } from '@beast/domain/cart/cart-api.schema';
import { VEHICLE_TYPES } from '@beast/domain/catalog/vehicle-types';
import { fr } from '@beast/domain/i18n/messages/fr';
import { chf } from '@beast/domain/money/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedIn } from '../../test/accounts';
import { createBike, createProduct, type TestProduct } from '../../test/catalog';
import { insertCoupon, insertRedemptions } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

let harness: TestApp;
/** The tests' own products: a bike and two accessories, a helmet at CHF 150. */
let shop: Record<'bike' | 'helmet' | 'lock', TestProduct>;
/**
 * The tests' own coupons: 10 % off accessories and services once per customer, CHF 200 off a bike once per
 * customer, one that has ended, and CHF 50 off anything for the first 50 orders.
 */
let coupons: Record<'goods' | 'bikes' | 'ended' | 'first50', { id: number; code: string }>;

const check = (code: string, product: number | string, headers: Record<string, string> = {}, query = '') =>
  harness.app.inject({
    method: 'POST',
    url: `/api/coupons/${encodeURIComponent(code)}/apply-to-products/${product}${query}`,
    headers,
  });

async function refused(code: string, product: number, expected: { status: number; code: string }, headers = {}) {
  const response = await check(code, product, headers);
  expect(response.statusCode, response.body).toBe(expected.status);
  expect(response.json().error.code).toBe(expected.code);
}

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  harness = await createTestApp();
  shop = {
    bike: await createBike(harness),
    helmet: await createProduct(harness, { price: 15_000 }),
    lock: await createProduct(harness, { price: 9_900 }),
  };
  const onceEach = { scope: 'product_types' as const, perCustomerLimit: 1 };
  coupons = {
    goods: await insertCoupon(harness, { ...onceEach, percentOff: 10, scopeProductTypes: ['accessory', 'service'] }),
    bikes: await insertCoupon(harness, {
      ...onceEach,
      percentOff: null,
      amountOff: 20_000,
      scopeProductTypes: [...VEHICLE_TYPES],
    }),
    ended: await insertCoupon(harness, {
      percentOff: 25,
      validFrom: new Date(Date.now() - 120 * DAY),
      validUntil: new Date(Date.now() - 90 * DAY),
    }),
    first50: await insertCoupon(harness, {
      percentOff: null,
      amountOff: 5_000,
      maxRedemptions: 50,
      perCustomerLimit: 1,
      validUntil: null,
    }),
  };
});
afterAll(() => harness.close());

describe('POST /api/coupons/{couponId}/apply-to-products/{productId} (spec §4 coupon check)', () => {
  it('answers the discount on one unit of a percentage coupon, for a guest', async () => {
    const response = await check(coupons.goods.code, shop.helmet.id);
    expect(response.statusCode).toBe(200);
    const body = response.json<CouponCheck>();
    // 10 % of CHF 150
    expect(body).toEqual({
      couponName: coupons.goods.code,
      productId: shop.helmet.id,
      discount: chf(1500),
      percentOff: 10,
      validUntil: expect.any(String),
    });
    expect(new Date(body.validUntil!).getTime()).toBeGreaterThan(Date.now());
  });

  it('finds the code whatever its case and surrounding spaces', async () => {
    const response = await check(` ${coupons.bikes.code.toLowerCase()} `, shop.bike.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ couponName: coupons.bikes.code, discount: chf(20000), percentOff: null });
  });

  it('caps a fixed amount at the unit price', async () => {
    const big = await insertCoupon(harness, { percentOff: null, amountOff: 100_000, validUntil: null });
    const response = await check(big.code, shop.helmet.id);
    expect(response.json()).toMatchObject({ discount: chf(15000), validUntil: null });
  });

  it('answers 404 COUPON_NOT_FOUND for an unknown code, translated', async () => {
    const response = await check('NO-SUCH-CODE', shop.helmet.id, {}, '?lang=fr');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: 'COUPON_NOT_FOUND',
      message: fr['errors.COUPON_NOT_FOUND'],
    });
  });

  it('answers 404 PRODUCT_NOT_FOUND for an unknown product, and 400 for an id that is not one', async () => {
    await refused(coupons.goods.code, 999_999, { status: 404, code: 'PRODUCT_NOT_FOUND' });
    expect((await check(coupons.goods.code, 'abc')).statusCode).toBe(400);
    expect((await check('X'.repeat(33), shop.helmet.id)).statusCode).toBe(400);
  });

  it('answers 422 COUPON_EXPIRED after its end and before its start', async () => {
    await refused(coupons.ended.code, shop.helmet.id, { status: 422, code: 'COUPON_EXPIRED' });
    const future = await insertCoupon(harness, {
      validFrom: new Date(Date.now() + DAY),
      validUntil: new Date(Date.now() + 2 * DAY),
    });
    await refused(future.code, shop.helmet.id, { status: 422, code: 'COUPON_EXPIRED' });
  });

  it('answers 422 COUPON_INVALID for a product it does not apply to, or when switched off', async () => {
    await refused(coupons.goods.code, shop.bike.id, { status: 422, code: 'COUPON_INVALID' });
    await refused(coupons.bikes.code, shop.helmet.id, { status: 422, code: 'COUPON_INVALID' });
    const onlyHelmets = await insertCoupon(harness, { scope: 'products', scopeProductIds: [shop.helmet.id] });
    expect((await check(onlyHelmets.code, shop.helmet.id)).statusCode).toBe(200);
    await refused(onlyHelmets.code, shop.lock.id, { status: 422, code: 'COUPON_INVALID' });
    const off = await insertCoupon(harness, { isActive: false });
    await refused(off.code, shop.helmet.id, { status: 422, code: 'COUPON_INVALID' });
  });

  it('answers 422 COUPON_INVALID once redemptions reach the cap (the first 50 orders)', async () => {
    const { id, code } = coupons.first50;
    await insertRedemptions(harness, id, 49);
    expect((await check(code, shop.helmet.id)).statusCode).toBe(200);
    await insertRedemptions(harness, id, 1);
    await refused(code, shop.helmet.id, { status: 422, code: 'COUPON_INVALID' });
  });

  it('counts the signed-in customer’s own redemptions and those of their other accounts at the same mailbox', async () => {
    const local = `anna-${crypto.randomUUID().slice(0, 8)}`;
    const first = await signedIn(harness, { email: `${local}@example.ch` });
    const plusAddress = await signedIn(harness, { email: `${local.toUpperCase()}+shop@Example.ch` });
    const { id, code } = coupons.goods;
    const helmet = shop.helmet.id;
    expect((await check(code, helmet, plusAddress.headers)).statusCode).toBe(200);
    await insertRedemptions(harness, id, 1, { userId: first.id, email: first.email });
    await refused(code, helmet, { status: 422, code: 'COUPON_INVALID' }, first.headers);
    await refused(code, helmet, { status: 422, code: 'COUPON_INVALID' }, plusAddress.headers);
    expect((await check(code, helmet, (await signedIn(harness)).headers)).statusCode).toBe(200);
    expect((await check(code, helmet)).statusCode).toBe(200);
  });

  it('does not count a guest order placed with a customer’s address against their account', async () => {
    const customer = await signedIn(harness);
    const { id, code } = coupons.goods;
    // Anyone can type someone else's address at the checkout: the order is no proof of who placed it.
    await insertRedemptions(harness, id, 1, { email: customer.email.toUpperCase() });
    expect((await check(code, shop.helmet.id, customer.headers)).statusCode).toBe(200);
  });

  it('refuses an invalid bearer token with 401 rather than treating the caller as a guest', async () => {
    const response = await check(coupons.goods.code, shop.helmet.id, bearer('tampered.token.value'));
    expect(response.statusCode).toBe(401);
  });
});

describe('the coupon check in the API documentation', () => {
  it('documents the discount as Money (amount and currency)', async () => {
    const document = (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const check = document.paths['/api/coupons/{couponId}/apply-to-products/{productId}'].post;
    const answer = check.responses['200'].content['application/json'].schema;
    expect(answer.properties.discount).toMatchObject({ type: 'object', required: ['amount', 'currency'] });
  });
});

describe('the coupon check is rate limited per address', () => {
  let limited: TestApp;
  afterAll(() => limited.close());

  it('answers 429 RATE_LIMITED with Retry-After past the limit, even for unknown codes', async () => {
    limited = await createTestApp({ config: { rateLimit: { windowMs: 60_000, perIp: 3, perAccount: 100 } } });
    const url = (code: string) => `/api/coupons/${code}/apply-to-products/${shop.helmet.id}`;
    for (const code of ['GUESS1', 'GUESS2', coupons.goods.code]) {
      expect((await limited.app.inject({ method: 'POST', url: url(code) })).statusCode).not.toBe(429);
    }
    const response = await limited.app.inject({ method: 'POST', url: url('GUESS3') });
    expect(response.statusCode).toBe(429);
    expect(response.json().error.code).toBe('RATE_LIMITED');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});
