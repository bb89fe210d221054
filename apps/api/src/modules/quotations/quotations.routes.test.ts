import { formatMoney } from '@beast/domain/money/money';
import { includedVat } from '@beast/domain/money/vat';
import { swissIsoDay } from '@beast/domain/validation/calendar-date';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../../../../../tools/demo-assets/pdf-text';
import { cartLines } from '../../db/schema/cart';
import { inboxRequests } from '../../db/schema/inbox';
import { signedIn } from '../../test/accounts';
import { BIKE_PACKAGE_FEES, createBike, createProduct, createService, type TestProduct } from '../../test/catalog';
import { auditEntriesOf, type StaffHeaders, signedInStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

let harness: TestApp;
let shop: Record<'bike' | 'cargo' | 'helmet' | 'service', TestProduct>;
let sales: { headers: StaffHeaders };
const BIKE_FEES = BIKE_PACKAGE_FEES.reduce((sum, fee) => sum + fee.price, 0);

const person = {
  customerType: 'person',
  firstName: 'Zoé',
  lastName: 'Favre',
  phoneNumber: '0791234567',
};
const company = { ...person, customerType: 'company', companyName: 'Boulangerie du Lac SA' };

async function formToken() {
  return (await harness.app.inject({ method: 'GET', url: '/api/forms/token' })).json().formToken as string;
}

async function askAsGuest(body: object, lang = 'en') {
  return harness.app.inject({
    method: 'POST',
    url: `/api/orders/quotation/incognito?lang=${lang}`,
    payload: {
      email: `quote-${Math.random().toString(36).slice(2)}@example.ch`,
      ...body,
      formToken: await formToken(),
    },
  });
}

async function pdfText(url: string, headers: Record<string, string> = {}) {
  const response = await harness.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return normalised((await pdfPages(new Uint8Array(response.rawPayload))).join('\n'));
}

/** The PDF's text with every kind of space as one plain space. */
function normalised(text: string) {
  return text.replace(/[\s\u00A0\u202F]+/g, ' ');
}

beforeAll(async () => {
  harness = await createTestApp();
  shop = {
    bike: await createBike(harness, { price: 549_900, originalPrice: 549_900 }),
    cargo: await createBike(harness, { type: 'cargo_beast', price: 699_900, originalPrice: 699_900 }),
    helmet: await createProduct(harness, { price: 15_000 }),
    service: await createService(harness),
  };
  sales = await signedInStaff(harness, 'sales');
});
afterAll(() => harness.close());

describe('POST /orders/quotation/incognito', () => {
  it('prices a guest’s lines as an order, numbers it, opens it in the inbox and emails it as a PDF', async () => {
    const email = `fleet-${Date.now()}@example.ch`;
    const response = await askAsGuest({
      ...company,
      email,
      lines: [
        { productId: shop.bike.id, quantity: 2 },
        { productId: shop.helmet.id, quantity: 3 },
      ],
      // Whatever a client says about prices is ignored: the server prices.
      price: 1,
    });
    expect(response.statusCode).toBe(201);
    const quotation = response.json();
    expect(quotation.number).toMatch(/^Q-\d{4}-\d{6}$/);
    expect(quotation.status).toBe('new');
    const total = 2 * (549_900 + BIKE_FEES) + 3 * 15_000;
    expect(quotation.pricing.total.amount).toBe(total);
    expect(quotation.pricing.vat.amount).toEqual(includedVat({ amount: total, currency: 'CHF' }));
    expect(quotation.pricing.fees.find((fee: { kind: string }) => fee.kind === 'assembly').quantity).toBe(2);
    expect(quotation.terms).toEqual({ bikeCount: 2, isFleet: true, deliveryWeeks: 3, replacementBike: false });
    // Counted in calendar days from the Swiss day it was made: late in the evening UTC it is already tomorrow in Zurich.
    const madeOn = new Date(`${swissIsoDay(new Date(quotation.createdAt))}T00:00:00Z`);
    const validUntil = new Date(`${quotation.validUntil}T00:00:00Z`);
    expect((validUntil.getTime() - madeOn.getTime()) / 86_400_000).toBe(30);

    const [request] = await harness.database.db
      .select()
      .from(inboxRequests)
      .where(and(eq(inboxRequests.kind, 'quotation'), eq(inboxRequests.refId, quotation.id)));
    expect(request).toMatchObject({ status: 'new', email, name: 'Boulangerie du Lac SA · Zoé Favre' });

    const mail = (await harness.outbox()).find((message) => message.to === email);
    expect(mail?.subject).toBe(`Your Beast quotation ${quotation.number}`);
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments?.[0]).toMatchObject({
      filename: `${quotation.number}.pdf`,
      contentType: 'application/pdf',
    });
    const attached = normalised(
      (await pdfPages(new Uint8Array(Buffer.from(mail!.attachments![0]!.content, 'base64')))).join('\n'),
    );
    expect(attached).toContain(`Quotation ${quotation.number}`);
    expect(attached).toContain('Boulangerie du Lac SA');
    expect(attached).toContain('Test product');
    expect(attached).toContain(normalised(formatMoney(total, 'en', { wholeFrancDash: false })));
    expect(attached).toContain('Fleet of 2 bikes: delivery within at most 3 weeks');
    expect(attached).not.toContain('replacement bike');
  });

  it('adds a replacement bike from 15 bikes over several lines, in the customer’s language', async () => {
    const fifteen = await askAsGuest(
      {
        ...person,
        lines: [
          { productId: shop.bike.id, quantity: 10 },
          { productId: shop.cargo.id, quantity: 5 },
          { productId: shop.service.id, quantity: 15 },
        ],
      },
      'de',
    );
    expect(fifteen.statusCode).toBe(201);
    const quotation = fifteen.json();
    expect(quotation.terms).toMatchObject({ bikeCount: 15, replacementBike: true, deliveryWeeks: 3 });
    const text = await pdfText(quotation.pdfUrl);
    expect(text).toContain(`Offerte ${quotation.number}`);
    expect(text).toContain('Für Flotten ab 15 Velos ist ein Ersatzvelo inbegriffen.');
    expect(text).toContain('Testprodukt');

    const fourteen = await askAsGuest({ ...person, lines: [{ productId: shop.bike.id, quantity: 14 }] });
    expect(fourteen.json().terms).toMatchObject({ bikeCount: 14, replacementBike: false });
  });

  it('promises the regular delivery for a single bike', async () => {
    const response = await askAsGuest({ ...person, lines: [{ productId: shop.bike.id, quantity: 1 }] }, 'fr');
    const quotation = response.json();
    expect(quotation.terms).toMatchObject({ isFleet: false, deliveryWeeks: 2 });
    const text = await pdfText(quotation.pdfUrl);
    expect(text).toContain(`Devis ${quotation.number}`);
    expect(text).toContain('Livraison dans les 2 semaines suivant la commande.');
  });

  it('answers each invalid field with its translated §5 message', async () => {
    const response = await askAsGuest(
      {
        customerType: 'company',
        companyName: '',
        firstName: ' Zo',
        lastName: '',
        email: 'not-an-email',
        phoneNumber: '12ab',
        lines: [],
      },
      'fr',
    );
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({
      companyName: 'Le nom de l’entreprise est obligatoire.',
      firstName: expect.any(String),
      lastName: expect.any(String),
      email: expect.stringMatching(/e-mail/i),
      phoneNumber: expect.any(String),
      lines: 'Choisissez au moins un produit.',
    });
  });

  it('refuses a quantity out of bounds and a missing choice of company or person', async () => {
    const response = await askAsGuest({
      ...person,
      customerType: undefined,
      lines: [{ productId: shop.bike.id, quantity: 101 }],
    });
    expect(response.json().error.fields).toEqual({
      customerType: 'Choose whether a company or a person asks.',
      'lines.0.quantity': 'Enter a quantity from 1 to 100.',
    });
  });

  it('names the line of a product that does not exist', async () => {
    const response = await askAsGuest({ ...person, lines: [{ productId: 987_654, quantity: 1 }] });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: 'PRODUCT_NOT_FOUND',
      fields: { 'lines.0.productId': expect.any(String) },
    });
  });

  it('refuses a robot without a word on its fields', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/orders/quotation/incognito',
      payload: {
        ...person,
        email: 'robot@example.ch',
        lines: [{ productId: shop.bike.id, quantity: 1 }],
        website: 'x',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('FORM_SUBMISSION_FAILED');
  });
});

