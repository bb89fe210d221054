import { randomUUID } from 'node:crypto';
import { addDays, swissIsoToday } from '@beast/domain/checkout/checkout-rules';
import { de } from '@beast/domain/i18n/messages/de';
import { fr } from '@beast/domain/i18n/messages/fr';
import type { PlacedOrder } from '@beast/domain/orders/orders-api.schema';
import type { Quotation } from '@beast/domain/quotations/quotation-api.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines } from '../../db/schema/cart';
import { products } from '../../db/schema/catalog';
import { inboxRequests } from '../../db/schema/inbox';
import { orderLines, orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { signedIn } from '../../test/accounts';
import { BIKE_PACKAGE_FEES, createBike, createProduct } from '../../test/catalog';
import { orderBody, placeOrder } from '../../test/checkout';
import { auditEntriesOf, type StaffHeaders, signedInStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createQuotationOrdering } from './quotation-ordering';

let harness: TestApp;
let sales: { headers: StaffHeaders };
const BIKE_FEES = BIKE_PACKAGE_FEES.reduce((sum, fee) => sum + fee.price, 0);
const db = () => harness.database.db;

const person = { customerType: 'person', firstName: 'Zoé', lastName: 'Favre', phoneNumber: '0791234567' };

beforeAll(async () => {
  harness = await createTestApp();
  sales = await signedInStaff(harness, 'sales');
});
afterAll(() => harness.close());

/** Fresh products of the test's own: a price change in one test leaves the others alone. */
async function freshProducts() {
  return {
    bike: await createBike(harness, { price: 549_900, originalPrice: 549_900 }),
    helmet: await createProduct(harness, { price: 15_000 }),
  };
}

async function ask(lines: { productId: number; quantity: number }[], lang = 'en'): Promise<Quotation> {
  const formToken = (await harness.app.inject({ method: 'GET', url: '/api/forms/token' })).json().formToken;
  const response = await harness.app.inject({
    method: 'POST',
    url: `/api/orders/quotation/incognito?lang=${lang}`,
    payload: { ...person, email: `order-${randomUUID()}@example.ch`, lines, formToken },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function step(id: number, status: string) {
  return harness.app.inject({
    method: 'POST',
    url: `/api/admin/quotations/${id}/status`,
    headers: sales.headers.change,
    payload: { status },
  });
}

function sendLink(id: number, headers = sales.headers) {
  return harness.app.inject({ method: 'POST', url: `/api/admin/quotations/${id}/order-link`, headers: headers.change });
}

/** A won quotation whose link was emailed: the token of that link, as the customer's page reads it. */
async function wonWithLink(lines: { productId: number; quantity: number }[], lang = 'en') {
  const quotation = await ask(lines, lang);
  expect((await step(quotation.id, 'won')).statusCode).toBe(200);
  expect((await sendLink(quotation.id)).statusCode).toBe(200);
  const mail = (await harness.outbox()).find((message) => message.to === quotation.customer.email);
  const link = /https?:\/\/\S+\/quotation\/order\?token=[^\s"<]+/.exec(mail!.text)![0];
  const token = new URL(link).searchParams.get('token')!;
  return { quotation, token, link, mail: mail! };
}

function ordering(token: string, lang = 'en') {
  return harness.app.inject({
    method: 'GET',
    url: `/api/orders/quotation/ordering?token=${encodeURIComponent(token)}&lang=${lang}`,
  });
}

function tokenFor(row: { id: number; validUntil: string }) {
  return createQuotationOrdering({ secret: harness.config.jwtSecret!, inbox: { setStatus: async () => {} } }).tokenOf(
    row,
  );
}

describe('POST /admin/quotations/{id}/order-link', () => {
  it('emails a won quotation’s order link in its language, audited, and again on request', async () => {
    const { bike } = await freshProducts();
    const { quotation, link, mail } = await wonWithLink([{ productId: bike.id, quantity: 1 }], 'fr');
    expect(link).toMatch(/\/fr\/quotation\/order\?token=/);
    expect(mail.subject).toBe(`Commandez votre devis Beast ${quotation.number}`);
    expect(mail.text).toContain(`Merci d’avoir accepté le devis ${quotation.number}`);
    expect(mail.attachments ?? []).toHaveLength(0);

    const detail = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/quotations/${quotation.id}`,
      headers: sales.headers.read,
    });
    expect(detail.json().orderLinkSentAt).toEqual(expect.any(String));
    expect(detail.json().orderId).toBeNull();

    const again = await sendLink(quotation.id);
    expect(again.statusCode).toBe(200);
    const mails = (await harness.outbox()).filter((message) => message.to === quotation.customer.email);
    const links = mails.filter((message) => message.subject.startsWith('Commandez'));
    expect(links).toHaveLength(2);
    // The same link semantics: the same quotation, the same last day, the same token.
    expect(links[0]!.text).toContain(link);
    const audit = await auditEntriesOf(harness, 'quotation', quotation.number);
    expect(audit.filter((entry) => entry.action === 'order-link-sent')).toHaveLength(2);
    expect(audit.at(-1)!.after).toMatchObject({ to: quotation.customer.email });
  });

  it('is refused unless the quotation is won and still valid, and for the roles without quotations', async () => {
    const { bike } = await freshProducts();
    const quotation = await ask([{ productId: bike.id, quantity: 1 }]);
    const notWon = await sendLink(quotation.id);
    expect(notWon.statusCode).toBe(409);
    expect(notWon.json().error.code).toBe('STATUS_CHANGE_NOT_ALLOWED');
    await step(quotation.id, 'sent');
    expect((await sendLink(quotation.id)).statusCode).toBe(409);

    const support = await signedInStaff(harness, 'support');
    await step(quotation.id, 'won');
    expect((await sendLink(quotation.id, support.headers)).statusCode).toBe(403);
    expect(
      (await harness.app.inject({ method: 'POST', url: `/api/admin/quotations/${quotation.id}/order-link` }))
        .statusCode,
    ).toBe(401);

    const yesterday = addDays(swissIsoToday(new Date()), -1);
    await db().update(quotations).set({ validUntil: yesterday }).where(eq(quotations.id, quotation.id));
    const expired = await sendLink(quotation.id);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('QUOTATION_EXPIRED');
    expect((await auditEntriesOf(harness, 'quotation', quotation.number)).map((entry) => entry.action)).not.toContain(
      'order-link-sent',
    );
    expect((await sendLink(quotation.id + 10_000)).statusCode).toBe(404);
  });
});

describe('GET /orders/quotation/ordering', () => {
  it('answers the quotation’s number, lines at the quoted prices, total and last day', async () => {
    const { bike, helmet } = await freshProducts();
    const { quotation, token } = await wonWithLink([
      { productId: bike.id, quantity: 1 },
      { productId: helmet.id, quantity: 2 },
    ]);
    const response = await ordering(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      number: quotation.number,
      lines: [
        {
          productId: bike.id,
          type: bike.type,
          title: quotation.pricing.lines[0]!.name,
          quantity: 1,
          unitPrice: { amount: 549_900, currency: 'CHF' },
        },
        {
          productId: helmet.id,
          type: 'accessory',
          title: quotation.pricing.lines[1]!.name,
          quantity: 2,
          unitPrice: { amount: 15_000, currency: 'CHF' },
        },
      ],
      total: { amount: 549_900 + BIKE_FEES + 30_000, currency: 'CHF' },
      validUntil: quotation.validUntil,
    });
  });

  it('answers 404 for a forged or another purpose’s token, or a quotation that was not won', async () => {
    const { bike } = await freshProducts();
    const { quotation, token } = await wonWithLink([{ productId: bike.id, quantity: 1 }]);
    for (const bad of [
      `${quotation.id}:${quotation.validUntil}.forged`,
      'nothing',
      new URL(quotation.pdfUrl, 'http://x').searchParams.get('token')!,
    ]) {
      const response = await ordering(bad, 'de');
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({
        code: 'QUOTATION_LINK_INVALID',
        message: de['errors.QUOTATION_LINK_INVALID'],
      });
    }
    expect(token).not.toBe('');
    const lost = await ask([{ productId: bike.id, quantity: 1 }]);
    await step(lost.id, 'lost');
    expect((await ordering(tokenFor(lost))).statusCode).toBe(404);
    expect((await ordering(tokenFor({ id: quotation.id, validUntil: '2099-12-31' }))).statusCode).toBe(404);
  });

  it('answers 410 after the end of its last day, Swiss time, and holds through that day', async () => {
    const { bike } = await freshProducts();
    const { quotation } = await wonWithLink([{ productId: bike.id, quantity: 1 }]);
    const today = swissIsoToday(new Date());
    await db().update(quotations).set({ validUntil: today }).where(eq(quotations.id, quotation.id));
    expect((await ordering(tokenFor({ id: quotation.id, validUntil: today }))).statusCode).toBe(200);
    const yesterday = addDays(today, -1);
    await db().update(quotations).set({ validUntil: yesterday }).where(eq(quotations.id, quotation.id));
    const expired = await ordering(tokenFor({ id: quotation.id, validUntil: yesterday }), 'fr');
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toMatchObject({ code: 'QUOTATION_EXPIRED', message: fr['errors.QUOTATION_EXPIRED'] });
  });
});

describe('POST /orders with a quotation’s token', () => {
  it('refuses an order whose lines are no longer the quotation’s, in the customer’s language', async () => {
    const { bike, helmet } = await freshProducts();
    const { token } = await wonWithLink([
      { productId: bike.id, quantity: 1 },
      { productId: helmet.id, quantity: 2 },
    ]);
    for (const lines of [
      [{ productId: bike.id, quantity: 1 }],
      [
        { productId: bike.id, quantity: 1 },
        { productId: helmet.id, quantity: 3 },
      ],
      [
        { productId: bike.id, quantity: 1 },
        { productId: helmet.id, quantity: 2 },
        { productId: helmet.id, quantity: 1 },
      ],
    ]) {
      const response = await placeOrder(harness, orderBody({ lines, quotationToken: token }), {
        'accept-language': 'de',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toMatchObject({
        code: 'QUOTATION_LINES_CHANGED',
        message: de['errors.QUOTATION_LINES_CHANGED'],
      });
    }
    // The lines in another order are the same lines.
    const quote = await harness.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      payload: orderBody({
        lines: [
          { productId: helmet.id, quantity: 2 },
          { productId: bike.id, quantity: 1 },
        ],
        quotationToken: token,
      }),
    });
    expect(quote.statusCode, quote.body).toBe(200);
  });

  it('honours the quoted price when the catalogue’s rose, and the current one when it fell; quote = order', async () => {
    const { bike, helmet } = await freshProducts();
    const lines = [
      { productId: bike.id, quantity: 1 },
      { productId: helmet.id, quantity: 2 },
    ];
    const { token } = await wonWithLink(lines);
    await db().update(products).set({ price: 599_900, originalPrice: 599_900 }).where(eq(products.id, bike.id));
    await db().update(products).set({ price: 12_000, originalPrice: 12_000 }).where(eq(products.id, helmet.id));
    const body = orderBody({ lines, quotationToken: token });
    const quote = await harness.app.inject({ method: 'POST', url: '/api/orders/quote', payload: body });
    expect(quote.statusCode, quote.body).toBe(200);
    const expected = 549_900 + BIKE_FEES + 2 * 12_000;
    expect(quote.json().total.amount).toBe(expected);
    expect(quote.json().lines.map((line: { unitPrice: { amount: number } }) => line.unitPrice.amount)).toEqual([
      549_900, 12_000,
    ]);
    const response = await placeOrder(harness, body);
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<PlacedOrder>();
    expect(placed.order.total.amount).toBe(expected);
    const saved = await db().select().from(orderLines).where(eq(orderLines.orderId, placed.order.id));
    expect(saved.map((line) => line.unitPrice).sort((a, b) => a - b)).toEqual([12_000, 549_900]);
    // Without the link, the catalogue's price.
    const plain = await harness.app.inject({ method: 'POST', url: '/api/orders/quote', payload: orderBody({ lines }) });
    expect(plain.json().total.amount).toBe(599_900 + BIKE_FEES + 2 * 12_000);
  });

  it('marks the quotation ordered with its order, the inbox and the account’s list following', async () => {
    const { bike } = await freshProducts();
    const customer = await signedIn(harness);
    const formToken = (await harness.app.inject({ method: 'GET', url: '/api/forms/token' })).json().formToken;
    const asked = await harness.app.inject({
      method: 'POST',
      url: '/api/orders/quotation',
      headers: customer.headers,
      payload: { ...person, lines: [{ productId: bike.id, quantity: 1 }], formToken },
    });
    const quotation = asked.json<Quotation>();
    await step(quotation.id, 'won');
    await sendLink(quotation.id);
    const token = tokenFor(quotation);
    // A signed-in customer orders their server cart.
    await db().insert(cartLines).values({ userId: customer.id, productId: bike.id, quantity: 1 });
    const response = await placeOrder(harness, orderBody({ quotationToken: token }), customer.headers);
    expect(response.statusCode, response.body).toBe(201);
    const orderId = response.json<PlacedOrder>().order.id;

    const [row] = await db().select().from(quotations).where(eq(quotations.id, quotation.id));
    expect(row).toMatchObject({ status: 'ordered', orderId });
    const [request] = await db()
      .select()
      .from(inboxRequests)
      .where(and(eq(inboxRequests.kind, 'quotation'), eq(inboxRequests.refId, quotation.id)));
    expect(request?.status).toBe('ordered');
    const list = await harness.app.inject({ method: 'GET', url: '/api/orders/quotations', headers: customer.headers });
    expect(list.json().data[0]).toMatchObject({ id: quotation.id, status: 'ordered' });
    const detail = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/quotations/${quotation.id}`,
      headers: sales.headers.read,
    });
    expect(detail.json()).toMatchObject({ status: 'ordered', orderId });

    const [again] = [await ordering(token)];
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('QUOTATION_ALREADY_ORDERED');
    expect((await sendLink(quotation.id)).statusCode).toBe(409);
  });

  it('makes exactly one order of five placed at once with the same link; the others hear it was ordered', async () => {
    const { bike } = await freshProducts();
    const lines = [{ productId: bike.id, quantity: 1 }];
    const { quotation, token } = await wonWithLink(lines);
    const before = await db().select({ id: orders.id }).from(orders);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        placeOrder(harness, orderBody({ lines, quotationToken: token }), { 'accept-language': 'fr' }),
      ),
    );
    const placedOrders = responses.filter((response) => response.statusCode === 201);
    expect(placedOrders).toHaveLength(1);
    for (const response of responses.filter((response) => response.statusCode !== 201)) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'QUOTATION_ALREADY_ORDERED',
        message: fr['errors.QUOTATION_ALREADY_ORDERED'],
      });
    }
    const after = await db().select({ id: orders.id }).from(orders);
    expect(after.length - before.length).toBe(1);
    const [row] = await db().select().from(quotations).where(eq(quotations.id, quotation.id));
    expect(row?.orderId).toBe(placedOrders[0]!.json<PlacedOrder>().order.id);
  });
});
