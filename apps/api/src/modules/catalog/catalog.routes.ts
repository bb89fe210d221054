import { ProductDetailSchema, ProductSchema, pageOf, SubcategorySchema } from '@beast/domain/catalog/product.schema';
import {
  ACCESSORIES_PAGE_SIZE,
  PRODUCTS_TAKE,
  REFURBISHED_PAGE_SIZE,
  SUBCATEGORIES_PAGE_SIZE,
} from '@beast/domain/constants/paging';
import { RecordIdParamSchema } from '@beast/domain/validation/record-id.schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { CachedBody, TtlCache } from '../../lib/cached-response';
import { ErrorResponse, LangQuery, pagingQuery, queryIntDefault } from '../../lib/query.schema';
import { createCatalogRepository } from './catalog.repository';
import { createCatalogService } from './catalog.service';

/** Catalogue answers change only when the catalogue does; a short TTL bounds staleness should a change notice be lost. */
const CATALOGUE_TTL_MS = 60_000;
/** What a browser or CDN may reuse without asking again. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

export const IdOrSlug = z
  .string()
  .regex(/^(\d{1,9}|[a-z0-9]+(?:[-_][a-z0-9]+)*)$/, 'validation.invalid')
  .describe('Numeric id, or the slug used in the storefront URLs');

export function catalogRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const service = createCatalogService(createCatalogRepository(db));
  const cache = new TtlCache<CachedBody>(CATALOGUE_TTL_MS);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalogue'];

  /**
   * Serves a catalogue answer from the in-process cache, building and serialising it once per key. A hit is
   * sent at once, without waiting on a promise: these are the shop's most frequent requests.
   */
  function answer<T extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: T,
    build: () => Promise<z.input<T>>,
  ): undefined | Promise<undefined> {
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    const hit = cache.get(key);
    if (hit) {
      hit.send(request, reply);
      return undefined;
    }
    // Parsed once on the way into the cache: the answer matches its documented schema exactly.
    return cache
      .getOrCreate(key, async () => CachedBody.json(schema.parse(await build())))
      .then((body) => {
        body.send(request, reply);
        return undefined;
      });
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
    (request, reply) => {
      const { take } = request.query;
      return answer(request, reply, `products:${request.locale}:${take}`, z.array(ProductSchema), () =>
        service.listProducts(request.locale, take),
      );
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
    (request, reply) => {
      const { id } = request.params;
      return answer(request, reply, `product:${request.locale}:${id}`, ProductDetailSchema, () =>
        service.getProduct(request.locale, id),
      );
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
    (request, reply) => {
      const { id } = request.params;
      return answer(request, reply, `type:${request.locale}:${id}`, ProductDetailSchema, () =>
        service.getProductOfType(request.locale, id),
      );
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
    (request, reply) => {
      const { offset, limit } = request.query;
      return answer(
        request,
        reply,
        `subcategories:${request.locale}:${offset}:${limit}`,
        pageOf(SubcategorySchema),
        () => service.listSubcategories(request.locale, ['accessory', 'service'], { offset, limit }),
      );
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
    (request, reply) => {
      const { offset, limit } = request.query;
      return answer(
        request,
        reply,
        `refurbished-categories:${request.locale}:${offset}:${limit}`,
        pageOf(SubcategorySchema),
        () => service.listSubcategories(request.locale, ['refurbished'], { offset, limit }),
      );
    },
  );

  const filteredPaging = (defaultLimit: number) =>
    pagingQuery(defaultLimit).extend({ subcategoryId: RecordIdParamSchema.optional() });

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
    (request, reply) => {
      const { offset, limit, subcategoryId } = request.query;
      return answer(
        request,
        reply,
        `refurbished:${request.locale}:${offset}:${limit}:${subcategoryId ?? ''}`,
        pageOf(ProductSchema),
        () => service.listRefurbished(request.locale, { offset, limit }, subcategoryId),
      );
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
    (request, reply) => {
      const { offset, limit, subcategoryId } = request.query;
      return answer(
        request,
        reply,
        `accessories:${request.locale}:${offset}:${limit}:${subcategoryId ?? ''}`,
        pageOf(ProductSchema),
        () => service.listAccessoriesAndServices(request.locale, { offset, limit }, subcategoryId),
      );
    },
  );

  return { invalidate: () => cache.clear() };
}
