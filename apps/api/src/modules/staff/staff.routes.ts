import {
  ChangeStaffRoleSchema,
  CreateStaffSchema,
  EnrolmentLinkSchema,
  StaffListSchema,
  StaffMemberSchema,
} from '@beast/domain/staff/staff-api.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nullsAsEmpty } from '../../lib/form-body';
import { ErrorResponse, LangQuery, pagingQuery } from '../../lib/query.schema';
import { type AdminAccess, staffActor } from '../admin/admin-access';
import type { StaffService } from './staff.service';

const STAFF_PAGE_SIZE = 50;
const StaffParams = z.object({ id: z.coerce.number().int().positive() });
const errors = { 401: ErrorResponse, 403: ErrorResponse };
const memberErrors = { ...errors, 404: ErrorResponse, 409: ErrorResponse };

/** The Staff screen's API (admins): list, invite, change role, disable and enable, reset the second factor. */
export function staffRoutes(app: FastifyInstance, { access, service }: { access: AdminAccess; service: StaffService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/staff',
    access('staff', {
      summary: 'Staff members, newest first',
      querystring: pagingQuery(STAFF_PAGE_SIZE, 200),
      response: { 200: StaffListSchema, ...errors },
    }),
    async (request) => service.listStaff(request.query.offset, request.query.limit),
  );

  api.post(
    '/staff',
    {
      ...access('staff', {
        summary: 'Invite a staff member: answers their one-time enrolment link (password and second factor)',
        querystring: LangQuery,
        body: CreateStaffSchema,
        response: { 201: EnrolmentLinkSchema, 400: ErrorResponse, ...memberErrors },
      }),
      preValidation: nullsAsEmpty,
    },
    async (request, reply) => reply.code(201).send(await service.inviteStaff(staffActor(request), request.body)),
  );

  api.put(
    '/staff/:id/role',
    {
      ...access('staff', {
        summary: "Change a member's role (not one's own)",
        querystring: LangQuery,
        params: StaffParams,
        body: ChangeStaffRoleSchema,
        response: { 200: StaffMemberSchema, 400: ErrorResponse, ...memberErrors },
      }),
      preValidation: nullsAsEmpty,
    },
    async (request) => service.changeRole(staffActor(request), request.params.id, request.body.role),
  );

  api.post(
    '/staff/:id/disable',
    access('staff', {
      summary: 'Disable a member (not oneself): they cannot sign in, their sessions end',
      querystring: LangQuery,
      params: StaffParams,
      response: { 200: StaffMemberSchema, ...memberErrors },
    }),
    async (request) => service.disableStaff(staffActor(request), request.params.id),
  );

  api.post(
    '/staff/:id/enable',
    access('staff', {
      summary: 'Enable a disabled member again',
      querystring: LangQuery,
      params: StaffParams,
      response: { 200: StaffMemberSchema, ...memberErrors },
    }),
    async (request) => service.enableStaff(staffActor(request), request.params.id),
  );

  api.post(
    '/staff/:id/reset-second-factor',
    access('staff', {
      summary: "Reset a member's password and second factor: answers a new enrolment link",
      querystring: LangQuery,
      params: StaffParams,
      response: { 200: EnrolmentLinkSchema, ...memberErrors },
    }),
    async (request) => service.resetSecondFactor(staffActor(request), request.params.id),
  );
}
