import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../errors/domain-error';
import type { FileStorage } from '../../files/file-storage';
import { createEmailImages, EMAIL_IMAGES_PREFIX } from './email-images';

/** A rendition changes only when its picture does; email clients and their image proxies may keep it long. */
const CACHE_CONTROL = 'public, max-age=31536000';

/**
 * GET /email-images/{path}.png: the PNG rendition of the stored SVG picture /files/{path}.svg, for emails
 * (see email-images.ts). On the root app, beside /files; 404 for any path that names no stored SVG.
 */
export function emailImageRoutes(app: FastifyInstance, { files }: { files: FileStorage }) {
  const images = createEmailImages(files);
  app.get(`${EMAIL_IMAGES_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const png = await images.png((request.params as { '*': string })['*']);
    if (!png) throw new DomainError('NOT_FOUND');
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', CACHE_CONTROL)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(png);
  });
}
