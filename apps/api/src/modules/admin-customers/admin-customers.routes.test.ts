import { randomUUID } from 'node:crypto';
import type {
  AdminCustomer,
  AdminCustomerList,
  CustomerDataExport,
} from '@beast/domain/accounts/admin-customers-api.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, refreshTokens } from '../../db/schema/accounts';
import { newsletterSubscriptions } from '../../db/schema/newsletter';
import { orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { productReviews } from '../../db/schema/reviews';
import { auditLog } from '../../db/schema/staff';
import { createCustomer, login, post, register, signedIn } from '../../test/accounts';
import { createProduct, type TestProduct } from '../../test/catalog';
import { insertTestOrder } from '../../test/orders';
import { requestTestQuotation } from '../../test/quotations';
import { insertReview } from '../../test/reviews';
import { auditEntriesOf, signedInStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

let harness: TestApp;
let lock: TestProduct;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let sales: Awaited<ReturnType<typeof signedInStaff>>;
let support: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  harness = await createTestApp();
  lock = await createProduct(harness);
  admin = await signedInStaff(harness, 'admin');
  sales = await signedInStaff(harness, 'sales');
  support = await signedInStaff(harness, 'support');
});
afterAll(() => harness.close());

/** A word only this test's customers carry, so the shared database's other customers never count. */
const marker = () => `m${randomUUID().slice(0, 8)}`;

function get(url: string, headers = admin.headers.read) {
  return harness.app.inject({ method: 'GET', url, headers });
}

function send(url: string, payload?: object, headers = sales.headers.change) {
  return harness.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });
}

async function customerPage(id: number, headers = admin.headers.read): Promise<AdminCustomer> {
  const response = await get(`/api/admin/customers/${id}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminCustomer>();
}

function anOrderOf(userId: number | null, email = 'someone@example.ch') {
  return insertTestOrder(harness, { userId, email, status: 'PAYMENT_SENT', lines: [{ product: lock }] });
}

describe('the customers list', () => {
  it('finds a customer by email, name, phone or the number of one of their orders, paged on the server', async () => {
    const word = marker();
    const anna = await createCustomer(harness, {
      email: `anna-${word}@example.ch`,
      firstName: 'Anna',
      lastName: `Keller${word}`,
      phoneNumber: '791110022',
    });
    const other = await createCustomer(harness, { lastName: `Other${word}` });
    const { order } = await anOrderOf(other.id);

    const search = async (text: string) => {
      const response = await get(`/api/admin/customers?search=${encodeURIComponent(text)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminCustomerList>().data.map((row) => row.id);
    };
    expect(await search(`ANNA-${word}`)).toEqual([anna.id]);
    expect(await search(`anna keller${word}`)).toEqual([anna.id]);
    expect(await search('+41 79 111 00 22')).toContain(anna.id);
    expect(await search(order.number)).toEqual([other.id]);
    expect(await search(word)).toEqual([other.id, anna.id]);

    const first = (await get(`/api/admin/customers?search=${word}&limit=1`)).json<AdminCustomerList>();
    const second = (await get(`/api/admin/customers?search=${word}&limit=1&offset=1`)).json<AdminCustomerList>();
    expect(first).toMatchObject({ offset: 0, limit: 1, total: 2 });
    expect(first.data[0]).toMatchObject({ id: other.id, orderCount: 1, state: 'active' });
    expect(second.data.map((row) => row.id)).toEqual([anna.id]);
  });

  it('treats % and _ in the search as themselves', async () => {
    const response = await get('/api/admin/customers?search=%25_%25');
    expect(response.json<AdminCustomerList>().total).toBe(0);
  });
});

