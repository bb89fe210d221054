import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, bearer, signedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCompaniesRepository } from './companies.repository';
import { activeCompanyIds } from './memberships.repository';
import { MEMBERSHIP_CODE_TTL_MINUTES } from './memberships.service';

/** Membership of a partner company by a code sent to a work address (spec §1, §6), through the public API. */

let harness: TestApp;
let now = new Date();
const MINUTE = 60 * 1000;
let acmeId: number;

beforeAll(async () => {
  harness = await createTestApp({ clock: () => now });
  acmeId = (await createCompaniesRepository(harness.database.db).findBySlug('acme'))!.id;
});
afterAll(() => harness.close());

const workEmail = (domain = 'acme.ch') => `anna-${randomUUID().slice(0, 8)}@${domain}`;

function post(url: string, payload: object, headers: Record<string, string>) {
  return harness.app.inject({ method: 'POST', url, payload, headers });
}

function askCode(headers: Record<string, string>, address: string, slug = 'acme') {
  return post(`/api/companies/${slug}/membership/code?lang=en`, { workEmail: address }, headers);
}

function verify(headers: Record<string, string>, code: string, slug = 'acme') {
  return post(`/api/companies/${slug}/membership?lang=en`, { code }, headers);
}

async function codeSentTo(address: string): Promise<string> {
  await harness.flushOutbox();
  const email = (await harness.outbox()).find((message) => message.to === address);
  const code = /\b(\d{6})\b/.exec(email?.text ?? '')?.[1];
  expect(code, `a code was sent to ${address}`).toBeDefined();
  return code!;
}

/** A signed-in customer made a member of Acme with a fresh work address. */
async function member() {
  const account = await signedIn(harness);
  const address = workEmail();
  expect((await askCode(account.headers, address)).statusCode).toBe(200);
  const verified = await verify(account.headers, await codeSentTo(address));
  expect(verified.statusCode, verified.body).toBe(200);
  return { ...account, address, membership: verified.json() };
}

describe('the company page’s data', () => {
  it('gives the company’s texts in the language asked for, and no price for its flash offers', async () => {
    const response = await harness.app.inject({ url: '/api/companies/acme?lang=fr' });
    expect(response.statusCode).toBe(200);
    const company = response.json();
    expect(company).toMatchObject({ slug: 'acme', name: 'Acme', emailDomains: ['acme.ch'], inSitemap: true });
    expect(company.introductionHtml).toContain('Acme et Beast');
    expect(JSON.stringify(company.offers)).not.toContain('price');
  });

  it('knows neither an unknown company nor one of the shop’s own words', async () => {
    for (const slug of ['nobody-gmbh', 'cart', 'admin']) {
      const response = await harness.app.inject({ url: `/api/companies/${slug}` });
      expect(response.statusCode, slug).toBe(404);
      expect(response.json().error.code).toBe('COMPANY_NOT_FOUND');
    }
  });
});

