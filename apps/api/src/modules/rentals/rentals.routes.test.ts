import { RENTAL_MONTHS_MAX } from '@beast/domain/constants/business';
import { de } from '@beast/domain/i18n/messages/de';
import { en } from '@beast/domain/i18n/messages/en';
import { fr } from '@beast/domain/i18n/messages/fr';
import { chf, formatMoney } from '@beast/domain/money/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxRequests } from '../../db/schema/inbox';
import { rentalRequests } from '../../db/schema/rentals';
import { createBike, createProduct, TEST_ACTOR, type TestProduct } from '../../test/catalog';
import { auditEntriesOf, type StaffHeaders, signedInStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eraseByEmail, exportByEmail } from '../admin-customers/personal-data';

let harness: TestApp;
let bike: TestProduct;
let sales: { headers: StaffHeaders };

/** The tests' own monthly price: CHF 150 a month. */
const MONTHLY = 15_000;

const person = {
  firstName: 'Zoé',
  lastName: 'Favre',
  countryCode: '+41',
  phoneNumber: '791234567',
  address: 'Rue du Lac 12',
  zipCode: '1201',
  city: 'Genève',
  message: 'Could you deliver on a Saturday?',
};

function uniqueEmail() {
  return `rental-${Math.random().toString(36).slice(2)}@example.ch`;
}

async function formToken() {
  return (await harness.app.inject({ method: 'GET', url: '/api/forms/token' })).json().formToken as string;
}

async function ask(body: object, lang = 'en') {
  return harness.app.inject({
    method: 'POST',
    url: `/api/rentals?lang=${lang}`,
    payload: { model: bike.slug, months: 3, email: uniqueEmail(), ...person, ...body, formToken: await formToken() },
  });
}

function decide(id: number, body: object, headers: StaffHeaders = sales.headers) {
  return harness.app.inject({
    method: 'POST',
    url: `/api/admin/rentals/requests/${id}/decision`,
    headers: headers.change,
    payload: body,
  });
}

beforeAll(async () => {
  harness = await createTestApp();
  bike = await createBike(harness, { price: 499_900, originalPrice: 499_900 });
  await harness.app.writes.rentalModels.saveModel(TEST_ACTOR, bike.slug, { rentable: true, monthlyPrice: MONTHLY });
  sales = await signedInStaff(harness, 'sales');
});
afterAll(() => harness.close());

describe('GET /rentals/offer', () => {
  it('lists the rentable models with their monthly price, the price per week and the purchase price', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/rentals/offer?lang=fr' });
    expect(response.statusCode).toBe(200);
    const offered = response.json().models.find((model: { slug: string }) => model.slug === bike.slug);
    expect(offered).toMatchObject({
      name: bike.name.fr,
      monthlyPrice: { amount: MONTHLY, currency: 'CHF' },
      // CHF 150 a month is CHF 34.62 a week: shown to whole francs.
      weeklyPrice: { amount: 3500, currency: 'CHF' },
      purchasePrice: { amount: 499_900, currency: 'CHF' },
    });
  });

  it('leaves out a model that is not rented out', async () => {
    const other = await createBike(harness);
    await harness.app.writes.rentalModels.saveModel(TEST_ACTOR, other.slug, { rentable: false, monthlyPrice: 9900 });
    const { models } = (await harness.app.inject({ method: 'GET', url: '/api/rentals/offer' })).json();
    expect(models.map((model: { slug: string }) => model.slug)).not.toContain(other.slug);
  });
});

