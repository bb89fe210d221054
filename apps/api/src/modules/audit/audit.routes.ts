import {
  AUDIT_PAGE_SIZE,
  AuditEntityTypesSchema,
  type AuditEntry,
  AuditFilterSchema,
  AuditListSchema,
} from '@beast/domain/staff/audit-api.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ErrorResponse, pagingQuery } from '../../lib/query.schema';
import type { AdminAccess } from '../admin/admin-access';
import { createAuditRepository } from './audit.repository';

const errors = { 401: ErrorResponse, 403: ErrorResponse };

/** The Audit log screen's API (admins): every change staff made, filtered and paged on the server. */
export function auditRoutes(app: FastifyInstance, { access, db }: { access: AdminAccess; db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const repository = createAuditRepository(db);

  api.get(
    '/audit',
    access('audit', {
      summary: 'The audit log, newest first, by staff member, entity type and days (Swiss time, both included)',
      querystring: pagingQuery(AUDIT_PAGE_SIZE, 200).extend(AuditFilterSchema.shape),
      response: { 200: AuditListSchema, 400: ErrorResponse, ...errors },
    }),
    async (request) => {
      const { offset, limit, lang: _lang, ...filter } = request.query;
      const { rows, total } = await repository.list(filter, offset, limit);
      const data = rows.map(
        ({ entry, staffName, staffEmail }): AuditEntry => ({
          id: entry.id,
          at: entry.createdAt.toISOString(),
          staff: { id: entry.staffId, name: staffName, email: staffEmail },
          action: entry.action,
          entityType: entry.entityType,
          entityKey: entry.entityKey,
          before: entry.before,
          after: entry.after,
        }),
      );
      return { data, offset, limit, total };
    },
  );

  api.get(
    '/audit/entity-types',
    access('audit', {
      summary: 'The entity types the audit log holds (the filter offers them)',
      response: { 200: AuditEntityTypesSchema, ...errors },
    }),
    async () => ({ data: await repository.entityTypes() }),
  );
}
