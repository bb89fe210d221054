import { eq, inArray } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Database, inTransaction } from '../../db/client';
import { paymentEvents } from '../../db/schema/orders';
import { registerErrorHandler } from '../../plugins/error-handler';
import { registerLocale } from '../../plugins/locale';
import { paymentIntent, signedWebhook } from '../../test/stripe-imitation';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app';
import type { PaymentEvent } from './payment-provider';
import { paymentsRoutes } from './payments.routes';
import type { PaymentEventHandler } from './payments.service';
import { createStripePaymentProvider } from './stripe-provider';

const WEBHOOK_SECRET = 'whsec_routes_test';
const stripe = createStripePaymentProvider({
  secretKey: 'sk_test_routes',
  publishableKey: 'pk_test_routes',
  webhookSecret: WEBHOOK_SECRET,
});

describe('GET /api/payments/config and the webhook in the whole app (demo mode)', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  it('tells the browser to use the built-in test card form, cacheably', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'test' });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('refuses every webhook call: the test provider sends none', async () => {
    const intent = paymentIntent({ id: 'pi_demo', status: 'succeeded' });
    const { body, signature } = signedWebhook(
      { id: 'evt_demo', type: 'payment_intent.succeeded', object: intent },
      WEBHOOK_SECRET,
    );
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
  });

  it('documents both routes in OpenAPI', async () => {
    const document = (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/api/payments/config'].get.summary).toBeTruthy();
    expect(document.paths['/api/payments/webhook'].post.description).toContain('payment_intent.succeeded');
  });
});

describe('GET /api/payments/config with Stripe', () => {
  it('answers the publishable key, never the secret ones', async () => {
    const harness = await createTestApp({ paymentProvider: stripe });
    try {
      const response = await harness.app.inject({ method: 'GET', url: '/api/payments/config' });
      expect(response.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_routes' });
      expect(response.body).not.toContain('sk_test');
      expect(response.body).not.toContain('whsec');
    } finally {
      await harness.close();
    }
  });
});

describe('POST /api/payments/webhook (Stripe)', () => {
  let database: Database;
  let app: FastifyInstance;
  const handled: PaymentEvent[] = [];
  let handler: PaymentEventHandler;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerLocale(app);
    registerErrorHandler(app);
    await app.register(
      (api) =>
        paymentsRoutes(api, { db: database.db, provider: stripe, onPaymentEvent: (...args) => handler(...args) }),
      { prefix: '/api' },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(() => {
    handled.length = 0;
    handler = async (event) => {
      handled.push(event);
    };
  });

  let eventNumber = 0;
  function delivery(type = 'payment_intent.succeeded') {
    const id = `evt_routes_${++eventNumber}`;
    const intent = paymentIntent({ id: `pi_routes_${eventNumber}`, status: 'succeeded' });
    return { id, ...signedWebhook({ id, type, object: intent }, WEBHOOK_SECRET) };
  }

  const post = (body: string, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload: body });
  const deliver = ({ body, signature }: { body: string; signature: string }) =>
    post(body, { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature });
  const recorded = async (...ids: string[]) =>
    (await database.db.select().from(paymentEvents).where(inArray(paymentEvents.id, ids))).map((row) => row.id);

  it('verifies the signature over the raw body, records the event and hands it over once', async () => {
    const event = delivery();
    const response = await deliver(event);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(handled).toEqual([expect.objectContaining({ id: event.id, type: 'payment.succeeded' })]);
    const [row] = await database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(row).toMatchObject({ provider: 'stripe', type: 'payment.succeeded' });
  });

  it('answers a repeated delivery as a duplicate without handling it again', async () => {
    const event = delivery();
    await deliver(event);
    const again = await deliver(event);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(handled).toHaveLength(1);
  });

  it('handles an event once when its deliveries race', async () => {
    const event = delivery();
    const responses = await Promise.all(Array.from({ length: 6 }, () => deliver(event)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(responses.filter((response) => !response.json().duplicate)).toHaveLength(1);
    expect(handled).toHaveLength(1);
  });

  it('forgets an event whose handling failed, so the processor’s retry is handled', async () => {
    const event = delivery('payment_intent.payment_failed');
    handler = async () => {
      throw new Error('settling crashed');
    };
    const crashed = await deliver(event);
    expect(crashed.statusCode).toBe(500);
    expect(await recorded(event.id)).toEqual([]);

    handler = async (retried) => {
      handled.push(retried);
    };
    const retried = await deliver(event);
    expect(retried.json()).toEqual({ received: true });
    expect(handled).toEqual([expect.objectContaining({ id: event.id, type: 'payment.failed' })]);
    expect(await recorded(event.id)).toEqual([event.id]);
  });

  it('lets the handler run its own transaction (no transaction of ours is open around it)', async () => {
    const event = delivery();
    handler = (received) =>
      inTransaction(database.db, async (tx) => {
        await tx.insert(paymentEvents).values({ id: `${received.id}_settled`, provider: 'stripe', type: 'marker' });
      });
    const response = await deliver(event);
    expect(response.statusCode).toBe(200);
    expect((await recorded(event.id, `${event.id}_settled`)).sort()).toEqual([event.id, `${event.id}_settled`]);
  });

  it('acknowledges event types the shop does not use, without handling or recording them', async () => {
    const event = delivery('customer.created');
    const response = await deliver(event);
    expect(response.json()).toEqual({ received: true });
    expect(handled).toEqual([]);
    expect(await recorded(event.id)).toEqual([]);
  });

  it.each([
    [
      'a tampered body',
      (e: ReturnType<typeof delivery>) => deliver({ ...e, body: e.body.replace('succeeded', 'canceled') }),
    ],
    ['no signature', (e: ReturnType<typeof delivery>) => post(e.body, { 'content-type': 'application/json' })],
    [
      'a signature of another secret',
      (e: ReturnType<typeof delivery>) =>
        deliver({
          body: e.body,
          signature: signedWebhook({ id: e.id, type: 'x', object: {} }, 'whsec_other').signature,
        }),
    ],
  ])('refuses %s with 400 WEBHOOK_SIGNATURE_INVALID', async (_what, send) => {
    const event = delivery();
    const response = await send(event);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(handled).toEqual([]);
    expect(await recorded(event.id)).toEqual([]);
  });

  it('refuses another media type (415) and an oversized body (413) before reading it', async () => {
    const event = delivery();
    const text = await post(event.body, { 'content-type': 'text/plain', 'stripe-signature': event.signature });
    expect(text.statusCode).toBe(415);
    const huge = await post(JSON.stringify({ padding: 'x'.repeat(300 * 1024) }), {
      'content-type': 'application/json',
      'stripe-signature': event.signature,
    });
    expect(huge.statusCode).toBe(413);
    expect(handled).toEqual([]);
  });

  it('leaves the JSON parser of the other routes alone', async () => {
    const spy = vi.fn();
    const other = Fastify({ logger: false });
    other.setValidatorCompiler(validatorCompiler);
    other.setSerializerCompiler(serializerCompiler);
    await other.register(async (api) => {
      await paymentsRoutes(api, { db: database.db, provider: stripe, onPaymentEvent: spy });
      api.post('/echo', async (request) => request.body);
    });
    const response = await other.inject({ method: 'POST', url: '/echo', payload: { a: 1 } });
    expect(response.json()).toEqual({ a: 1 });
    await other.close();
  });
});
