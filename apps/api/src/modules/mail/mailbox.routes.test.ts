import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createOutboxRepository } from './outbox.repository';

let harness: TestApp;
let email: string;

beforeAll(async () => {
  harness = await createTestApp();
  ({ email } = await register(harness, { firstName: 'Zoé' }, '?lang=fr'));
  await harness.flushOutbox();
});
afterAll(() => harness.close());

describe('the development mailbox (demo mode)', () => {
  it('lists the sent emails as JSON, newest first', async () => {
    const later = await register(harness);
    const response = await harness.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    const messages = response.json();
    const ours = messages.filter((m: { to: string }) => m.to === email || m.to === later.email);
    expect(ours.map((m: { to: string }) => m.to)).toEqual([later.email, email]);
    expect(ours[1]).toMatchObject({
      id: expect.any(Number),
      subject: 'Confirmez votre adresse e-mail pour Beast',
      text: expect.stringMatching(/\d{6}/),
      html: expect.stringContaining('<html lang="fr">'),
      createdAt: expect.any(String),
      status: 'sent',
    });
    expect(ours[0].status).toBe('pending');
  });

  it('shows them on an accessible HTML page, each linking to its HTML version', async () => {
    const page = await harness.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<h1>Development mailbox</h1>');
    expect(page.body).toContain(email);
    const id = /href="\/dev\/mailbox\/(\d+)"/.exec(page.body)?.[1];
    const html = await harness.app.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('<!doctype html>');
    expect((await harness.app.inject({ method: 'GET', url: '/dev/mailbox/999999' })).statusCode).toBe(404);
  });

  it('lists the files and headers an email carries and serves each file', async () => {
    const pdf = Buffer.from('%PDF-1.7 a quotation');
    await createOutboxRepository(harness.database.db).enqueue(
      {
        to: 'quotation@example.ch',
        subject: 'Your quotation',
        text: 'Attached',
        html: '<p>Attached</p>',
        headers: { 'List-Unsubscribe': '<https://shop.example/u>' },
        attachments: [{ filename: 'Q-1.pdf', contentType: 'application/pdf', content: pdf.toString('base64') }],
      },
      new Date(),
    );
    const messages = (await harness.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).json();
    const message = messages.find((m: { to: string }) => m.to === 'quotation@example.ch');
    expect(message.headers).toEqual({ 'List-Unsubscribe': '<https://shop.example/u>' });
    expect(message.attachments).toEqual([
      { filename: 'Q-1.pdf', contentType: 'application/pdf', size: pdf.length, url: expect.any(String) },
    ]);
    const file = await harness.app.inject({ method: 'GET', url: message.attachments[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="Q-1.pdf"');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const page = await harness.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).toContain(`<a href="${message.attachments[0].url}">Q-1.pdf</a>`);
    const missing = await harness.app.inject({ method: 'GET', url: `/api/dev/mailbox/${message.id}/attachments/1` });
    expect(missing.statusCode).toBe(404);
  });

  it('escapes what users typed', async () => {
    const { email: other } = await register(harness, { firstName: 'Jo<b>' });
    const jsonMail = (await harness.outbox()).find((m) => m.to === other);
    expect(jsonMail?.html).toContain('Jo&lt;b&gt;');
    expect(jsonMail?.html).not.toContain('Jo<b>');
  });
});

describe('the mailbox in production mode', () => {
  it('does not exist (404), as JSON or as a page', async () => {
    const production = await createTestApp({ config: { mode: 'production' } });
    try {
      const api = await production.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(api.statusCode).toBe(404);
      expect((await production.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
      expect((await production.app.inject({ method: 'GET', url: '/dev/mailbox/1' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
