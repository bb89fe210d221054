import {
  ProductDetailSchema,
  ProductSchema,
  pageOf,
  SpecialOfferSchema,
  SubcategorySchema,
} from '@beast/domain/catalog/product.schema';
import {
  ACCESSORIES_PAGE_SIZE,
  PRODUCTS_TAKE,
  REFURBISHED_PAGE_SIZE,
  SUBCATEGORIES_PAGE_SIZE,
} from '@beast/domain/constants/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { CachedBody, TtlCache } from '../../lib/cached-response';
import { ErrorResponse, LangQuery, pagingQuery, queryInt, queryIntDefault } from '../../lib/query.schema';
import { createCatalogRepository } from './catalog.repository';
import { createCatalogService } from './catalog.service';

/** Catalogue answers change only when the catalogue does; a short TTL bounds staleness across instances. */
const CATALOGUE_TTL_MS = 60_000;
/** What a browser or CDN may reuse without asking again. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

const IdOrSlug = z
  .string()
  .regex(/^(\d{1,9}|[a-z0-9]+(?:[-_][a-z0-9]+)*)$/, 'validation.invalid')
  .describe('Numeric id, or the slug used in the storefront URLs');

export function catalogRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const service = createCatalogService(createCatalogRepository(db));
  const cache = new TtlCache<CachedBody>(CATALOGUE_TTL_MS);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalogue'];

  /** Serves a catalogue answer from the in-process cache, building and serialising it once per key. */
  async function cached<T extends z.ZodType>(key: string, schema: T, build: () => Promise<z.input<T>>) {
    // Parsed once on the way into the cache: the answer matches its documented schema exactly.
    return cache.getOrCreate(key, async () => CachedBody.json(schema.parse(await build())));
  }

  api.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'All products of the catalogue',
        querystring: LangQuery.extend({ take: queryIntDefault(1, PRODUCTS_TAKE, PRODUCTS_TAKE) }),
        response: { 200: z.array(ProductSchema), 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { take } = request.query;
      const body = await cached(`products:${request.locale}:${take}`, z.array(ProductSchema), () =>
        service.listProducts(request.locale, take),
      );
      return body.send(request, reply.header('cache-control', PUBLIC_CACHE_CONTROL));
    },
  );

  api.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'One product with its specifications, geometry, fees and downloads',
        params: z.object({ id: IdOrSlug }),
        querystring: LangQuery,
        response: { 200: ProductDetailSchema, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = await cached(`product:${request.locale}:${id}`, ProductDetailSchema, () =>
        service.getProduct(request.locale, id),
      );
      return body.send(request, reply.header('cache-control', PUBLIC_CACHE_CONTROL));
    },
  );

  api.get(
    '/product-types/:id/product',
    {
      schema: {
        tags,
        summary: 'The product of a product type (by type id or code)',
        params: z.object({ id: IdOrSlug }),
        querystring: LangQuery,
        response: { 200: ProductDetailSchema, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = await cached(`type:${request.locale}:${id}`, ProductDetailSchema, () =>
        service.getProductOfType(request.locale, id),
      );
      return body.send(request, reply.header('cache-control', PUBLIC_CACHE_CONTROL));
    },
  );

  const subcategoryPage = { 200: pageOf(SubcategorySchema), 400: ErrorResponse };
  api.get(
    '/product-subcategories',
    {
      schema: {
        tags,
        summary: 'Subcategories of accessories and services',
        querystring: pagingQuery(SUBCATEGORIES_PAGE_SIZE),
        response: subcategoryPage,
      },
    },
    async (request, reply) => {
      const { offset, limit } = request.query;
      const body = await cached(`subcategories:${request.locale}:${offset}:${limit}`, pageOf(SubcategorySchema), () =>
        service.listSubcategories(request.locale, ['accessory', 'service'], { offset, limit }),
      );
      return body.send(request, reply.header('cache-control', PUBLIC_CACHE_CONTROL));
    },
  );

  api.get(
    '/product-subcategories/refurbished',
    {
      schema: {
        tags,
        summary: 'Categories of refurbished goods',
        querystring: pagingQuery(SUBCATEGORIES_PAGE_SIZE),
        response: subcategoryPage,
      },
    },
    async (request, reply) => {
      const { offset, limit } = request.query;
      const body = await cached(
        `refurbished-categories:${request.locale}:${offset}:${limit}`,
        pageOf(SubcategorySchema),
        () => service.listSubcategories(request.locale, ['refurbished'], { offset, limit }),
      );
      return body.send(request, reply.header('cache-control', PUBLIC_CACHE_CONTROL));
    },
  );

  const filteredPaging = (defaultLimit: number) =>
    pagingQuery(defaultLimit).extend({ subcategoryId: queryInt(1, 2_147_483_647) });

  api.get(
    '/refurbished-products',
    {
      schema: {
        tags,
        summary: 'Refurbished goods, optionally of one category',
        querystring: filteredPaging(REFURBISHED_PAGE_SIZE),
        response: { 200: pageOf(ProductSchema), 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { offset, limit, subcategoryId } = request.query;
      const body = await cached(
        `refurbished:${request.locale}:${offset}:${limit}:${subcategoryId ?? ''}`,
        pageOf(ProductSchema),
        () => service.listRefurbished(request.locale, { offset, limit }, subcategoryId),
      );
      return body.send(request, reply.header('cache-control', PUBLIC_CACHE_CONTROL));
    },
  );

  api.get(
    '/accessories-and-services',
    {
      schema: {
        tags,
        summary: 'Accessories and services, optionally of one subcategory',
        querystring: filteredPaging(ACCESSORIES_PAGE_SIZE),
        response: { 200: pageOf(ProductSchema), 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { offset, limit, subcategoryId } = request.query;
      const body = await cached(
        `accessories:${request.locale}:${offset}:${limit}:${subcategoryId ?? ''}`,
        pageOf(ProductSchema),
        () => service.listAccessoriesAndServices(request.locale, { offset, limit }, subcategoryId),
      );
      return body.send(request, reply.header('cache-control', PUBLIC_CACHE_CONTROL));
    },
  );

  api.get(
    '/special-offers',
    {
      schema: {
        tags,
        summary: 'Flash offers for members of partner companies, valid now',
        querystring: LangQuery,
        response: { 200: z.array(SpecialOfferSchema), 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const body = await cached(`offers:${request.locale}`, z.array(SpecialOfferSchema), () =>
        service.listSpecialOffers(request.locale),
      );
      return body.send(request, reply.header('cache-control', PUBLIC_CACHE_CONTROL));
    },
  );

  return { invalidate: () => cache.clear() };
}