describe('POST /rentals', () => {
  it('prices the rental from the data, ignores a price sent, stores it, opens it in the inbox and emails the person', async () => {
    const email = uniqueEmail();
    const response = await ask({ email, months: 4, total: 1, monthlyPrice: 1 }, 'de');
    expect(response.statusCode).toBe(201);
    const rental = response.json();
    expect(rental).toMatchObject({
      model: { slug: bike.slug, name: bike.name.de },
      months: 4,
      monthlyPrice: { amount: MONTHLY },
      total: { amount: 4 * MONTHLY },
      email,
    });
    const [row] = await harness.database.db.select().from(rentalRequests).where(eq(rentalRequests.id, rental.id));
    expect(row).toMatchObject({ status: 'new', locale: 'de', total: 4 * MONTHLY, city: 'Genève', countryCode: '+41' });
    const [request] = await harness.database.db
      .select()
      .from(inboxRequests)
      .where(and(eq(inboxRequests.kind, 'rental'), eq(inboxRequests.refId, rental.id)));
    expect(request).toMatchObject({ status: 'new', email, name: 'Zoé Favre' });
    const mails = await harness.outbox();
    const receipt = mails.find((mail) => mail.to === email);
    expect(receipt?.subject).toBe(de['email.rental.received.subject']);
    expect(receipt?.text).toContain(formatMoney(chf(4 * MONTHLY), 'de'));
    expect(mails.some((mail) => mail.to === harness.config.salesEmail && mail.text.includes(email))).toBe(true);
  });

  it('names each invalid field with its message, in the visitor’s language', async () => {
    const response = await ask(
      {
        model: '',
        months: '',
        firstName: ' Zoé',
        lastName: '',
        email: 'not-an-email',
        countryCode: '',
        phoneNumber: '12ab',
        address: '',
        zipCode: '12',
        city: 'Genève 2',
        message: 'x'.repeat(2001),
      },
      'fr',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      model: fr['validation.rental.modelRequired'],
      months: fr['validation.rental.monthsRange'],
      firstName: fr['validation.firstName.leadingSpace'],
      lastName: fr['validation.lastName.required'],
      email: fr['validation.email.invalid'],
      countryCode: fr['validation.dialCode.required'],
      phoneNumber: fr['validation.phoneNumber.digitsOnly'],
      address: fr['validation.address.required'],
      zipCode: fr['validation.zipCode.length'],
      city: fr['validation.city.lettersOnly'],
      message: fr['validation.message.maxLength'],
    });
  });

  it('refuses months out of range and a part of a month', async () => {
    for (const months of [0, RENTAL_MONTHS_MAX + 1, 2.5, -1]) {
      const response = await ask({ months });
      expect(response.statusCode, String(months)).toBe(400);
      expect(response.json().error.fields).toEqual({ months: en['validation.rental.monthsRange'] });
    }
    expect((await ask({ months: RENTAL_MONTHS_MAX })).statusCode).toBe(201);
    expect((await ask({ months: '1' })).statusCode).toBe(201);
  });

  it('refuses an unknown bike, a bike not rented out and a product that is not a bike', async () => {
    const idle = await createBike(harness);
    await harness.app.writes.rentalModels.saveModel(TEST_ACTOR, idle.slug, { rentable: false, monthlyPrice: 9900 });
    const helmet = await createProduct(harness);
    for (const model of ['no-such-bike', idle.slug, helmet.slug]) {
      const response = await ask({ model });
      expect(response.statusCode, model).toBe(400);
      expect(response.json().error.fields).toEqual({ model: en['validation.rental.modelUnavailable'] });
    }
  });

  it('refuses a robot (the honeypot) and a form without its token', async () => {
    const robot = await ask({ website: 'https://spam.example' });
    expect(robot.statusCode).toBe(400);
    expect(robot.json().error.code).toBe('FORM_SUBMISSION_FAILED');
    const tokenless = await harness.app.inject({
      method: 'POST',
      url: '/api/rentals',
      payload: { model: bike.slug, months: 3, email: uniqueEmail(), ...person },
    });
    expect(tokenless.json().error.code).toBe('FORM_SUBMISSION_FAILED');
  });
});

