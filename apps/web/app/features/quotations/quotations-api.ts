import type { ApiTransport } from '../../lib/api/api-transport';

/** The answers' schemas load with the first answer: the quotation page's first visit downloads no schema library. */
const schemas = () => import('@beast/domain/quotations/quotation-api.schema');
const quotationSchema = () => schemas().then((module) => module.QuotationSchema);
const quotationListSchema = () => schemas().then((module) => module.QuotationListSchema);
const orderingSchema = () => schemas().then((module) => module.QuotationOrderingSchema);
const profileSchema = () =>
  import('@beast/domain/accounts/accounts-api.schema').then((module) => module.UserProfileSchema);

/** Quotations (spec §7 POST /orders/quotation, /orders/quotation/incognito; the account's list). */
export function quotationsApi(api: ApiTransport) {
  return {
    /** A guest's quotation (the page's action sends it from the server). */
    requestAsGuest: (body: Record<string, unknown>) =>
      api.send('POST', '/api/orders/quotation/incognito', { schema: quotationSchema, body }),
    /** A signed-in customer's quotation, to the account's email. */
    requestAsCustomer: (body: Record<string, unknown>) =>
      api.send('POST', '/api/orders/quotation', { schema: quotationSchema, body, as: 'session' }),
    /** The signed-in customer's details, to fill the form with. */
    profile: () => api.get('/api/users/me', { schema: profileSchema, as: 'session' }),
    /** A won quotation as its emailed order link shows it (the link's token). */
    ordering: (token: string) =>
      api.get('/api/orders/quotation/ordering', { schema: orderingSchema, query: { token } }),
    /** My quotations, newest first. */
    mine: (page: { offset: number; limit: number }) =>
      api.get('/api/orders/quotations', { schema: quotationListSchema, query: page, as: 'session' }),
  };
}
