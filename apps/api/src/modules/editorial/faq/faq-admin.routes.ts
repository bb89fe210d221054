import { FAQ_CATEGORIES, untranslatedLocales } from '@beast/domain/content/editorial';
import { FaqEntryWriteSchema } from '@beast/domain/content/editorial-write.schema';
import {
  AdminFaqEntrySchema,
  AdminFaqListSchema,
  AdminFaqMoveSchema,
  AdminFaqOrderSchema,
  AdminFaqOrderWrittenSchema,
  AdminFaqStatusSchema,
  AdminFaqUpdateSchema,
} from '@beast/domain/content/faq-api.schema';
import { AdminWrittenSchema } from '@beast/domain/staff/catalogue-api.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, LangQuery } from '../../../lib/query.schema';
import { type AdminAccess, staffActor } from '../../admin/admin-access';
import type { WriteUseCases } from '../../write-use-cases';
import { textIn } from '../editorial-write';

const IdParams = z.object({ id: z.coerce.number().int().positive() });
const CategoryParams = z.object({ category: z.enum(FAQ_CATEGORIES) });
const errors = { 401: ErrorResponse, 403: ErrorResponse };
const changeErrors = { ...errors, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/**
 * The FAQ screen's API (content staff and admins): every entry by category, its editor, its publication and
 * the order of each category. Every change goes through the FAQ's write use cases (one transaction, audited,
 * caches dropped) and names the revision it was made from.
 */
export function faqAdminRoutes(
  app: FastifyInstance,
  { access, writes }: { access: AdminAccess; writes: () => WriteUseCases },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const faq = () => writes().faq;
  const editorOf = async (id: number) => {
    const editing = await faq().readEntryForEditing(id);
    return { ...editing, missingTranslations: untranslatedLocales(editing.entry.text) };
  };
  const written = async (id: number) => ({ id, revision: (await faq().readEntryForEditing(id)).revision });
  const orderOf = async (category: (typeof FAQ_CATEGORIES)[number]) => ({
    category,
    ...(await faq().readCategoryOrder(category)),
  });

  api.get(
    '/faq',
    access('content', {
      summary: 'Every FAQ entry (published or not), category by category in their order',
      querystring: LangQuery,
      response: { 200: AdminFaqListSchema, 400: ErrorResponse, ...errors },
    }),
    async (request) => {
      const categories = await faq().readCategories();
      return {
        categories: categories.map(({ entries, ...category }) => ({
          ...category,
          entries: entries.map(({ text, sortOrder: _place, ...entry }) => ({
            ...entry,
            publishedAt: entry.publishedAt ?? '',
            question: textIn(text, request.locale)?.question ?? '',
            missingTranslations: untranslatedLocales(text),
          })),
        })),
      };
    },
  );

  api.post(
    '/faq',
    access('content', {
      summary: 'A new FAQ entry, last in its category, in the languages it is written in',
      querystring: LangQuery,
      body: FaqEntryWriteSchema,
      response: { 201: AdminWrittenSchema, ...changeErrors },
    }),
    async (request, reply) => {
      const { id } = await faq().createEntry(staffActor(request), request.body);
      return reply.code(201).send(await written(id));
    },
  );

  api.get(
    '/faq/:id',
    access('content', {
      summary: 'An FAQ entry as its editor shows it, with its revision',
      params: IdParams,
      response: { 200: AdminFaqEntrySchema, 404: ErrorResponse, ...errors },
    }),
    async (request) => editorOf(request.params.id),
  );

  api.put(
    '/faq/:id',
    access('content', {
      summary: 'Replace an FAQ entry whole (its place stays); 409 REVISION_CONFLICT when it changed since `revision`',
      querystring: LangQuery,
      params: IdParams,
      body: AdminFaqUpdateSchema,
      response: { 200: AdminWrittenSchema, ...changeErrors },
    }),
    async (request) => {
      const { revision, entry } = request.body;
      await faq().updateEntry(staffActor(request), request.params.id, entry, revision);
      return written(request.params.id);
    },
  );

  api.post(
    '/faq/:id/publication',
    access('content', {
      summary: 'Publish an FAQ entry or take it back to a draft',
      querystring: LangQuery,
      params: IdParams,
      body: AdminFaqStatusSchema,
      response: { 200: AdminWrittenSchema, ...changeErrors },
    }),
    async (request) => {
      const { revision, status } = request.body;
      await faq().setEntryStatus(staffActor(request), request.params.id, status, revision);
      return written(request.params.id);
    },
  );

  api.post(
    '/faq/:id/move',
    access('content', {
      summary: 'Move an FAQ entry one place up or down in its category; 409 when the order changed since `revision`',
      querystring: LangQuery,
      params: IdParams,
      body: AdminFaqMoveSchema,
      response: { 200: AdminFaqOrderWrittenSchema, ...changeErrors },
    }),
    async (request) => {
      const { revision, move } = request.body;
      const { category } = await faq().moveEntry(staffActor(request), request.params.id, move, revision);
      return orderOf(category);
    },
  );

  api.put(
    '/faq/order/:category',
    access('content', {
      summary: 'Put every entry of a category in this order; 409 when the order changed since `revision`',
      querystring: LangQuery,
      params: CategoryParams,
      body: AdminFaqOrderSchema,
      response: { 200: AdminFaqOrderWrittenSchema, ...changeErrors },
    }),
    async (request) => {
      const { revision, ids } = request.body;
      await faq().reorderCategory(staffActor(request), request.params.category, ids, revision);
      return orderOf(request.params.category);
    },
  );
}
