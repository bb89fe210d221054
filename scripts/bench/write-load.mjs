// The write path under load: signed-in carts, guest orders, payments and sign-ins, alone and mixed with
// browsing. Every request comes from its own client address (X-Forwarded-For through a trusted loopback
// proxy, as behind a real load balancer), so the per-address rate limits see many customers, not one.
import { randomBytes, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

export const BENCH_PASSWORD = 'BenchRider2026';
export const BENCH_EMAIL_PATTERN = 'bench-{i}@bench.example';
const benchEmail = (index) => BENCH_EMAIL_PATTERN.replace('{i}', String(index));

let addressCount = 0;
/** A new client address per call: 10.x.y.z. */
function clientAddress() {
  addressCount += 1;
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
}

const json = { 'content-type': 'application/json' };

/** Signs the first `count` bench accounts in and answers their access tokens. */
export async function signInBenchAccounts(origin, count) {
  const tokens = [];
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': clientAddress() },
      body: JSON.stringify({ email: benchEmail(index), password: BENCH_PASSWORD }),
    });
    if (!response.ok) throw new Error(`bench sign-in answered ${response.status}: ${await response.text()}`);
    tokens.push((await response.json()).accessToken);
  }
  return tokens;
}

/** The product ids the write path buys: an accessory without a limited edition. */
export async function benchProducts(origin) {
  const response = await fetch(`${origin}/api/products?lang=en`);
  const helmet = (await response.json()).find((product) => product.slug === 'city-helmet');
  if (!helmet) throw new Error('the demo accessory city-helmet is missing');
  return { accessoryId: helmet.id };
}

/** A customer at a time per account: a cycle takes a free account and gives it back at its end. */
function accountPool(tokens) {
  const free = [...tokens];
  return {
    take: (context) => {
      context.token = free.pop() ?? tokens[Math.floor(Math.random() * tokens.length)];
      return context.token;
    },
    give: (context) => {
      if (context.token) free.push(context.token);
    },
  };
}

/** Add a helmet to the cart (the answer is the priced cart), then remove that line: the cart stays small. */
export function cartCycle(tokens, { accessoryId }) {
  const pool = accountPool(tokens);
  return [
    {
      method: 'POST',
      path: '/api/carts?lang=en',
      setupRequest: (request, context) => ({
        ...request,
        headers: { ...json, authorization: `Bearer ${pool.take(context)}` },
        body: JSON.stringify({ productId: accessoryId, quantity: 1 }),
      }),
      onResponse: (status, body, context) => {
        if (status !== 201) return;
        const productOf = (item) => item.vehicle?.id ?? item.product?.id ?? item.productId;
        context.lineId = JSON.parse(body).items?.find((item) => productOf(item) === accessoryId)?.cartItemId;
      },
    },
    {
      method: 'DELETE',
      setupRequest: (request, context) => ({
        ...request,
        path: `/api/carts/${context.lineId}?lang=en`,
        headers: { authorization: `Bearer ${context.token}` },
      }),
      onResponse: (_status, _body, context) => pool.give(context),
    },
  ];
}

/** A guest's order to a postcode outside the courier zones (no window to book), one helmet, single payment. */
function guestOrderBody({ accessoryId }) {
  return JSON.stringify({
    type: 'accessory',
    contacts: {
      firstName: 'Bench',
      lastName: 'Buyer',
      email: `buyer-${randomUUID().slice(0, 12)}@bench.example`,
      countryCode: '+41',
      phoneNumber: '791234567',
      country: 'CH',
      city: 'Lausanne',
      zipCode: '9000',
      address: 'Rue de Bourg 1',
      registerUser: false,
      deliveryTypeId: 'courier',
    },
    delivery: { method: 'courier', date: null, timeWindow: null },
    paymentPlanMonths: null,
    lines: [{ productId: accessoryId, quantity: 1 }],
  });
}