describe('the staff’s answer', () => {
  it('confirms a rental once: audited, the inbox follows and the person is emailed in their language', async () => {
    const email = uniqueEmail();
    const rental = (await ask({ email }, 'fr')).json();
    const confirmed = await decide(rental.id, { decision: 'confirm', message: 'Livraison samedi à 10 h.' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', decisionMessage: 'Livraison samedi à 10 h.' });
    const [request] = await harness.database.db
      .select()
      .from(inboxRequests)
      .where(and(eq(inboxRequests.kind, 'rental'), eq(inboxRequests.refId, rental.id)));
    expect(request?.status).toBe('confirmed');
    const mail = (await harness.outbox()).find(
      (entry) =>
        entry.to === email && entry.subject === fr['email.rental.confirmed.subject'].replace('{{model}}', bike.name.fr),
    );
    expect(mail?.text).toContain('Livraison samedi à 10 h.');
    const audit = await auditEntriesOf(harness, 'rental-request', String(rental.id));
    expect(audit.map((entry) => [entry.before, entry.after])).toEqual([
      [{ status: 'new' }, { status: 'confirmed', message: 'Livraison samedi à 10 h.' }],
    ]);

    for (const decision of ['confirm', 'decline']) {
      const again = await decide(rental.id, { decision });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('STATUS_CHANGE_NOT_ALLOWED');
    }
  });

  it('declines a rental without a message, and the person is told', async () => {
    const email = uniqueEmail();
    const rental = (await ask({ email })).json();
    const declined = await decide(rental.id, { decision: 'decline' });
    expect(declined.json()).toMatchObject({ status: 'declined', decisionMessage: null });
    const mail = (await harness.outbox()).find(
      (entry) => entry.to === email && /rental request for/.test(entry.subject),
    );
    expect(mail?.text).toContain('we cannot rent you');
    expect((await decide(rental.id, { decision: 'confirm' })).statusCode).toBe(409);
  });

  it('is for sales and admins only; a content member and support are refused', async () => {
    const rental = (await ask({})).json();
    for (const role of ['content', 'support'] as const) {
      const member = await signedInStaff(harness, role);
      expect((await decide(rental.id, { decision: 'confirm' }, member.headers)).statusCode).toBe(403);
      const read = await harness.app.inject({
        method: 'GET',
        url: `/api/admin/rentals/requests/${rental.id}`,
        headers: member.headers.read,
      });
      expect(read.statusCode).toBe(403);
    }
    const read = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/rentals/requests/${rental.id}`,
      headers: sales.headers.read,
    });
    expect(read.json()).toMatchObject({ id: rental.id, status: 'new', address: 'Rue du Lac 12' });
    expect((await decide(rental.id, { decision: 'maybe' })).statusCode).toBe(400);
    expect((await decide(2_000_000_000, { decision: 'confirm' })).statusCode).toBe(404);
  });
});

describe('the rentable models on the back office', () => {
  it('lets content staff rent a model out at a monthly price, audited; sales may not', async () => {
    const other = await createBike(harness);
    const content = await signedInStaff(harness, 'content');
    const save = (body: object, headers: StaffHeaders) =>
      harness.app.inject({
        method: 'PUT',
        url: `/api/admin/rentals/models/${other.slug}`,
        headers: headers.change,
        payload: body,
      });
    expect((await save({ rentable: true, monthlyPrice: 12_000 }, sales.headers)).statusCode).toBe(403);
    const saved = await save({ rentable: true, monthlyPrice: 12_000 }, content.headers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().models.find((model: { slug: string }) => model.slug === other.slug)).toMatchObject({
      rentable: true,
      monthlyPrice: 12_000,
    });
    const refused = await save({ rentable: true, monthlyPrice: 0 }, content.headers);
    expect(refused.json().error.fields).toEqual({
      monthlyPrice: en['validation.rental.monthlyPrice'],
    });
    const audit = await auditEntriesOf(harness, 'rental-model', other.slug);
    expect(audit.map((entry) => entry.after)).toEqual([{ rentable: true, monthlyPrice: 12_000 }]);

    const helmet = await createProduct(harness);
    const notABike = await harness.app.inject({
      method: 'PUT',
      url: `/api/admin/rentals/models/${helmet.slug}`,
      headers: content.headers.change,
      payload: { rentable: true, monthlyPrice: 1000 },
    });
    expect(notABike.statusCode).toBe(400);
  });
});

describe('personal data', () => {
  it('hands over a person’s rental requests and erases them in place, keeping the rental’s figures', async () => {
    const email = uniqueEmail();
    const rental = (await ask({ email, months: 2 })).json();
    const exported = await exportByEmail(harness.database.db, email.toUpperCase());
    expect(exported.rentals).toEqual([
      expect.objectContaining({ model: bike.name.en, months: 2, total: 2 * MONTHLY, email, address: 'Rue du Lac 12' }),
    ]);
    const counts = await eraseByEmail(harness.database.db, email, 'erased@example.invalid');
    expect(counts.rentals).toBe(1);
    const [row] = await harness.database.db.select().from(rentalRequests).where(eq(rentalRequests.id, rental.id));
    expect(row).toMatchObject({
      firstName: '',
      lastName: '',
      email: 'erased@example.invalid',
      phoneNumber: '',
      address: '',
      city: '',
      message: null,
      months: 2,
      total: 2 * MONTHLY,
    });
  });
});
