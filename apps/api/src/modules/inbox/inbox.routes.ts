import {
  INBOX_PAGE_SIZE,
  InboxDetailSchema,
  InboxFilterSchema,
  InboxListSchema,
  InboxNoteAddSchema,
  InboxUpdateSchema,
} from '@beast/domain/staff/inbox-api.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, LangQuery, pagingQuery } from '../../lib/query.schema';
import { type AdminAccess, signedInSession, staffActor } from '../admin/admin-access';
import type { Inbox } from './inbox.service';

const IdParams = z.object({ id: z.coerce.number().int().positive() });
const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/**
 * The Inbox screen's API: every visitor's request, newest first, with its owner and notes. Sales and admins
 * use it ('leads'); a kind's own steps (a check-in, a quotation won) have routes in that kind's module.
 */
export function inboxAdminRoutes(app: FastifyInstance, { access, inbox }: { access: AdminAccess; inbox: Inbox }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/inbox',
    access('leads', {
      summary: "Visitors' requests, newest first: open ones by default, by kind, status, owner or name",
      querystring: pagingQuery(INBOX_PAGE_SIZE, 100).extend(InboxFilterSchema.shape),
      response: { 200: InboxListSchema, 400: ErrorResponse, ...errors },
    }),
    async (request) => {
      const { offset, limit, lang: _lang, ...filter } = request.query;
      return inbox.list(filter, signedInSession(request).member.id, offset, limit);
    },
  );

  api.get(
    '/inbox/:id',
    access('leads', {
      summary: 'A request with what was sent, its notes, and the staff it may be given to',
      querystring: LangQuery,
      params: IdParams,
      response: { 200: InboxDetailSchema, ...errors },
    }),
    async (request) => inbox.read(request.params.id),
  );

  api.patch(
    '/inbox/:id',
    access('leads', {
      summary: "Give a request to a staff member (null: nobody) or set a contact's or B2B request's status",
      querystring: LangQuery,
      params: IdParams,
      body: InboxUpdateSchema,
      response: { 200: InboxDetailSchema, 400: ErrorResponse, 409: ErrorResponse, ...errors },
    }),
    async (request) => {
      await inbox.update(staffActor(request), request.params.id, request.body);
      return inbox.read(request.params.id);
    },
  );

  api.post(
    '/inbox/:id/notes',
    access('leads', {
      summary: 'Write a note on a request',
      querystring: LangQuery,
      params: IdParams,
      body: InboxNoteAddSchema,
      response: { 201: InboxDetailSchema, 400: ErrorResponse, ...errors },
    }),
    async (request, reply) => {
      await inbox.addNote(staffActor(request), request.params.id, request.body.text);
      return reply.code(201).send(await inbox.read(request.params.id));
    },
  );
}