describe('membership by a verified work address', () => {
  it('makes the account a member for the company’s 12 months once the emailed code is typed', async () => {
    const { id, headers, address, membership } = await member();
    expect(membership).toMatchObject({ companySlug: 'acme', companyName: 'Acme', workEmail: address });
    const months = (Date.parse(membership.expiresAt) - now.getTime()) / (24 * 60 * MINUTE);
    expect(months).toBeGreaterThanOrEqual(365);
    expect(months).toBeLessThanOrEqual(366);
    expect(await activeCompanyIds(harness.database.db, id, now)).toEqual([acmeId]);
    const listed = await harness.app.inject({ url: '/api/users/me/memberships', headers });
    expect(listed.json().memberships).toEqual([membership]);
    const view = await harness.app.inject({ url: '/api/companies/acme/membership', headers });
    expect(view.json()).toMatchObject({ member: true, workEmail: address });
  });

  it('sends the code to the work address, never to the account’s own', async () => {
    const account = await signedIn(harness);
    const address = workEmail();
    await askCode(account.headers, address);
    await harness.flushOutbox();
    const recipients = (await harness.outbox()).map((message) => message.to);
    expect(recipients).toContain(address);
    expect(recipients).not.toContain(account.email);
    expect(await activeCompanyIds(harness.database.db, account.id, now)).toEqual([]);
  });

  it('renews a live membership from its end, not from today', async () => {
    const { headers, address, membership } = await member();
    await askCode(headers, address);
    const renewed = (await verify(headers, await codeSentTo(address))).json();
    const gainedDays = (Date.parse(renewed.expiresAt) - Date.parse(membership.expiresAt)) / (24 * 60 * MINUTE);
    expect(gainedDays).toBeGreaterThanOrEqual(365);
    expect(gainedDays).toBeLessThanOrEqual(366);
  });

  it('refuses a wrong code, and counts it', async () => {
    const { headers } = await signedIn(harness);
    const address = workEmail();
    await askCode(headers, address);
    const code = await codeSentTo(address);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await verify(headers, wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('VERIFICATION_CODE_INCORRECT');
    expect(refused.json().error.message).toBeTruthy();
    expect((await verify(headers, code)).statusCode).toBe(200);
  });

  it('refuses a code once it has expired, and after too many tries', async () => {
    const { id, headers } = await signedIn(harness);
    const address = workEmail();
    await askCode(headers, address);
    const code = await codeSentTo(address);
    const start = now;
    now = new Date(start.getTime() + (MEMBERSHIP_CODE_TTL_MINUTES + 1) * MINUTE);
    try {
      // A new access token: the first one has expired too.
      const expired = await verify(bearer(await accessTokenFor(harness, id)), code);
      expect(expired.json().error.code).toBe('VERIFICATION_CODE_EXPIRED');
    } finally {
      now = start;
    }
    const other = await signedIn(harness);
    const second = workEmail();
    await askCode(other.headers, second);
    const right = await codeSentTo(second);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) await verify(other.headers, wrong);
    expect((await verify(other.headers, right)).json().error.code).toBe('VERIFICATION_CODE_EXPIRED');
  });

  it('refuses an address at another domain (a personal one included), in the visitor’s language', async () => {
    const { headers } = await signedIn(harness);
    for (const address of [workEmail('gmail.com'), workEmail('rhein-logistik.ch'), workEmail('acme.ch.example.com')]) {
      const refused = await post('/api/companies/acme/membership/code?lang=de', { workEmail: address }, headers);
      expect(refused.statusCode, address).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { workEmail: 'Geben Sie Ihre Geschäftsadresse bei einer der Domains dieses Unternehmens ein.' },
      });
    }
  });

  it('refuses an unknown or reserved company', async () => {
    const { headers } = await signedIn(harness);
    expect((await askCode(headers, workEmail(), 'checkout')).statusCode).toBe(404);
    expect((await askCode(headers, workEmail(), 'nobody-gmbh')).json().error.code).toBe('COMPANY_NOT_FOUND');
  });

  it('keeps one work address to one account', async () => {
    const first = await member();
    const second = await signedIn(harness);
    const refused = await askCode(second.headers, first.address.toUpperCase());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('WORK_EMAIL_TAKEN');
  });

  it('asks a signed-in account', async () => {
    const response = await post('/api/companies/acme/membership/code', { workEmail: workEmail() }, {});
    expect(response.statusCode).toBe(401);
  });

  it('limits the codes an account may ask for, and the codes one address may receive', async () => {
    const { headers } = await signedIn(harness);
    const answers: number[] = [];
    for (let request = 0; request < 6; request += 1) answers.push((await askCode(headers, workEmail())).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    const address = workEmail();
    const byAddress: number[] = [];
    for (let request = 0; request < 4; request += 1) {
      byAddress.push((await askCode((await signedIn(harness)).headers, address)).statusCode);
    }
    expect(byAddress).toEqual([200, 200, 200, 429]);
  });
});
