import type { ApiTransport } from '../../lib/api/api-transport';

/**
 * Rentals (spec §2 /rentals; contract: @beast/domain/rentals/rental-api.schema). The schemas load on first use,
 * so the page's first visit downloads no schema library (decision 14).
 */
const schemas = () => import('@beast/domain/rentals/rental-api.schema');

export function rentalsApi(api: ApiTransport) {
  return {
    /** GET /pages/rentals: the page's title, description, facts and text (content, edited on the Pages screen). */
    page: () =>
      api.get('/api/pages/rentals', {
        schema: () => import('@beast/domain/content/pages-api.schema').then((module) => module.PublicPageSchema),
      }),
    /** GET /rentals/offer: the models one can rent, with their monthly, weekly and purchase prices. */
    offer: () => api.get('/api/rentals/offer', { schema: () => schemas().then((module) => module.RentalOfferSchema) }),
    /** GET /users/dictionary: the dial codes of the phone field. */
    countries: () =>
      api.get('/api/users/dictionary', {
        schema: () => import('@beast/domain/catalog/product.schema').then((module) => module.CountryListSchema),
      }),
    /** POST /rentals: sends the request (with the form's two guard fields); the server prices it. */
    send: (body: Record<string, unknown>) =>
      api.send('POST', '/api/rentals', {
        schema: () => schemas().then((module) => module.RentalRequestedSchema),
        body,
      }),
  };
}