describe('a customer’s page', () => {
  it('shows any customer to support (no ownership), with orders, and the emails of the account and its orders', async () => {
    const account = await register(harness);
    await anOrderOf(account.id, account.email);
    const page = await customerPage(account.id, support.headers.read);
    expect(page.profile).toMatchObject({ email: account.email, state: 'unconfirmed', firstName: 'Anna' });
    expect(page.orders).toHaveLength(1);
    expect(page.orders[0]).toMatchObject({ status: 'PAYMENT_SENT', statusColour: expect.any(String) });
    // The registration's confirmation code is the account's email.
    expect(page.emails.map((email) => email.to)).toContain(account.email);
    expect(page.vehicles).toEqual([]);
  });

  it('answers 404 for an account that does not exist', async () => {
    const response = await get('/api/admin/customers/99999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('CUSTOMER_NOT_FOUND');
  });
});

describe('resending the confirmation email', () => {
  it('sends a new code to an unconfirmed address, audited, and refuses a confirmed one', async () => {
    const unconfirmed = await createCustomer(harness, { emailConfirmedAt: null });
    const before = (await customerPage(unconfirmed.id)).emails.length;
    const response = await send(
      `/api/admin/customers/${unconfirmed.id}/resend-confirmation`,
      undefined,
      support.headers.change,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminCustomer>().emails).toHaveLength(before + 1);
    const [entry] = await auditEntriesOf(harness, 'customer', String(unconfirmed.id));
    expect(entry).toMatchObject({ action: 'email-resent', staffId: support.id });

    const confirmed = await createCustomer(harness);
    const refused = await send(`/api/admin/customers/${confirmed.id}/resend-confirmation`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('EMAIL_ALREADY_CONFIRMED');
  });
});

describe('disabling an account', () => {
  it('ends every session: the customer’s access token is refused, its refresh token too, and signing in says why', async () => {
    const customer = await createCustomer(harness);
    const tokens = await login(harness, customer.email);
    const bearer = { authorization: `Bearer ${tokens.accessToken}` };
    expect((await get('/api/users/me', bearer)).statusCode).toBe(200);

    const response = await send(`/api/admin/customers/${customer.id}/disable`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminCustomer>().profile.state).toBe('disabled');

    expect((await get('/api/users/me', bearer)).statusCode).toBe(401);
    const refresh = await post(
      harness,
      '/api/auth/refresh/token',
      {},
      { authorization: `Bearer ${tokens.refreshToken}` },
    );
    expect(refresh.statusCode).toBe(401);
    const rows = await harness.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, customer.id));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    const again = await post(harness, '/api/auth/login?lang=fr', {
      email: customer.email,
      password: customer.password,
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      message: expect.stringContaining('désactivé'),
    });
    const code = await post(harness, '/api/auth/code', { email: customer.email, purpose: 'login' });
    expect(code.json().error.code).toBe('ACCOUNT_DISABLED');

    const [entry] = await auditEntriesOf(harness, 'customer', String(customer.id));
    expect(entry).toMatchObject({
      action: 'disabled',
      staffId: sales.id,
      before: { state: 'active' },
      after: { state: 'disabled', sessionsEnded: true },
    });
  });

  it('lets the customer sign in again once enabled', async () => {
    const customer = await createCustomer(harness);
    await send(`/api/admin/customers/${customer.id}/disable`);
    const enabled = await send(`/api/admin/customers/${customer.id}/enable`);
    expect(enabled.json<AdminCustomer>().profile.state).toBe('active');
    await login(harness, customer.email);
    const actions = (await auditEntriesOf(harness, 'customer', String(customer.id))).map((entry) => entry.action);
    expect(actions).toEqual(['disabled', 'enabled']);
  });

  it('is refused to support, who only reads', async () => {
    const customer = await createCustomer(harness);
    const response = await send(`/api/admin/customers/${customer.id}/disable`, undefined, support.headers.change);
    expect(response.statusCode).toBe(403);
  });
});

