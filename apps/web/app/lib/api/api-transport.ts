import type { Tokens } from '@beast/domain/accounts/accounts-api.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import type { z } from '@beast/domain/zod';
import { ApiError } from './api-error';
import type { ShopContext } from './load-context';

/**
 * The storefront's one way to the API (STYLE: one API client): every call carries the page's language as
 * `lang` and `Accept-Language` (spec §7), errors become an `ApiError`, and signed-in calls follow the 401
 * rule of spec §4. What each endpoint is lives with its feature (`features/<feature>/<feature>-api.ts`).
 *
 * Fetching: in a server loader the production server's in-process `apiFetch`; under `react-router dev`
 * (no load context) plain `fetch` to API_ORIGIN; in the browser `fetch` on the same origin (and
 * XMLHttpRequest for uploads that report their progress).
 *
 * This module imports no schema: zod stays out of the pages that only need the transport.
 */

type Query = Record<string, string | number | undefined>;

export interface FetchInit {
  method?: string;
  body?: BodyInit;
  /** Upload progress from 0 to 1 (browser only; uses XMLHttpRequest, which reports it). */
  onUploadProgress?: (fraction: number) => void;
}
export type Fetcher = (path: string, headers: Record<string, string>, init?: FetchInit) => Promise<Response>;

/**
 * The session the signed-in calls use (spec §3): the browser's localStorage in the shop
 * (lib/session), a fake in the tests.
 */
export interface ClientSession {
  accessToken(): string | null;
  refreshToken(): string | null;
  /** spec §4: the new tokens of a refresh are stored. */
  storeTokens(tokens: Tokens): void;
  /** spec §4: log out and go to /login. */
  expire(): void;
}

/**
 * How an answer is checked: a domain schema, or a function that loads one on first use (for a feature
 * whose pages must not download zod before the visitor acts, like the add-to-cart button).
 */
export type AnswerSchema<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

/**
 * Who makes the call: `guest` sends no session token (a token of its own may be given as `bearer`);
 * `session` sends the access token and follows spec §4's 401 rule; `visitor` is `session` when the
 * visitor is signed in and `guest` otherwise (a coupon check, a quote, an order: their redemptions and
 * their account count).
 */
export type Caller = 'guest' | 'session' | 'visitor';

export interface CallOptions<T> {
  /** The answer's schema; without one the body is not read and the call resolves to undefined. */
  schema?: AnswerSchema<T>;
  /** JSON body (serialised here) or FormData (sent as multipart). */
  body?: unknown;
  query?: Query;
  as?: Caller;
  /** A bearer token of its own for a guest call (refresh token, reset-password token). */
  bearer?: string | null;
  /** Extra request headers: `Idempotency-Key`, a guest's `X-Order-Token`. */
  headers?: Record<string, string>;
  onUploadProgress?: (fraction: number) => void;
}

export interface ApiTransport {
  readonly locale: Locale;
  send<T = void>(method: string, path: string, options?: CallOptions<T>): Promise<T>;
  get<T>(path: string, options: CallOptions<T>): Promise<T>;
  /** POST /auth/refresh/token with the refresh token as bearer (rotation: the old one dies); null when empty. */
  refreshTokens(refreshToken: string): Promise<Tokens | null>;
}

export interface ApiTransportOptions {
  locale: Locale;
  context?: Pick<ShopContext, 'apiFetch'>;
  /** Replaces the fetching (tests). */
  fetcher?: Fetcher;
  /** Enables the signed-in calls. */
  session?: ClientSession;
  /** Sees every answer before it is read: a server action hands the API's Set-Cookie on to the browser. */
  onResponse?: (response: Response) => void;
}

const DEV_API_ORIGIN = 'http://127.0.0.1:3000';

function defaultFetcher(context: ApiTransportOptions['context']): Fetcher {
  if (import.meta.env.SSR) {
    const apiFetch = context?.apiFetch;
    if (apiFetch) {
      return async (path, headers, init) => {
        if (!(init?.body instanceof FormData)) {
          return apiFetch(path, { headers, method: init?.method, body: init?.body as string | undefined });
        }
        // A back-office action handing an upload on: the form encoded as multipart, as a browser sends it.
        const encoded = new Response(init.body);
        const type = encoded.headers.get('content-type') ?? 'multipart/form-data';
        const body = new Uint8Array(await encoded.arrayBuffer());
        return apiFetch(path, { headers: { ...headers, 'content-type': type }, method: init.method, body });
      };
    }
    const origin = (typeof process === 'undefined' ? undefined : process.env.API_ORIGIN) ?? DEV_API_ORIGIN;
    return (path, headers, init) => fetch(new URL(path, origin), { headers, method: init?.method, body: init?.body });
  }
  return (path, headers, init) =>
    init?.onUploadProgress
      ? xhrFetch(path, headers, init)
      : fetch(path, { headers, method: init?.method, body: init?.body, credentials: 'same-origin' });
}

/** fetch cannot report upload progress; XMLHttpRequest can. The answer is handed on as a Response. */
function xhrFetch(path: string, headers: Record<string, string>, init: FetchInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', path);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) init.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const bodiless = xhr.status === 204 || xhr.status === 304;
      const responseHeaders = new Headers();
      for (const name of ['content-type', 'retry-after']) {
        const value = xhr.getResponseHeader(name);
        if (value) responseHeaders.set(name, value);
      }
      resolve(new Response(bodiless ? null : xhr.responseText, { status: xhr.status, headers: responseHeaders }));
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onabort = () => reject(new TypeError('Upload aborted'));
    xhr.send(init.body as XMLHttpRequestBodyInit | null | undefined);
  });
}

