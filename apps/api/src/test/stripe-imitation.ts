import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A request as Stripe's API received it: form fields decoded, `metadata[orderId]` kept as written. */
export interface StripeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

export interface StripeAnswer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * A local stand-in for the few endpoints of Stripe's API the adapter calls (tests run without the
 * internet). `answer` decides each reply; every request is kept in `calls` for the test to inspect.
 */
export async function startStripeImitation(answer: (call: StripeCall) => StripeAnswer) {
  const calls: StripeCall[] = [];
  const server: Server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const url = new URL(request.url ?? '/', 'http://localhost');
    const call: StripeCall = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      form: new URLSearchParams(text),
    };
    calls.push(call);
    const reply = answer(call);
    response.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A PaymentIntent as Stripe's API answers it, with only the fields the adapter reads filled in. */
export function paymentIntent(fields: Partial<Stripe.PaymentIntent> & { id: string }): Stripe.PaymentIntent {
  return {
    object: 'payment_intent',
    amount: 429_000,
    currency: 'chf',
    status: 'requires_payment_method',
    client_secret: `${fields.id}_secret_abc`,
    last_payment_error: null,
    latest_charge: null,
    cancellation_reason: null,
    metadata: {},
    livemode: false,
    ...fields,
  } as Stripe.PaymentIntent;
}

/** A charge (as `latest_charge` expanded) paid with a card. */
export function cardCharge(brand: string, last4: string): Stripe.Charge {
  return {
    id: 'ch_1',
    object: 'charge',
    payment_method_details: { type: 'card', card: { brand, last4 } },
  } as unknown as Stripe.Charge;
}

/** Stripe's error answer: `{ error: { type, code, … } }` with its HTTP status. */
export function stripeError(status: number, error: Record<string, unknown>): StripeAnswer {
  return { status, body: { error } };
}

/** A webhook delivery as Stripe sends it: the JSON body and its `Stripe-Signature` header. */
export function signedWebhook(
  event: { id: string; type: string; object: unknown },
  secret: string,
  timestamp?: number,
) {
  const body = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: event.object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
  return { body, signature };
}