describe('exporting a customer’s data', () => {
  it('is a JSON download of the profile, addresses, orders and emails, recorded without the data', async () => {
    const customer = await createCustomer(harness, { address: 'Rue de Bourg 9', zipCode: '1003', city: 'Lausanne' });
    const { order } = await anOrderOf(customer.id, customer.email);
    await send(`/api/admin/customers/${customer.id}/disable`);
    const response = await get(`/api/admin/customers/${customer.id}/export`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="customer-${customer.id}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    const data = response.json<CustomerDataExport>();
    expect(data.profile).toMatchObject({ id: customer.id, email: customer.email, address: 'Rue de Bourg 9' });
    expect(data.addresses).toContainEqual({
      source: 'profile',
      country: 'CH',
      zipCode: '1003',
      city: 'Lausanne',
      address: 'Rue de Bourg 9',
    });
    expect(data.addresses.map((address) => address.source)).toContain(order.number);
    expect(data.orders.map((entry) => entry.number)).toEqual([order.number]);
    expect(data.orders[0]!.lines.length).toBe(1);
    expect(data.vehicles).toEqual([]);
    const [, exported] = await auditEntriesOf(harness, 'customer', String(customer.id));
    expect(exported).toMatchObject({ action: 'exported', after: { orders: 1, vehicles: 0 } });
    expect(JSON.stringify(exported)).not.toContain(customer.email);
  });
});

describe('what a person sent by email, with or without the account', () => {
  async function sendContactMessage(email: string, subject: string) {
    const { formToken } = (await harness.app.inject({ method: 'GET', url: '/api/forms/token' })).json();
    const sent = await harness.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: { firstName: 'Anna', lastName: 'Meier', email, subject, message: 'Call me back, please.', formToken },
    });
    expect(sent.statusCode, sent.body).toBe(201);
  }

  it('is in the export, found by the address in any case', async () => {
    const customer = await createCustomer(harness);
    const subject = `Export ${marker()}`;
    await sendContactMessage(customer.email.toUpperCase(), subject);
    const data = (await get(`/api/admin/customers/${customer.id}/export`)).json<CustomerDataExport>();
    expect(data.byEmail.requests).toEqual([
      expect.objectContaining({ kind: 'contact', summary: subject, sent: expect.objectContaining({ subject }) }),
    ]);
    const [exported] = await auditEntriesOf(harness, 'customer', String(customer.id));
    expect(exported).toMatchObject({ action: 'exported', after: { requests: 1 } });
  });

  it('is erased with the account: the request, and the announcement that named the person', async () => {
    const customer = await createCustomer(harness);
    const subject = `Erase ${marker()}`;
    await sendContactMessage(customer.email, subject);
    const erased = await send(
      `/api/admin/customers/${customer.id}/erase`,
      { confirmation: customer.email },
      admin.headers.change,
    );
    expect(erased.statusCode, erased.body).toBe(200);
    const inbox = (await get(`/api/admin/inbox?view=all&q=${encodeURIComponent(customer.email)}`)).json();
    expect(inbox.total).toBe(0);
    const mails = await harness.outbox();
    expect(mails.some((mail) => mail.text.includes(customer.email) || mail.text.includes(subject))).toBe(false);
  });
});

describe('their newsletter subscription and reviews', () => {
  it('are in the export, and go with the erasure (a review keeping its rating only)', async () => {
    const customer = await createCustomer(harness);
    const { formToken } = (await harness.app.inject({ method: 'GET', url: '/api/forms/token' })).json();
    await harness.app.inject({
      method: 'POST',
      url: '/api/news-letter-subscriptions',
      payload: { email: customer.email, acceptTerms: true, formToken },
    });
    const review = await insertReview(harness, { email: customer.email, name: 'Anna M.', message: 'Mine.', rating: 5 });
    const data = (await get(`/api/admin/customers/${customer.id}/export`)).json<CustomerDataExport>();
    expect(data.byEmail.newsletter).toEqual([
      expect.objectContaining({ status: 'pending', consentText: expect.any(String) }),
    ]);
    expect(data.byEmail.reviews).toEqual([expect.objectContaining({ rating: 5, message: 'Mine.' })]);
    const erased = await send(
      `/api/admin/customers/${customer.id}/erase`,
      { confirmation: customer.email },
      admin.headers.change,
    );
    expect(erased.statusCode, erased.body).toBe(200);
    const [row] = await harness.database.db.select().from(productReviews).where(eq(productReviews.id, review.id));
    expect(row).toMatchObject({ name: '', message: '', rating: 5 });
    expect(row?.email).not.toBe(customer.email);
    const subscribers = await harness.database.db.select().from(newsletterSubscriptions);
    expect(subscribers.some((subscriber) => subscriber.email === customer.email)).toBe(false);
  });
});

