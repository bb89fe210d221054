import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMembers } from '../../db/schema/staff';
import { bearer, signedIn } from '../../test/accounts';
import {
  cookiesOf,
  createStaffMember,
  secondFactorOf,
  setCookieLines,
  signedInStaff,
  type TestStaff,
  totpCode,
  uniqueStaffEmail,
} from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createStaffRepository } from './staff.repository';
import { STAFF_LOCK_MS, STAFF_MAX_FAILED_ATTEMPTS } from './staff-auth.service';
import { STAFF_SESSION_IDLE_MS, STAFF_SESSION_MAX_MS } from './staff-sessions';

/**
 * Signing staff in (ARCHITECTURE: Back office), against a clock the tests move: enrolment with the one-time
 * link, password then TOTP or recovery code, locking, session lifetimes, signing out, and the two kinds of
 * session kept apart.
 */

const START = new Date('2026-03-02T08:00:00.000Z');
let now = START;
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const SECOND = 1000;
const MINUTE = 60 * SECOND;

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({ clock: () => now });
});
afterAll(() => harness.close());

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return harness.app.inject({ method: 'POST', url, payload, headers });
}

function get(url: string, headers: Record<string, string> = {}) {
  return harness.app.inject({ method: 'GET', url, headers });
}

/** The Cookie header a browser would send back after these answers. */
function cookieHeader(...responses: { headers: Record<string, unknown> }[]): string {
  const jar = Object.assign({}, ...responses.map(cookiesOf)) as Record<string, string>;
  return Object.entries(jar)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/** Password, then the current code of the member's app: the session cookie. */
async function signIn(member: TestStaff): Promise<string> {
  const first = await post('/api/admin/auth/sign-in', { email: member.email, password: member.password });
  expect(first.statusCode, first.body).toBe(200);
  const code = totpCode(member.totpSecret!, now);
  const second = await post('/api/admin/auth/second-factor', { method: 'totp', code }, { cookie: cookieHeader(first) });
  expect(second.statusCode, second.body).toBe(200);
  return cookieHeader(second);
}

describe('enrolment', () => {
  async function invite() {
    const admin = await signedInStaff(harness, 'admin');
    const email = uniqueStaffEmail('new');
    const invited = await post('/api/admin/staff', { email, name: 'Nora Neu', role: 'sales' }, admin.headers.change);
    expect(invited.statusCode, invited.body).toBe(201);
    const link = new URL(invited.json().enrolmentLink);
    expect(link.pathname).toBe('/admin/enrol');
    return { email, token: link.searchParams.get('token')! };
  }

  it('sets the password, shows the second factor once, confirms it with the first code and signs in', async () => {
    const { email, token } = await invite();
    expect((await get(`/api/admin/enrolment?token=${token}`)).json()).toEqual({ email, name: 'Nora Neu' });

    const mismatch = await post('/api/admin/enrolment/password', {
      token,
      password: 'Alpen-Velo-2026',
      passwordConfirmation: 'Alpen-Velo-2027',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields).toEqual({ passwordConfirmation: 'Passwords do not match.' });

    const password = 'Alpen-Velo-2026';
    const setup = await post('/api/admin/enrolment/password', { token, password, passwordConfirmation: password });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauthUri, qrSvg } = setup.json();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*\?.*secret=/);
    expect(otpauthUri).toContain(encodeURIComponent(email));
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const stored = await createStaffRepository(harness.database.db).findByEmail(email);
    expect(stored?.totpSecret).not.toContain(secret);

    const wrong = await post('/api/admin/enrolment/confirm', { token, code: '000000' });
    expect(wrong.json().error.code).toBe('SECOND_FACTOR_INCORRECT');
    const confirmed = await post('/api/admin/enrolment/confirm', { token, code: totpCode(secret, now) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    expect(setCookieLines(confirmed).find((line) => line.startsWith('staff_session='))).toMatch(
      /HttpOnly; SameSite=Strict$/,
    );

    const session = await get('/api/admin/session', { cookie: cookieHeader(confirmed) });
    expect(session.json()).toMatchObject({ staff: { email, role: 'sales' }, secondFactor: true });
    expect((await get(`/api/admin/enrolment?token=${token}`)).json().error.code).toBe('ENROLMENT_LINK_INVALID');
  });

  it('refuses an expired link, and a new second factor replaces the one not yet confirmed', async () => {
    const { token } = await invite();
    const password = 'Alpen-Velo-2026';
    const first = (
      await post('/api/admin/enrolment/password', { token, password, passwordConfirmation: password })
    ).json().secret;
    const second = (
      await post('/api/admin/enrolment/password', { token, password, passwordConfirmation: password })
    ).json().secret;
    expect(second).not.toBe(first);
    expect((await post('/api/admin/enrolment/confirm', { token, code: totpCode(first, now) })).statusCode).toBe(401);
    advance(72 * 60 * MINUTE);
    const expired = await post('/api/admin/enrolment/confirm', { token, code: totpCode(second, now) });
    expect(expired.json().error.code).toBe('ENROLMENT_LINK_INVALID');
  });
});

describe('signing in', () => {
  it('asks for the second factor after the password, in a short httpOnly cookie, then starts a session', async () => {
    const member = await createStaffMember(harness, { role: 'content' });
    const first = await post('/api/admin/auth/sign-in', {
      email: member.email.toUpperCase(),
      password: member.password,
    });
    expect(first.json()).toEqual({ next: 'second-factor' });
    const [signInCookie] = setCookieLines(first);
    expect(signInCookie).toMatch(/^staff_sign_in=[^;]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=300$/);
    expect(await get('/api/admin/session', { cookie: cookieHeader(first) })).toHaveProperty('statusCode', 401);

    const second = await post(
      '/api/admin/auth/second-factor',
      { method: 'totp', code: totpCode(member.totpSecret!, now) },
      { cookie: cookieHeader(first) },
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({
      staff: { id: member.id, role: 'content' },
      permissions: ['catalogue', 'content', 'newsletter'],
      secondFactor: true,
    });
    expect(cookiesOf(second)).toMatchObject({ staff_sign_in: '' });
    const session = await get('/api/admin/session', { cookie: cookieHeader(second) });
    expect(session.json().csrfToken).toBe(second.json().csrfToken);
  });

  it('refuses a wrong password as it refuses an unknown email, and never a code without the password', async () => {
    const member = await createStaffMember(harness);
    for (const body of [
      { email: member.email, password: 'Wrong-password-1' },
      { email: uniqueStaffEmail('nobody'), password: member.password },
    ]) {
      const refused = await post('/api/admin/auth/sign-in', body);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.code).toBe('INVALID_CREDENTIALS');
      expect(setCookieLines(refused)).toEqual([]);
    }
    const withoutPassword = await post('/api/admin/auth/second-factor', {
      method: 'totp',
      code: totpCode(member.totpSecret!, now),
    });
    expect(withoutPassword.json().error.code).toBe('SIGN_IN_EXPIRED');
  });

  it('accepts a code once, the next one after 30 s, and asks for the password again after five minutes', async () => {
    const member = await createStaffMember(harness);
    await signIn(member);
    const again = await post('/api/admin/auth/sign-in', { email: member.email, password: member.password });
    const reused = await post(
      '/api/admin/auth/second-factor',
      { method: 'totp', code: totpCode(member.totpSecret!, now) },
      { cookie: cookieHeader(again) },
    );
    expect(reused.json().error.code).toBe('SECOND_FACTOR_INCORRECT');
    advance(30 * SECOND);
    await signIn(member);

    const slow = await post('/api/admin/auth/sign-in', { email: member.email, password: member.password });
    advance(5 * MINUTE + SECOND);
    const late = await post(
      '/api/admin/auth/second-factor',
      { method: 'totp', code: totpCode(member.totpSecret!, now) },
      { cookie: cookieHeader(slow) },
    );
    expect(late.json().error.code).toBe('SIGN_IN_EXPIRED');
  });

  it('accepts each recovery code once, typed in any case and with or without its dash', async () => {
    const member = await createStaffMember(harness);
    const { codes, hashes } = secondFactorOf(harness).newRecoveryCodes(member.id);
    await createStaffRepository(harness.database.db).replaceRecoveryCodes(member.id, hashes);
    const withCode = async (code: string) => {
      const first = await post('/api/admin/auth/sign-in', { email: member.email, password: member.password });
      return post('/api/admin/auth/second-factor', { method: 'recovery', code }, { cookie: cookieHeader(first) });
    };
    expect((await withCode(codes[0]!.replace('-', '').toLowerCase())).statusCode).toBe(200);
    expect((await withCode(codes[0]!)).json().error.code).toBe('SECOND_FACTOR_INCORRECT');
    expect((await withCode(codes[1]!)).statusCode).toBe(200);
  });

  it(`locks the account after ${STAFF_MAX_FAILED_ATTEMPTS} failures in a row, passwords and codes alike`, async () => {
    const member = await createStaffMember(harness);
    for (let attempt = 1; attempt < STAFF_MAX_FAILED_ATTEMPTS; attempt += 1) {
      await post('/api/admin/auth/sign-in', { email: member.email, password: 'Wrong-password-1' });
    }
    const first = await post('/api/admin/auth/sign-in', { email: member.email, password: member.password });
    const wrongCode = await post(
      '/api/admin/auth/second-factor',
      { method: 'totp', code: '000000' },
      { cookie: cookieHeader(first) },
    );
    expect(wrongCode.json().error.code).toBe('SECOND_FACTOR_INCORRECT');
    const locked = await post('/api/admin/auth/sign-in', { email: member.email, password: member.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('STAFF_LOCKED');
    expect(Number(locked.headers['retry-after'])).toBe(STAFF_LOCK_MS / 1000);

    advance(STAFF_LOCK_MS);
    await signIn(member);
    const [row] = await harness.database.db.select().from(staffMembers).where(eq(staffMembers.id, member.id));
    expect(row).toMatchObject({ failedAttempts: 0, lockedUntil: null });
  });

  it('never lets a disabled member in', async () => {
    const member = await createStaffMember(harness);
    await harness.database.db.update(staffMembers).set({ disabledAt: now }).where(eq(staffMembers.id, member.id));
    const refused = await post('/api/admin/auth/sign-in', { email: member.email, password: member.password });
    expect(refused.json().error.code).toBe('INVALID_CREDENTIALS');
  });
});

describe('sessions', () => {
  it(`end ${STAFF_SESSION_IDLE_MS / MINUTE} minutes after their last use, and ${STAFF_SESSION_MAX_MS / (60 * MINUTE)} hours after signing in`, async () => {
    const member = await createStaffMember(harness);
    const cookie = await signIn(member);
    const started = now;
    while (now.getTime() + STAFF_SESSION_IDLE_MS - MINUTE < started.getTime() + STAFF_SESSION_MAX_MS) {
      advance(STAFF_SESSION_IDLE_MS - MINUTE);
      expect((await get('/api/admin/session', { cookie })).statusCode).toBe(200);
    }
    advance(STAFF_SESSION_MAX_MS - (now.getTime() - started.getTime()));
    expect((await get('/api/admin/session', { cookie })).statusCode).toBe(401);

    advance(30 * SECOND);
    const idle = await signIn(member);
    advance(STAFF_SESSION_IDLE_MS);
    expect((await get('/api/admin/session', { cookie: idle })).statusCode).toBe(401);
  });

  it('end by signing out, this one only, or everywhere', async () => {
    const member = await createStaffMember(harness);
    const here = await signIn(member);
    advance(30 * SECOND);
    const there = await signIn(member);
    const csrf = async (cookie: string) => (await get('/api/admin/session', { cookie })).json().csrfToken as string;

    const out = await post('/api/admin/auth/sign-out', {}, { cookie: here, 'x-csrf-token': await csrf(here) });
    expect(out.statusCode).toBe(204);
    expect(cookiesOf(out)).toEqual({ staff_session: '' });
    expect((await get('/api/admin/session', { cookie: here })).statusCode).toBe(401);
    expect((await get('/api/admin/session', { cookie: there })).statusCode).toBe(200);

    advance(30 * SECOND);
    const third = await signIn(member);
    const everywhere = await post(
      '/api/admin/auth/sign-out-everywhere',
      {},
      { cookie: third, 'x-csrf-token': await csrf(third) },
    );
    expect(everywhere.statusCode).toBe(204);
    for (const cookie of [there, third]) {
      expect((await get('/api/admin/session', { cookie })).statusCode).toBe(401);
    }
  });

  it('are a kind of their own: a staff session opens no customer route, a customer token no back office', async () => {
    const staff = await signedInStaff(harness, 'admin');
    const token = staff.headers.read.cookie!.split('=')[1]!;
    for (const headers of [staff.headers.read, bearer(token)]) {
      expect((await get('/api/users/me', headers)).statusCode).toBe(401);
    }
    const customer = await signedIn(harness);
    expect((await get('/api/users/me', customer.headers)).statusCode).toBe(200);
    expect((await get('/api/admin/session', customer.headers)).statusCode).toBe(401);
  });
});

describe('modes', () => {
  it('lets a member without a second factor in with the password in demo mode only', async () => {
    const member = await createStaffMember(harness, { enrolled: false });
    const demo = await post('/api/admin/auth/sign-in', { email: member.email, password: member.password });
    expect(demo.json()).toEqual({ next: 'signed-in' });
    const session = await get('/api/admin/session', { cookie: cookieHeader(demo) });
    expect(session.json()).toMatchObject({ staff: { id: member.id }, secondFactor: false });

    const production = await createTestApp({ config: { mode: 'production' } });
    try {
      const other = await createStaffMember(production, { enrolled: false });
      const refused = await production.app.inject({
        method: 'POST',
        url: '/api/admin/auth/sign-in',
        payload: { email: other.email, password: other.password },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('STAFF_ENROLMENT_REQUIRED');
      expect(setCookieLines(refused)).toEqual([]);
    } finally {
      await production.close();
    }
  });

  it('sends Secure cookies with the __Host- prefix over https and in production', async () => {
    const https = await createTestApp({ config: { publicUrl: 'https://shop.example.ch' } });
    try {
      const member = await createStaffMember(https);
      const first = await https.app.inject({
        method: 'POST',
        url: '/api/admin/auth/sign-in',
        payload: { email: member.email, password: member.password },
      });
      expect(setCookieLines(first)[0]).toMatch(
        /^__Host-staff_sign_in=[^;]+; Path=\/; HttpOnly; SameSite=Strict; Secure;/,
      );
    } finally {
      await https.close();
    }
  });

  it('limits sign-in attempts per account with the shop rate limiter', async () => {
    const limited = await createTestApp({
      config: { rateLimit: { windowMs: 15 * MINUTE, perIp: 1000, perAccount: 2 } },
    });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/admin/auth/sign-in',
          payload: { email: 'someone@beast.example', password: 'Wrong-password-1' },
        });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json().error.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
