import { randomUUID } from 'node:crypto';
import type { Tokens } from '@beast/domain/accounts/accounts-api.schema';
import { expect } from 'vitest';
import { users } from '../db/schema/accounts';
import { hashPassword } from '../modules/auth/passwords';
import type { TestApp } from './test-app';

/** Helpers of the accounts tests: a valid registration, and the steps every journey starts with. */

export const PASSWORD = 'Velo-Alpen-2024';

export function uniqueEmail(prefix = 'rider'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.ch`;
}

export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Anna',
    lastName: 'Muster',
    gender: 'female',
    country: 'Switzerland',
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

let passwordHash: Promise<string> | undefined;

/**
 * A confirmed customer written straight into the database, for tests about what customers do rather
 * than how they register: no registration request, no email, and the Argon2id hash of the shared test
 * password computed once per test file instead of once per customer.
 */
export async function createCustomer(harness: TestApp, values: Partial<typeof users.$inferInsert> = {}) {
  passwordHash ??= hashPassword(PASSWORD);
  const now = new Date();
  const [row] = await harness.database.db
    .insert(users)
    .values({
      email: uniqueEmail(),
      passwordHash: await passwordHash,
      firstName: 'Anna',
      lastName: 'Muster',
      gender: 'female',
      country: 'Switzerland',
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

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
