import { randomUUID } from 'node:crypto';
import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES } from '@beast/domain/constants/field-limits';
import {
  CATALOGUE_UPLOAD_FIELD,
  UploadedDocumentSchema,
  UploadedImageSchema,
} from '@beast/domain/staff/catalogue-api.schema';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '../../errors/domain-error';
import type { FileStorage } from '../../files/file-storage';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import {
  MULTIPART_ENVELOPE_BYTES,
  readUploadedFile,
  refuseDeclaredOverLimit,
  type UploadRule,
} from '../../lib/upload-limit';
import { checkPdf } from '../../lib/uploaded-document';
import { reencodeImage } from '../../lib/uploaded-image';
import type { AdminAccess } from '../admin/admin-access';

/** Product pictures are stored to fit this square: sharp on the largest screens, never the camera's full size. */
export const CATALOGUE_IMAGE_MAX_SIDE = 2400;

const missing = () => new DomainError('VALIDATION_FAILED', { [CATALOGUE_UPLOAD_FIELD]: 'validation.invalid' });
/** A back-office picture: PNG or JPEG by content, in the `file` field (the articles' covers take the same). */
export const IMAGE_UPLOAD: UploadRule = {
  field: CATALOGUE_UPLOAD_FIELD,
  maxBytes: IMAGE_MAX_BYTES + MULTIPART_ENVELOPE_BYTES,
  tooBig: () => new DomainError('IMAGE_TOO_BIG'),
  notMultipart: () => new DomainError('IMAGE_WRONG_FORMAT'),
  missing,
};
/** A back-office document: a PDF that opens, in the `file` field (press releases take the same). */
export const DOCUMENT_UPLOAD: UploadRule = {
  field: CATALOGUE_UPLOAD_FIELD,
  maxBytes: DOCUMENT_MAX_BYTES + MULTIPART_ENVELOPE_BYTES,
  tooBig: () => new DomainError('IMAGE_TOO_BIG'),
  notMultipart: () => new DomainError('DOCUMENT_WRONG_FORMAT'),
  missing,
};
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse };

/**
 * The product editor's uploads (content staff and admins): a picture or a PDF is checked by its content,
 * stored under a name of its own, and answered as the URL the product's media or documents then name. The
 * product itself changes only when the editor saves it.
 */
export async function catalogueUploadRoutes(
  app: FastifyInstance,
  { access, files }: { access: AdminAccess; files: FileStorage },
) {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 10, parts: 11 },
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/catalogue/uploads/images',
      {
        ...access('catalogue', {
          summary: 'Upload a product picture: PNG or JPEG by content, stored re-encoded without metadata',
          consumes: ['multipart/form-data'],
          querystring: LangQuery,
          response: { 201: UploadedImageSchema, ...errors },
        }),
        preHandler: refuseDeclaredOverLimit(IMAGE_UPLOAD.maxBytes, IMAGE_UPLOAD.tooBig),
      },
      async (request, reply) => reply.code(201).send(await storeUploadedImage(request, files, 'media/catalogue')),
    );

    api.post(
      '/catalogue/uploads/documents',
      {
        ...access('catalogue', {
          summary: 'Upload a manual or a brochure: a PDF that opens, checked by its content',
          consumes: ['multipart/form-data'],
          querystring: LangQuery,
          response: { 201: UploadedDocumentSchema, ...errors },
        }),
        preHandler: refuseDeclaredOverLimit(DOCUMENT_UPLOAD.maxBytes, DOCUMENT_UPLOAD.tooBig),
      },
      async (request, reply) => reply.code(201).send(await storeUploadedPdf(request, files, 'documents/catalogue')),
    );
  });
}

/**
 * The picture a back-office form uploaded, re-encoded without its metadata to fit the largest screens and
 * stored under a name of its own in `folder`: the URL a product's media or an article's cover then names.
 */
export async function storeUploadedImage(request: FastifyRequest, files: FileStorage, folder: string) {
  const upload = await readUploadedFile(request, IMAGE_UPLOAD);
  const image = await reencodeImage(upload, CATALOGUE_IMAGE_MAX_SIDE);
  const path = `${folder}/${randomUUID()}.${image.extension}`;
  await files.put(path, image.bytes);
  return { url: `/files/${path}`, kind: 'image' as const, width: image.width, height: image.height };
}

/** The PDF a back-office form uploaded, checked to open and stored under a name of its own in `folder`. */
export async function storeUploadedPdf(request: FastifyRequest, files: FileStorage, folder: string) {
  const upload = await readUploadedFile(request, DOCUMENT_UPLOAD);
  await checkPdf(upload);
  const path = `${folder}/${randomUUID()}.pdf`;
  const { bytes } = await files.put(path, upload);
  return { url: `/files/${path}`, bytes };
}
