import {
  ProfileImageSchema,
  UpdateProfileRequestSchema,
  UserProfileSchema,
} from '@beast/domain/accounts/accounts-api.schema';
import { IMAGE_MAX_BYTES, IMAGE_MAX_KB } from '@beast/domain/constants/field-limits';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { FileStorage } from '../../files/file-storage';
import type { Clock } from '../../lib/clock';
import { nullsAsEmpty } from '../../lib/form-body';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import {
  MULTIPART_ENVELOPE_BYTES,
  readUploadedFile,
  refuseDeclaredOverLimit,
  type UploadRule,
} from '../../lib/upload-limit';
import { type Authenticate, BEARER_SECURITY } from '../../plugins/authenticate';
import { createUsersRepository } from './users.repository';
import { createUsersService } from './users.service';

/** The multipart field of PUT /users/me/img. */
export const PROFILE_IMAGE_FIELD = 'image';

/** The whole multipart body of a photo upload: the largest photo allowed and its envelope. */
const IMAGE_UPLOAD_MAX_BYTES = IMAGE_MAX_BYTES + MULTIPART_ENVELOPE_BYTES;
const imageTooBig = () => new DomainError('IMAGE_TOO_BIG');

const tags = ['accounts'];
const unauthorized = { 401: ErrorResponse };

/** spec §7 GET/PUT /users/me and PUT /users/me/img; every route needs the bearer access token. */
export async function usersRoutes(
  app: FastifyInstance,
  deps: { db: Db; files: FileStorage; clock: Clock; authenticate: Authenticate },
) {
  const service = createUsersService(createUsersRepository(deps.db), deps.files, deps.clock);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/users/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user (spec §3 Profile user)',
        security: BEARER_SECURITY,
        querystring: LangQuery,
        response: { 200: UserProfileSchema, ...unauthorized },
      },
      onRequest: deps.authenticate,
    },
    async (request) => service.getProfile(request.userId),
  );

  api.put(
    '/users/me',
    {
      schema: {
        tags,
        summary: 'Save the personal-info or the delivery-address form (named by `section`); answers the profile',
        security: BEARER_SECURITY,
        querystring: LangQuery,
        body: UpdateProfileRequestSchema,
        response: { 200: UserProfileSchema, 400: ErrorResponse, ...unauthorized },
      },
      onRequest: deps.authenticate,
      preValidation: nullsAsEmpty,
    },
    async (request) => service.updateProfile(request.userId, request.body),
  );

  await api.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 11 },
    });
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/users/me/img',
      {
        schema: {
          tags,
          summary: 'Upload the profile photo',
          description:
            `multipart/form-data with the file in the field \`image\`: PNG or JPEG by content, at most ${IMAGE_MAX_KB} kB ` +
            '(1 kB = 1000 bytes); stored re-encoded (at most 512×512, no metadata). 413 IMAGE_TOO_BIG for a larger ' +
            'file, a larger declared Content-Length (answered before the body is read) or a picture of too many ' +
            'pixels; 415 IMAGE_WRONG_FORMAT.',
          consumes: ['multipart/form-data'],
          security: BEARER_SECURITY,
          querystring: LangQuery,
          response: {
            200: ProfileImageSchema,
            400: ErrorResponse,
            413: ErrorResponse,
            415: ErrorResponse,
            ...unauthorized,
          },
        },
        // Too big is told from Content-Length before anything is read, and before the token is checked.
        onRequest: [refuseDeclaredOverLimit(IMAGE_UPLOAD_MAX_BYTES, imageTooBig), deps.authenticate],
      },
      async (request) => service.replaceProfileImage(request.userId, await readUploadedFile(request, PHOTO_UPLOAD)),
    );
  });
}

/** The bytes of the `image` file; over the size limit → 413, not multipart → 415, no file → 400. */
const PHOTO_UPLOAD: UploadRule = {
  field: PROFILE_IMAGE_FIELD,
  maxBytes: IMAGE_UPLOAD_MAX_BYTES,
  tooBig: imageTooBig,
  notMultipart: () => new DomainError('IMAGE_WRONG_FORMAT'),
  missing: () => new DomainError('VALIDATION_FAILED', { [PROFILE_IMAGE_FIELD]: 'validation.profileImage.required' }),
};
