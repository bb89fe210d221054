import type { Tokens } from '@beast/domain/accounts/accounts-api.schema';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokedAccessTokens } from '../../db/schema/accounts';
import {
  bearer,
  lastCodeFor,
  login,
  PASSWORD,
  post,
  register,
  registerConfirmed,
  registrationBody,
  uniqueEmail,
} from '../../test/accounts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app';
import { deriveKey } from './secret-keys';
import { ACCESS_TOKEN_TTL_SECONDS, createTokens } from './tokens';

/** Test time: starts now and only moves when a test moves it. */
let nowMs = Date.now();
const clock = () => new Date(nowMs);
const advance = (ms: number) => {
  nowMs += ms;
};

let harness: TestApp;
const me = (headers: Record<string, string>) => harness.app.inject({ method: 'GET', url: '/api/users/me', headers });

beforeAll(async () => {
  harness = await createTestApp({ clock });
});
afterAll(() => harness.close());

describe('POST /api/users (spec §3 Registration)', () => {
  it('registers, answers 201 and emails a confirmation code and link in the request language', async () => {
    const body = registrationBody();
    const response = await post(harness, '/api/users?lang=fr', body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), email: body.email, emailConfirmationRequired: true });
    const code = await lastCodeFor(harness, body.email);
    const [email] = (await harness.outbox()).filter((message) => message.to === body.email);
    expect(email?.subject).toBe('Confirmez votre adresse e-mail pour Beast');
    const link = `http://localhost:3000/fr/emailConfirm?email=${encodeURIComponent(body.email)}&code=${code}`;
    expect(email?.text).toContain(link);
    expect(email?.html).toContain(link.replaceAll('&', '&amp;'));
    expect(email?.html).toContain('lang="fr"');
    expect(email?.status).toBe('sent');
  });

  it('writes the emails in German and English too', async () => {
    const de = await register(harness, {}, '?lang=de');
    const en = await register(harness);
    await harness.flushOutbox();
    const subjects = Object.fromEntries((await harness.outbox()).map((message) => [message.to, message.subject]));
    expect(subjects[de.email]).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Beast');
    expect(subjects[en.email]).toBe('Confirm your email for Beast');
  });

  it('names every invalid field with a translated message (lang=fr), first error per field', async () => {
    const response = await post(
      harness,
      '/api/users?lang=fr',
      registrationBody({
        firstName: ' Anna',
        lastName: null,
        email: 'not-an-email',
        password: 'short',
        passwordConfirmation: 'different',
        acceptTerms: false,
        phoneNumber: '12ab',
        dateOfBirthday: '01/01/2020',
      }),
    );
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Certains champs ne sont pas valides.');
    expect(Object.keys(error.fields).sort()).toEqual(
      ['acceptTerms', 'dateOfBirthday', 'email', 'firstName', 'lastName', 'password', 'phoneNumber'].sort(),
    );
    expect(error.fields.lastName).toMatch(/nom/i);
    expect(error.fields.dateOfBirthday).toContain('16');
    for (const message of Object.values<string>(error.fields)) expect(message).not.toMatch(/^validation\./);
  });

  it('says the passwords do not match once both are valid', async () => {
    const response = await post(
      harness,
      '/api/users',
      registrationBody({ passwordConfirmation: 'Another-Password-1' }),
    );
    expect(response.json().error.fields).toEqual({ passwordConfirmation: 'Passwords do not match.' });
  });

  it('answers 409 USER_EXISTS for an email already registered, whatever its case', async () => {
    const { email } = await register(harness);
    const response = await post(harness, '/api/users', registrationBody({ email: email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'USER_EXISTS', message: 'This user already exists' });
  });
});

