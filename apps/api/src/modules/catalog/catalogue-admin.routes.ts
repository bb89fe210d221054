import { ProductWriteSchema, SubcategoryWriteSchema } from '@beast/domain/catalog/catalog-write.schema';
import { missingTranslations } from '@beast/domain/catalog/translation-gaps';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  AdminProductFilterSchema,
  AdminProductListSchema,
  AdminProductSchema,
  AdminProductUpdateSchema,
  AdminPublicationSchema,
  AdminSubcategoryListSchema,
  AdminSubcategoryUpdateSchema,
  AdminWrittenSchema,
} from '@beast/domain/staff/catalogue-api.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { ErrorResponse, LangQuery, pagingQuery } from '../../lib/query.schema';
import { type AdminAccess, staffActor } from '../admin/admin-access';
import type { WriteUseCases } from '../write-use-cases';
import { createCatalogueAdminRepository } from './catalogue-admin.repository';

const IdParams = z.object({ id: z.coerce.number().int().positive() });
const errors = { 401: ErrorResponse, 403: ErrorResponse };
const changeErrors = { ...errors, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 422: ErrorResponse };

/**
 * The Catalogue screen's API (content staff and admins): every product, its editor and its subcategories.
 * Every change goes through the catalogue's write use cases (one transaction, audited, caches dropped) and
 * names the revision it was made from.
 */
export function catalogueAdminRoutes(
  app: FastifyInstance,
  { access, db, writes }: { access: AdminAccess; db: Db; writes: () => WriteUseCases },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const repository = createCatalogueAdminRepository(db);
  const catalog = () => writes().catalog;
  const editorOf = async (id: number) => {
    const editing = await catalog().readProductForEditing(id);
    return { ...editing, missingTranslations: missingTranslations(editing.product.text) };
  };
  const written = async (id: number) => ({ id, revision: (await catalog().readProductForEditing(id)).revision });

  api.get(
    '/catalogue/products',
    access('catalogue', {
      summary: 'Every product (published or not), by type, publication and missing translation, searched',
      querystring: pagingQuery(ADMIN_PRODUCTS_PAGE_SIZE, 200).extend(AdminProductFilterSchema.shape),
      response: { 200: AdminProductListSchema, 400: ErrorResponse, ...errors },
    }),
    async (request) => {
      const { offset, limit, lang: _lang, ...filter } = request.query;
      return repository.list(filter, request.locale, offset, limit);
    },
  );

  api.post(
    '/catalogue/products',
    access('catalogue', {
      summary: 'A new product, every language at once (money in centimes)',
      querystring: LangQuery,
      body: ProductWriteSchema,
      response: { 201: AdminWrittenSchema, ...changeErrors },
    }),
    async (request, reply) => {
      const { id } = await catalog().createProduct(staffActor(request), request.body);
      return reply.code(201).send(await written(id));
    },
  );

  api.get(
    '/catalogue/products/:id',
    access('catalogue', {
      summary: 'A product as its editor shows it, with its revision and the units of its edition sold',
      params: IdParams,
      response: { 200: AdminProductSchema, 404: ErrorResponse, ...errors },
    }),
    async (request) => editorOf(request.params.id),
  );

  api.put(
    '/catalogue/products/:id',
    access('catalogue', {
      summary: 'Replace a product whole; 409 REVISION_CONFLICT when it changed since `revision` was read',
      querystring: LangQuery,
      params: IdParams,
      body: AdminProductUpdateSchema,
      response: { 200: AdminWrittenSchema, ...changeErrors },
    }),
    async (request) => {
      const { revision, product } = request.body;
      await catalog().updateProduct(staffActor(request), request.params.id, product, revision);
      return written(request.params.id);
    },
  );

  api.post(
    '/catalogue/products/:id/publication',
    access('catalogue', {
      summary: 'Put a product on the shop or take it off',
      querystring: LangQuery,
      params: IdParams,
      body: AdminPublicationSchema,
      response: { 200: AdminWrittenSchema, ...changeErrors },
    }),
    async (request) => {
      const { revision, isPublished } = request.body;
      await catalog().setProductPublished(staffActor(request), request.params.id, isPublished, revision);
      return written(request.params.id);
    },
  );

  subcategoryRoutes(app, access, catalog);
}

function subcategoryRoutes(app: FastifyInstance, access: AdminAccess, catalog: () => WriteUseCases['catalog']) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const written = async (id: number) => {
    const stored = (await catalog().readSubcategories()).find((entry) => entry.id === id);
    if (!stored) throw new DomainError('NOT_FOUND');
    return { id, revision: stored.revision };
  };

  typed.get(
    '/catalogue/subcategories',
    access('catalogue', {
      summary: 'Every subcategory of accessories, services and refurbished goods, with its revision',
      response: { 200: AdminSubcategoryListSchema, ...errors },
    }),
    async () => ({ data: await catalog().readSubcategories() }),
  );

  typed.post(
    '/catalogue/subcategories',
    access('catalogue', {
      summary: 'A new subcategory, named in every language',
      querystring: LangQuery,
      body: SubcategoryWriteSchema,
      response: { 201: AdminWrittenSchema, ...changeErrors },
    }),
    async (request, reply) => {
      const { id } = await catalog().createSubcategory(staffActor(request), request.body);
      return reply.code(201).send(await written(id));
    },
  );

  typed.put(
    '/catalogue/subcategories/:id',
    access('catalogue', {
      summary: 'Rename or reorder a subcategory; 409 REVISION_CONFLICT when it changed since `revision` was read',
      querystring: LangQuery,
      params: IdParams,
      body: AdminSubcategoryUpdateSchema,
      response: { 200: AdminWrittenSchema, ...changeErrors },
    }),
    async (request) => {
      const { revision, subcategory } = request.body;
      await catalog().updateSubcategory(staffActor(request), request.params.id, subcategory, revision);
      return written(request.params.id);
    },
  );
}
