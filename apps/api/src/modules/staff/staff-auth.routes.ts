import {
  EnrolmentConfirmSchema,
  EnrolmentPasswordSchema,
  EnrolmentQuerySchema,
  EnrolmentSchema,
  RecoveryCodesSchema,
  SecondFactorRequestSchema,
  SecondFactorSetupSchema,
  StaffSessionSchema,
  StaffSignInSchema,
  StaffSignInStepSchema,
} from '@beast/domain/staff/staff-api.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nullsAsEmpty } from '../../lib/form-body';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import type { RateLimits } from '../../plugins/rate-limit';
import { type AdminAccess, signedInSession } from '../admin/admin-access';
import type { StaffAuthService } from './staff-auth.service';
import type { StaffCookies } from './staff-cookies';
import { staffSession } from './staff-session-view';
import { SIGN_IN_CHALLENGE_MS } from './staff-sessions';

const Empty = z.null().describe('No content');
const errors = { 400: ErrorResponse, 429: ErrorResponse };

/**
 * Signing staff in and out, and enrolling (ARCHITECTURE: Back office). The cookies are set here: the session
 * (httpOnly, SameSite=Strict) and, between the two steps of signing in, the proof of the password.
 */
export function staffAuthRoutes(
  app: FastifyInstance,
  deps: { access: AdminAccess; service: StaffAuthService; cookies: StaffCookies; limits: RateLimits },
) {
  const { access, service, cookies, limits } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limit = limits.perEmail;

  api.post(
    '/auth/sign-in',
    {
      ...access('public', {
        summary: 'Sign in, first step: email and password',
        description:
          'A right password sets a short sign-in cookie and asks for the second factor. In demo mode only, a ' +
          'member without one (the demo admin) is signed in at once; production answers 403 until they enrol.',
        querystring: LangQuery,
        body: StaffSignInSchema,
        response: { 200: StaffSignInStepSchema, 401: ErrorResponse, 403: ErrorResponse, ...errors },
      }),
      preValidation: nullsAsEmpty,
      preHandler: limit('staff-sign-in'),
    },
    async (request, reply) => {
      const step = await service.signIn(request.body.email, request.body.password);
      if (step.next === 'second-factor') cookies.setSignIn(reply, step.challenge, SIGN_IN_CHALLENGE_MS / 1000);
      else cookies.setSession(reply, step.session.token);
      return { next: step.next };
    },
  );

  api.post(
    '/auth/second-factor',
    {
      ...access('public', {
        summary: 'Sign in, second step: a code of the authenticator app, or a recovery code (used up)',
        querystring: LangQuery,
        body: SecondFactorRequestSchema,
        response: { 200: StaffSessionSchema, 401: ErrorResponse, ...errors },
      }),
      preValidation: nullsAsEmpty,
      preHandler: limit('staff-second-factor'),
    },
    async (request, reply) => {
      const started = await service.completeSignIn(cookies.signInToken(request), request.body);
      cookies.clearSignIn(reply);
      cookies.setSession(reply, started.token);
      return staffSession(started.staff, started.csrfToken, true);
    },
  );

  api.get(
    '/session',
    access('signed-in', {
      summary: 'Who is signed in, what they may use, and the CSRF token every change carries',
      querystring: LangQuery,
      response: { 200: StaffSessionSchema, 401: ErrorResponse },
    }),
    async (request) => {
      const { member, csrfToken } = signedInSession(request);
      return staffSession(member, csrfToken, member.totpConfirmedAt !== null);
    },
  );

  api.post(
    '/auth/sign-out',
    access('signed-in', {
      summary: 'Sign out: this session ends',
      querystring: LangQuery,
      response: { 204: Empty, 401: ErrorResponse, 403: ErrorResponse },
    }),
    async (request, reply) => {
      const token = cookies.sessionToken(request);
      if (token) await service.signOut(token);
      cookies.clearSession(reply);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/auth/sign-out-everywhere',
    access('signed-in', {
      summary: 'Sign out everywhere: every session of the member ends, this one too',
      querystring: LangQuery,
      response: { 204: Empty, 401: ErrorResponse, 403: ErrorResponse },
    }),
    async (request, reply) => {
      await service.signOutEverywhere(signedInSession(request).member.id);
      cookies.clearSession(reply);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/enrolment',
    access('public', {
      summary: 'Whom an enrolment link enrols',
      querystring: LangQuery.extend(EnrolmentQuerySchema.shape),
      response: { 200: EnrolmentSchema, 404: ErrorResponse },
    }),
    async (request) => service.enrolment(request.query.token),
  );

  api.post(
    '/enrolment/password',
    {
      ...access('public', {
        summary: 'Enrolment, first step: choose the password; answers the second factor to scan, shown once',
        querystring: LangQuery,
        body: EnrolmentPasswordSchema,
        response: { 200: SecondFactorSetupSchema, 404: ErrorResponse, ...errors },
      }),
      preValidation: nullsAsEmpty,
      preHandler: limit('staff-enrolment'),
    },
    async (request) => service.setEnrolmentPassword(request.body.token, request.body.password),
  );

  api.post(
    '/enrolment/confirm',
    {
      ...access('public', {
        summary: "Enrolment, last step: the app's first code; answers the recovery codes, shown once, and signs in",
        querystring: LangQuery,
        body: EnrolmentConfirmSchema,
        response: { 200: RecoveryCodesSchema, 401: ErrorResponse, 404: ErrorResponse, ...errors },
      }),
      preValidation: nullsAsEmpty,
      preHandler: limit('staff-enrolment'),
    },
    async (request, reply) => {
      const enrolled = await service.confirmEnrolment(request.body.token, request.body.code);
      cookies.setSession(reply, enrolled.token);
      return { recoveryCodes: enrolled.recoveryCodes };
    },
  );
}