describe('POST /api/auth/confirm/email and POST /api/auth/login', () => {
  it('refuses to sign in before the email is confirmed (403), then signs in after', async () => {
    const { email } = await register(harness);
    const early = await post(harness, '/api/auth/login', { email, password: PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('EMAIL_NOT_CONFIRMED');

    const code = await lastCodeFor(harness, email);
    const confirmed = await post(harness, '/api/auth/confirm/email', { email, code });
    expect(confirmed.json()).toEqual({ confirmed: true });

    const tokens = await login(harness, email.toUpperCase());
    expect(tokens.accessToken.split('.')).toHaveLength(3);
    expect(tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers 401 INVALID_CREDENTIALS for a wrong password or an unknown email, with the same message', async () => {
    const { email } = await registerConfirmed(harness);
    const wrong = await post(harness, '/api/auth/login', { email, password: 'Wrong-Password-1' });
    const unknown = await post(harness, '/api/auth/login', { email: uniqueEmail(), password: PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a wrong confirmation code and keeps the account unconfirmed', async () => {
    const { email } = await register(harness);
    const code = await lastCodeFor(harness, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const response = await post(harness, '/api/auth/confirm/email', { email, code: wrong });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VERIFICATION_CODE_INCORRECT');
    expect((await post(harness, '/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(403);
  });

  it('sends the code again at most once a minute per address (429 RESEND_TOO_SOON with Retry-After)', async () => {
    const { email } = await register(harness);
    const first = await lastCodeFor(harness, email);
    const tooSoon = await post(harness, '/api/auth/confirm/email', { email });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.code).toBe('RESEND_TOO_SOON');
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(60);

    advance(61_000);
    const again = await post(harness, '/api/auth/confirm/email', { email, code: null });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ sent: true, resendAfterSeconds: 60 });
    const second = await lastCodeFor(harness, email);
    // The new code replaces the previous one.
    if (second !== first) {
      const old = await post(harness, '/api/auth/confirm/email', { email, code: first });
      expect(old.json().error.code).toBe('VERIFICATION_CODE_INCORRECT');
    }
    expect((await post(harness, '/api/auth/confirm/email', { email, code: second })).statusCode).toBe(200);
  });

  it('answers an unknown address with 404 NO_USER_WITH_EMAIL and a confirmed one with 409', async () => {
    const unknown = await post(harness, '/api/auth/confirm/email', { email: uniqueEmail() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NO_USER_WITH_EMAIL');
    const { email } = await registerConfirmed(harness);
    advance(61_000);
    const confirmed = await post(harness, '/api/auth/confirm/email', { email });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().error.code).toBe('EMAIL_ALREADY_CONFIRMED');
  });
});

describe('POST /api/auth/code and /api/auth/code/verify (one-time codes)', () => {
  async function sendCode(email: string, purpose: 'login' | 'reset-password' = 'login') {
    advance(61_000);
    const response = await post(harness, '/api/auth/code', { email, purpose });
    expect(response.statusCode, response.body).toBe(200);
    return lastCodeFor(harness, email);
  }
  const verify = (email: string, code: string, purpose = 'login') =>
    post(harness, '/api/auth/code/verify', { email, code, purpose });

  it('signs in with an emailed code, which works only once', async () => {
    const { email } = await registerConfirmed(harness);
    const code = await sendCode(email);
    const [message] = (await harness.outbox()).filter((m) => m.to === email);
    expect(message?.subject).toBe('Your Beast login code');
    const response = await verify(email, code);
    expect(response.statusCode).toBe(200);
    const tokens = response.json<Tokens>();
    expect((await me(bearer(tokens.accessToken))).statusCode).toBe(200);

    const reused = await verify(email, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('VERIFICATION_CODE_EXPIRED');
  });

  it('answers 404 NO_USER_WITH_EMAIL for an unknown address (spec §8)', async () => {
    const response = await post(harness, '/api/auth/code', { email: uniqueEmail(), purpose: 'reset-password' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NO_USER_WITH_EMAIL');
  });

  it('refuses an expired code', async () => {
    const { email } = await registerConfirmed(harness);
    const code = await sendCode(email);
    advance(10 * 60 * 1000 + 1);
    const response = await verify(email, code);
    expect(response.json().error.code).toBe('VERIFICATION_CODE_EXPIRED');
  });

  it('allows 5 wrong tries; the 6th try is refused even with the right code', async () => {
    const { email } = await registerConfirmed(harness);
    const code = await sendCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await verify(email, wrong)).json().error.code).toBe('VERIFICATION_CODE_INCORRECT');
    }
    expect((await verify(email, code)).json().error.code).toBe('VERIFICATION_CODE_EXPIRED');
  });

  it('does not accept a code of one purpose for another', async () => {
    const { email } = await registerConfirmed(harness);
    const code = await sendCode(email, 'login');
    const response = await verify(email, code, 'reset-password');
    expect(response.statusCode).toBe(400);
  });

  it('limits the codes per account and hour (429 RATE_LIMITED with Retry-After)', async () => {
    const limited = await createTestApp({ clock, config: { codesPerHour: 2 } });
    try {
      const { email } = await registerConfirmed(limited);
      const send = async () => {
        advance(61_000);
        return post(limited, '/api/auth/code', { email, purpose: 'login' });
      };
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().error.code).toBe('RATE_LIMITED');
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/refresh/token and /api/auth/logout', () => {
  const refresh = (token: string) => post(harness, '/api/auth/refresh/token', undefined, bearer(token));

  it('rotates the refresh token and answers a new pair', async () => {
    const { email } = await registerConfirmed(harness);
    const first = await login(harness, email);
    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(200);
    const second = response.json<Tokens>();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(bearer(second.accessToken))).statusCode).toBe(200);
    expect((await refresh(second.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const { email } = await registerConfirmed(harness);
    const first = await login(harness, email);
    const second = (await refresh(first.refreshToken)).json<Tokens>();
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('UNAUTHORIZED');
    // The successor stopped working too.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('keeps other sign-ins (families) working when one is revoked', async () => {
    const { email } = await registerConfirmed(harness);
    const phone = await login(harness, email);
    const laptop = await login(harness, email);
    await refresh(phone.refreshToken);
    await refresh(phone.refreshToken);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(200);
  });

  it('answers 401 without a bearer token or with an unknown one', async () => {
    expect((await post(harness, '/api/auth/refresh/token', undefined)).statusCode).toBe(401);
    expect((await refresh('not-a-real-token')).statusCode).toBe(401);
  });

  it('logs out: the refresh token stops working (204)', async () => {
    const { email } = await registerConfirmed(harness);
    const tokens = await login(harness, email);
    const response = await post(harness, '/api/auth/logout', { refreshToken: tokens.refreshToken });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });
});

describe('signing out stops the access token too (spec §4 logout)', () => {
  const logout = (tokens: Tokens, headers: Record<string, string> = bearer(tokens.accessToken)) =>
    post(harness, '/api/auth/logout', { refreshToken: tokens.refreshToken }, headers);
  const logoutEverywhere = (headers: Record<string, string>) =>
    post(harness, '/api/auth/logout/all', undefined, headers);
  const refresh = (token: string) => post(harness, '/api/auth/refresh/token', undefined, bearer(token));

  it('refuses the signed-out access token at once, not 15 minutes later; other sign-ins keep working', async () => {
    const { email } = await registerConfirmed(harness);
    const phone = await login(harness, email);
    const laptop = await login(harness, email);
    expect((await me(bearer(phone.accessToken))).statusCode).toBe(200);
    expect((await logout(phone)).statusCode).toBe(204);
    const refused = await me(bearer(phone.accessToken));
    expect([refused.statusCode, refused.json().error.code]).toEqual([401, 'UNAUTHORIZED']);
    advance(ACCESS_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect((await me(bearer(phone.accessToken))).statusCode).toBe(401);
    expect((await me(bearer(laptop.accessToken))).statusCode).toBe(200);
  });

  it('forgets a signed-out token once it has expired anyway (the periodic prune)', async () => {
    const { email } = await registerConfirmed(harness);
    const session = await login(harness, email);
    await logout(session);
    const { jti } = JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString());
    const listed = async () =>
      (await harness.database.db.select().from(revokedAccessTokens).where(eq(revokedAccessTokens.jti, jti))).length;
    expect(await listed()).toBe(1);
    expect(await harness.app.accessTokenRevocations.prune(clock())).toBe(0);
    advance(ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000);
    expect(await harness.app.accessTokenRevocations.prune(clock())).toBeGreaterThanOrEqual(1);
    expect(await listed()).toBe(0);
    expect((await me(bearer(session.accessToken))).statusCode).toBe(401);
  });

  it('logs out without an access token, or with one that is no longer valid, as before', async () => {
    const { email } = await registerConfirmed(harness);
    const first = await login(harness, email);
    expect((await logout(first, {})).statusCode).toBe(204);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    const second = await login(harness, email);
    expect((await logout(second, bearer('not.a.token'))).statusCode).toBe(204);
    expect((await me(bearer(second.accessToken))).statusCode).toBe(200);
  });

  it('signs out everywhere: every device’s access and refresh tokens stop working; a new sign-in works', async () => {
    const { email } = await registerConfirmed(harness);
    const other = await registerConfirmed(harness);
    const phone = await login(harness, email);
    const laptop = await login(harness, email);
    const someoneElse = await login(harness, other.email);
    expect((await logoutEverywhere({})).statusCode).toBe(401);
    expect((await logoutEverywhere(bearer(phone.accessToken))).statusCode).toBe(204);
    for (const device of [phone, laptop]) {
      expect((await me(bearer(device.accessToken))).statusCode).toBe(401);
      expect((await refresh(device.refreshToken)).statusCode).toBe(401);
    }
    expect((await me(bearer(someoneElse.accessToken))).statusCode).toBe(200);
    advance(1);
    const again = await login(harness, email);
    expect((await me(bearer(again.accessToken))).statusCode).toBe(200);
    expect((await refresh(again.refreshToken)).statusCode).toBe(200);
  });
});

describe('bearer access tokens', () => {
  let tokens: Tokens;
  beforeAll(async () => {
    const { email } = await registerConfirmed(harness);
    tokens = await login(harness, email);
  });

  it('answers 401 UNAUTHORIZED without a token', async () => {
    const response = await me({});
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('refuses a tampered token', async () => {
    const [header, payload, signature] = tokens.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: String(Number(claims.sub) + 1) })).toString(
      'base64url',
    );
    expect((await me(bearer(`${header}.${forged}.${signature}`))).statusCode).toBe(401);
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const [, payload] = tokens.accessToken.split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await me(bearer(`${none}.${payload}.`))).statusCode).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    const other = createTokens({ secret: 'another-secret-another-secret-123456', issuer: 'beast-shop', clock });
    const claims = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString());
    expect((await me(bearer(await other.issueAccessToken(Number(claims.sub))))).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const past = createTokens({
      secret: TEST_JWT_SECRET,
      issuer: 'beast-shop',
      clock: () => new Date(nowMs - 16 * 60_000),
    });
    const claims = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString());
    const expired = await past.issueAccessToken(Number(claims.sub));
    expect((await me(bearer(expired))).statusCode).toBe(401);
  });

  it('refuses a token of the right key but without an expiry', async () => {
    const claims = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString());
    const { exp: _exp, ...withoutExpiry } = claims;
    const token = await new SignJWT(withoutExpiry)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(deriveKey(TEST_JWT_SECRET, 'access-token'));
    expect((await me(bearer(token))).statusCode).toBe(401);
  });
});

describe('password reset (spec §4: email → code → verify → new password)', () => {
  const NEW_PASSWORD = 'Neues-Passwort-9';

  async function resetToken(email: string): Promise<string> {
    advance(61_000);
    expect((await post(harness, '/api/auth/code', { email, purpose: 'reset-password' })).statusCode).toBe(200);
    const code = await lastCodeFor(harness, email);
    const response = await post(harness, '/api/auth/code/verify', { email, code, purpose: 'reset-password' });
    expect(response.statusCode).toBe(200);
    return response.json().resetPasswordToken;
  }
  const resetPassword = (token: string, password = NEW_PASSWORD) =>
    post(harness, '/api/auth/reset/password', { password, passwordConfirmation: password }, bearer(token));

  it('sets the new password, signs out every device and spends the reset token', async () => {
    const { email } = await registerConfirmed(harness);
    const session = await login(harness, email);
    const token = await resetToken(email);

    const response = await resetPassword(token);
    expect(response.statusCode).toBe(204);
    expect((await me(bearer(session.accessToken))).statusCode).toBe(401);
    expect((await post(harness, '/api/auth/refresh/token', undefined, bearer(session.refreshToken))).statusCode).toBe(
      401,
    );
    expect((await post(harness, '/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(401);
    await login(harness, email, NEW_PASSWORD);
    // Single use.
    expect((await resetPassword(token, 'Third-Password-3')).statusCode).toBe(401);
  });

  it('sends the reset code in the user language', async () => {
    const { email } = await register(harness, {}, '?lang=de');
    await resetToken(email);
    const [message] = (await harness.outbox()).filter((m) => m.to === email);
    expect(message?.subject).toBe('Setzen Sie Ihr Passwort für Beast zurück');
  });

  it('does not accept a reset token as an access token, nor an access token as a reset token', async () => {
    const { email } = await registerConfirmed(harness);
    const token = await resetToken(email);
    expect((await me(bearer(token))).statusCode).toBe(401);
    const { accessToken } = await login(harness, email);
    expect((await resetPassword(accessToken)).statusCode).toBe(401);
  });

  it('validates the new password with the shared rules', async () => {
    const { email } = await registerConfirmed(harness);
    const token = await resetToken(email);
    const response = await post(
      harness,
      '/api/auth/reset/password?lang=de',
      { password: 'with space 123', passwordConfirmation: null },
      bearer(token),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['password', 'passwordConfirmation']);
  });
});

describe('OpenAPI', () => {
  it('documents every accounts route, with the bearer scheme', async () => {
    const document = (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const [path, method] of [
      ['/api/users', 'post'],
      ['/api/users/me', 'get'],
      ['/api/users/me', 'put'],
      ['/api/users/me/img', 'put'],
      ['/api/auth/confirm/email', 'post'],
      ['/api/auth/login', 'post'],
      ['/api/auth/code', 'post'],
      ['/api/auth/code/verify', 'post'],
      ['/api/auth/refresh/token', 'post'],
      ['/api/auth/reset/password', 'post'],
      ['/api/auth/logout', 'post'],
      ['/api/auth/logout/all', 'post'],
    ] as const) {
      expect(document.paths, `${method} ${path}`).toHaveProperty([path, method]);
    }
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/api/users/me'].get.security).toEqual([{ bearerAuth: [] }]);
  });
});
