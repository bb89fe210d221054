import { describe, expect, it } from 'vitest';
import { ApiError, apiPath, createApiClient, isNotFound, type TransportInit } from './api-client';
import { metaDescription } from './page-context.server';

function recorder(response: () => Response) {
  const calls: { path: string; headers: Record<string, string> }[] = [];
  const transport = async (path: string, headers: Record<string, string>, _init?: TransportInit) => {
    calls.push({ path, headers });
    return response();
  };
  return { calls, transport };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('API client', () => {
  it('adds lang to every path', () => {
    expect(apiPath('/api/products', { take: 500 }, 'fr')).toBe('/api/products?take=500&lang=fr');
    expect(apiPath('/api/home-page', { offset: undefined }, 'de')).toBe('/api/home-page?lang=de');
  });

  it('sends lang and Accept-Language in the page language (spec §7)', async () => {
    const { calls, transport } = recorder(() => json({ video: null, translations: { advantageSections: [] } }));
    await createApiClient({ locale: 'de', transport }).homePage();
    expect(calls[0]?.path).toBe('/api/home-page?lang=de');
    expect(calls[0]?.headers['accept-language']).toBe('de');
  });

  it('asks for products with take=500 and refurbished goods by page and category', async () => {
    const page = { data: [], offset: 20, limit: 20, total: 0 };
    const { calls, transport } = recorder(() => json(calls.length === 1 ? [] : page));
    const api = createApiClient({ locale: 'en', transport });
    await api.products();
    await api.refurbishedProducts({ offset: 20, limit: 20, subcategoryId: 9 });
    expect(calls.map((call) => call.path)).toEqual([
      '/api/products?take=500&lang=en',
      '/api/refurbished-products?offset=20&limit=20&subcategoryId=9&lang=en',
    ]);
  });

  it('uses the server load context when it has apiFetch', async () => {
    const seen: string[] = [];
    const api = createApiClient({
      locale: 'fr',
      context: {
        apiFetch: async (path) => {
          seen.push(path);
          return json([]);
        },
      },
    });
    await api.specialOffers();
    expect(seen).toEqual(['/api/special-offers?lang=fr']);
  });

  it('turns the error shape into an ApiError with code, message and fields', async () => {
    const { transport } = recorder(() =>
      json({ error: { code: 'PRODUCT_NOT_FOUND', message: 'Ce produit n’existe pas.', fields: {} } }, 404),
    );
    const error = await createApiClient({ locale: 'fr', transport })
      .product('nope')
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

  it('refuses an answer that does not match the domain schema', async () => {
    const { transport } = recorder(() => json([{ id: 'not a product' }]));
    await expect(createApiClient({ locale: 'en', transport }).products()).rejects.toMatchObject({
      status: 502,
      fromServer: false,
    });
  });

  it('reports an unreachable API as 503', async () => {
    const transport = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(createApiClient({ locale: 'en', transport }).homePage()).rejects.toMatchObject({
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

  /** An API where only `valid` is accepted as access token and `refresh-1` can be exchanged once. */
  function fakeApi(options: { refreshAnswer?: () => Response } = {}) {
    const calls: { path: string; authorization?: string }[] = [];
    const transport = async (path: string, headers: Record<string, string>, _init?: TransportInit) => {
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
    return { calls, transport };
  }

  it('sends the access token as bearer', async () => {
    const session = fakeSession({ accessToken: 'valid', refreshToken: 'refresh-1' });
    const { calls, transport } = fakeApi();
    await createApiClient({ locale: 'fr', transport, session }).me();
    expect(calls).toEqual([{ path: '/api/users/me?lang=fr', authorization: 'Bearer valid' }]);
    expect(session.expired).toBe(0);
  });

  it('refreshes once for many parallel 401s and retries each request with the new token', async () => {
    const session = fakeSession({ accessToken: 'stale', refreshToken: 'refresh-1' });
    const { calls, transport } = fakeApi();
    const api = createApiClient({ locale: 'en', transport, session });
    const profiles = await Promise.all(Array.from({ length: 8 }, () => api.me()));
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
    const { calls, transport } = fakeApi();
    const english = createApiClient({ locale: 'en', transport, session });
    const german = createApiClient({ locale: 'de', transport, session });
    await Promise.all([english.me(), german.me(), english.updateMe({ section: 'personalInfo' })]);
    expect(calls.filter((call) => call.path.startsWith('/api/auth/refresh/token'))).toHaveLength(1);
  });

  it('a request refused after the refresh already happened retries with the newer token, without a second refresh', async () => {
    const session = fakeSession({ accessToken: 'stale', refreshToken: 'refresh-1' });
    const { calls, transport } = fakeApi();
    let slowOnce = true;
    const api = createApiClient({
      locale: 'en',
      session,
      // The first request is slow: its 401 comes back after another request has already refreshed.
      transport: async (path, headers, init) => {
        if (slowOnce && path.startsWith('/api/users/me')) {
          slowOnce = false;
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
        return transport(path, headers, init);
      },
    });
    const slow = api.me();
    await api.me();
    expect(session.accessToken()).toBe('valid');
    await expect(slow).resolves.toMatchObject({ firstName: 'Anna' });
    expect(calls.filter((call) => call.path.startsWith('/api/auth/refresh/token'))).toHaveLength(1);
  });

  it('logs out once when the refresh fails, and every queued request fails', async () => {
    const session = fakeSession({ accessToken: 'stale', refreshToken: 'revoked' });
    const { calls, transport } = fakeApi();
    const api = createApiClient({ locale: 'en', transport, session });
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => api.me()));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(results[0]).toMatchObject({ reason: { status: 401, code: 'UNAUTHORIZED' } });
    expect(calls.filter((call) => call.path.startsWith('/api/auth/refresh/token'))).toHaveLength(1);
    expect(session.expired).toBe(1);
    expect(session.stored).toEqual([]);
  });

  it('logs out when the refresh answers no data', async () => {
    const session = fakeSession({ accessToken: 'stale', refreshToken: 'refresh-1' });
    const { transport } = fakeApi({ refreshAnswer: () => new Response(null, { status: 204 }) });
    const api = createApiClient({ locale: 'en', transport, session });
    await expect(Promise.all([api.me(), api.me()])).rejects.toMatchObject({ status: 401 });
    expect(session.expired).toBe(1);
  });

  it('logs out without asking for a refresh when there is no refresh token', async () => {
    const session = fakeSession({ accessToken: 'stale', refreshToken: null });
    const { calls, transport } = fakeApi();
    await expect(createApiClient({ locale: 'en', transport, session }).me()).rejects.toMatchObject({ status: 401 });
    expect(calls.some((call) => call.path.startsWith('/api/auth/refresh/token'))).toBe(false);
    expect(session.expired).toBe(1);
  });

  it('does not apply the rule to guest calls: a wrong password is just an error', async () => {
    const session = fakeSession({ accessToken: null, refreshToken: 'refresh-1' });
    const { transport } = recorder(() =>
      json({ error: { code: 'INVALID_CREDENTIALS', message: 'Identifiants invalides.' } }, 401),
    );
    const error = await createApiClient({ locale: 'fr', transport, session })
      .login({ email: 'a@b.ch', password: 'nope' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS', fromServer: true });
    expect(session.expired).toBe(0);
  });

  it('sends JSON bodies and reads Retry-After', async () => {
    const seen: { headers: Record<string, string>; body?: BodyInit; method?: string }[] = [];
    const api = createApiClient({
      locale: 'de',
      transport: async (_path, headers, init) => {
        seen.push({ headers, body: init?.body, method: init?.method });
        return new Response(JSON.stringify({ error: { code: 'RESEND_TOO_SOON', message: 'Bitte warten.' } }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '42' },
        });
      },
    });
    const error = await api.resendConfirmation({ email: 'a@b.ch' }).catch((e: unknown) => e);
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"email":"a@b.ch"}' });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(error).toMatchObject({ code: 'RESEND_TOO_SOON', retryAfterSeconds: 42 });
  });
});
