import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/accounts';
import { createBike, type TestProduct } from '../../test/catalog';
import { insertTestOrder } from '../../test/orders';
import { auditEntriesOf, type StaffHeaders, signedInStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

let harness: TestApp;
let content: StaffHeaders;

beforeAll(async () => {
  harness = await createTestApp();
  content = (await signedInStaff(harness, 'content')).headers;
});
afterAll(() => harness.close());

async function formToken() {
  return (await harness.app.inject({ method: 'GET', url: '/api/forms/token' })).json().formToken as string;
}

async function guestReview(product: Pick<TestProduct, 'slug'>, body: object, lang = 'en') {
  return harness.app.inject({
    method: 'POST',
    url: `/api/products/${product.slug}/reviews/guest?lang=${lang}`,
    payload: { rating: 5, firstName: 'Zoé', email: 'zoe@example.ch', formToken: await formToken(), ...body },
  });
}

async function customerReview(product: Pick<TestProduct, 'id'>, headers: Record<string, string>, body: object = {}) {
  return harness.app.inject({
    method: 'POST',
    url: `/api/products/${product.id}/reviews?lang=fr`,
    headers,
    payload: { rating: 4, message: 'Solide et rapide.', formToken: await formToken(), ...body },
  });
}

async function reviewsOf(product: Pick<TestProduct, 'slug'>) {
  return (await harness.app.inject({ method: 'GET', url: `/api/products/${product.slug}/reviews` })).json();
}

function moderate(url: string, payload?: object, headers: StaffHeaders = content) {
  return harness.app.inject({ method: 'POST', url: `/api/admin${url}`, headers: headers.change, payload });
}

async function pendingIdOf(email: string): Promise<number> {
  const list = await harness.app.inject({ method: 'GET', url: '/api/admin/reviews?limit=100', headers: content.read });
  const review = list.json().data.find((item: { email: string }) => item.email === email);
  expect(review, `a pending review by ${email}`).toBeDefined();
  return review.id;
}

describe('GET /products/{id}/reviews', () => {
  it('answers an empty list and no average for a product nobody reviewed', async () => {
    const bike = await createBike(harness);
    expect(await reviewsOf(bike)).toEqual({
      data: [],
      offset: 0,
      limit: 20,
      total: 0,
      rating: { average: null, count: 0 },
    });
  });

  it('answers 404 for an unknown product', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/products/no-such-bike/reviews' });
    expect(response.statusCode).toBe(404);
  });
});

describe('writing a review (spec §6)', () => {
  it("keeps a guest's review for moderation: it is neither shown nor counted", async () => {
    const bike = await createBike(harness);
    const response = await guestReview(bike, { message: 'Carries the kids up every hill.' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'pending' });
    expect((await reviewsOf(bike)).rating).toEqual({ average: null, count: 0 });
  });

  it.each([
    ['en', { rating: 0 }, { rating: 'Please, rate our product' }],
    ['en', { rating: undefined }, { rating: 'Please, rate our product' }],
    ['en', { message: 'x'.repeat(251) }, { message: 'Your review can be at most 250 characters long.' }],
    ['en', { firstName: '' }, { firstName: expect.any(String) }],
    ['en', { email: 'zoe@' }, { email: expect.any(String) }],
  ])('answers each invalid field with its §5 message (%s %j)', async (lang, body, fields) => {
    const bike = await createBike(harness);
    const response = await guestReview(bike, body, lang);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.fields).toEqual(fields);
  });

  it('translates the rating message', async () => {
    const bike = await createBike(harness);
    const french = (await guestReview(bike, { rating: 0 }, 'fr')).json().error.fields.rating;
    const german = (await guestReview(bike, { rating: 0 }, 'de')).json().error.fields.rating;
    expect(french).not.toBe('Please, rate our product');
    expect(german).not.toBe('Please, rate our product');
    expect(french).not.toBe(german);
  });

  it('refuses a robot through the public form guard', async () => {
    const bike = await createBike(harness);
    const response = await guestReview(bike, { website: 'https://spam.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('FORM_SUBMISSION_FAILED');
  });

  it("needs a customer's token for the signed-in variant", async () => {
    const bike = await createBike(harness);
    expect((await customerReview(bike, {})).statusCode).toBe(401);
  });

  it('marks a customer who received the model as a verified owner, and one who did not as not', async () => {
    const bike = await createBike(harness);
    const owner = await signedIn(harness, { firstName: 'Luca', lastName: 'Rossi' });
    const hopeful = await signedIn(harness, { firstName: 'Mia', lastName: 'Keller' });
    await insertTestOrder(harness, { userId: owner.id, status: 'DELIVERED', lines: [{ product: bike }] });
    await insertTestOrder(harness, { userId: hopeful.id, status: 'SHIPPED', lines: [{ product: bike }] });
    expect((await customerReview(bike, owner.headers)).statusCode).toBe(201);
    expect((await customerReview(bike, hopeful.headers, { rating: 2 })).statusCode).toBe(201);
    for (const email of [owner.email, hopeful.email]) {
      expect((await moderate(`/reviews/${await pendingIdOf(email)}/publish`)).statusCode).toBe(200);
    }
    const { data, rating } = await reviewsOf(bike);
    expect(rating).toEqual({ average: 3, count: 2 });
    expect(data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Luca R.', rating: 4, verifiedOwner: true, message: 'Solide et rapide.' }),
        expect.objectContaining({ name: 'Mia K.', rating: 2, verifiedOwner: false }),
      ]),
    );
  });
});

