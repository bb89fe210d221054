import { DOCUMENT_MAX_BYTES } from '@beast/domain/constants/field-limits';
import { UploadedDocumentSchema, UploadedImageSchema } from '@beast/domain/staff/catalogue-api.schema';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FileStorage } from '../../files/file-storage';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import { refuseDeclaredOverLimit } from '../../lib/upload-limit';
import type { AdminAccess } from '../admin/admin-access';
import {
  DOCUMENT_UPLOAD,
  IMAGE_UPLOAD,
  storeUploadedImage,
  storeUploadedPdf,
} from '../catalog/catalogue-uploads.routes';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse };

/**
 * An article's cover picture and a press release's PDF (content staff and admins), checked and stored as the
 * product editor's files are; the item names the answered URL when its editor saves it.
 */
export async function editorialUploadRoutes(
  app: FastifyInstance,
  { access, files }: { access: AdminAccess; files: FileStorage },
) {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 10, parts: 11 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/editorial/uploads/images',
      {
        ...access('content', {
          summary: "Upload an article's cover: PNG or JPEG by content, stored re-encoded without metadata",
          consumes: ['multipart/form-data'],
          querystring: LangQuery,
          response: { 201: UploadedImageSchema, ...errors },
        }),
        preHandler: refuseDeclaredOverLimit(IMAGE_UPLOAD.maxBytes, IMAGE_UPLOAD.tooBig),
      },
      async (request, reply) => reply.code(201).send(await storeUploadedImage(request, files, 'media/articles')),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/editorial/uploads/documents',
      {
        ...access('content', {
          summary: "Upload a press release's PDF: a PDF that opens, checked by its content",
          consumes: ['multipart/form-data'],
          querystring: LangQuery,
          response: { 201: UploadedDocumentSchema, ...errors },
        }),
        preHandler: refuseDeclaredOverLimit(DOCUMENT_UPLOAD.maxBytes, DOCUMENT_UPLOAD.tooBig),
      },
      async (request, reply) => reply.code(201).send(await storeUploadedPdf(request, files, 'documents/press')),
    );
  });
}
