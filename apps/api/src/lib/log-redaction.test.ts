import { describe, expect, it } from 'vitest';
import { REDACTED, redactText, redactValue, serializeError, serializeRequest } from './log-redaction';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiIsImF1ZCI6ImFjY2VzcyJ9.c2lnbmF0dXJl';

/** A database error as Drizzle throws it: the statement and its values in the message and as fields. */
function queryError() {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
    code: '23505',
    constraint: 'users_email_unique',
    detail: 'Key (lower(email))=(anna@example.ch) already exists.',
  });
  const params = ['anna@example.ch', 'Anna', 'Muster', HASH];
  const error = new Error(`Failed query: insert into "users" values ($1, $2, $3, $4)\nparams: ${params.join(',')}`, {
    cause,
  });
  return Object.assign(error, { query: 'insert into "users" values ($1, $2, $3, $4)', params });
}

describe('log redaction by shape', () => {
  it.each([
    ['a password hash', `hash ${HASH} here`],
    ['a JWT', `Bearer ${JWT}`],
    ['a card number', 'card 4242424242424242 refused'],
    ['a grouped card number', 'card 4242 4242 4242 4242 refused'],
    ['a dashed card number', 'card 4000-0000-0000-0002'],
    ['an Amex number', 'card 3782 822463 10005'],
    ['a Stripe client secret', 'pi_3Abc_secret_Xyz123'],
    ['a Stripe secret key', 'sk_live_51Habc'],
  ])('hides %s in text', (_, text) => {
    expect(redactText(text)).toContain(REDACTED);
    for (const secret of [HASH, JWT, '4242424242424242', '4242 4242 4242 4242', '0002', '10005', 'Xyz123', '51Habc']) {
      expect(redactText(text)).not.toContain(secret);
    }
  });

  it('hides secrets named in quoted JSON or a query string', () => {
    const quoted = redactText('Unexpected token in {"cvc":"123","expiry":"12/34","password":"Velo-Alpen-2024","ok":1');
    expect(quoted).not.toMatch(/123"|12\/34|Velo-Alpen/);
    expect(quoted).toContain('"ok":1');
    expect(redactText('/en/emailConfirm?email=anna%40example.ch&code=123456&lang=fr')).toBe(
      `/en/emailConfirm?email=${REDACTED}&code=${REDACTED}&lang=fr`,
    );
  });

  it.each([
    'b5a7c3e1-2f4d-4c8a-9e6b-1d2f3a4b5c6d',
    '12345678-1234-4123-8123-123456789012',
    '2026-05-01T10:00:00.000Z',
    'BB-26-000042',
    'CHF 4290.00',
    '+41 79 123 45 67',
    'duplicate key value violates unique constraint "users_email_unique"',
  ])('leaves ordinary text alone: %s', (text) => {
    expect(redactText(text)).toBe(text);
  });
});

describe('log redaction by name', () => {
  it('replaces secret fields, nested too, and keeps the rest', () => {
    const logged = redactValue({
      email: 'anna@example.ch',
      password: 'Velo-Alpen-2024',
      tokens: { accessToken: 'abc', refresh_token: 'def', 'x-order-token': 'ghi', idempotencyKey: 'key-1' },
      card: { number: '4242424242424242', expiry: '12/34', cvc: '123', exp_month: 12 },
      code: '123456',
      error: { code: 'VALIDATION_FAILED', statusCode: 400 },
      orderId: 7,
    });
    expect(logged).toEqual({
      email: REDACTED,
      password: REDACTED,
      tokens: { accessToken: REDACTED, refresh_token: REDACTED, 'x-order-token': REDACTED, idempotencyKey: 'key-1' },
      card: { number: REDACTED, expiry: REDACTED, cvc: REDACTED, exp_month: REDACTED },
      code: REDACTED,
      error: { code: 'VALIDATION_FAILED', statusCode: 400 },
      orderId: 7,
    });
  });
});

describe('errors in the log', () => {
  it('drops a database error’s statement, values and details, and keeps what explains it', () => {
    const serialized = serializeError(queryError()) as Record<string, unknown>;
    const text = JSON.stringify(serialized);
    for (const secret of ['anna@example.ch', 'Muster', '$argon2id', 'insert into', 'params']) {
      expect(text).not.toContain(secret);
    }
    expect(serialized).toMatchObject({
      type: 'Error',
      message: 'Failed query: caused by: duplicate key value violates unique constraint "users_email_unique"',
      code: '23505',
      constraint: 'users_email_unique',
    });
    expect(serialized.stack).toMatch(/^Error: Failed query\n\s+at /);
    expect(serialized.stack).toContain('caused by: Error: duplicate key value');
  });

  it('serialises an error found anywhere in a line, not only under `err`', () => {
    const logged = JSON.stringify(redactValue({ failure: queryError() }));
    expect(logged).not.toContain('anna@example.ch');
    expect(logged).toContain('Failed query');
  });

  it('shows a request’s path and query without their secrets', () => {
    const request = { method: 'GET', url: '/api/x?code=123456&take=5', host: 'shop', ip: '1.2.3.4' };
    expect(serializeRequest(request)).toMatchObject({
      url: `/api/x?code=${REDACTED}&take=5`,
      remoteAddress: '1.2.3.4',
    });
  });
});
