import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessApiFetch } from '../../plugins/storefront';
import { createTestApp, type TestApp } from '../../test/test-app';

let harness: TestApp;

const message = {
  firstName: 'Zoé',
  lastName: 'Favre',
  email: 'zoe.favre@example.ch',
  phoneNumber: '0791234567',
  subject: 'A cargo bike for a bakery',
  message: 'Can a Mighty Beast carry 80 kg of bread every morning?',
};

async function formToken(app = harness) {
  return (await app.app.inject({ method: 'GET', url: '/api/forms/token' })).json().formToken as string;
}

async function send(body: object, lang = 'en', app = harness) {
  return app.app.inject({ method: 'POST', url: `/api/contact-us?lang=${lang}`, payload: body });
}

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('POST /contact-us', () => {
  it('opens a contact request in the inbox and announces it to the sales address', async () => {
    const email = `contact-${Date.now()}@example.ch`;
    const response = await send({ ...message, email, formToken: await formToken(), website: '' });
    expect(response.json()).toEqual({ success: true });
    expect(response.statusCode).toBe(201);
    const announcement = (await harness.outbox()).find(
      (mail) => mail.to === harness.config.salesEmail && mail.text.includes(email),
    );
    expect(announcement?.subject).toBe('New request: Contact message from Zoé Favre');
    expect(announcement?.text).toContain('A cargo bike for a bakery');
    expect(announcement?.text).toMatch(/\/admin\/inbox\/\d+/);
  });

  it('answers each invalid field with its translated §5 message', async () => {
    const response = await send(
      { firstName: '', lastName: 'F', email: 'not-an-email', subject: '', message: '', formToken: await formToken() },
      'fr',
    );
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields).sort()).toEqual(['email', 'firstName', 'lastName', 'message', 'subject']);
    expect(error.fields.email).toMatch(/e-mail/i);
  });

  it('refuses a robot: a filled honeypot, a missing or forged token', async () => {
    for (const guard of [
      { formToken: await formToken(), website: 'https://spam.example' },
      {},
      { formToken: `${Date.now() - 60_000}.forged-signature-000000000000000` },
    ]) {
      const response = await send({ ...message, ...guard }, 'de');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'FORM_SUBMISSION_FAILED' });
    }
  });
});

describe('the abuse limits of a public form', () => {
  it('refuses a form sent sooner than the minimum fill time, and accepts it later', async () => {
    let now = new Date('2026-06-01T10:00:00Z');
    const slow = await createTestApp({ clock: () => now, config: { publicForms: { minFillMs: 3000, perHour: 100 } } });
    try {
      const token = await formToken(slow);
      now = new Date(now.getTime() + 1000);
      expect((await send({ ...message, formToken: token }, 'en', slow)).json().error.code).toBe(
        'FORM_SUBMISSION_FAILED',
      );
      now = new Date(now.getTime() + 3000);
      expect((await send({ ...message, formToken: token }, 'en', slow)).statusCode).toBe(201);
      now = new Date(now.getTime() + 25 * 60 * 60 * 1000);
      expect((await send({ ...message, formToken: token }, 'en', slow)).statusCode).toBe(400);
    } finally {
      await slow.close();
    }
  });

  it('limits the forms per address and per email, with Retry-After', async () => {
    const limited = await createTestApp({ config: { publicForms: { minFillMs: 0, perHour: 2 } } });
    try {
      const token = await formToken(limited);
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await send({ ...message, formToken: token }, 'en', limited)).statusCode);
      expect(statuses).toEqual([201, 201, 429]);
      const refused = await send({ ...message, formToken: token }, 'en', limited);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it("counts a form the storefront hands on against the visitor's own address", async () => {
    const limited = await createTestApp({ config: { publicForms: { minFillMs: 0, perHour: 1 } } });
    try {
      const token = await formToken(limited);
      const post = async (ip: string, email: string) =>
        (
          await inProcessApiFetch(limited.app, ip)('/api/contact-us', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...message, email, formToken: token }),
          })
        ).status;
      expect(await post('203.0.113.7', 'first@example.ch')).toBe(201);
      expect(await post('203.0.113.7', 'second@example.ch')).toBe(429);
      expect(await post('203.0.113.8', 'third@example.ch')).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