describe('moderation (back office)', () => {
  it('publishes a review: shown and counted at once, the reviewer emailed in their language, audited', async () => {
    const bike = await createBike(harness);
    const email = `guest-${Date.now()}@example.ch`;
    await guestReview(bike, { email, rating: 3, message: 'Bien.' }, 'fr');
    const id = await pendingIdOf(email);
    const published = await moderate(`/reviews/${id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ id, status: 'published', product: { id: bike.id } });
    const { data, rating } = await reviewsOf(bike);
    expect(rating).toEqual({ average: 3, count: 1 });
    expect(data).toEqual([expect.objectContaining({ id, name: 'Zoé', message: 'Bien.', verifiedOwner: false })]);
    const mail = (await harness.outbox()).find((message) => message.to === email);
    expect(mail?.subject).toBe(`Votre avis sur ${bike.name.fr} est en ligne`);
    expect(mail?.text).toContain(`/fr/product/${bike.slug}#reviews`);
    const [entry] = await auditEntriesOf(harness, 'review', String(id));
    expect(entry).toMatchObject({
      action: 'status-changed',
      before: { status: 'pending' },
      after: { status: 'published' },
    });
  });

  it('rejects a review with a reason the reviewer reads; it is never shown', async () => {
    const bike = await createBike(harness);
    const email = `rejected-${Date.now()}@example.ch`;
    await guestReview(bike, { email, message: 'Buy it cheaper at example.com!' });
    const id = await pendingIdOf(email);
    const reason = 'Reviews may not advertise other shops.';
    const rejected = await moderate(`/reviews/${id}/reject`, { reason });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: reason });
    expect((await reviewsOf(bike)).total).toBe(0);
    const mail = (await harness.outbox()).find((message) => message.to === email);
    expect(mail?.text).toContain(reason);
    const [entry] = await auditEntriesOf(harness, 'review', String(id));
    expect(entry?.after).toEqual({ status: 'rejected', reason });
  });

  it('takes a decision once, and a rejection needs a reason', async () => {
    const bike = await createBike(harness);
    const email = `twice-${Date.now()}@example.ch`;
    await guestReview(bike, { email });
    const id = await pendingIdOf(email);
    const noReason = await moderate(`/reviews/${id}/reject`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().error.fields)).toEqual(['reason']);
    expect((await moderate(`/reviews/${id}/publish`)).statusCode).toBe(200);
    expect((await moderate(`/reviews/${id}/publish`)).statusCode).toBe(409);
    expect((await moderate(`/reviews/${id}/reject`, { reason: 'Too late' })).statusCode).toBe(409);
    expect((await moderate('/reviews/999999/publish')).statusCode).toBe(404);
  });

  it('lists the pending reviews oldest first, for content staff and admins only', async () => {
    const bike = await createBike(harness);
    const first = `first-${Date.now()}@example.ch`;
    const second = `second-${Date.now()}@example.ch`;
    await guestReview(bike, { email: first });
    await guestReview(bike, { email: second });
    const list = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/reviews?limit=100',
      headers: content.read,
    });
    const emails = list.json().data.map((review: { email: string }) => review.email);
    expect(emails.indexOf(first)).toBeLessThan(emails.indexOf(second));
    expect(list.json().data[0]).toMatchObject({ status: 'pending', product: { name: expect.any(String) } });
    for (const role of ['sales', 'support'] as const) {
      const other = (await signedInStaff(harness, role)).headers;
      const refused = await harness.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: other.read });
      expect(refused.statusCode).toBe(403);
      expect((await moderate(`/reviews/${await pendingIdOf(first)}/publish`, undefined, other)).statusCode).toBe(403);
    }
    const admin = (await signedInStaff(harness, 'admin')).headers;
    expect((await moderate(`/reviews/${await pendingIdOf(first)}/publish`, undefined, admin)).statusCode).toBe(200);
  });
});
