import {
  type CodePurpose,
  CodeSentSchema,
  EmailConfirmedSchema,
  ProfileImageSchema as ProfileImageAnswerSchema,
  RegisteredSchema,
  ResetPasswordTokenSchema,
  type Tokens,
  TokensSchema,
  UserProfileSchema,
} from '@beast/domain/accounts/accounts-api.schema';
import {
  type AddCartLineRequest,
  CartSchema,
  CouponCheckSchema,
  type UpdateCartLineRequest,
} from '@beast/domain/cart/cart-api.schema';
import {
  CountrySchema,
  HomePageSchema,
  ProductDetailSchema,
  ProductSchema,
  pageOf,
  SpecialOfferSchema,
  SubcategorySchema,
} from '@beast/domain/catalog/product.schema';
import {
  DeliveryWeekSchema,
  PaymentConfigSchema,
  type PayRequest,
  PickUpCenterSchema,
  type PlaceOrderInput,
  TimeSlotsSchema,
  ZipcodeCheckSchema,
} from '@beast/domain/checkout/checkout-api.schema';
import { ACCESSORIES_PAGE_SIZE, PRODUCTS_TAKE, SUBCATEGORIES_PAGE_SIZE } from '@beast/domain/constants/paging';
import type { Locale } from '@beast/domain/i18n/locale';
import type { OrderListType } from '@beast/domain/orders/order-status';
import {
  OrderQuoteSchema,
  OrderSchema,
  OrderSummarySchema,
  PayResultSchema,
  PlacedOrderSchema,
  VehicleSchema,
} from '@beast/domain/orders/orders-api.schema';
import { z } from '@beast/domain/zod';
import type { ShopContext } from './load-context';

/**
 * The storefront's one way to the API (STYLE: one API client). Every call carries the page's language
 * as `lang` and `Accept-Language` (spec §7) and its answer is parsed with the domain's schema, so a
 * component only ever sees data of the documented shape.
 *
 * Transport: in a server loader the production server's in-process `apiFetch`; under `react-router dev`
 * (no load context) plain `fetch` to API_ORIGIN; in the browser `fetch` on the same origin (and
 * XMLHttpRequest for uploads that report their progress).
 *
 * Signed-in calls (the account) run in the browser with the tokens of the session (spec §3) and follow
 * the 401 rule of spec §4: see `withSession` below.
 */

import { ApiError } from './api-error';

export { ApiError, isUnavailable } from './api-error';

type Query = Record<string, string | number | undefined>;

export interface TransportInit {
  method?: string;
  body?: BodyInit;
  /** Upload progress from 0 to 1 (browser only; uses XMLHttpRequest, which reports it). */
  onUploadProgress?: (fraction: number) => void;
}
type Transport = (path: string, headers: Record<string, string>, init?: TransportInit) => Promise<Response>;

/**
 * The session the signed-in calls use (spec §3): the browser's localStorage in the shop
 * (features/session), a fake in the tests.
 */
export interface ClientSession {
  accessToken(): string | null;
  refreshToken(): string | null;
  /** spec §4: the new tokens of a refresh are stored. */
  storeTokens(tokens: Tokens): void;
  /** spec §4: log out and go to /login. */
  expire(): void;
}

export interface ApiClientOptions {
  locale: Locale;
  context?: Pick<ShopContext, 'apiFetch'>;
  /** Replaces the transport (tests). */
  transport?: Transport;
  /** Enables the signed-in calls. */
  session?: ClientSession;
}

const DEV_API_ORIGIN = 'http://127.0.0.1:3000';

function defaultTransport(context: ApiClientOptions['context']): Transport {
  if (import.meta.env.SSR) {
    const apiFetch = context?.apiFetch;
    if (apiFetch) return (path, headers) => apiFetch(path, { headers });
    const origin = (typeof process === 'undefined' ? undefined : process.env.API_ORIGIN) ?? DEV_API_ORIGIN;
    return (path, headers, init) => fetch(new URL(path, origin), { headers, method: init?.method, body: init?.body });
  }
  return (path, headers, init) =>
    init?.onUploadProgress
      ? xhrTransport(path, headers, init)
      : fetch(path, { headers, method: init?.method, body: init?.body, credentials: 'same-origin' });
}

