import type { Order, OrderSummary, PlacedOrder } from '@beast/domain/orders/orders-api.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { post, signedIn } from '../../test/accounts';
import { createProduct } from '../../test/catalog';
import { contacts, guestHeaders, orderBody, placed } from '../../test/checkout';
import { insertCoupon } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

let harness: TestApp;
let helmetId: number;
const db = () => harness.database.db;

beforeAll(async () => {
  harness = await createTestApp();
  helmetId = (await createProduct(harness, { price: 15_000 })).id;
});
afterAll(() => harness.close());

type Customer = Awaited<ReturnType<typeof signedIn>>;

/** A guest order placed with `email` (anyone's), with a once-per-customer coupon on its helmet. */
async function guestOrderWith(email: string, couponCode?: string): Promise<PlacedOrder> {
  const line = { productId: helmetId, quantity: 1, ...(couponCode && { couponName: couponCode }) };
  return placed(harness, orderBody({ lines: [line], contacts: contacts({ email, registerUser: true }) }));
}

/** The claim link emailed about `order` to `to`, as the mailbox shows it. */
async function claimLink(to: string, order: PlacedOrder['order']): Promise<URL> {
  await harness.flushOutbox();
  const mail = (await harness.outbox()).find((message) => message.to === to && message.text.includes(order.number));
  const link = /https?:\/\/\S+\/claim-order\?\S+/.exec(mail?.text ?? '')?.[0];
  expect(link, `a claim link emailed to ${to}`).toBeDefined();
  return new URL(link!);
}

const claim = (orderId: number, claimToken: string, headers: Record<string, string> = {}) =>
  post(harness, `/api/orders/${orderId}/claim`, { claimToken }, headers);

async function myOrderNumbers(customer: Customer): Promise<string[]> {
  const response = await harness.app.inject({
    method: 'GET',
    url: '/api/orders?type=active',
    headers: customer.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: OrderSummary[] }>().data.map((order) => order.number);
}

const couponCheck = (code: string, headers: Record<string, string>) =>
  harness.app.inject({ method: 'POST', url: `/api/coupons/${code}/apply-to-products/${helmetId}`, headers });

describe('a guest order placed with the address of an existing account', () => {
  it('stays a guest order, out of that account and of its coupon limits; the guest keeps their order', async () => {
    const customer = await signedIn(harness);
    const coupon = await insertCoupon(harness, { perCustomerLimit: 1 });
    const answer = await guestOrderWith(customer.email.toUpperCase(), coupon.code);
    expect(answer.registration).toBe('exists');
    const [row] = await db().select().from(orders).where(eq(orders.id, answer.order.id));
    expect(row!.userId).toBeNull();
    expect(await myOrderNumbers(customer)).not.toContain(answer.order.number);
    const bySomeoneElse = await harness.app.inject({
      method: 'GET',
      url: `/api/orders/${answer.order.id}`,
      headers: customer.headers,
    });
    expect(bySomeoneElse.statusCode).toBe(404);
    // The account's own once-per-customer coupon is not used up by a stranger's order.
    expect((await couponCheck(coupon.code, customer.headers)).statusCode).toBe(200);
    // The guest reads their order with its token, and the address got the order's confirmation.
    const own = await harness.app.inject({
      method: 'GET',
      url: `/api/orders/${answer.order.id}`,
      headers: guestHeaders(answer),
    });
    expect(own.statusCode, own.body).toBe(200);
    await harness.flushOutbox();
    const subjects = (await harness.outbox())
      .filter((message) => message.to.toLowerCase() === customer.email.toLowerCase())
      .map((message) => message.subject);
    expect(subjects.filter((subject) => subject.includes(answer.order.number))).toHaveLength(1);
    expect(subjects.some((subject) => /placed .* with your email/.test(subject))).toBe(true);
  });

  it('joins the account when its owner, signed in, opens the emailed link; nobody else can attach it', async () => {
    const customer = await signedIn(harness);
    const coupon = await insertCoupon(harness, { perCustomerLimit: 1 });
    const answer = await guestOrderWith(customer.email, coupon.code);
    const link = await claimLink(customer.email, answer.order);
    expect(link.pathname).toMatch(/^\/(en|fr|de)\/claim-order$/);
    expect(link.searchParams.get('order')).toBe(String(answer.order.id));
    const token = link.searchParams.get('token')!;

    expect((await claim(answer.order.id, token)).statusCode).toBe(401);
    const stranger = await signedIn(harness);
    const wrongAccount = await claim(answer.order.id, token, stranger.headers);
    expect([wrongAccount.statusCode, wrongAccount.json().error.code]).toEqual([403, 'ORDER_CLAIM_OTHER_ACCOUNT']);
    const wrongToken = await claim(answer.order.id, `${token}x`, customer.headers);
    expect([wrongToken.statusCode, wrongToken.json().error.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    const guestToken = await claim(answer.order.id, answer.guestToken!, customer.headers);
    expect(guestToken.statusCode).toBe(404);
    expect(await myOrderNumbers(customer)).not.toContain(answer.order.number);

    const claimed = await claim(answer.order.id, token, customer.headers);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json<Order>().number).toBe(answer.order.number);
    expect(await myOrderNumbers(customer)).toContain(answer.order.number);
    // Claimed, the order is the verified customer's: its coupon counts now.
    expect((await couponCheck(coupon.code, customer.headers)).statusCode).toBe(422);
    // Opening the link again answers the same; the guest's own token still reads the order.
    expect((await claim(answer.order.id, token, customer.headers)).statusCode).toBe(200);
    const own = await harness.app.inject({
      method: 'GET',
      url: `/api/orders/${answer.order.id}`,
      headers: guestHeaders(answer),
    });
    expect(own.statusCode).toBe(200);
    // Once in an account, nobody else gets it, whatever they hold.
    expect((await claim(answer.order.id, token, stranger.headers)).statusCode).toBe(404);
  });

  it('sends no claim link for an order whose address has no account yet', async () => {
    const answer = await guestOrderWith(`new-${crypto.randomUUID().slice(0, 8)}@example.ch`);
    expect(answer.registration).toBe('created');
    await harness.flushOutbox();
    const texts = (await harness.outbox()).map((message) => message.text);
    expect(texts.some((text) => text.includes(answer.order.number) && text.includes('/claim-order?'))).toBe(false);
  });
});
