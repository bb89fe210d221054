import {
  PressKeyParamsSchema,
  PressKitSchema,
  PressReleaseListSchema,
  PressReleaseSchema,
} from '@beast/domain/content/press-api.schema';
import { LOCALES } from '@beast/domain/i18n/locale';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../errors/domain-error';
import type { FileStorage } from '../../../files/file-storage';
import { CachedBody, TtlCache } from '../../../lib/cached-response';
import type { Clock } from '../../../lib/clock';
import { renderMarkdown } from '../../../lib/markdown';
import { ErrorResponse, LangQuery } from '../../../lib/query.schema';
import { createPressRepository, type PublicPressRow } from './press.repository';

/**
 * The press kit's place in the shop's files: one archive of logos and fact sheets, replaced by putting
 * another file there (content/<set>/files/press/press-kit.zip is imported to it). The press page offers it
 * when it is there.
 */
export const PRESS_KIT_PATH = 'press/press-kit.zip';

const PRESS_TTL_MS = 60_000;
const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/**
 * Press releases for the press page and each release's own page: public ones only, newest first, bodies
 * rendered to HTML, in the request's language only; and the press kit to download.
 */
export function pressRoutes(app: FastifyInstance, { db, clock, files }: { db: Db; clock: Clock; files: FileStorage }) {
  const repository = createPressRepository(db);
  // A release not public in a language is kept as null: asking again costs no query.
  const cache = new TtlCache<CachedBody | null>(PRESS_TTL_MS);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];

  /** A file the shop keeps, with its size; null when it is not there (no link to a missing file). */
  async function storedFile(url: string | null) {
    if (!url) return null;
    const bytes = await files.size(url.replace(/^\/files\//, ''));
    return bytes === undefined ? null : { url, bytes };
  }

  const rendered = async ({ body, fileUrl, locales, ...release }: PublicPressRow) => ({
    ...release,
    bodyHtml: renderMarkdown(body),
    file: await storedFile(fileUrl),
    locales: LOCALES.filter((locale) => locales.includes(locale)),
  });

  api.get(
    '/press-releases',
    {
      schema: {
        tags,
        summary: 'Public press releases, newest first, bodies as HTML, in the request’s language',
        querystring: LangQuery,
        response: { 200: PressReleaseListSchema, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      const body = await cache.getOrCreate(`press:${request.locale}`, async () => {
        const rows = await repository.list(request.locale, clock());
        return CachedBody.json(PressReleaseListSchema.parse(await Promise.all(rows.map(rendered))));
      });
      return body!.send(request, reply);
    },
  );

  api.get(
    '/press-releases/:key',
    {
      schema: {
        tags,
        summary: 'One public press release by its key; 404 when it is not public in the request’s language',
        params: PressKeyParamsSchema,
        querystring: LangQuery,
        response: { 200: PressReleaseSchema, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const body = await cache.getOrCreate(`press:${request.locale}:${key}`, async () => {
        const row = await repository.find(request.locale, clock(), key);
        return row ? CachedBody.json(PressReleaseSchema.parse(await rendered(row))) : null;
      });
      if (!body) throw new DomainError('NOT_FOUND');
      return body.send(request, reply.header('cache-control', PUBLIC_CACHE_CONTROL));
    },
  );

  api.get(
    '/press-kit',
    {
      schema: {
        tags,
        summary: 'The press kit to download (logos and fact sheets); 404 when the shop has none',
        querystring: LangQuery,
        response: { 200: PressKitSchema, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (_request, reply) => {
      const kit = await storedFile(`/files/${PRESS_KIT_PATH}`);
      if (!kit) throw new DomainError('NOT_FOUND');
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return kit;
    },
  );

  return { invalidate: () => cache.clear() };
}
