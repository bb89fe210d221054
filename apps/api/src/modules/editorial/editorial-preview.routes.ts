import { withPageFigures } from '@beast/domain/content/page-figures';
import { EditorialPreviewRequestSchema, EditorialPreviewSchema } from '@beast/domain/staff/editorial-api.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { renderMarkdown } from '../../lib/markdown';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import type { RateLimits } from '../../plugins/rate-limit';
import type { AdminAccess } from '../admin/admin-access';

/**
 * A member asks for a preview each time they pause typing: a few a second at most, far more than a sign-in
 * limit allows, and few enough that a script cannot make the server render without end.
 */
const PREVIEWS_PER_MINUTE = 120;

/**
 * The editorial editors' live preview (decision 18): a Markdown body rendered by the very renderer the
 * public pages use, so the preview is what readers will see and the browser never loads a Markdown parser.
 */
export function editorialPreviewRoutes(
  app: FastifyInstance,
  { access, limits }: { access: AdminAccess; limits: RateLimits },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/editorial/preview',
    {
      ...access('content', {
        summary: 'A Markdown body rendered and sanitised as the storefront shows it',
        querystring: LangQuery,
        body: EditorialPreviewRequestSchema,
        response: {
          200: EditorialPreviewSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          429: ErrorResponse,
        },
      }),
      preHandler: limits.perStaffMember('editorial-preview', PREVIEWS_PER_MINUTE, 60_000),
    },
    // A page's figures are filled as its public answer fills them (page-figures.ts).
    async (request) => ({
      html: renderMarkdown(withPageFigures(request.body.markdown), { locale: request.body.locale }),
    }),
  );
}