describe('a signed-in customer’s quotations', () => {
  it('sends the quotation to the account’s email, lists it, and shows its PDF to its owner only', async () => {
    const customer = await signedIn(harness);
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/orders/quotation',
      headers: customer.headers,
      payload: { ...person, lines: [{ productId: shop.cargo.id, quantity: 1 }], formToken: await formToken() },
    });
    expect(response.statusCode).toBe(201);
    const quotation = response.json();
    expect(quotation.customer.email).toBe(customer.email);

    const list = await harness.app.inject({ method: 'GET', url: '/api/orders/quotations', headers: customer.headers });
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: quotation.id, number: quotation.number }] });

    const pdf = `/api/orders/quotations/${quotation.id}/pdf`;
    expect((await harness.app.inject({ method: 'GET', url: pdf, headers: customer.headers })).statusCode).toBe(200);
    const stranger = await signedIn(harness);
    expect((await harness.app.inject({ method: 'GET', url: pdf, headers: stranger.headers })).statusCode).toBe(404);
    expect((await harness.app.inject({ method: 'GET', url: pdf })).statusCode).toBe(404);
    expect((await harness.app.inject({ method: 'GET', url: `${pdf}?token=${quotation.id}.forged` })).statusCode).toBe(
      404,
    );
    const otherId = `/api/orders/quotations/${quotation.id + 1}/pdf?${new URL(quotation.pdfUrl, 'http://x').searchParams}`;
    expect((await harness.app.inject({ method: 'GET', url: otherId })).statusCode).toBe(404);
    expect(
      (await harness.app.inject({ method: 'GET', url: '/api/orders/quotations', headers: stranger.headers })).json()
        .total,
    ).toBe(0);
    expect((await harness.app.inject({ method: 'GET', url: '/api/orders/quotations' })).statusCode).toBe(401);
  });

  it('quotes the lines of the customer’s cart', async () => {
    const customer = await signedIn(harness);
    await harness.database.db.insert(cartLines).values([
      { userId: customer.id, productId: shop.bike.id, quantity: 2 },
      { userId: customer.id, productId: shop.helmet.id, quantity: 1 },
    ]);
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/orders/quotation',
      headers: customer.headers,
      payload: { ...company, fromCart: true, formToken: await formToken() },
    });
    expect(response.statusCode).toBe(201);
    const { pricing } = response.json();
    expect(
      pricing.lines.map((line: { productId: number; quantity: number }) => [line.productId, line.quantity]),
    ).toEqual([
      [shop.bike.id, 2],
      [shop.helmet.id, 1],
    ]);
  });
});

