import { PartnerCompanyWriteSchema } from '@beast/domain/partners/partner-company.schema';
import {
  AdminCompanyListSchema,
  AdminCompanyMembersSchema,
  AdminCompanySchema,
  AdminCompanyWrittenSchema,
  CompanyMemberParamsSchema,
} from '@beast/domain/partners/partners-admin.schema';
import { IdParamsSchema } from '@beast/domain/validation/record-id.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import { type AdminAccess, staffActor } from '../admin/admin-access';
import type { WriteUseCases } from '../write-use-cases';
import { createPartnersAdminService } from './partners-admin.service';

const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/**
 * Partner companies in the back office: the companies, created and changed through their write use case
 * ('content': content staff and admins), and each company's members, listed ('customers.read') and revoked
 * ('customers.write'). Every change is audited.
 */
export function partnersAdminRoutes(
  app: FastifyInstance,
  deps: { access: AdminAccess; db: Db; clock: Clock; writes: () => WriteUseCases },
) {
  const { access } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createPartnersAdminService(deps);
  const companies = () => deps.writes().companies;

  api.get(
    '/companies',
    access('content', {
      summary: 'The partner companies, each with its live members',
      response: { 200: AdminCompanyListSchema, ...errors },
    }),
    async () => ({ data: await service.list() }),
  );

  api.post(
    '/companies',
    access('content', {
      summary: 'A new partner company: its address, texts in three languages, email domains and membership months',
      description: 'A slug that is one of the shop’s own words answers 400; one another company has, 409.',
      querystring: LangQuery,
      body: PartnerCompanyWriteSchema,
      response: { 200: AdminCompanyWrittenSchema, 400: ErrorResponse, 409: ErrorResponse, ...errors },
    }),
    async (request) => {
      const { id } = await companies().saveCompany(staffActor(request), request.body);
      return { id };
    },
  );

  api.get(
    '/companies/:id',
    access('content', {
      summary: 'A partner company as its form shows it',
      params: IdParamsSchema,
      response: { 200: AdminCompanySchema, ...errors },
    }),
    async (request) => service.company(request.params.id),
  );

  api.put(
    '/companies/:id',
    access('content', {
      summary: 'Changes a partner company, its address included',
      querystring: LangQuery,
      params: IdParamsSchema,
      body: PartnerCompanyWriteSchema,
      response: { 200: AdminCompanyWrittenSchema, 400: ErrorResponse, 409: ErrorResponse, ...errors },
    }),
    async (request) => {
      const { id } = await companies().updateCompany(staffActor(request), request.params.id, request.body);
      return { id };
    },
  );

  api.get(
    '/companies/:id/members',
    access('customers.read', {
      summary: 'A company’s members: live ones first, with their work address and until when',
      params: IdParamsSchema,
      response: { 200: AdminCompanyMembersSchema, ...errors },
    }),
    async (request) => service.members(request.params.id),
  );

  api.post(
    '/companies/:id/members/:membershipId/revoke',
    access('customers.write', {
      summary: 'Revokes a membership at once: its flash offers are no longer the customer’s',
      description: 'A membership already revoked, or of another company, answers 404.',
      params: CompanyMemberParamsSchema,
      response: { 200: AdminCompanyMembersSchema, ...errors },
    }),
    async (request) => {
      await service.revoke(staffActor(request), request.params.id, request.params.membershipId);
      return service.members(request.params.id);
    },
  );
}
