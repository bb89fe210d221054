import type { TimeSlots } from '@beast/domain/checkout/checkout-api.schema';
import type { ApiTransport } from '../../lib/api/api-transport';

/**
 * Test rides (spec §7 /test-drive, /test-drive/page, /test-drive-applications; contract:
 * @beast/domain/test-rides/test-ride-api.schema). The schemas load on first use, so the page's first visit
 * downloads no schema library (decision 14).
 */
const schemas = () => import('@beast/domain/test-rides/test-ride-api.schema');
const bookingSchema = () => schemas().then((module) => module.TestRideBookingSchema);

export function testRidesApi(api: ApiTransport) {
  return {
    /** GET /test-drive/page: the page's title, description and text. */
    page: () =>
      api.get('/api/test-drive/page', {
        schema: () => import('@beast/domain/content/pages-api.schema').then((module) => module.PublicPageSchema),
      }),
    /** GET /test-drive: what a ride offers, as points. */
    points: () =>
      api.get('/api/test-drive', { schema: () => schemas().then((module) => module.TestDrivePointsSchema) }),
    /** GET /test-drive/centres: the models to try and the centres offering them, with their open days. */
    offer: () =>
      api.get('/api/test-drive/centres', { schema: () => schemas().then((module) => module.TestRideOfferSchema) }),
    /** GET /users/dictionary: the dial codes of the phone field. */
    countries: () =>
      api.get('/api/users/dictionary', {
        schema: () => import('@beast/domain/catalog/product.schema').then((module) => module.CountryListSchema),
      }),
    /** GET /test-drive-applications: a day's slots at a centre, with the places left for a model. */
    slots: (query: { date: string; testDriveCenter: string; model?: string }): Promise<TimeSlots> =>
      api.get('/api/test-drive-applications', {
        schema: () => schemas().then((module) => module.TestRideSlotsSchema),
        query,
      }),
    /** POST /test-drive-applications: books the ride (with the form's two guard fields). */
    book: (body: Record<string, unknown>) =>
      api.send('POST', '/api/test-drive-applications', { schema: bookingSchema, body }),
    /** The ride a signed link names, and its cancel and move. */
    ride: (token: string) => api.get('/api/test-drive-applications/ride', { schema: bookingSchema, query: { token } }),
    cancel: (token: string) =>
      api.send('POST', '/api/test-drive-applications/ride/cancel', { schema: bookingSchema, body: { token } }),
    move: (token: string, to: { date: string; timeSlot: string }) =>
      api.send('POST', '/api/test-drive-applications/ride/move', { schema: bookingSchema, body: { token, ...to } }),
  };
}
