import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@beast/domain/staff/staff-roles';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { expect, inject } from 'vitest';
import { auditLog, staffMembers } from '../db/schema/staff';
import { createSecondFactor } from '../modules/staff/second-factor';
import { staffCookiesFor } from '../modules/staff/staff-cookies';
import { createStaffSessions } from '../modules/staff/staff-sessions';
import { PASSWORD } from './accounts';
import type { TestApp } from './test-app';

/**
 * Factories of the back-office tests: a staff member written straight into the database (enrolled with a
 * known TOTP secret, or not), and a signed-in session's headers without going through the sign-in steps.
 * The tests of signing in and enrolling use the real routes.
 */

export function uniqueStaffEmail(prefix = 'staff'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@beast.example`;
}

export interface TestStaff {
  id: number;
  email: string;
  password: string;
  role: StaffRole;
  /** The base32 TOTP secret of an enrolled member (their app's), else undefined. */
  totpSecret: string | undefined;
}

/** A member with the test password; `enrolled` (the default) gives them a second factor. */
export async function createStaffMember(
  harness: TestApp,
  { role = 'admin', enrolled = true }: { role?: StaffRole; enrolled?: boolean } = {},
): Promise<TestStaff> {
  const secret = enrolled ? await secondFactorOf(harness).newSecret('test') : undefined;
  const now = harness.clock();
  const [row] = await harness.database.db
    .insert(staffMembers)
    .values({
      email: uniqueStaffEmail(role),
      name: `Test ${role}`,
      role,
      passwordHash: inject('customerPasswordHash'),
      totpSecret: secret?.sealed ?? null,
      totpConfirmedAt: secret ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { id: row!.id, email: row!.email, password: PASSWORD, role, totpSecret: secret?.secret };
}

/** The second factor as the app builds it (same secret, clock and issuer). */
export function secondFactorOf(harness: TestApp) {
  return createSecondFactor({ secret: secretOf(harness), issuer: 'test', clock: harness.clock });
}

/** The code the member's app shows at `at` (the app's clock by default). */
export function totpCode(base32: string, at: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(base32), timestamp: at.getTime() });
}

export interface StaffHeaders {
  /** The session cookie, for reading. */
  read: Record<string, string>;
  /** The session cookie and the CSRF token, for changing. */
  change: Record<string, string>;
}

/** A session of the member, started as signing in starts one. */
export async function staffSessionFor(harness: TestApp, staffId: number): Promise<StaffHeaders> {
  const sessions = createStaffSessions({ db: harness.database.db, secret: secretOf(harness), clock: harness.clock });
  const { token, csrfToken } = await sessions.start(harness.database.db, staffId);
  const read = { cookie: `${staffCookiesFor(harness.config).sessionCookieName}=${token}` };
  return { read, change: { ...read, 'x-csrf-token': csrfToken } };
}

/** A member of this role with a signed-in session. */
export async function signedInStaff(harness: TestApp, role: StaffRole = 'admin') {
  const member = await createStaffMember(harness, { role });
  return { ...member, headers: await staffSessionFor(harness, member.id) };
}

/** The `name=value` pairs of a response's Set-Cookie headers. */
export function cookiesOf(response: { headers: Record<string, unknown> }): Record<string, string> {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : [header].flat().map(String);
  return Object.fromEntries(
    lines.map((line) => {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      return [pair.slice(0, separator), pair.slice(separator + 1)];
    }),
  );
}

/** Set-Cookie lines, whole (attributes included). */
export function setCookieLines(response: { headers: Record<string, unknown> }): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : [header].flat().map(String);
}

function secretOf(harness: TestApp): string {
  const secret = harness.config.jwtSecret;
  expect(secret, 'the test app has a signing secret').toBeDefined();
  return secret!;
}

/** The audit log's entries about one entry (`product`, `my-bike`), oldest first. */
export function auditEntriesOf(harness: TestApp, entityType: string, entityKey: string) {
  return harness.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityKey, entityKey)))
    .orderBy(auditLog.id);
}
