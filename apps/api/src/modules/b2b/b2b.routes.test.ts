import { de } from '@beast/domain/i18n/messages/de';
import { fr } from '@beast/domain/i18n/messages/fr';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxRequests } from '../../db/schema/inbox';
import { createTestApp, type TestApp } from '../../test/test-app';

let harness: TestApp;

const answers = {
  budgetValidated: 'yes',
  leasingNeeded: 'no',
  bikeTypeDefined: 'yes',
  preferredSolution: 'all_inclusive_rental',
  dataProcessingConsent: true,
};
const message = {
  name: 'Lina',
  lastName: 'Keller',
  phoneNumber: '0791234567',
  subject: 'Twenty cargo bikes for our couriers',
  message: 'Can you deliver them to Bern within three weeks?',
};

async function send(path: string, body: object, lang = 'en') {
  const { formToken } = (await harness.app.inject({ method: 'GET', url: '/api/forms/token' })).json();
  return harness.app.inject({ method: 'POST', url: `/api/b2b/${path}?lang=${lang}`, payload: { formToken, ...body } });
}

async function latestRequest(kind: 'b2b-questionnaire' | 'b2b-contact', email: string) {
  const [row] = await harness.database.db
    .select()
    .from(inboxRequests)
    .where(and(eq(inboxRequests.kind, kind), eq(inboxRequests.email, email)))
    .orderBy(desc(inboxRequests.id))
    .limit(1);
  return row;
}

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('POST /b2b/questionnaire', () => {
  it('opens the answers in the inbox and announces them to the sales address, marketing consent off by default', async () => {
    const email = `fleet-${Date.now()}@company.ch`;
    const response = await send('questionnaire', { ...answers, email });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true });
    const request = await latestRequest('b2b-questionnaire', email);
    expect(request).toMatchObject({ status: 'new', payload: { ...answers, email, marketingConsent: false } });
    const announcement = (await harness.outbox()).find(
      (mail) => mail.to === harness.config.salesEmail && mail.text.includes(email),
    );
    expect(announcement?.subject).toContain('B2B questionnaire');
  });

  it('says "This question is required" for each unanswered question, in the visitor’s language', async () => {
    const response = await send('questionnaire', { email: '', dataProcessingConsent: false }, 'fr');
    expect(response.statusCode).toBe(400);
    const { fields } = response.json().error;
    for (const question of ['budgetValidated', 'leasingNeeded', 'bikeTypeDefined', 'preferredSolution']) {
      expect(fields[question]).toBe(fr['validation.question.required']);
    }
    expect(fields.email).toBe(fr['validation.email.required']);
    expect(fields.dataProcessingConsent).toBe(fr['validation.dataProcessingConsent.required']);
  });

  it('refuses an answer outside the choices and a robot', async () => {
    const wrong = await send('questionnaire', { ...answers, email: 'a@b.ch', preferredSolution: 'lottery' }, 'de');
    expect(wrong.json().error.fields).toEqual({ preferredSolution: de['validation.question.required'] });
    const robot = await send('questionnaire', { ...answers, email: 'a@b.ch', website: 'spam' });
    expect(robot.json().error.code).toBe('FORM_SUBMISSION_FAILED');
  });
});

describe('POST /b2b/contact', () => {
  it('opens the message in the inbox', async () => {
    const email = `b2b-${Date.now()}@company.ch`;
    const response = await send('contact', { ...message, email });
    expect(response.statusCode).toBe(201);
    expect(await latestRequest('b2b-contact', email)).toMatchObject({
      name: 'Lina Keller',
      summary: message.subject,
      payload: { ...message, email },
    });
  });

  it('requires every field, the phone included', async () => {
    const response = await send('contact', {
      name: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      subject: '',
      message: '',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      'email',
      'lastName',
      'message',
      'name',
      'phoneNumber',
      'subject',
    ]);
  });
});
