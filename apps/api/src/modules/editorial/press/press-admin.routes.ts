import { untranslatedLocales } from '@beast/domain/content/editorial';
import { PressReleaseWriteSchema } from '@beast/domain/content/editorial-write.schema';
import {
  AdminPressListSchema,
  AdminPressReleaseSchema,
  AdminPressStatusSchema,
  AdminPressUpdateSchema,
} from '@beast/domain/content/press-api.schema';
import { AdminWrittenSchema } from '@beast/domain/staff/catalogue-api.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, LangQuery } from '../../../lib/query.schema';
import { type AdminAccess, staffActor } from '../../admin/admin-access';
import type { WriteUseCases } from '../../write-use-cases';
import { textIn } from '../editorial-write';

const IdParams = z.object({ id: z.coerce.number().int().positive() });
const errors = { 401: ErrorResponse, 403: ErrorResponse };
const changeErrors = { ...errors, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/**
 * The Press screen's API (content staff and admins): every release, its editor and its publication, each
 * change through the press releases' write use cases (one transaction, audited, caches dropped) from the
 * revision it was read at.
 */
export function pressAdminRoutes(
  app: FastifyInstance,
  { access, writes }: { access: AdminAccess; writes: () => WriteUseCases },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const press = () => writes().press;
  const written = async (id: number) => ({ id, revision: (await press().readReleaseForEditing(id)).revision });

  api.get(
    '/press-releases',
    access('content', {
      summary: 'Every press release (published or not), newest first',
      querystring: LangQuery,
      response: { 200: AdminPressListSchema, 400: ErrorResponse, ...errors },
    }),
    async (request) => ({
      data: (await press().readReleases()).map(({ release, ...row }) => ({
        ...row,
        key: release.key,
        releasedOn: release.releasedOn,
        status: release.status,
        publishedAt: release.publishedAt ?? '',
        title: textIn(release.text, request.locale)?.title ?? '',
        missingTranslations: untranslatedLocales(release.text),
      })),
    }),
  );

  api.post(
    '/press-releases',
    access('content', {
      summary: 'A new press release, in the languages it is written in',
      querystring: LangQuery,
      body: PressReleaseWriteSchema,
      response: { 201: AdminWrittenSchema, ...changeErrors },
    }),
    async (request, reply) => {
      const { id } = await press().createRelease(staffActor(request), request.body);
      return reply.code(201).send(await written(id));
    },
  );

  api.get(
    '/press-releases/:id',
    access('content', {
      summary: 'A press release as its editor shows it, with its revision',
      params: IdParams,
      response: { 200: AdminPressReleaseSchema, 404: ErrorResponse, ...errors },
    }),
    async (request) => {
      const editing = await press().readReleaseForEditing(request.params.id);
      return { ...editing, missingTranslations: untranslatedLocales(editing.release.text) };
    },
  );

  api.put(
    '/press-releases/:id',
    access('content', {
      summary: 'Replace a press release whole; 409 REVISION_CONFLICT when it changed since `revision` was read',
      querystring: LangQuery,
      params: IdParams,
      body: AdminPressUpdateSchema,
      response: { 200: AdminWrittenSchema, ...changeErrors },
    }),
    async (request) => {
      const { revision, release } = request.body;
      await press().updateRelease(staffActor(request), request.params.id, release, revision);
      return written(request.params.id);
    },
  );

  api.post(
    '/press-releases/:id/publication',
    access('content', {
      summary: 'Publish a press release or take it back to a draft',
      querystring: LangQuery,
      params: IdParams,
      body: AdminPressStatusSchema,
      response: { 200: AdminWrittenSchema, ...changeErrors },
    }),
    async (request) => {
      const { revision, status } = request.body;
      await press().setReleaseStatus(staffActor(request), request.params.id, status, revision);
      return written(request.params.id);
    },
  );
}
