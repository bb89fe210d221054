import {
  HomePageSchema,
  ProductDetailSchema,
  ProductSchema,
  pageOf,
  SpecialOfferSchema,
  SubcategorySchema,
} from '@beast/domain/catalog/product.schema';
import { ACCESSORIES_PAGE_SIZE, PRODUCTS_TAKE, SUBCATEGORIES_PAGE_SIZE } from '@beast/domain/constants/paging';
import type { Locale } from '@beast/domain/i18n/locale';
import { z } from 'zod';
import type { ShopContext } from './load-context';

/**
 * The storefront's one way to the API (STYLE: one API client). Every call carries the page's language
 * as `lang` and `Accept-Language` (spec §7) and its answer is parsed with the domain's schema, so a
 * component only ever sees data of the documented shape.
 *
 * Transport: in a server loader the production server's in-process `apiFetch`; under `react-router dev`
 * (no load context) plain `fetch` to API_ORIGIN; in the browser `fetch` on the same origin.
 */

/** An answer of the API's one error shape `{ error: { code, message, fields } }`, or a transport failure. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** True when the message is the API's own (translated) text, not a transport or parsing failure. */
    readonly fromServer = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | undefined>;
type Transport = (path: string, headers: Record<string, string>) => Promise<Response>;

export interface ApiClientOptions {
  locale: Locale;
  context?: Pick<ShopContext, 'apiFetch'>;
  /** Replaces the transport (tests). */
  transport?: Transport;
}

const DEV_API_ORIGIN = 'http://127.0.0.1:3000';

function defaultTransport(context: ApiClientOptions['context']): Transport {
  if (import.meta.env.SSR) {
    const apiFetch = context?.apiFetch;
    if (apiFetch) return (path, headers) => apiFetch(path, { headers });
    const origin = (typeof process === 'undefined' ? undefined : process.env.API_ORIGIN) ?? DEV_API_ORIGIN;
    return (path, headers) => fetch(new URL(path, origin), { headers });
  }
  return (path, headers) => fetch(path, { headers, credentials: 'same-origin' });
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

export function createApiClient({ locale, context, transport = defaultTransport(context) }: ApiClientOptions) {
  async function get<T extends z.ZodType>(path: string, schema: T, query: Query = {}): Promise<z.infer<T>> {
    const url = apiPath(path, query, locale);
    let response: Response;
    try {
      response = await transport(url, { accept: 'application/json', 'accept-language': locale });
    } catch (cause) {
      throw new ApiError(503, 'SERVICE_UNAVAILABLE', `The API could not be reached (${String(cause)})`);
    }
    if (!response.ok) throw await errorOf(response);
    const parsed = schema.safeParse(await response.json());
    if (!parsed.success) {
      throw new ApiError(502, 'INTERNAL', `Unexpected answer from ${path}: ${z.prettifyError(parsed.error)}`);
    }
    return parsed.data;
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
  };
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
  return new ApiError(response.status, code, message, fields, typeof error?.message === 'string');
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
