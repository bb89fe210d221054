import { z } from '@beast/domain/zod';
import { describe, expect, it } from 'vitest';
import { ApiError, isNotFound } from './api-error';
import { type ApiTransport, apiPath, createApiTransport, type FetchInit } from './api-transport';
import { metaDescription } from './page-context.server';

function recorder(response: () => Response) {
  const calls: { path: string; headers: Record<string, string>; init?: FetchInit }[] = [];
  const fetcher = async (path: string, headers: Record<string, string>, init?: FetchInit) => {
    calls.push({ path, headers, init });
    return response();
  };
  return { calls, fetcher };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const GreetingSchema = z.object({ greeting: z.string() });

describe('API transport', () => {
  it('adds lang to every path', () => {
    expect(apiPath('/api/products', { take: 500 }, 'fr')).toBe('/api/products?take=500&lang=fr');
    expect(apiPath('/api/home-page', { offset: undefined }, 'de')).toBe('/api/home-page?lang=de');
  });

  it('sends lang and Accept-Language in the page language (spec §7)', async () => {
    const { calls, fetcher } = recorder(() => json({ greeting: 'Grüezi' }));
    const answer = await createApiTransport({ locale: 'de', fetcher }).get('/api/hello', {
      schema: GreetingSchema,
      query: { take: 2 },
    });
    expect(answer).toEqual({ greeting: 'Grüezi' });
    expect(calls[0]?.path).toBe('/api/hello?take=2&lang=de');
    expect(calls[0]?.headers['accept-language']).toBe('de');
    expect(calls[0]?.init?.method).toBeUndefined();
  });

  it('sends a change through the server load context, and shows each answer to onResponse first', async () => {
    const seen: { path: string; method?: string; body?: string | Uint8Array; cookie?: string }[] = [];
    const answers: Response[] = [];
    const api = createApiTransport({
      locale: 'en',
      context: {
        apiFetch: async (path, init) => {
          seen.push({ path, method: init?.method, body: init?.body, cookie: init?.headers?.cookie });
          return new Response(null, { status: 204, headers: { 'set-cookie': 'staff_session=; Max-Age=0' } });
        },
      },
      onResponse: (response) => answers.push(response),
    });
    await api.send('POST', '/api/admin/auth/sign-out', { body: { all: true }, headers: { cookie: 'staff_session=x' } });
    expect(seen).toEqual([
      { path: '/api/admin/auth/sign-out?lang=en', method: 'POST', body: '{"all":true}', cookie: 'staff_session=x' },
    ]);
    expect(answers.map((answer) => answer.headers.getSetCookie())).toEqual([['staff_session=; Max-Age=0']]);
  });

  it('hands a form with a file on through the server load context as multipart, as a browser sends it', async () => {
    const seen: { type?: string; body: string }[] = [];
    const api = createApiTransport({
      locale: 'fr',
      context: {
        apiFetch: async (_path, init) => {
          seen.push({
            type: init?.headers?.['content-type'],
            body: new TextDecoder().decode(init?.body as Uint8Array),
          });
          return json({ greeting: 'Salut' });
        },
      },
    });
    const form = new FormData();
    form.append('file', new File(['%PDF-1.4 bytes'], 'manual.pdf', { type: 'application/pdf' }));
    await api.send('POST', '/api/admin/catalogue/uploads/documents', { body: form, schema: GreetingSchema });
    expect(seen[0]?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain('filename="manual.pdf"');
    expect(seen[0]?.body).toContain('%PDF-1.4 bytes');
  });

  it('uses the server load context when it has apiFetch', async () => {
    const seen: string[] = [];
    const api = createApiTransport({
      locale: 'fr',
      context: {
        apiFetch: async (path) => {
          seen.push(path);
          return json({ greeting: 'Salut' });
        },
      },
    });
    await api.get('/api/hello', { schema: GreetingSchema });
    expect(seen).toEqual(['/api/hello?lang=fr']);
  });

  it('turns the error shape into an ApiError with code, message and fields', async () => {
    const { fetcher } = recorder(() =>
      json({ error: { code: 'PRODUCT_NOT_FOUND', message: 'Ce produit n’existe pas.', fields: {} } }, 404),
    );
    const error = await createApiTransport({ locale: 'fr', fetcher })
      .get('/api/products/nope', { schema: GreetingSchema })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'PRODUCT_NOT_FOUND',
      message: 'Ce produit n’existe pas.',
      fromServer: true,
    });
    expect(isNotFound(error)).toBe(true);
  });

  it('refuses an answer that does not match the schema', async () => {
    const { fetcher } = recorder(() => json({ greeting: 42 }));
    await expect(
      createApiTransport({ locale: 'en', fetcher }).get('/api/hello', { schema: GreetingSchema }),
    ).rejects.toMatchObject({ status: 502, fromServer: false, message: expect.stringContaining('greeting') });
  });

  it('loads a schema given as a function on first use, and checks the answer with it', async () => {
    let loads = 0;
    const lazy = async () => {
      loads += 1;
      return GreetingSchema;
    };
    const { fetcher } = recorder(() => json({ greeting: 'Hello' }));
    const api = createApiTransport({ locale: 'en', fetcher });
    expect(loads).toBe(0);
    await expect(api.get('/api/hello', { schema: lazy })).resolves.toEqual({ greeting: 'Hello' });
    expect(loads).toBe(1);
    const wrong = createApiTransport({ locale: 'en', fetcher: recorder(() => json({})).fetcher });
    await expect(wrong.get('/api/hello', { schema: lazy })).rejects.toMatchObject({ status: 502 });
  });

  it('does not read the answer of a call without a schema', async () => {
    const { calls, fetcher } = recorder(() => new Response(null, { status: 204 }));
    const answer = await createApiTransport({ locale: 'en', fetcher }).send('POST', '/api/auth/logout', {
      body: { refreshToken: 'r' },
      bearer: 'access',
    });
    expect(answer).toBeUndefined();
    expect(calls[0]).toMatchObject({
      path: '/api/auth/logout?lang=en',
      headers: { authorization: 'Bearer access', 'content-type': 'application/json' },
      init: { method: 'POST', body: '{"refreshToken":"r"}' },
    });
  });

  it('reports an unreachable API as 503', async () => {
    const fetcher = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(
      createApiTransport({ locale: 'en', fetcher }).get('/api/hello', { schema: GreetingSchema }),
    ).rejects.toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});

describe('meta description', () => {
  it('keeps short texts and cuts long ones at a word', () => {
    expect(metaDescription('  A  short\ntext. ')).toBe('A short text.');
    const long = 'word '.repeat(60);
    const cut = metaDescription(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('word…')).toBe(true);
  });
});

describe('API client, signed-in calls (spec §4: the 401 rule)', () => {
  const PROFILE = {
    id: 1,
    email: 'anna@example.ch',
    firstName: 'Anna',
    lastName: 'Muster',
    gender: null,
    dateOfBirthday: null,
    nationality: null,
    country: null,
    zipCode: null,
    city: null,
    address: null,
    countryCode: null,
    phoneNumber: null,
    profileImage: null,
    language: 'en',
  };

  function fakeSession(tokens: { accessToken: string | null; refreshToken: string | null }) {
    const session = {
      ...tokens,
      stored: [] as { accessToken: string; refreshToken: string }[],
      expired: 0,
      accessToken: () => session.current.accessToken,
      refreshToken: () => session.current.refreshToken,
      storeTokens(next: { accessToken: string; refreshToken: string }) {
        session.stored.push(next);
        session.current = next;
      },
      expire() {
        session.expired += 1;
        session.current = { accessToken: null, refreshToken: null };
      },
      current: tokens as { accessToken: string | null; refreshToken: string | null },
    };
    return session;
  }

  const ProfileSchema = z.object({ firstName: z.string() });
  const me = (api: ApiTransport) => api.get('/api/users/me', { schema: ProfileSchema, as: 'session' });

  /** An API where only `valid` is accepted as access token and `refresh-1` can be exchanged once. */
  function fakeApi(options: { refreshAnswer?: () => Response } = {}) {
    const calls: { path: string; authorization?: string }[] = [];
    const fetcher = async (path: string, headers: Record<string, string>, _init?: FetchInit) => {
      calls.push({ path, authorization: headers.authorization });
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (path.startsWith('/api/auth/refresh/token')) {
        if (options.refreshAnswer) return options.refreshAnswer();
        return headers.authorization === 'Bearer refresh-1'
          ? json({ accessToken: 'valid', refreshToken: 'refresh-2' })
          : json({ error: { code: 'UNAUTHORIZED', message: 'Refresh token revoked' } }, 401);
      }
      return headers.authorization === 'Bearer valid'
        ? json(PROFILE)
        : json({ error: { code: 'UNAUTHORIZED', message: 'Please log in.' } }, 401);
    };
    return { calls, fetcher };
  }

  it('sends the access token as bearer', async () => {
    const session = fakeSession({ accessToken: 'valid', refreshToken: 'refresh-1' });
    const { calls, fetcher } = fakeApi();
    await me(createApiTransport({ locale: 'fr', fetcher, session }));
    expect(calls).toEqual([{ path: '/api/users/me?lang=fr', authorization: 'Bearer valid' }]);
    expect(session.expired).toBe(0);
  });

  it('refreshes once for many parallel 401s and retries each request with the new token', async () => {
    const session = fakeSession({ accessToken: 'stale', refreshToken: 'refresh-1' });
    const { calls, fetcher } = fakeApi();
    const api = createApiTransport({ locale: 'en', fetcher, session });
    const profiles = await Promise.all(Array.from({ length: 8 }, () => me(api)));
    expect(profiles.every((profile) => profile.firstName === 'Anna')).toBe(true);
    const refreshCalls = calls.filter((call) => call.path.startsWith('/api/auth/refresh/token'));
    expect(refreshCalls).toEqual([{ path: '/api/auth/refresh/token?lang=en', authorization: 'Bearer refresh-1' }]);
    const retries = calls.filter(
      (call) => call.path.startsWith('/api/users/me') && call.authorization === 'Bearer valid',
    );
    expect(retries).toHaveLength(8);
    expect(session.stored).toEqual([{ accessToken: 'valid', refreshToken: 'refresh-2' }]);
    expect(session.expired).toBe(0);
  });

  it('queues requests from several clients of the same session behind the one refresh', async () => {
    const session = fakeSession({ accessToken: 'stale', refreshToken: 'refresh-1' });
    const { calls, fetcher } = fakeApi();
    const english = createApiTransport({ locale: 'en', fetcher, session });
    const german = createApiTransport({ locale: 'de', fetcher, session });
    await Promise.all([
      me(english),
      me(german),
      english.send('PUT', '/api/users/me', { schema: ProfileSchema, body: {}, as: 'session' }),
    ]);
    expect(calls.filter((call) => call.path.startsWith('/api/auth/refresh/token'))).toHaveLength(1);
  });

  it('a request refused after the refresh already happened retries with the newer token, without a second refresh', async () => {
    const session = fakeSession({ accessToken: 'stale', refreshToken: 'refresh-1' });
    const { calls, fetcher } = fakeApi();
    let slowOnce = true;
    const api = createApiTransport({
      locale: 'en',
      session,
      // The first request is slow: its 401 comes back after another request has already refreshed.
      fetcher: async (path, headers, init) => {
        if (slowOnce && path.startsWith('/api/users/me')) {
          slowOnce = false;
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
        return fetcher(path, headers, init);
      },
    });
    const slow = me(api);
    await me(api);
    expect(session.accessToken()).toBe('valid');
    await expect(slow).resolves.toMatchObject({ firstName: 'Anna' });
    expect(calls.filter((call) => call.path.startsWith('/api/auth/refresh/token'))).toHaveLength(1);
  });

  it('logs out once when the refresh fails, and every queued request fails', async () => {
    const session = fakeSession({ accessToken: 'stale', refreshToken: 'revoked' });
    const { calls, fetcher } = fakeApi();
    const api = createApiTransport({ locale: 'en', fetcher, session });
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => me(api)));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(results[0]).toMatchObject({ reason: { status: 401, code: 'UNAUTHORIZED' } });
    expect(calls.filter((call) => call.path.startsWith('/api/auth/refresh/token'))).toHaveLength(1);
    expect(session.expired).toBe(1);
    expect(session.stored).toEqual([]);
  });

  it('logs out when the refresh answers no data', async () => {
    const session = fakeSession({ accessToken: 'stale', refreshToken: 'refresh-1' });
    const { fetcher } = fakeApi({ refreshAnswer: () => new Response(null, { status: 204 }) });
    const api = createApiTransport({ locale: 'en', fetcher, session });
    await expect(Promise.all([me(api), me(api)])).rejects.toMatchObject({ status: 401 });
    expect(session.expired).toBe(1);
  });

  it('logs out without asking for a refresh when there is no refresh token', async () => {
    const session = fakeSession({ accessToken: 'stale', refreshToken: null });
    const { calls, fetcher } = fakeApi();
    await expect(me(createApiTransport({ locale: 'en', fetcher, session }))).rejects.toMatchObject({ status: 401 });
    expect(calls.some((call) => call.path.startsWith('/api/auth/refresh/token'))).toBe(false);
    expect(session.expired).toBe(1);
  });

  it('does not apply the rule to guest calls: a wrong password is just an error', async () => {
    const session = fakeSession({ accessToken: null, refreshToken: 'refresh-1' });
    const { fetcher } = recorder(() =>
      json({ error: { code: 'INVALID_CREDENTIALS', message: 'Identifiants invalides.' } }, 401),
    );
    const error = await createApiTransport({ locale: 'fr', fetcher, session })
      .send('POST', '/api/auth/login', { body: { email: 'a@b.ch', password: 'nope' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS', fromServer: true });
    expect(session.expired).toBe(0);
  });

  it('sends JSON bodies and reads Retry-After', async () => {
    const seen: { headers: Record<string, string>; body?: BodyInit; method?: string }[] = [];
    const api = createApiTransport({
      locale: 'de',
      fetcher: async (_path, headers, init) => {
        seen.push({ headers, body: init?.body, method: init?.method });
        return new Response(JSON.stringify({ error: { code: 'RESEND_TOO_SOON', message: 'Bitte warten.' } }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '42' },
        });
      },
    });
    const error = await api
      .send('POST', '/api/auth/confirm/email', { body: { email: 'a@b.ch' } })
      .catch((e: unknown) => e);
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"email":"a@b.ch"}' });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(error).toMatchObject({ code: 'RESEND_TOO_SOON', retryAfterSeconds: 42 });
  });

  it('a visitor call carries the session only when the visitor has an access token', async () => {
    const { calls, fetcher } = recorder(() => json({ greeting: 'Hi' }));
    const call = (session: ReturnType<typeof fakeSession>) =>
      createApiTransport({ locale: 'en', fetcher, session }).send('POST', '/api/coupons/X/apply-to-products/1', {
        schema: GreetingSchema,
        as: 'visitor',
      });
    await call(fakeSession({ accessToken: null, refreshToken: null }));
    await call(fakeSession({ accessToken: 'valid', refreshToken: 'refresh-1' }));
    expect(calls.map((entry) => entry.headers.authorization)).toEqual([undefined, 'Bearer valid']);
  });

  it('refreshTokens answers the new pair, or null when the answer has none', async () => {
    const pair = createApiTransport({
      locale: 'en',
      fetcher: recorder(() => json({ accessToken: 'a', refreshToken: 'b' })).fetcher,
    });
    await expect(pair.refreshTokens('r')).resolves.toEqual({ accessToken: 'a', refreshToken: 'b' });
    const empty = createApiTransport({ locale: 'en', fetcher: recorder(() => json({ accessToken: '' })).fetcher });
    await expect(empty.refreshTokens('r')).resolves.toBeNull();
  });
});