describe('their quotations', () => {
  it('are in the export with their prices, and keep only their number and prices after the erasure', async () => {
    const customer = await createCustomer(harness);
    const { id, number } = await requestTestQuotation(harness, customer.email);
    const data = (await get(`/api/admin/customers/${customer.id}/export`)).json<CustomerDataExport>();
    expect(data.byEmail.quotations).toEqual([
      expect.objectContaining({ number, firstName: 'Lina', email: customer.email, pricing: expect.any(Object) }),
    ]);
    const erased = await send(
      `/api/admin/customers/${customer.id}/erase`,
      { confirmation: customer.email },
      admin.headers.change,
    );
    expect(erased.statusCode, erased.body).toBe(200);
    const [row] = await harness.database.db.select().from(quotations).where(eq(quotations.id, id));
    expect(row).toMatchObject({ number, firstName: '', lastName: '', phoneNumber: '' });
    expect(row?.email).not.toBe(customer.email);
    expect(row?.total).toBeGreaterThan(0);
  });
});

describe('erasing a customer', () => {
  it('needs the customer’s email typed as the confirmation', async () => {
    const customer = await createCustomer(harness);
    const empty = await send(`/api/admin/customers/${customer.id}/erase`, { confirmation: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.confirmation).toBe('Type the customer’s email address to confirm.');
    const wrong = await send(`/api/admin/customers/${customer.id}/erase`, { confirmation: 'someone@else.ch' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.confirmation).toBe('This is not the customer’s email address.');
    expect((await customerPage(customer.id)).profile.state).toBe('active');
  });

  it('anonymises the person, ends their sessions and keeps their orders with amounts and what accounting needs', async () => {
    const word = marker();
    const customer = await signedIn(harness, {
      email: `erase-${word}@example.ch`,
      lastName: `Erase${word}`,
      address: 'Chemin des Vignes 4',
      zipCode: '1800',
      dateOfBirth: '1990-03-12',
      profileImagePath: 'users/photo.png',
    });
    const { order } = await anOrderOf(customer.id, customer.email);
    await harness.database.db.insert(emailOutbox).values({
      userId: customer.id,
      to: customer.email,
      subject: 'Your code',
      text: `Hello ${word}`,
      html: `<p>Hello ${word}</p>`,
    });
    const [before] = await harness.database.db.select().from(orders).where(eq(orders.id, order.id));

    const response = await send(`/api/admin/customers/${customer.id}/erase`, {
      confirmation: ` ERASE-${word}@example.ch `,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<AdminCustomer>();
    expect(page.profile).toMatchObject({
      state: 'erased',
      email: `erased-${customer.id}@erased.invalid`,
      firstName: '',
      lastName: '',
      phoneNumber: null,
      address: null,
      zipCode: null,
      dateOfBirth: null,
      hasPhoto: false,
    });
    expect((await get('/api/users/me', customer.headers)).statusCode).toBe(401);

    const [after] = await harness.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({
      userId: customer.id,
      total: before!.total,
      vatAmount: before!.vatAmount,
      amountPaid: before!.amountPaid,
      status: before!.status,
      email: `erased-${customer.id}@erased.invalid`,
    });
    expect(after!.contacts).toEqual({
      ...before!.contacts,
      email: `erased-${customer.id}@erased.invalid`,
      countryCode: '',
      phoneNumber: '',
      address: '',
    });
    expect(page.orders.map((entry) => entry.number)).toEqual([order.number]);
    const emails = await harness.database.db.select().from(emailOutbox).where(eq(emailOutbox.userId, customer.id));
    expect(emails.length).toBeGreaterThan(0);
    expect(JSON.stringify(emails)).not.toContain(word);

    // The audit entry says what was done, never whose data it was.
    const entries = await harness.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityKey, String(customer.id)));
    const erased = entries.find((entry) => entry.action === 'erased');
    expect(erased).toMatchObject({ entityType: 'customer', after: { state: 'erased', orders: 1 } });
    expect(JSON.stringify(erased)).not.toMatch(new RegExp(`${word}|Chemin|1990|791234567`));

    // Nothing changes an erased account any more, and its old address signs nobody in.
    const again = await send(`/api/admin/customers/${customer.id}/enable`);
    expect(again.json().error.code).toBe('CUSTOMER_ERASED');
    const signIn = await post(harness, '/api/auth/login', { email: customer.email, password: customer.password });
    expect(signIn.statusCode).toBe(401);
  });
});