/** fetch cannot report upload progress; XMLHttpRequest can. The answer is handed on as a Response. */
function xhrTransport(path: string, headers: Record<string, string>, init: TransportInit): Promise<Response> {
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

interface SendOptions<T extends z.ZodType> {
  schema: T;
  /** JSON body (serialised here) or FormData (sent as multipart). */
  body?: unknown;
  query?: Query;
  /** A bearer token of its own (refresh token, reset-password token). */
  bearer?: string;
  /** Extra request headers: `Idempotency-Key`, a guest's `X-Order-Token`. */
  headers?: Record<string, string>;
  onUploadProgress?: (fraction: number) => void;
}

const NoContentSchema = z.unknown();

export function createApiClient({ locale, context, transport = defaultTransport(context), session }: ApiClientOptions) {
  function headersFor(bearer: string | null | undefined, body: unknown): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': locale };
    if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    return headers;
  }

  async function call(method: string, path: string, options: SendOptions<z.ZodType>, bearer?: string | null) {
    const { body, query = {}, onUploadProgress, headers = {} } = options;
    const encoded = body === undefined || body instanceof FormData ? body : JSON.stringify(body);
    try {
      return await transport(
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
  }

  async function parse<T extends z.ZodType>(path: string, response: Response, schema: T): Promise<z.infer<T>> {
    if (!response.ok) throw await errorOf(response);
    if (response.status === 204) return schema.parse(undefined);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      throw new ApiError(502, 'INTERNAL', `Unexpected answer from ${path}: ${z.prettifyError(parsed.error)}`);
    }
    return parsed.data;
  }

  async function get<T extends z.ZodType>(path: string, schema: T, query: Query = {}): Promise<z.infer<T>> {
    return parse(path, await call('GET', path, { schema, query }), schema);
  }

  /** A call as a guest, or with a token of its own. */
  async function send<T extends z.ZodType>(method: string, path: string, options: SendOptions<T>) {
    return parse(path, await call(method, path, options, options.bearer), options.schema);
  }

  /**
   * spec §4 "401 for an authenticated user": with no refresh token, log out and go to /login. Otherwise
   * one refresh at a time: the requests that fail meanwhile wait for it and are retried with the new
   * access token; the new tokens are stored. A failed or empty refresh logs out (once) and goes to /login.
   */
  async function withSession<T extends z.ZodType>(method: string, path: string, options: SendOptions<T>) {
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
    return parse(path, response, options.schema);
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
      if (!tokens?.accessToken || !tokens.refreshToken) throw new Error('empty refresh answer');
      current.storeTokens(tokens);
      return tokens.accessToken;
    } catch {
      current.expire();
      return null;
    }
  }

  /** POST /auth/refresh/token with the refresh token as bearer (rotation: the old one dies). */
  function refreshTokens(refreshToken: string) {
    return send('POST', '/api/auth/refresh/token', { schema: TokensSchema.nullish(), bearer: refreshToken });
  }

  /**
   * A call about one order: with the order's own token (`X-Order-Token`, answered by POST /orders to a
   * guest) when there is one, since it proves access to that order alone; else with the session.
   */
  function asCustomerOrGuest<T extends z.ZodType>(
    method: string,
    path: string,
    options: SendOptions<T>,
    guestToken: string | null | undefined,
  ) {
    if (!guestToken) return withSession(method, path, options);
    return send(method, path, { ...options, headers: { ...options.headers, 'x-order-token': guestToken } });
  }

  const productPage = pageOf(ProductSchema);
  const subcategoryPage = pageOf(SubcategorySchema);

  return {
    locale,
    /** spec §7: GET /products?take=500 */
    products: () => get('/api/products', z.array(ProductSchema), { take: PRODUCTS_TAKE }),
    /** One product by id or slug, with specs, geometry, fees and downloads. */
    product: (idOrSlug: string | number) =>
      get(`/api/products/${encodeURIComponent(String(idOrSlug))}`, ProductDetailSchema),
    accessorySubcategories: () =>
      get('/api/product-subcategories', subcategoryPage, { offset: 0, limit: SUBCATEGORIES_PAGE_SIZE }),
    refurbishedCategories: () =>
      get('/api/product-subcategories/refurbished', subcategoryPage, { offset: 0, limit: SUBCATEGORIES_PAGE_SIZE }),
    refurbishedProducts: (page: { offset: number; limit: number; subcategoryId?: number }) =>
      get('/api/refurbished-products', productPage, page),
    accessoriesAndServices: (filter: { subcategoryId?: number } = {}) =>
      get('/api/accessories-and-services', productPage, { offset: 0, limit: ACCESSORIES_PAGE_SIZE, ...filter }),
    specialOffers: () => get('/api/special-offers', z.array(SpecialOfferSchema)),
    homePage: () => get('/api/home-page', HomePageSchema),

    // Accounts (spec §7 auth/* and /users*; contract: @beast/domain/accounts/accounts-api.schema).
    /** GET /users/dictionary: countries with their dial codes, named in the page's language. */
    countries: () => get('/api/users/dictionary', z.array(CountrySchema)),
    register: (registration: Record<string, unknown>) =>
      send('POST', '/api/users', { schema: RegisteredSchema, body: registration }),
    confirmEmail: (body: { email: string; code: string }) =>
      send('POST', '/api/auth/confirm/email', { schema: EmailConfirmedSchema, body }),
    resendConfirmation: (body: { email: string }) =>
      send('POST', '/api/auth/confirm/email', { schema: CodeSentSchema, body }),
    login: (body: { email: string; password: string }) =>
      send('POST', '/api/auth/login', { schema: TokensSchema, body }),
    sendCode: (body: { email: string; purpose: CodePurpose }) =>
      send('POST', '/api/auth/code', { schema: CodeSentSchema, body }),
    verifyLoginCode: (body: { email: string; code: string }) =>
      send('POST', '/api/auth/code/verify', { schema: TokensSchema, body: { ...body, purpose: 'login' } }),
    verifyResetCode: (body: { email: string; code: string }) =>
      send('POST', '/api/auth/code/verify', {
        schema: ResetPasswordTokenSchema,
        body: { ...body, purpose: 'reset-password' },
      }),
    resetPassword: (resetPasswordToken: string, body: { password: string; passwordConfirmation: string }) =>
      send('POST', '/api/auth/reset/password', { schema: NoContentSchema, body, bearer: resetPasswordToken }),
    refreshTokens,
    /** POST /auth/logout: the refresh token, and the access token as bearer so that it stops working too. */
    logout: (refreshToken: string, accessToken?: string | null) =>
      send('POST', '/api/auth/logout', {
        schema: NoContentSchema,
        body: { refreshToken },
        ...(accessToken && { bearer: accessToken }),
      }),
    /** POST /auth/logout/all: signs the account out on every device (each at its next request). */
    logoutEverywhere: () => withSession('POST', '/api/auth/logout/all', { schema: NoContentSchema }),
    me: () => withSession('GET', '/api/users/me', { schema: UserProfileSchema }),
    updateMe: (body: Record<string, unknown>) =>
      withSession('PUT', '/api/users/me', { schema: UserProfileSchema, body }),

    // Cart (spec §7 /carts…, contract: @beast/domain/cart/cart-api.schema). Signed-in only; each answers the whole cart.
    /** GET /carts */
    cart: () => withSession('GET', '/api/carts', { schema: CartSchema }),
    /** POST /carts/: a new line, or more units of the same product, options and attachment (the server merges). */
    addCartLine: (body: AddCartLineRequest) => withSession('POST', '/api/carts/', { schema: CartSchema, body }),
    /** PUT /carts/{id}: quantity and/or coupon (`couponName: null` removes it). */
    updateCartLine: (cartItemId: number, body: UpdateCartLineRequest) =>
      withSession('PUT', `/api/carts/${cartItemId}`, { schema: CartSchema, body }),
    /** DELETE /carts/{id}: a bike line takes its attached services with it. */
    removeCartLine: (cartItemId: number) => withSession('DELETE', `/api/carts/${cartItemId}`, { schema: CartSchema }),
    /**
     * POST /coupons/{code}/apply-to-products/{productId} (spec §7): the check needs no sign-in; a signed-in
     * visitor sends the token so that their own redemptions count.
     */
    checkCoupon: (code: string, productId: number) => {
      const path = `/api/coupons/${encodeURIComponent(code)}/apply-to-products/${productId}`;
      return session?.accessToken()
        ? withSession('POST', path, { schema: CouponCheckSchema })
        : send('POST', path, { schema: CouponCheckSchema });
    },
    uploadProfileImage: (image: Blob, onUploadProgress?: (fraction: number) => void) => {
      const form = new FormData();
      form.append('image', image);
      return withSession('PUT', '/api/users/me/img', {
        schema: ProfileImageAnswerSchema,
        body: form,
        onUploadProgress,
      });
    },

    // Orders, payments and vehicles (spec §7; contracts: @beast/domain/orders/orders-api.schema and
    // checkout/checkout-api.schema). Card data never goes through here: only a token of the test provider.
    /** GET /payments/config: which card form to show (test provider or Stripe). */
    paymentConfig: () => get('/api/payments/config', PaymentConfigSchema),
    /** GET /orders?type=active|history: My orders. */
    orders: (type: OrderListType) =>
      withSession('GET', '/api/orders', { schema: listOf(OrderSummarySchema), query: { type } }),
    /** GET /orders/{id}: the owner's order, or a guest's with the token POST /orders answered. */
    order: (orderId: number, guestToken?: string | null) =>
      asCustomerOrGuest('GET', `/api/orders/${orderId}`, { schema: OrderSchema }, guestToken),
    /**
     * POST /orders/{id}/pay: charges the order's next amount due. `idempotencyKey` is one per attempt: the
     * same key sent again (a retry after a network failure) answers the first attempt's result.
     */
    payOrder: (orderId: number, body: PayRequest, idempotencyKey: string, guestToken?: string | null) =>
      asCustomerOrGuest(
        'POST',
        `/api/orders/${orderId}/pay`,
        { schema: PayResultSchema, body, headers: { 'idempotency-key': idempotencyKey } },
        guestToken,
      ),
    /** POST /vehicles/{id}/pay: the next amount due on the order that bought this vehicle (signed-in only). */
    payVehicle: (vehicleId: number, body: PayRequest, idempotencyKey: string) =>
      withSession('POST', `/api/vehicles/${vehicleId}/pay`, {
        schema: PayResultSchema,
        body,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    /**
     * POST /orders/{id}/claim: adds a guest order placed with the signed-in customer's address to their
     * account, with the token of the link emailed to that address.
     */
    claimOrder: (orderId: number, claimToken: string) =>
      withSession('POST', `/api/orders/${orderId}/claim`, { schema: OrderSchema, body: { claimToken } }),
    /** GET /vehicles: My vehicles. */
    vehicles: () => withSession('GET', '/api/vehicles', { schema: listOf(VehicleSchema) }),
    /** GET /vehicles/{id} */
    vehicle: (vehicleId: number) => withSession('GET', `/api/vehicles/${vehicleId}`, { schema: VehicleSchema }),

    // Checkout (spec §4, §7 /zipcodes, /delivery-time-slots, /pick-up-center, /orders; contract:
    // @beast/domain/checkout/checkout-api.schema). Guests and signed-in customers alike.
    /** GET /zipcodes/{zipcode}: standard (a courier zone) or not (a sales manager calls). */
    zipcode: (zipcode: string) => get(`/api/zipcodes/${encodeURIComponent(zipcode)}`, ZipcodeCheckSchema),
    /** GET /delivery-week?zipcode&from: the courier days of a week. */
    deliveryWeek: (zipcode: string, from?: string) => get('/api/delivery-week', DeliveryWeekSchema, { zipcode, from }),
    /** GET /delivery-time-slots?zipcode&date (courier windows) or ?pickUpCenterId&date (a centre's pick-up slots). */
    timeSlots: (where: { zipcode: string } | { pickUpCenterId: number }, date: string) =>
      get('/api/delivery-time-slots', TimeSlotsSchema, { ...where, date }),
    /** GET /pick-up-center: the experience centres. */
    pickUpCenters: () => get('/api/pick-up-center', listOf(PickUpCenterSchema)),
    /** POST /orders/quote: what the order would cost (the server's prices, fees, VAT and plan); nothing is saved. */
    quoteOrder: (body: PlaceOrderInput) =>
      session?.accessToken()
        ? withSession('POST', '/api/orders/quote', { schema: OrderQuoteSchema, body })
        : send('POST', '/api/orders/quote', { schema: OrderQuoteSchema, body }),
    /**
     * POST /orders: places the order. `idempotencyKey` is one per checkout attempt, so a doubled click or a
     * retry after a network failure answers the same order instead of making a second one.
     */
    placeOrder: (body: PlaceOrderInput, idempotencyKey: string) =>
      session?.accessToken()
        ? withSession('POST', '/api/orders', {
            schema: PlacedOrderSchema,
            body,
            headers: { 'idempotency-key': idempotencyKey },
          })
        : send('POST', '/api/orders', {
            schema: PlacedOrderSchema,
            body,
            headers: { 'idempotency-key': idempotencyKey },
          }),
  };
}

/** A list answered as a plain array or as a page (`{ data, offset, limit, total }`): the items either way. */
function listOf<T extends z.ZodType>(item: T) {
  return z.union([z.array(item), pageOf(item).transform((page) => page.data)]);
}

export type ApiClient = ReturnType<typeof createApiClient>;

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

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