/** `/api/products` + `{ take: 500 }` + locale → `/api/products?take=500&lang=fr`. */
export function apiPath(path: string, query: Query, locale: Locale): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  params.set('lang', locale);
  return `${path}?${params}`;
}

/** The refresh in flight per session: spec §4 "request a token refresh once, queue the other failed requests". */
const refreshes = new WeakMap<ClientSession, Promise<string | null>>();

export function createApiTransport({
  locale,
  context,
  fetcher = defaultFetcher(context),
  session,
  onResponse,
}: ApiTransportOptions): ApiTransport {
  function headersFor(bearer: string | null | undefined, body: unknown): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': locale };
    if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    return headers;
  }

  async function call(method: string, path: string, options: CallOptions<unknown>, bearer: string | null | undefined) {
    const { body, query = {}, onUploadProgress, headers = {} } = options;
    const encoded = body === undefined || body instanceof FormData ? body : JSON.stringify(body);
    let response: Response;
    try {
      response = await fetcher(
        apiPath(path, query, locale),
        { ...headers, ...headersFor(bearer, body) },
        {
          ...(method !== 'GET' && { method }),
          ...(encoded !== undefined && { body: encoded as BodyInit }),
          ...(onUploadProgress && { onUploadProgress }),
        },
      );
    } catch (cause) {
      throw new ApiError(503, 'SERVICE_UNAVAILABLE', `The API could not be reached (${String(cause)})`);
    }
    onResponse?.(response);
    return response;
  }

  /**
   * spec §4 "401 for an authenticated user": with no refresh token, log out and go to /login. Otherwise
   * one refresh at a time: the requests that fail meanwhile wait for it and are retried with the new
   * access token; the new tokens are stored. A failed or empty refresh logs out (once) and goes to /login.
   */
  async function callWithSession(method: string, path: string, options: CallOptions<unknown>) {
    if (!session) throw new Error('Signed-in calls need a session.');
    const used = session.accessToken();
    let response = await call(method, path, options, used);
    if (response.status === 401) {
      const renewed = await renewedAccessToken(session, used);
      if (renewed === null) throw await errorOf(response);
      response = await call(method, path, options, renewed);
      // Still refused with a fresh token: the session is over.
      if (response.status === 401) session.expire();
    }
    return response;
  }

  function renewedAccessToken(current: ClientSession, used: string | null): Promise<string | null> {
    // Another request already refreshed while this one was on its way: retry with the newer token.
    const latest = current.accessToken();
    if (latest && latest !== used) return Promise.resolve(latest);
    let pending = refreshes.get(current);
    if (!pending) {
      pending = refresh(current).finally(() => refreshes.delete(current));
      refreshes.set(current, pending);
    }
    return pending;
  }

  async function refresh(current: ClientSession): Promise<string | null> {
    const refreshToken = current.refreshToken();
    if (!refreshToken) {
      current.expire();
      return null;
    }
    try {
      const tokens = await refreshTokens(refreshToken);
      if (!tokens) throw new Error('empty refresh answer');
      current.storeTokens(tokens);
      return tokens.accessToken;
    } catch {
      current.expire();
      return null;
    }
  }

  async function refreshTokens(refreshToken: string): Promise<Tokens | null> {
    const response = await call('POST', '/api/auth/refresh/token', {}, refreshToken);
    if (!response.ok) throw await errorOf(response);
    // Read by hand (two strings) so that the session's refresh needs no schema library.
    const answer: unknown = response.status === 204 ? null : await response.json().catch(() => null);
    const { accessToken, refreshToken: next } = (answer ?? {}) as Record<string, unknown>;
    return typeof accessToken === 'string' && accessToken && typeof next === 'string' && next
      ? { accessToken, refreshToken: next }
      : null;
  }

  async function send<T = void>(method: string, path: string, options: CallOptions<T> = {}): Promise<T> {
    const as = options.as === 'visitor' ? (session?.accessToken() ? 'session' : 'guest') : (options.as ?? 'guest');
    const response =
      as === 'session'
        ? await callWithSession(method, path, options as CallOptions<unknown>)
        : await call(method, path, options as CallOptions<unknown>, options.bearer);
    return read(path, response, options.schema);
  }

  return {
    locale,
    send,
    get: (path, options) => send('GET', path, options),
    refreshTokens,
  };
}

/** The answer of a successful call, checked with its schema (502 when it does not match). */
async function read<T>(path: string, response: Response, schema: AnswerSchema<T> | undefined): Promise<T> {
  if (!response.ok) throw await errorOf(response);
  if (!schema) return undefined as T;
  const body = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  const resolved = typeof schema === 'function' ? await schema() : schema;
  const parsed = resolved.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`);
    throw new ApiError(502, 'INTERNAL', `Unexpected answer from ${path}: ${issues.join('; ')}`);
  }
  return parsed.data;
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const error = (body as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | undefined)?.error;
  const code = typeof error?.code === 'string' ? error.code : response.status === 404 ? 'NOT_FOUND' : 'INTERNAL';
  const message = typeof error?.message === 'string' ? error.message : response.statusText || code;
  const fields =
    error?.fields && typeof error.fields === 'object' ? (error.fields as Record<string, string>) : undefined;
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ApiError(
    response.status,
    code,
    message,
    fields,
    typeof error?.message === 'string',
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}
