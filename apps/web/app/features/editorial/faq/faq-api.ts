import type { FaqCategory } from '@beast/domain/content/editorial';
import { FaqListSchema } from '@beast/domain/content/faq-api.schema';
import type { ApiTransport } from '../../../lib/api/api-transport';

/** The FAQ's public reads (spec §7 `GET /faq?type=`), read by the FAQ page's loader. */
export function faqApi(api: ApiTransport) {
  return {
    /** A category's public entries in their order; every category's without one. */
    entries: (category?: FaqCategory) => api.get('/api/faq', { schema: FaqListSchema, query: { type: category } }),
    /** The entries whose question or answer holds the words, in the page's language, best first. */
    search: (words: string) => api.get('/api/faq', { schema: FaqListSchema, query: { search: words } }),
  };
}
