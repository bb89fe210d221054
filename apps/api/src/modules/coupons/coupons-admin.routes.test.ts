import { fr } from '@beast/domain/i18n/messages/fr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type TestProduct } from '../../test/catalog';
import { insertCoupon, insertRedemptions } from '../../test/shop';
import { auditEntriesOf, signedInStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The Coupons screen's API: sales staff create, edit and switch off coupons, and read their redemptions. */

let harness: TestApp;
let sales: Awaited<ReturnType<typeof signedInStaff>>;
let helmet: TestProduct;
beforeAll(async () => {
  harness = await createTestApp();
  sales = await signedInStaff(harness, 'sales');
  helmet = await createProduct(harness, { price: 15_000 });
});
afterAll(() => harness.close());

const DAY = 24 * 60 * 60 * 1000;
const read = (url: string) => harness.app.inject({ method: 'GET', url, headers: sales.headers.read });
const send = (method: 'POST' | 'PUT', url: string, payload: object, headers = sales.headers.change) =>
  harness.app.inject({ method, url, payload, headers });
const uniqueCode = (prefix: string) => `${prefix}${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
const applies = (code: string) =>
  harness.app.inject({ method: 'POST', url: `/api/coupons/${code}/apply-to-products/${helmet.id}` });

function couponInput(code: string, overrides: object = {}) {
  return {
    code,
    percentOff: 15,
    productTypes: ['accessory'],
    validFrom: new Date(Date.now() - DAY).toISOString(),
    validUntil: new Date(Date.now() + 30 * DAY).toISOString(),
    maxRedemptions: 100,
    perCustomerLimit: 1,
    ...overrides,
  };
}

const audited = (key: string) => auditEntriesOf(harness, 'coupon', key);

describe('the Coupons screen', () => {
  it('creates a coupon the cart accepts at once, audited, and lists it with its state', async () => {
    const code = uniqueCode('SPRING');
    const created = await send('POST', '/api/admin/coupons', couponInput(code));
    expect(created.statusCode, created.body).toBe(201);
    expect((await applies(code)).statusCode).toBe(200);
    expect((await audited(code)).map((entry) => [entry.action, entry.staffId])).toEqual([['created', sales.id]]);

    const listed = (await read(`/api/admin/coupons?q=${code.toLowerCase()}`)).json();
    expect(listed).toMatchObject({ total: 1, data: [{ id: created.json().id, state: 'active', redemptions: 0 }] });
    expect(listed.data[0].coupon).toMatchObject({ code, percentOff: 15, productTypes: ['accessory'] });
  });

  it('refuses a code taken in any case, and a coupon with two discounts, translated', async () => {
    const code = uniqueCode('TAKEN');
    await send('POST', '/api/admin/coupons', couponInput(code));
    const taken = await send('POST', '/api/admin/coupons?lang=fr', couponInput(code.toLowerCase()));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(fr['errors.COUPON_CODE_TAKEN']);
    const twice = await send('POST', '/api/admin/coupons?lang=fr', couponInput(uniqueCode('TWO'), { amountOff: 500 }));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields).toEqual({ percentOff: fr['validation.coupon.oneDiscount'] });
  });

  it('edits a coupon, and refuses the second of two edits made from the same revision', async () => {
    const code = uniqueCode('EDIT');
    const { id } = (await send('POST', '/api/admin/coupons', couponInput(code))).json();
    const { revision, coupon } = (await read(`/api/admin/coupons/${id}`)).json();
    const first = await send('PUT', `/api/admin/coupons/${id}`, { revision, coupon: { ...coupon, percentOff: 20 } });
    expect(first.statusCode, first.body).toBe(200);
    const other = await signedInStaff(harness, 'admin');
    const second = await send(
      'PUT',
      `/api/admin/coupons/${id}`,
      { revision, coupon: { ...coupon, maxRedemptions: 5 } },
      other.headers.change,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('REVISION_CONFLICT');
    expect((await read(`/api/admin/coupons/${id}`)).json().coupon).toMatchObject({
      percentOff: 20,
      maxRedemptions: 100,
    });
    const [, edited] = await audited(code);
    expect(edited).toMatchObject({ action: 'updated', before: { percentOff: 15 }, after: { percentOff: 20 } });
  });

  it('switches a coupon off, which the cart then refuses, and lists it as disabled', async () => {
    const code = uniqueCode('OFF');
    const { id, revision } = (await send('POST', '/api/admin/coupons', couponInput(code))).json();
    const off = await send('POST', `/api/admin/coupons/${id}/activation`, { revision, isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await applies(code)).statusCode).not.toBe(200);
    const disabled = (await read(`/api/admin/coupons?state=disabled&q=${code}`)).json();
    expect(disabled.data.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await read(`/api/admin/coupons?state=active&q=${code}`)).json().total).toBe(0);
    expect((await audited(code)).at(-1)).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
  });

  it('tells scheduled and expired coupons apart', async () => {
    const later = await insertCoupon(harness, { validFrom: new Date(Date.now() + DAY), validUntil: null });
    const over = await insertCoupon(harness, {
      validFrom: new Date(Date.now() - 2 * DAY),
      validUntil: new Date(Date.now() - DAY),
    });
    const stateOf = async (code: string) => (await read(`/api/admin/coupons?q=${code}`)).json().data[0].state;
    expect(await stateOf(later.code)).toBe('scheduled');
    expect(await stateOf(over.code)).toBe('expired');
    expect((await read(`/api/admin/coupons?state=expired&q=${over.code}`)).json().total).toBe(1);
  });

  it("lists a coupon's redemptions, newest first, paged, with the count in the list", async () => {
    const coupon = await insertCoupon(harness);
    await insertRedemptions(harness, coupon.id, 3);
    const page = (await read(`/api/admin/coupons/${coupon.id}/redemptions?limit=2`)).json();
    expect(page).toMatchObject({ offset: 0, limit: 2, total: 3 });
    expect(page.data[0]).toMatchObject({ customerAccount: false, orderId: null });
    expect((await read(`/api/admin/coupons?q=${coupon.code}`)).json().data[0].redemptions).toBe(3);
    expect((await read('/api/admin/coupons/999999/redemptions')).statusCode).toBe(404);
  });
});
