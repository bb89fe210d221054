import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/accounts';
import { type StaffHeaders, signedInStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createNewsletterRepository } from './newsletter.repository';
import { createNewsletterService } from './newsletter.service';

let now = new Date('2026-03-02T09:00:00Z');
let harness: TestApp;
let sales: StaffHeaders;

beforeAll(async () => {
  harness = await createTestApp({ clock: () => now });
  sales = (await signedInStaff(harness, 'sales')).headers;
});
afterAll(() => harness.close());

async function signUp(body: object, lang = 'en') {
  const formToken = (await harness.app.inject({ method: 'GET', url: '/api/forms/token' })).json().formToken;
  return harness.app.inject({
    method: 'POST',
    url: `/api/news-letter-subscriptions?lang=${lang}`,
    payload: { acceptTerms: true, formToken, ...body },
  });
}

async function mailsTo(email: string) {
  return (await harness.outbox()).filter((mail) => mail.to === email);
}

async function confirmationToken(email: string, lang = 'en'): Promise<string> {
  const [mail] = await mailsTo(email);
  const link = mail?.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(`/${lang}/newsletter-confirmation?`));
  expect(link, `a confirmation link in the mail to ${email}`).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

function confirm(token: string) {
  return harness.app.inject({ method: 'POST', url: '/api/news-letter-subscriptions/confirm', payload: { token } });
}

async function rowOf(email: string) {
  return createNewsletterRepository(harness.database.db).findByEmailForUpdate(email);
}

describe('POST /news-letter-subscriptions (double opt-in)', () => {
  it('keeps the consent with its wording and time, and emails a link that confirms the subscription', async () => {
    const email = uniqueEmail('news');
    const response = await signUp({ email }, 'fr');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'confirmation-sent' });
    expect(await rowOf(email)).toMatchObject({
      status: 'pending',
      locale: 'fr',
      consentAt: now,
      consentText: expect.stringContaining('newsletter de Beast'),
    });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Confirmez votre inscription à la newsletter de Beast');
    const confirmed = await confirm(await confirmationToken(email, 'fr'));
    expect(confirmed.json()).toEqual({ status: 'confirmed' });
    expect(await rowOf(email)).toMatchObject({ status: 'confirmed', confirmedAt: now });
    // Opened twice: still confirmed.
    expect((await confirm(await confirmationToken(email, 'fr'))).json()).toEqual({ status: 'confirmed' });
  });

  it.each([
    ['en', { email: 'not-an-email' }, ['email']],
    ['de', { email: '' }, ['email']],
    ['fr', { email: 'anna@example.ch', acceptTerms: false }, ['acceptTerms']],
  ])('answers each invalid field with its §5 message (%s %j)', async (lang, body, fields) => {
    const response = await signUp(body, lang);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(fields);
  });

  it('refuses a robot through the public form guard', async () => {
    const response = await signUp({ email: uniqueEmail('robot'), website: 'https://spam.example' });
    expect(response.json().error.code).toBe('FORM_SUBMISSION_FAILED');
  });

  it('answers a confirmed address as any other, without emailing it again', async () => {
    const email = uniqueEmail('twice');
    await signUp({ email });
    await confirm(await confirmationToken(email));
    const again = await signUp({ email: email.toUpperCase() });
    expect(again.statusCode).toBe(201);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses a link that is not ours, or has expired', async () => {
    expect((await confirm('12.99999999999999.forged-signature-0000000000000000')).statusCode).toBe(404);
    const email = uniqueEmail('late');
    await signUp({ email });
    const token = await confirmationToken(email);
    const before = now;
    now = new Date(now.getTime() + 8 * 24 * 60 * 60 * 1000);
    try {
      const late = await confirm(token);
      expect(late.statusCode).toBe(404);
      expect(late.json().error.code).toBe('NEWSLETTER_LINK_INVALID');
    } finally {
      now = before;
    }
  });
});

describe('leaving the newsletter', () => {
  it('gives every newsletter a link to leave and the one-click headers, which unsubscribe without an account', async () => {
    const email = uniqueEmail('leaving');
    await signUp({ email }, 'de');
    await confirm(await confirmationToken(email, 'de'));
    const service = createNewsletterService({
      db: harness.database.db,
      clock: () => now,
      secret: harness.config.jwtSecret!,
      brandName: 'Beast',
      publicOrigin: harness.config.publicUrl,
    });
    const letter = service.newsletterEmail((await rowOf(email))!, {
      subject: 'März',
      text: 'Neu',
      bodyHtml: '<p>Neu</p>',
    });
    expect(letter.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<https?:\/\/.+\/api\/news-letter-subscriptions\/unsubscribe\?token=.+>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(letter.text).toMatch(/\/de\/newsletter-unsubscribe\?token=/);
    expect(letter.html).toContain('/de/newsletter-unsubscribe?token=');
    const oneClick = new URL(letter.headers!['List-Unsubscribe']!.slice(1, -1));
    const left = await harness.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode).toBe(200);
    expect(await rowOf(email)).toMatchObject({ status: 'unsubscribed', unsubscribedAt: now });
    // The page's button sends the same token as JSON; leaving twice is fine.
    const again = await harness.app.inject({
      method: 'POST',
      url: '/api/news-letter-subscriptions/unsubscribe',
      payload: { token: oneClick.searchParams.get('token') },
    });
    expect(again.json()).toEqual({ status: 'unsubscribed' });
    // An old confirmation link does not bring them back.
    expect((await confirm(await confirmationToken(email, 'de'))).json()).toEqual({ status: 'unsubscribed' });
  });

  it('refuses a confirmation token as an unsubscribe token', async () => {
    const email = uniqueEmail('mixed');
    await signUp({ email });
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/news-letter-subscriptions/unsubscribe',
      payload: { token: await confirmationToken(email) },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the subscribers in the back office', () => {
  it('lists them for sales and exports only the confirmed ones as CSV', async () => {
    const confirmed = uniqueEmail('confirmed');
    const pending = uniqueEmail('pending');
    await signUp({ email: confirmed });
    await confirm(await confirmationToken(confirmed));
    await signUp({ email: pending });
    const list = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/newsletter/subscribers?status=pending&limit=500',
      headers: sales.read,
    });
    expect(list.json().data.map((row: { email: string }) => row.email)).toContain(pending);
    expect(list.json().data.map((row: { email: string }) => row.email)).not.toContain(confirmed);
    const csv = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/newsletter/subscribers.csv',
      headers: sales.read,
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain('email,language,consent_at,consent_text,confirmed_at');
    expect(csv.body).toContain(confirmed);
    expect(csv.body).not.toContain(pending);
    const content = (await signedInStaff(harness, 'content')).headers;
    const refused = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/newsletter/subscribers.csv',
      headers: content.read,
    });
    expect(refused.statusCode).toBe(403);
  });
});
