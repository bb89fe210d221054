import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/test-app';
import { createOutboxRepository } from './outbox.repository';
import type { MailTransport } from './transport';
import { deliverDueEmails, flushOutbox, OUTBOX_MAX_ATTEMPTS, retryDelayMs, startOutboxWorker } from './worker';

let database: Database;
let now = Date.now();
const clock = () => new Date(now);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function recordingTransport(fail = false) {
  const delivered: string[] = [];
  const transport: MailTransport = {
    kind: 'smtp',
    async deliver(email) {
      if (fail) throw new Error('SMTP server unreachable');
      delivered.push(email.to);
    },
    close: () => {},
  };
  return { transport, delivered };
}

const message = (to: string) => ({ to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });

describe('the outbox worker', () => {
  it('delivers due emails once and marks them sent', async () => {
    const outbox = createOutboxRepository(database.db);
    const id = await outbox.enqueue(message('one@example.ch'), clock());
    const { transport, delivered } = recordingTransport();
    expect(await flushOutbox({ db: database.db, transport, clock })).toBeGreaterThanOrEqual(1);
    expect(await flushOutbox({ db: database.db, transport, clock })).toBe(0);
    expect(delivered.filter((to) => to === 'one@example.ch')).toHaveLength(1);
    expect((await outbox.findById(id))?.status).toBe('sent');
  });

  it('never hands one email to two workers at once (FOR UPDATE SKIP LOCKED with a lease)', async () => {
    const outbox = createOutboxRepository(database.db);
    await outbox.enqueue(message('two@example.ch'), clock());
    const first = recordingTransport();
    const second = recordingTransport();
    await Promise.all([
      deliverDueEmails({ db: database.db, transport: first.transport, clock }),
      deliverDueEmails({ db: database.db, transport: second.transport, clock }),
    ]);
    expect([...first.delivered, ...second.delivered].filter((to) => to === 'two@example.ch')).toHaveLength(1);
  });

  it('retries with growing delays, then gives up as failed', async () => {
    const outbox = createOutboxRepository(database.db);
    const id = await outbox.enqueue(message('down@example.ch'), clock());
    const { transport } = recordingTransport(true);
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      await flushOutbox({ db: database.db, transport, clock });
      const row = await outbox.findById(id);
      expect(row?.attempts).toBe(attempt);
      if (attempt < OUTBOX_MAX_ATTEMPTS) {
        expect(row).toMatchObject({ status: 'pending', lastError: 'SMTP server unreachable' });
        expect(row!.nextAttemptAt.getTime() - now).toBe(retryDelayMs(attempt));
        now = row!.nextAttemptAt.getTime();
      }
    }
    expect((await outbox.findById(id))?.status).toBe('failed');
    expect(retryDelayMs(1)).toBeLessThan(retryDelayMs(2));
  });

  it('runs in the background until stopped', async () => {
    const outbox = createOutboxRepository(database.db);
    const id = await outbox.enqueue(message('later@example.ch'), new Date());
    const { transport } = recordingTransport();
    const worker = startOutboxWorker({ db: database.db, transport }, 20);
    await expect.poll(async () => (await outbox.findById(id))?.status, { timeout: 5000 }).toBe('sent');
    await worker.stop();
  });
});
