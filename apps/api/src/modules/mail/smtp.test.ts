import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createOutboxRepository } from './outbox.repository';

/** A real SMTP server on loopback: what the shop's SMTP delivery talks to. */
const received: { to: string[]; data: string }[] = [];
let server: SMTPServer;
let harness: TestApp;

beforeAll(async () => {
  server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  harness = await createTestApp({
    config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Beast <shop@example.ch>' },
  });
});
afterAll(async () => {
  await harness.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('SMTP delivery (SMTP_URL set)', () => {
  it('sends the confirmation email with its code to a real SMTP server', async () => {
    const { email } = await register(harness);
    await harness.flushOutbox();
    const mail = received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.data).toContain('From: Beast <shop@example.ch>');
    expect(mail!.data).toContain('Subject: Confirm your email for Beast');
    const stored = (await harness.outbox()).find((m) => m.to === email);
    const code = /\b(\d{6})\b/.exec(stored!.text)![1]!;
    expect(mail!.data).toContain(code);
    expect(stored!.status).toBe('sent');
  });

  it('sends the headers and the files an email carries', async () => {
    const invitation = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    await createOutboxRepository(harness.database.db).enqueue(
      {
        to: 'files@example.ch',
        subject: 'Your test ride',
        text: 'See you soon',
        html: '<p>See you soon</p>',
        headers: {
          'List-Unsubscribe': '<https://shop.example/u/1>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        attachments: [
          {
            filename: 'test-ride.ics',
            contentType: 'text/calendar',
            content: Buffer.from(invitation).toString('base64'),
          },
        ],
      },
      new Date(),
    );
    await harness.flushOutbox();
    const mail = received.find((m) => m.to.includes('files@example.ch'))!;
    expect(mail.data).toContain('List-Unsubscribe: <https://shop.example/u/1>');
    expect(mail.data).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.data).toMatch(/Content-Type: text\/calendar; name=test-ride\.ics/);
    expect(mail.data).toContain(Buffer.from(invitation).toString('base64'));
  });
});