const placeOrderRequest = (products) => ({
  method: 'POST',
  path: '/api/orders?lang=en',
  setupRequest: (request) => ({
    ...request,
    headers: { ...json, 'idempotency-key': randomUUID(), 'x-forwarded-for': clientAddress() },
    body: guestOrderBody(products),
  }),
  onResponse: (status, body, context) => {
    if (status !== 201) return;
    const placed = JSON.parse(body);
    context.orderId = placed.order.id;
    context.guestToken = placed.guestToken;
  },
});

export const orderCycle = (products) => [placeOrderRequest(products)];

/** Quote, place, pay with the test card that succeeds: a guest's whole checkout. */
export function checkoutCycle(products) {
  return [
    {
      method: 'POST',
      path: '/api/orders/quote?lang=en',
      setupRequest: (request) => ({
        ...request,
        headers: { ...json, 'x-forwarded-for': clientAddress() },
        body: guestOrderBody(products),
      }),
    },
    placeOrderRequest(products),
    {
      method: 'POST',
      setupRequest: (request, context) => ({
        ...request,
        path: `/api/orders/${context.orderId}/pay?lang=en`,
        headers: {
          ...json,
          'idempotency-key': randomUUID(),
          'x-order-token': context.guestToken ?? '',
          'x-forwarded-for': clientAddress(),
        },
        body: JSON.stringify({ paymentToken: `tok_test_succeeds_visa_4242_${randomBytes(4).toString('hex')}` }),
      }),
    },
  ];
}

/** Sign-ins with a password, spread over the bench accounts (each account's own limit is 10 per window). */
export function signInCycle(accountCount) {
  let next = 0;
  return [
    {
      method: 'POST',
      path: '/api/auth/login',
      setupRequest: (request) => {
        next = (next + 1) % accountCount;
        return {
          ...request,
          headers: { ...json, 'x-forwarded-for': clientAddress() },
          body: JSON.stringify({ email: benchEmail(next), password: BENCH_PASSWORD }),
        };
      },
    },
  ];
}

export const browseCycle = () =>
  ['/en', '/api/products?lang=en', '/fr/product/mighty-beast', '/api/products/mighty-beast?lang=de', '/de'].map(
    (path) => ({ method: 'GET', path }),
  );

export function load(origin, { requests, connections, durationS }) {
  return new Promise((resolve, reject) => {
    autocannon({ url: origin, connections, duration: durationS, pipelining: 1, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** What a run says: throughput, latency and every answer that was not a success. */
export function summarise(result) {
  const byStatus = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) byStatus[code] = Number(count);
  const total = Object.values(byStatus).reduce((sum, count) => sum + count, 0);
  const serverErrors = Object.entries(byStatus)
    .filter(([code]) => code.startsWith('5'))
    .reduce((sum, [, count]) => sum + count, 0);
  const failures = Object.entries(byStatus).filter(([code]) => !code.startsWith('2'));
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: total,
    serverErrors,
    errors: result.errors + result.timeouts,
    notOk: failures.map(([code, count]) => `${code}×${count}`).join(' ') || '-',
  };
}

/**
 * 60 s of customers at once: browsing, signed-in carts, guest checkouts with payment, sign-ins. Answers a
 * row per kind and the share of 5xx over every request.
 */
export async function mixedLoad(origin, { tokens, products, accountCount, durationS }) {
  const kinds = {
    browse: { requests: browseCycle(), connections: 8 },
    cart: { requests: cartCycle(tokens, products), connections: 4 },
    checkout: { requests: checkoutCycle(products), connections: 3 },
    signIn: { requests: signInCycle(accountCount), connections: 1 },
  };
  const results = await Promise.all(
    Object.values(kinds).map((kind) => load(origin, { ...kind, durationS }).then(summarise)),
  );
  const rows = Object.fromEntries(Object.keys(kinds).map((name, index) => [name, results[index]]));
  const requests = results.reduce((sum, row) => sum + row.requests + row.errors, 0);
  const serverErrors = results.reduce((sum, row) => sum + row.serverErrors + row.errors, 0);
  return { rows, requests, serverErrorShare: requests === 0 ? 1 : serverErrors / requests };
}
