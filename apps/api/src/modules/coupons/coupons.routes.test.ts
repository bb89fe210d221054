import type { CouponCheck } from '@beast/domain/cart/cart-api.schema';
import type { Product } from '@beast/domain/catalog/product.schema';
import { fr } from '@beast/domain/i18n/messages/fr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { couponIdOf, insertCoupon, insertRedemptions, productsBySlug, signedIn } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

let harness: TestApp;
let catalogue: Map<string, Product>;
const productId = (slug: string) => {
  const found = catalogue.get(slug);
  if (!found) throw new Error(`no product ${slug} in the seed`);
  return found.id;
};

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
  catalogue = await productsBySlug(harness);
});
afterAll(() => harness.close());

describe('POST /api/coupons/{couponId}/apply-to-products/{productId} (spec §4 coupon check)', () => {
  it('answers the discount on one unit of a percentage coupon, for a guest', async () => {
    const response = await check('WELCOME10', productId('city-helmet'));
    expect(response.statusCode).toBe(200);
    const body = response.json<CouponCheck>();
    // 10 % of CHF 150
    expect(body).toEqual({
      couponName: 'WELCOME10',
      productId: productId('city-helmet'),
      discount: 1500,
      percentOff: 10,
      validUntil: expect.any(String),
    });
    expect(new Date(body.validUntil!).getTime()).toBeGreaterThan(Date.now());
  });

  it('finds the code whatever its case and surrounding spaces', async () => {
    const response = await check(' alps200 ', productId('mighty-beast'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ couponName: 'ALPS200', discount: 20000, percentOff: null });
  });

  it('caps a fixed amount at the unit price', async () => {
    const big = await insertCoupon(harness, { percentOff: null, amountOff: 100_000, validUntil: null });
    const response = await check(big.code, productId('city-helmet'));
    expect(response.json()).toMatchObject({ discount: 15000, validUntil: null });
  });

  it('answers 404 COUPON_NOT_FOUND for an unknown code, translated', async () => {
    const response = await check('NO-SUCH-CODE', productId('city-helmet'), {}, '?lang=fr');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: 'COUPON_NOT_FOUND',
      message: fr['errors.COUPON_NOT_FOUND'],
    });
  });

  it('answers 404 PRODUCT_NOT_FOUND for an unknown product, and 400 for an id that is not one', async () => {
    await refused('WELCOME10', 999_999, { status: 404, code: 'PRODUCT_NOT_FOUND' });
    expect((await check('WELCOME10', 'abc')).statusCode).toBe(400);
    expect((await check('X'.repeat(33), productId('city-helmet'))).statusCode).toBe(400);
  });

  it('answers 422 COUPON_EXPIRED after its end and before its start', async () => {
    await refused('SPRING25', productId('city-helmet'), { status: 422, code: 'COUPON_EXPIRED' });
    const future = await insertCoupon(harness, {
      validFrom: new Date(Date.now() + DAY),
      validUntil: new Date(Date.now() + 2 * DAY),
    });
    await refused(future.code, productId('city-helmet'), { status: 422, code: 'COUPON_EXPIRED' });
  });

  it('answers 422 COUPON_INVALID for a product it does not apply to, or when switched off', async () => {
    await refused('WELCOME10', productId('mighty-beast'), { status: 422, code: 'COUPON_INVALID' });
    await refused('ALPS200', productId('city-helmet'), { status: 422, code: 'COUPON_INVALID' });
    const onlyHelmets = await insertCoupon(harness, { scope: 'products', scopeProductIds: [productId('city-helmet')] });
    expect((await check(onlyHelmets.code, productId('city-helmet'))).statusCode).toBe(200);
    await refused(onlyHelmets.code, productId('u-lock'), { status: 422, code: 'COUPON_INVALID' });
    const off = await insertCoupon(harness, { isActive: false });
    await refused(off.code, productId('city-helmet'), { status: 422, code: 'COUPON_INVALID' });
  });

  it('answers 422 COUPON_INVALID once redemptions reach the cap (FIRST50: 50 orders)', async () => {
    const first50 = await couponIdOf(harness, 'FIRST50');
    await insertRedemptions(harness, first50, 49);
    expect((await check('FIRST50', productId('city-helmet'))).statusCode).toBe(200);
    await insertRedemptions(harness, first50, 1);
    await refused('FIRST50', productId('city-helmet'), { status: 422, code: 'COUPON_INVALID' });
  });

  it('counts the signed-in customer’s own redemptions and those of their other accounts at the same mailbox', async () => {
    const local = `anna-${crypto.randomUUID().slice(0, 8)}`;
    const first = await signedIn(harness, { email: `${local}@example.ch` });
    const plusAddress = await signedIn(harness, { email: `${local.toUpperCase()}+shop@Example.ch` });
    const welcome = await couponIdOf(harness, 'WELCOME10');
    const helmet = productId('city-helmet');
    expect((await check('WELCOME10', helmet, plusAddress.headers)).statusCode).toBe(200);
    await insertRedemptions(harness, welcome, 1, { userId: first.id, email: first.email });
    await refused('WELCOME10', helmet, { status: 422, code: 'COUPON_INVALID' }, first.headers);
    await refused('WELCOME10', helmet, { status: 422, code: 'COUPON_INVALID' }, plusAddress.headers);
    expect((await check('WELCOME10', helmet, (await signedIn(harness)).headers)).statusCode).toBe(200);
    expect((await check('WELCOME10', helmet)).statusCode).toBe(200);
  });

  it('does not count a guest order placed with a customer’s address against their account', async () => {
    const customer = await signedIn(harness);
    const welcome = await couponIdOf(harness, 'WELCOME10');
    // Anyone can type someone else's address at the checkout: the order is no proof of who placed it.
    await insertRedemptions(harness, welcome, 1, { email: customer.email.toUpperCase() });
    expect((await check('WELCOME10', productId('city-helmet'), customer.headers)).statusCode).toBe(200);
  });

  it('refuses an invalid bearer token with 401 rather than treating the caller as a guest', async () => {
    const response = await check('WELCOME10', productId('city-helmet'), bearer('tampered.token.value'));
    expect(response.statusCode).toBe(401);
  });
});

describe('the coupon check is rate limited per address', () => {
  let limited: TestApp;
  afterAll(() => limited.close());

  it('answers 429 RATE_LIMITED with Retry-After past the limit, even for unknown codes', async () => {
    limited = await createTestApp({ config: { rateLimit: { windowMs: 60_000, perIp: 3, perAccount: 100 } } });
    const url = (code: string) => `/api/coupons/${code}/apply-to-products/${productId('city-helmet')}`;
    for (const code of ['GUESS1', 'GUESS2', 'WELCOME10']) {
      expect((await limited.app.inject({ method: 'POST', url: url(code) })).statusCode).not.toBe(429);
    }
    const response = await limited.app.inject({ method: 'POST', url: url('GUESS3') });
    expect(response.statusCode).toBe(429);
    expect(response.json().error.code).toBe('RATE_LIMITED');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});