describe('the staff’s steps of a quotation', () => {
  it('marks it sent then won, audited, with its inbox request following; won is final', async () => {
    const quotation = (await askAsGuest({ ...person, lines: [{ productId: shop.bike.id, quantity: 1 }] })).json();
    const step = (status: string, headers = sales.headers) =>
      harness.app.inject({
        method: 'POST',
        url: `/api/admin/quotations/${quotation.id}/status`,
        headers: headers.change,
        payload: { status },
      });
    expect((await step('sent')).json().status).toBe('sent');
    expect((await step('won')).json().status).toBe('won');
    expect((await step('lost')).json().error.code).toBe('STATUS_CHANGE_NOT_ALLOWED');
    const [request] = await harness.database.db
      .select()
      .from(inboxRequests)
      .where(and(eq(inboxRequests.kind, 'quotation'), eq(inboxRequests.refId, quotation.id)));
    expect(request?.status).toBe('won');
    const audit = await auditEntriesOf(harness, 'quotation', quotation.number);
    expect(audit.map((entry) => [entry.before, entry.after])).toEqual([
      [{ status: 'new' }, { status: 'sent' }],
      [{ status: 'sent' }, { status: 'won' }],
    ]);

    const detail = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/quotations/${quotation.id}`,
      headers: sales.headers.read,
    });
    expect(detail.json()).toMatchObject({ number: quotation.number, status: 'won' });
    const pdf = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/quotations/${quotation.id}/pdf`,
      headers: sales.headers.read,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const support = await signedInStaff(harness, 'support');
    expect((await step('lost', support.headers)).statusCode).toBe(403);
  });
});
