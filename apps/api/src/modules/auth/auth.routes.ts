import {
  CodeSentSchema,
  ConfirmEmailRequestSchema,
  EmailConfirmedSchema,
  LogoutRequestSchema,
  NewPasswordRequestSchema,
  RegisteredSchema,
  ResetPasswordTokenSchema,
  SendCodeRequestSchema,
  TokensSchema,
  VerifyCodeRequestSchema,
} from '@beast/domain/accounts/accounts-api.schema';
import { LoginSchema } from '@beast/domain/validation/login.schema';
import { RegistrationSchema } from '@beast/domain/validation/registration.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error';
import { isPlainObject, nullsAsEmpty } from '../../lib/form-body';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import { type Authenticate, BEARER_SECURITY, bearerToken } from '../../plugins/authenticate';
import type { RateLimits } from '../../plugins/rate-limit';
import type { AuthService } from './auth.service';

const tags = ['accounts'];
const errors = { 400: ErrorResponse, 429: ErrorResponse };
const Empty = z.null().describe('No content');

/** spec §7 auth/* and POST /users. Handlers parse, rate-limit, call the service and reply. */
export function authRoutes(
  app: FastifyInstance,
  { service, limits, authenticate }: { service: AuthService; limits: RateLimits; authenticate: Authenticate },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limit = limits.perEmail;

  api.post(
    '/users',
    {
      schema: {
        tags,
        summary: 'Register (spec §3 Registration); a confirmation code and link are emailed',
        querystring: LangQuery,
        body: RegistrationSchema,
        response: { 201: RegisteredSchema, 409: ErrorResponse, ...errors },
      },
      preValidation: nullsAsEmpty,
      preHandler: limit('register'),
    },
    async (request, reply) => {
      const user = await service.register(request.body, request.locale);
      return reply.code(201).send({ ...user, emailConfirmationRequired: true as const });
    },
  );

  api.post(
    '/auth/confirm/email',
    {
      schema: {
        tags,
        summary: 'With a code: confirm the email. Without one (absent or null): send the code and link again',
        description: 'Sending again is allowed once per 60 s per address (429 RESEND_TOO_SOON with Retry-After).',
        querystring: LangQuery,
        body: ConfirmEmailRequestSchema,
        response: {
          200: z.union([EmailConfirmedSchema, CodeSentSchema]),
          404: ErrorResponse,
          409: ErrorResponse,
          ...errors,
        },
      },
      preValidation: async (request) => {
        // A null or missing code asks for a new email rather than failing the "code required" rule.
        if (isPlainObject(request.body) && request.body.code === null) delete request.body.code;
        await nullsAsEmpty(request);
      },
      preHandler: limit('confirm-email'),
    },
    async (request) => {
      const { email, code } = request.body;
      return code === undefined ? service.resendConfirmation(email) : service.confirmEmail(email, code);
    },
  );

  api.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Log in with email and password',
        querystring: LangQuery,
        body: LoginSchema,
        response: { 200: TokensSchema, 401: ErrorResponse, 403: ErrorResponse, ...errors },
      },
      preValidation: nullsAsEmpty,
      preHandler: limit('login'),
    },
    async (request) => service.login(request.body.email, request.body.password),
  );

  api.post(
    '/auth/code',
    {
      schema: {
        tags,
        summary: 'Email a 6-digit code to log in or to reset the password',
        querystring: LangQuery,
        body: SendCodeRequestSchema,
        response: { 200: CodeSentSchema, 404: ErrorResponse, ...errors },
      },
      preValidation: nullsAsEmpty,
      preHandler: limit('code'),
    },
    async (request) => service.sendCode(request.body.email, request.body.purpose),
  );

  api.post(
    '/auth/code/verify',
    {
      schema: {
        tags,
        summary: 'Verify a code: login answers tokens, reset-password answers a reset token',
        querystring: LangQuery,
        body: VerifyCodeRequestSchema,
        response: { 200: z.union([TokensSchema, ResetPasswordTokenSchema]), ...errors },
      },
      preValidation: nullsAsEmpty,
      preHandler: limit('verify-code'),
    },
    async (request) => service.verifyCode(request.body.email, request.body.code, request.body.purpose),
  );

  api.post(
    '/auth/refresh/token',
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token (sent as bearer); a reused one revokes its whole family',
        querystring: LangQuery,
        security: [{ refreshToken: [] }],
        response: { 200: TokensSchema, 401: ErrorResponse },
      },
    },
    async (request) => service.refresh(requireBearer(request)),
  );

  api.post(
    '/auth/reset/password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the reset token (sent as bearer); signs out every device',
        querystring: LangQuery,
        security: [{ resetPasswordToken: [] }],
        body: NewPasswordRequestSchema,
        response: { 204: Empty, 401: ErrorResponse, ...errors },
      },
      preValidation: nullsAsEmpty,
      preHandler: (request) => limits.enforce(request, 'reset-password'),
    },
    async (request, reply) => {
      await service.resetPassword(requireBearer(request), request.body.password);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'Revoke this refresh token, and the access token sent as bearer',
        description:
          'The access token (optional) is refused from now on until it expires; an expired or invalid one is ignored.',
        querystring: LangQuery,
        security: [{ bearerAuth: [] }, {}],
        body: LogoutRequestSchema,
        response: { 204: Empty, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      await service.logout(request.body.refreshToken, bearerToken(request));
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/auth/logout/all',
    {
      schema: {
        tags,
        summary: 'Sign out everywhere: revoke every refresh token of the account and every access token issued so far',
        description:
          'Every device is signed out at its next request (401, and its refresh token is refused). Signing in ' +
          'again afterwards starts a new session.',
        querystring: LangQuery,
        security: BEARER_SECURITY,
        response: { 204: Empty, 401: ErrorResponse },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      await service.logoutEverywhere(request.userId);
      return reply.code(204).send(null);
    },
  );
}

function requireBearer(request: FastifyRequest): string {
  const token = bearerToken(request);
  if (!token) throw new DomainError('UNAUTHORIZED');
  return token;
}
