import { de } from '@beast/domain/i18n/messages/de';
import { en } from '@beast/domain/i18n/messages/en';
import { fr } from '@beast/domain/i18n/messages/fr';
import { SAFE_TEXT_ERRORS } from '@beast/domain/validation/safe-text';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCustomer, lastCodeFor, login, post } from '../test/accounts';
import { createBike } from '../test/catalog';
import { orderBody } from '../test/checkout';
import { signedInStaff } from '../test/staff';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * spec §5 and the database: text with NUL, control characters or lone surrogates answers 400 naming the field,
 * on every route, before it can reach PostgreSQL (which refuses NUL with an error that used to answer 500).
 */

const UNSAFE = {
  en: en[SAFE_TEXT_ERRORS.unsafe],
  fr: fr[SAFE_TEXT_ERRORS.unsafe],
  de: de[SAFE_TEXT_ERRORS.unsafe],
};

let harness: TestApp;
let tokens: { accessToken: string; refreshToken: string; resetPasswordToken: string };
/** An admin's session cookie and CSRF token: every back-office route is theirs to try. */
let staffHeaders: Record<string, string>;
let productId: number;

beforeAll(async () => {
  harness = await createTestApp();
  // Real refresh and reset tokens: every route that takes one is tried.
  const account = await createCustomer(harness);
  const { accessToken, refreshToken } = await login(harness, account.email);
  await post(harness, '/api/auth/code', { email: account.email, purpose: 'reset-password' });
  const code = await lastCodeFor(harness, account.email);
  const verified = await post(harness, '/api/auth/code/verify', {
    email: account.email,
    code,
    purpose: 'reset-password',
  });
  expect(verified.statusCode, verified.body).toBe(200);
  tokens = { accessToken, refreshToken, resetPasswordToken: verified.json().resetPasswordToken };
  staffHeaders = (await signedInStaff(harness, 'admin')).headers.change;
  productId = (await createBike(harness)).id;
});

afterAll(async () => {
  await harness.close();
});

function expectUnsafe(
  response: { statusCode: number; json(): unknown },
  field: string,
  locale: keyof typeof UNSAFE = 'en',
) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(400);
  const { error } = response.json() as { error: { code: string; fields?: Record<string, string> } };
  expect(error.code).toBe('VALIDATION_FAILED');
  expect(error.fields?.[field], JSON.stringify(error.fields)).toBe(UNSAFE[locale]);
}

describe('text with characters PostgreSQL refuses', () => {
  it.each([
    ['a NUL inside a coupon code', '/api/coupons/A%00B/apply-to-products/13'],
    ['a NUL after a whole coupon code', '/api/coupons/SAVE10%00/apply-to-products/13'],
    ['an escape in a coupon code', '/api/coupons/SAVE10%1B/apply-to-products/13'],
  ])('answers 400 for %s in the path', async (_, url) => {
    expectUnsafe(await harness.app.inject({ method: 'POST', url }), 'couponId');
  });

  it.each(['fr', 'de'] as const)('says so in %s', async (locale) => {
    const response = await harness.app.inject({
      method: 'POST',
      url: `/api/coupons/SAVE10%00/apply-to-products/13?lang=${locale}`,
    });
    expectUnsafe(response, 'couponId', locale);
  });

  it('refuses a NUL in the query', async () => {
    expectUnsafe(await harness.app.inject({ url: '/api/delivery-week?zipcode=1003%00' }), 'zipcode');
  });

  it('refuses NUL, controls and lone surrogates in the profile', async () => {
    const personal = {
      section: 'personalInfo',
      firstName: 'Anna',
      lastName: 'Muster',
      gender: 'female',
      dateOfBirthday: null,
      nationality: null,
      countryCode: null,
      phoneNumber: null,
    };
    const put = (body: object) =>
      harness.app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(tokens.accessToken), payload: body });
    expectUnsafe(await put({ ...personal, firstName: 'An\u0000na' }), 'firstName');
    expectUnsafe(await put({ ...personal, lastName: 'Mus\nter' }), 'lastName');
    const address = {
      section: 'deliveryAddress',
      country: 'CH',
      zipCode: '1003',
      city: 'Lausanne',
      address: 'x',
    };
    expectUnsafe(await put({ ...address, address: 'Rue de Bourg\u0007 1' }), 'address');
    // A lone surrogate, as JSON may carry it: it cannot be encoded as UTF-8.
    const lone = await harness.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { ...bearer(tokens.accessToken), 'content-type': 'application/json' },
      payload: JSON.stringify({ ...address, city: 'Lau' }).replace('Lau', 'Lau\\ud800'),
    });
    expectUnsafe(lone, 'city');
    expect((await put({ ...personal, firstName: 'Anna-Lena' })).statusCode).toBe(200);
    expect((await put({ ...address, address: 'Rue de Bourg 1' })).statusCode).toBe(200);
  });

  it('refuses a NUL in a cart line’s options, in a value or a key', async () => {
    const add = (configuratorOptions: object) =>
      harness.app.inject({
        method: 'POST',
        url: '/api/carts',
        headers: bearer(tokens.accessToken),
        payload: { productId, quantity: 1, configuratorOptions },
      });
    expectUnsafe(await add({ colour: 're\u0000d' }), 'configuratorOptions.colour');
    expectUnsafe(await add({ 'col\u0000our': 'red' }), 'configuratorOptions');
  });

  it('refuses a NUL anywhere in the checkout, and keeps line breaks in the comment', async () => {
    const lines = [{ productId, quantity: 1 }];
    const quote = (body: object) => harness.app.inject({ method: 'POST', url: '/api/orders/quote', payload: body });
    expectUnsafe(await quote(orderBody({ lines, comment: 'Ring twice\u0000' })), 'comment');
    expectUnsafe(await quote(orderBody({ lines, contacts: { address: 'Rue\u0000 1' } as never })), 'contacts.address');
    expectUnsafe(
      await quote({ ...orderBody(), lines: [{ ...lines[0], couponName: 'SAVE10\u0000' }] }),
      'lines.0.couponName',
    );
    const placed = await harness.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: orderBody({ lines, comment: 'Ring\u0000' }),
    });
    expectUnsafe(placed, 'comment');
    const multiLine = await quote(orderBody({ lines, comment: 'Ring twice,\r\nthen wait\tplease' }));
    expect(multiLine.statusCode, multiLine.body).toBe(200);
  });
});

