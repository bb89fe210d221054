import { CustomerQuotationSchema, GuestQuotationSchema } from '@beast/domain/validation/quotation.schema';
import { z } from '@beast/domain/zod';
import { requestOfValues } from './quotation-form';

/**
 * The quotation form checked as it is typed: the values become the API's request, then the shared schema of
 * POST /orders/quotation/incognito checks it (imported when the form is first used: decision 14).
 */
export const QuotationFormSchema = z.preprocess(
  (values) => requestOfValues((values ?? {}) as Record<string, unknown>),
  GuestQuotationSchema,
);

/** The signed-in customer's form: the account's email is the quotation's, so the form has none. */
export const CustomerQuotationFormSchema = z.preprocess((values) => {
  const { email: _email, ...request } = requestOfValues((values ?? {}) as Record<string, unknown>);
  return request;
}, CustomerQuotationSchema);
