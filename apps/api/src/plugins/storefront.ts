import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ThirdPartyTagSettings, thirdPartyOrigins } from '@beast/domain/consent/third-party-tags';
import { isLocale, LANGUAGE_STORAGE_KEY, localeFromAcceptLanguage } from '@beast/domain/i18n/locale';
import { isBackOfficePath } from '@beast/domain/staff/back-office-root';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CachedBody, TtlCache } from '../lib/cached-response';

/** A call of the API from a loader or an action: GET unless told, with the headers it forwards. */
export interface ApiFetchInit {
  method?: string;
  headers?: Record<string, string>;
  /** JSON text, or the bytes of a multipart form (a back-office upload handed on by its page's action). */
  body?: string | Uint8Array;
}

/** What the storefront's loaders receive: the one way they reach the API, in-process. */
export interface StorefrontLoadContext {
  apiFetch(path: string, init?: ApiFetchInit): Promise<Response>;
  brandName: string;
  /** The shop's public origin (Config.publicUrl): the one origin of every absolute URL a page writes. */
  publicUrl: string;
  demoMode: boolean;
  /** The configured third-party tags, which pages load after the visitor's consent (none when empty). */
  thirdPartyTags: ThirdPartyTagSettings;
}

interface ServerBuildModule {
  default?: unknown;
}

type RequestHandler = (request: Request, context: StorefrontLoadContext) => Promise<Response>;

/**
 * Imports React Router and the storefront's server build (a few MB of modules). The server starts this
 * while the database opens, so both are ready together (decision 11).
 */
export function loadStorefront(buildDir: string): Promise<RequestHandler> {
  const loading = (async () => {
    const serverEntry = join(buildDir, 'server', 'index.js');
    if (!existsSync(serverEntry)) throw new Error(`The storefront is not built (${serverEntry} is missing).`);
    const [{ createRequestHandler }, build] = await Promise.all([
      import('react-router'),
      import(pathToFileURL(serverEntry).href) as Promise<ServerBuildModule>,
    ]);
    return createRequestHandler(build as never, 'production') as unknown as RequestHandler;
  })();
  // Awaited later: a failure then is the start's failure, never an unhandled rejection meanwhile.
  loading.catch(() => {});
  return loading;
}

const PAGE_TTL_MS = 60_000;

/**
 * The API answering a loader or an action without a socket. The answer keeps its Set-Cookie lines: the back
 * office's sign-in sets its session cookie through the page's action.
 */
export function inProcessApiFetch(app: FastifyInstance, clientIp?: string): StorefrontLoadContext['apiFetch'] {
  return async (path, init = {}) => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: init.headers,
      // A form post's calls come from the visitor, not from the shop itself: the API's limits per client
      // address must count theirs.
      ...(clientIp && { remoteAddress: clientIp }),
      ...(init.body !== undefined && {
        payload: typeof init.body === 'string' ? init.body : Buffer.from(init.body),
      }),
    });
    const headers = new Headers({ 'content-type': String(response.headers['content-type'] ?? 'application/json') });
    if (response.headers['retry-after']) headers.set('retry-after', String(response.headers['retry-after']));
    for (const cookie of [response.headers['set-cookie'] ?? []].flat()) headers.append('set-cookie', String(cookie));
    const bodiless = response.statusCode === 204 || response.statusCode === 304;
    return new Response(bodiless ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
}

/**
 * Serves the storefront build: hashed assets from `build/client` and every other path rendered by
 * React Router on the server. Public pages do not depend on who asks (private data is loaded in the
 * browser), so a rendered page is cached per URL and language, with its CSP and compressed variants.
 */
