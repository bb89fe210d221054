import { randomUUID } from 'node:crypto';
import type { Tokens } from '@beast/domain/accounts/accounts-api.schema';
import { expect, inject } from 'vitest';
import { users } from '../db/schema/accounts';
import { createTokens, TOKEN_ISSUER } from '../modules/auth/tokens';
import type { TestApp } from './test-app';

/**
 * Helpers of the accounts tests: a valid registration and the steps every journey starts with, for the tests of
 * registering and signing in; and factories (a customer written into the database, a signed access token) for
 * the tests of what customers do once they have an account.
 */

export const PASSWORD = 'Velo-Alpen-2024';

export function uniqueEmail(prefix = 'rider'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.ch`;
}

export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Anna',
    lastName: 'Muster',
    gender: 'female',
    country: 'CH',
    city: 'Lausanne',
    nationality: null,
    countryCode: '+41',
    phoneNumber: '791234567',
    dateOfBirthday: '12/03/1990',
    email: uniqueEmail(),
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    acceptTerms: true,
    ...overrides,
  };
}

export function post(harness: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return harness.app.inject({ method: 'POST', url, payload: payload as object, headers });
}

/** The code in the newest email to `to` (after delivering the outbox). */
export async function lastCodeFor(harness: TestApp, to: string): Promise<string> {
  await harness.flushOutbox();
  const email = (await harness.outbox()).find((message) => message.to === to);
  const code = /\b(\d{6})\b/.exec(email?.text ?? '')?.[1];
  expect(code, `a code emailed to ${to}`).toBeDefined();
  return code!;
}

export async function register(harness: TestApp, overrides: Record<string, unknown> = {}, query = '') {
  const body = registrationBody(overrides);
  const response = await post(harness, `/api/users${query}`, body);
  expect(response.statusCode, response.body).toBe(201);
  return { email: body.email as string, password: body.password as string, id: response.json().id as number };
}

/** Registers and confirms the email: an account that can sign in. */
export async function registerConfirmed(harness: TestApp, overrides: Record<string, unknown> = {}) {
  const account = await register(harness, overrides);
  const code = await lastCodeFor(harness, account.email);
  const confirmed = await post(harness, '/api/auth/confirm/email', { email: account.email, code });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return account;
}

export async function login(harness: TestApp, email: string, password = PASSWORD): Promise<Tokens> {
  const response = await post(harness, '/api/auth/login', { email, password });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Tokens>();
}

/**
 * A confirmed customer written straight into the database, for tests about what customers do rather
 * than how they register: no registration request and no email. The password is the shared test
 * password, whose Argon2id hash the run computed once (global-setup.ts).
 */
export async function createCustomer(harness: TestApp, values: Partial<typeof users.$inferInsert> = {}) {
  const now = new Date();
  const [row] = await harness.database.db
    .insert(users)
    .values({
      email: uniqueEmail(),
      passwordHash: inject('customerPasswordHash'),
      firstName: 'Anna',
      lastName: 'Muster',
      gender: 'female',
      country: 'CH',
      city: 'Lausanne',
      countryCode: '+41',
      phoneNumber: '791234567',
      language: 'en',
      termsAcceptedAt: now,
      emailConfirmedAt: now,
      ...values,
    })
    .returning();
  return { email: row!.email, password: PASSWORD, id: row!.id };
}

/** An access token for the user, signed as the app signs them at sign-in (same secret, issuer and clock). */
export function accessTokenFor(harness: TestApp, userId: number): Promise<string> {
  const secret = harness.config.jwtSecret;
  if (!secret) throw new Error('the test app has no JWT secret');
  return createTokens({ secret, issuer: TOKEN_ISSUER, clock: harness.clock }).issueAccessToken(userId);
}

/**
 * A customer (`createCustomer`) with the bearer header of a fresh access token: what a test of the cart,
 * orders or vehicles needs, without a sign-in request and its Argon2id check. The tests of signing in use
 * `login`, which goes through the real route.
 */
export async function signedIn(harness: TestApp, values: Parameters<typeof createCustomer>[1] = {}) {
  const account = await createCustomer(harness, values);
  return { ...account, headers: bearer(await accessTokenFor(harness, account.id)) };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