// ─── Every route ────────────────────────────────────────────────────────────────────────────────────────

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}
interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, string[]>[];
}
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Every string in a body schema, as the path to it: `contacts.address`, `lines.0.couponName`, `options.k`. */
function textPaths(schema: JsonSchema, components: Record<string, JsonSchema>, path: string[] = []): string[][] {
  if (schema.$ref) return textPaths(components[schema.$ref.split('/').pop()!]!, components, path);
  const options = [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])];
  if (options.length) return options.flatMap((option) => textPaths(option, components, path));
  const types = [schema.type ?? []].flat();
  if (types.includes('object') || schema.properties) {
    const fields = Object.entries(schema.properties ?? {}).flatMap(([key, child]) =>
      textPaths(child, components, [...path, key]),
    );
    const extra =
      typeof schema.additionalProperties === 'object'
        ? textPaths(schema.additionalProperties, components, [...path, 'k'])
        : [];
    return [...fields, ...extra];
  }
  if (types.includes('array') && schema.items) return textPaths(schema.items, components, [...path, '0']);
  return types.includes('string') ? [path] : [];
}

/** `{ a: { b: [ { c: value } ] } }` for the path a.b.0.c. */
function bodyWith(path: string[], value: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const inner = bodyWith(rest, value);
  return head === '0' ? [inner] : { [head]: inner };
}

/** Every route under /api, from Fastify's own route tree: `GET /api/products/:id`. */
function registeredApiRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes.filter((route) => route.split(' ')[1]!.startsWith('/api/'));
}

/** Routes that take no input of their own: the documentation itself and the catch-all 404. */
const UNDOCUMENTED = /^GET \/api\/(openapi\.json|docs\b.*)$/;

/** The token an operation's security asks for (an access, refresh or reset token, a staff session), as headers. */
function authorizationFor(operation: Operation): Record<string, string> {
  const schemes = new Set((operation.security ?? []).flatMap((each) => Object.keys(each)));
  if (schemes.has('staffSession')) return staffHeaders;
  if (schemes.has('refreshToken')) return bearer(tokens.refreshToken);
  if (schemes.has('resetPasswordToken')) return bearer(tokens.resetPasswordToken);
  return schemes.has('bearerAuth') ? bearer(tokens.accessToken) : {};
}

interface InputCase {
  name: string;
  field: string;
  request: InjectOptions;
}

/** One request per text input of an operation, with a NUL in that input and nowhere else. */
function inputCases(document: OpenApi, path: string, method: string, operation: Operation): InputCase[] {
  const headers = authorizationFor(operation);
  const urlWith = (name?: string) => path.replace(/\{(\w+)\}/g, (_, param) => (param === name ? 'a%00b' : '1'));
  const base = { method: method.toUpperCase() as 'GET', headers, url: urlWith() };
  const cases: InputCase[] = (operation.parameters ?? []).map((parameter) => {
    const name = `${base.method} ${path} ${parameter.in} ${parameter.name}`;
    const request: InjectOptions =
      parameter.in === 'path'
        ? { ...base, url: urlWith(parameter.name) }
        : parameter.in === 'query'
          ? { ...base, url: `${base.url}?${parameter.name}=a%00b` }
          : { ...base, headers: { ...headers, [parameter.name]: 'a\u0000b' } };
    return { name, field: parameter.name, request };
  });
  const json = operation.requestBody?.content['application/json']?.schema;
  for (const fieldPath of json ? textPaths(json, document.components?.schemas ?? {}) : []) {
    const field = fieldPath.join('.');
    const payload = bodyWith(fieldPath, 'a\u0000b') as object;
    cases.push({ name: `${base.method} ${path} body ${field}`, field, request: { ...base, payload } });
  }
  return cases;
}

describe('every API route', async () => {
  it('is documented, so the walk below reaches it', async () => {
    const document = (await harness.app.inject({ url: '/api/openapi.json' })).json<OpenApi>();
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    const registered = registeredApiRoutes(harness.app.printRoutes({ commonPrefix: false }));
    expect(registered.length).toBeGreaterThan(35);
    const missing = registered.filter((route) => !documented.has(route) && !UNDOCUMENTED.test(route));
    expect(missing).toEqual([]);
  });

  it('refuses a NUL in each of its path parameters, query parameters, headers and body fields', async () => {
    const document = (await harness.app.inject({ url: '/api/openapi.json' })).json<OpenApi>();
    const cases = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => inputCases(document, path, method, operation)),
    );
    expect(cases.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const { name, field, request } of cases) {
      const response = await harness.app.inject(request);
      const fields = response.statusCode === 400 ? response.json().error.fields : undefined;
      if (fields?.[field] !== UNSAFE.en)
        failures.push(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });
});