export function storefrontPlugin(options: {
  buildDir: string;
  brandName: string;
  publicUrl: string;
  demoMode: boolean;
  /** Config.thirdPartyTags: given to the pages, and the only third-party origins their policy admits. */
  thirdPartyTags?: ThirdPartyTagSettings;
  /** The server build, when its loading was started earlier (`loadStorefront`); else it is loaded here. */
  handler?: Promise<RequestHandler>;
}) {
  return async function registerStorefront(app: FastifyInstance): Promise<void> {
    const handle = await (options.handler ?? loadStorefront(options.buildDir));
    const pages = new TtlCache<RenderedPage>(PAGE_TTL_MS, 2000);
    const thirdPartyTags = options.thirdPartyTags ?? {};
    const policy: PagePolicy = {
      stripe: app.payments.name === 'stripe',
      thirdParty: thirdPartyOrigins(thirdPartyTags),
    };

    const context: StorefrontLoadContext = {
      brandName: options.brandName,
      publicUrl: options.publicUrl,
      demoMode: options.demoMode,
      thirdPartyTags,
      apiFetch: inProcessApiFetch(app),
    };

    /**
     * Renders a page, noting whether the API said it is unavailable (503: the database is down). Such a page
     * is never kept, by us or a CDN (the catalogue is back within seconds), and one that failed answers 503
     * with the API's Retry-After rather than 500, so browsers and crawlers come back later.
     */
    async function render(request: Request, clientIp?: string): Promise<Response> {
      let retryAfter: string | undefined;
      const apiFetch = clientIp ? inProcessApiFetch(app, clientIp) : context.apiFetch;
      const response = await handle(request, {
        ...context,
        async apiFetch(path, init) {
          const answer = await apiFetch(path, init);
          if (answer.status === 503) retryAfter = answer.headers.get('retry-after') ?? '';
          return answer;
        },
      });
      if (retryAfter === undefined) return response;
      const headers = new Headers(response.headers);
      headers.set('cache-control', 'no-store');
      if (response.status < 500) return new Response(response.body, { status: response.status, headers });
      if (retryAfter) headers.set('retry-after', retryAfter);
      return new Response(response.body, { status: 503, headers });
    }

    await app.register(async (scope) => {
      await scope.register(fastifyStatic, {
        root: join(options.buildDir, 'client'),
        prefix: '/',
        wildcard: false,
        index: false,
        decorateReply: false,
        // The build writes .br and .gz twins of every script and stylesheet (scripts/compress-assets.mjs).
        preCompressed: true,
        setHeaders: (reply, path) => {
          // Vite content-hashes everything under /assets: it never changes, so browsers keep it for a year.
          const immutable = path.includes(`${join('client', 'assets')}`);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });

      // Bodies reach React Router untouched (form posts, JSON): it parses them itself.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

      scope.all('/*', { schema: { hide: true } }, async (request, reply) => {
        const cacheable = request.method === 'GET' || request.method === 'HEAD';
        // The back office's answers are its staff's own, redirects included: rendered for each request, never
        // kept or shared, by us or anyone.
        const backOffice = isBackOfficePath(request.url.split('?')[0]!);
        if (backOffice) reply.header('cache-control', 'private, no-store');
        if (!cacheable) {
          // React Router checks a form post's Origin against the request's own (allowed: see allowed-hosts.ts).
          const origin = `${request.protocol}://${request.host}`;
          return sendFetchResponse(reply, await render(toFetchRequest(request, origin), request.ip), policy);
        }
        if (backOffice)
          return sendFetchResponse(reply, await render(toFetchRequest(request, options.publicUrl)), policy);
        // A shared page is rendered as if asked for at the public origin: nothing of the Host header can
        // reach it, so the key needs only what does (the URL and the language).
        const key = `${pageLocaleKey(request)}|${request.url}`;
        const cached = pages.get(key);
        if (cached) return cached.send(request, reply, 'hit');
        const page = await RenderedPage.from(await render(toFetchRequest(request, options.publicUrl)), policy);
        if (page.shareable) pages.set(key, page);
        return page.send(request, reply, 'miss');
      });
    });

    const previous = app.invalidateCaches;
    app.invalidateCaches = (areas) => {
      previous?.(areas);
      // Every public page may show the catalogue, the home page's content or the centres.
      if (areas === undefined || areas.length > 0) pages.clear();
    };
  };
}

/**
 * Pages without a locale prefix are rendered in the stored language (cookie), else the browser's
 * (spec §1): those are the only request facts that change a public page.
 */
function pageLocaleKey(request: FastifyRequest): string {
  const prefix = request.url.split('/')[1]?.split(/[?.]/)[0];
  if (isLocale(prefix)) return prefix;
  const cookie = request.headers.cookie?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_STORAGE_KEY}=([a-z]{2})`))?.[1];
  return (isLocale(cookie) ? cookie : localeFromAcceptLanguage(request.headers['accept-language'])) ?? 'en';
}

/** A rendered answer held in memory: status, headers, body and its Content-Security-Policy. */
class RenderedPage {
  private constructor(
    readonly status: number,
    readonly headers: [string, string][],
    readonly body: CachedBody | null,
    readonly shareable: boolean,
  ) {}

  static async from(response: Response, policy: PagePolicy): Promise<RenderedPage> {
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length') headers.push([name, value]);
    });
    for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
    const contentType = response.headers.get('content-type') ?? 'text/html; charset=utf-8';
    const bytes = Buffer.from(await response.arrayBuffer());
    const body = bytes.length > 0 || response.status === 200 ? new CachedBody(bytes, contentType) : null;
    if (contentType.startsWith('text/html'))
      headers.push(['content-security-policy', contentSecurityPolicy(bytes, policy)]);
    const shareable =
      (response.status === 200 || response.status === 301 || response.status === 302) &&
      response.headers.getSetCookie().length === 0 &&
      !/private|no-store/.test(response.headers.get('cache-control') ?? '');
    return new RenderedPage(response.status, headers, body, shareable);
  }

  send(request: FastifyRequest, reply: FastifyReply, cache: 'hit' | 'miss'): FastifyReply {
    reply.status(this.status);
    for (const [name, value] of this.headers) reply.header(name, value);
    reply.header('x-page-cache', cache);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'public, max-age=0, must-revalidate');
    if (!this.body || this.status === 204 || this.status === 304) return reply.send();
    if (this.status !== 200) return reply.type(this.body.contentType).send(this.body.body);
    return this.body.send(request, reply);
  }
}

/** What pages may load besides our own origin. */
export interface PagePolicy {
  /** Stripe is the payment provider: its script, its card and 3-D Secure frames, and its API. */
  stripe: boolean;
  /**
   * The origins of the configured third-party tags (tag manager, session recording, live chat): their scripts,
   * what they send and show (pixels, frames). Empty unless configured.
   */
  thirdParty?: readonly string[];
}

/** Stripe.js's documented needs (https://docs.stripe.com/security/guide#content-security-policy). */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * Hash-based CSP: every inline script of the page is allowed by its SHA-256, nothing else inline runs.
 * Hashes, unlike nonces, stay valid when the page is served again from the cache. Stripe's origins are
 * allowed only when Stripe is the payment provider, a third party's only when its tag is configured.
 */
export function contentSecurityPolicy(html: Buffer, policy: PagePolicy = { stripe: false }): string {
  const hashes = new Set<string>();
  const text = html.toString('utf8');
  for (const match of text.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  const stripe = (sources: string[]) => (policy.stripe ? sources : []);
  const thirdParty = policy.thirdParty ?? [];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...stripe(STRIPE_SOURCES.script), ...thirdParty, ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...thirdParty].join(' '),
    "media-src 'self'",
    "font-src 'self'",
    ["connect-src 'self'", ...stripe(STRIPE_SOURCES.connect), ...thirdParty].join(' '),
    ["frame-src 'self'", ...stripe(STRIPE_SOURCES.frame), ...thirdParty].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const HOST_HEADERS = new Set(['host', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded']);

function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    // The origin is the URL's alone: the page never sees which host name or proxy the request came through.
    if (HOST_HEADERS.has(name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  // A HEAD is answered from the GET rendering (Node drops the body), so it shares the GET's cache entry.
  return new Request(pageUrl(request.url, origin), {
    method: request.method === 'HEAD' ? 'GET' : request.method,
    headers,
    body: hasBody ? (request.body as ReadableStream) : undefined,
    // Node's fetch needs this to stream a request body.
    ...(hasBody && { duplex: 'half' }),
  } as RequestInit);
}

/**
 * The URL a page is rendered at: the request's target is only ever a path on `origin`. Resolved as a
 * relative URL instead, `//evil.example/x` would name another host (and `//` no valid URL at all).
 */
export function pageUrl(target: string, origin: string): URL {
  return new URL(`${origin}${target.startsWith('/') ? '' : '/'}${target}`);
}

async function sendFetchResponse(reply: FastifyReply, response: Response, policy: PagePolicy): Promise<FastifyReply> {
  const page = await RenderedPage.from(response, policy);
  return page.send(reply.request, reply, 'miss');
}
