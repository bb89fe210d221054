import type { PublicContest } from '@beast/domain/contests/contest-api.schema';
import type { ApiTransport } from '../../lib/api/api-transport';

/**
 * The contests (contract: @beast/domain/contests/contest-api.schema). The schemas load on first use, so a
 * contest page's first visit downloads no schema library (decision 14).
 */
const schemas = () => import('@beast/domain/contests/contest-api.schema');

export function contestsApi(api: ApiTransport) {
  return {
    /** GET /contests/:slug: its state on the server's clock, window, prize and introduction. */
    contest: (slug: string): Promise<PublicContest> =>
      api.get(`/api/contests/${encodeURIComponent(slug)}`, {
        schema: () => schemas().then((module) => module.PublicContestSchema),
      }),
    /** POST /contests/:slug/entries: the entry, with the form's two guard fields. */
    enter: (slug: string, body: Record<string, unknown>) =>
      api.send('POST', `/api/contests/${encodeURIComponent(slug)}/entries`, {
        schema: () => schemas().then((module) => module.ContestEntryAnswerSchema),
        body,
      }),
  };
}
