import type { PageKey } from '@beast/domain/content/page-blocks';
import { PublicPageSchema } from '@beast/domain/content/pages-api.schema';
import { PressKitSchema, PressReleaseListSchema } from '@beast/domain/content/press-api.schema';
import type { ApiTransport } from '../../../lib/api/api-transport';

/** The information pages' public reads (decision 18), for their loaders and the sitemap. */
export function pagesApi(api: ApiTransport) {
  return {
    /** A page in the transport's language; 404 when it is not public in it. */
    page: (key: PageKey) => api.get(`/api/pages/${key}`, { schema: PublicPageSchema }),
    /** The public press releases in the transport's language, newest first. */
    pressReleases: () => api.get('/api/press-releases', { schema: PressReleaseListSchema }),
    /** The press kit's file; 404 when the shop has none. */
    pressKit: () => api.get('/api/press-kit', { schema: PressKitSchema }),
  };
}
