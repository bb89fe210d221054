import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripePaymentProvider } from '../modules/payments/stripe-provider';
import { PASSWORD, post, registrationBody } from '../test/accounts';
import { createBike } from '../test/catalog';
import { guestHeaders, orderBody, pay, placed } from '../test/checkout';
import { startStripeImitation } from '../test/stripe-imitation';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * What the shop logs while it answers real requests that fail, read from its log stream: never a query's
 * values, a password or its hash, a token, a one-time code or card fields; and every line of a request, even
 * one logged deep in a service, carries the request's id.
 */

interface LogRecord {
  reqId?: string;
  msg?: string;
  err?: { message?: string; stack?: string; type?: string };
  [key: string]: unknown;
}

function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines, clear: () => lines.splice(0) };
}

const production = captureLogs();
let harness: TestApp;
let stripe: Awaited<ReturnType<typeof startStripeImitation>>;

beforeAll(async () => {
  // Stripe's API answers every charge with a server error: the adapter logs it, deep in the payment service.
  stripe = await startStripeImitation(() => ({ status: 500, body: { error: { type: 'api_error', message: 'down' } } }));
  const provider = createStripePaymentProvider({
    secretKey: 'sk_test_logs',
    publishableKey: 'pk_test_logs',
    webhookSecret: 'whsec_logs',
    apiBase: stripe.apiBase,
    maxNetworkRetries: 0,
    // As the shop wires it (createPaymentProvider(config, app.log)): the application's logger, not the request's.
    log: { error: (details, message) => harness.app.log.error(details, message) },
  });
  harness = await createTestApp({
    config: { mode: 'production', logLevel: 'debug' },
    logs: production.stream,
    paymentProvider: provider,
  });
});
afterAll(async () => {
  await harness.close();
  await stripe.close();
});
beforeEach(() => {
  production.clear();
});

const records = (): LogRecord[] => production.lines.map((line) => JSON.parse(line) as LogRecord);
const logText = () => production.lines.join('\n');

/** Production writes its lines in batches, once per turn of the event loop (request-log.ts): wait for them. */
const logsWritten = () => new Promise((resolve) => setImmediate(resolve));

async function expectAbsent(...secrets: string[]) {
  await logsWritten();
  const text = logText();
  expect(text.length).toBeGreaterThan(0);
  for (const secret of secrets) expect(text, `the log quotes ${secret}`).not.toContain(secret);
}

describe('secrets and personal data never reach the log', () => {
  it('a database error during registration logs neither the values of its query nor the password hash', async () => {
    const db = harness.database.db;
    await db.execute(sql`create function refuse_user() returns trigger language plpgsql as $$
      begin raise exception 'users are read-only'; end $$`);
    await db.execute(
      sql`create trigger refuse_user before insert on users for each row execute function refuse_user()`,
    );
    const body = registrationBody({ firstName: 'Zelinda', lastName: 'Quarrington' });
    try {
      const response = await post(harness, '/api/users', body);
      expect(response.statusCode).toBe(500);
      const { requestId } = response.json().error;
      await logsWritten();
      const failure = records().find((record) => record.msg === 'unexpected error');
      expect(failure, logText()).toMatchObject({ reqId: requestId, level: 50 });
      expect(failure?.err?.message).toBe('Failed query: caused by: users are read-only');
    } finally {
      await db.execute(sql`drop trigger refuse_user on users`);
      await db.execute(sql`drop function refuse_user()`);
    }
    await expectAbsent(body.email as string, 'Zelinda', 'Quarrington', '$argon2', PASSWORD, 'params');
  });

  it('a duplicate registration logs neither the address, the names nor the password', async () => {
    const body = registrationBody({ firstName: 'Zelinda', lastName: 'Quarrington' });
    expect((await post(harness, '/api/users', body)).statusCode).toBe(201);
    expect((await post(harness, '/api/users', body)).statusCode).toBe(409);
    await expectAbsent(body.email as string, 'Zelinda', 'Quarrington', '$argon2', PASSWORD);
  });

  it('a sign-in with a wrong password logs neither password', async () => {
    const body = registrationBody();
    await post(harness, '/api/users', body);
    const response = await post(harness, '/api/auth/login', { email: body.email, password: 'Wrong-Guess-2024' });
    expect(response.statusCode).toBe(401);
    await expectAbsent(body.email as string, 'Wrong-Guess-2024', PASSWORD);
  });

  it('a one-time code in a link is not logged with the request', async () => {
    await harness.app.inject({ url: '/en/emailConfirm?email=zelinda%40example.ch&code=482913' });
    await logsWritten();
    expect(records().some((record) => (record.req as { url?: string } | undefined)?.url?.includes('emailConfirm')));
    await expectAbsent('482913', 'zelinda%40example.ch');
  });

  it.each([
    ['as JSON', '{"paymentToken":"tok","number":"4242 4242 4242 4242","expiry":"12/34","cvc":"987"}'],
    ['as broken JSON', '{"number":"4242424242424242","expiry":"12/34","cvc":"987" oops'],
    ['as a form', 'number=4242424242424242&expiry=12%2F34&cvc=987'],
  ])('a refused payment body with card fields %s logs none of them', async (_, payload) => {
    const contentType = payload.startsWith('{') ? 'application/json' : 'application/x-www-form-urlencoded';
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/orders/1/pay',
      headers: { 'content-type': contentType, 'idempotency-key': crypto.randomUUID(), 'x-order-token': 'guess' },
      payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    await expectAbsent('4242424242424242', '4242 4242 4242 4242', '12/34', '12%2F34', '"987"', 'cvc=987');
  });
});

describe('request ids in the log', () => {
  it('marks every line of a request with its id, an error logged deep in the payment service too', async () => {
    const productId = (await createBike(harness)).id;
    const order = await placed(harness, orderBody({ lines: [{ productId, quantity: 1 }] }));
    await logsWritten();
    production.clear();
    const response = await pay(harness, order.order.id, { headers: guestHeaders(order) });
    expect(response.statusCode, response.body).toBe(502);
    const { requestId } = response.json().error;
    await logsWritten();
    const lines = records();
    // Production logs one line per request, when it is answered (request-log.ts), and the lines logged meanwhile.
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['Stripe: creating a PaymentIntent failed', 'request completed']),
    );
    expect(lines.filter((line) => line.reqId !== requestId)).toEqual([]);
    await expectAbsent('sk_test_logs', '_secret_', order.guestToken!);
  });
});

describe('request ids in demo mode’s readable log', () => {
  it('ends each line of a request with its id', async () => {
    const demo = captureLogs();
    const demoHarness = await createTestApp({ config: { mode: 'demo', logLevel: 'debug' }, logs: demo.stream });
    try {
      await demoHarness.app.inject({ url: '/api/does-not-exist' });
      expect(demo.lines.length).toBeGreaterThan(0);
      const ids = demo.lines.map((line) => /^\[shop\] .*\(request ([\da-f-]{36})\)$/.exec(line)?.[1]);
      expect(new Set(ids).size, demo.lines.join('\n')).toBe(1);
      expect(ids[0]).toBeDefined();
    } finally {
      await demoHarness.close();
    }
  });
});
