import { INBOX_STATUSES } from '../inbox/inbox';
import { OrderPricingSchema } from '../orders/orders-api.schema';
import { QUOTATION_CUSTOMER_TYPES } from '../validation/quotation.schema';
import { z } from '../zod';

/**
 * Quotations as the API answers them (spec §7 POST /orders/quotation, /orders/quotation/incognito; the account's
 * list; the back office). A quotation's prices are the server's, frozen when it was made and held until
 * `validUntil`; its status is its inbox request's (new → sent → won | lost → ordered).
 */
export const QUOTATION_STATUSES = INBOX_STATUSES.quotation;
export const QuotationStatusSchema = z.enum(QUOTATION_STATUSES);
export type QuotationStatus = z.infer<typeof QuotationStatusSchema>;

export const QuotationTermsSchema = z.object({
  bikeCount: z.number().int().nonnegative(),
  isFleet: z.boolean(),
  deliveryWeeks: z.number().int().positive(),
  replacementBike: z.boolean(),
});

export const QuotationCustomerSchema = z.object({
  customerType: z.enum(QUOTATION_CUSTOMER_TYPES),
  companyName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  comment: z.string().nullable(),
});

export const QuotationSchema = z.object({
  id: z.number().int().positive(),
  /** "Q-2026-000123". */
  number: z.string(),
  status: QuotationStatusSchema,
  locale: z.string(),
  createdAt: z.string(),
  /** The last day the prices hold (yyyy-mm-dd). */
  validUntil: z.string(),
  customer: QuotationCustomerSchema,
  pricing: OrderPricingSchema,
  terms: QuotationTermsSchema,
  /** The PDF: a signed link that needs no sign-in, so the guest's success page and email can open it. */
  pdfUrl: z.string(),
  /** When the staff last emailed the customer the link to order a won quotation; null until then. */
  orderLinkSentAt: z.string().nullable(),
  /** The order the quotation became ('ordered'); null until then. */
  orderId: z.number().int().positive().nullable(),
});
export type Quotation = z.infer<typeof QuotationSchema>;

export const QuotationSummarySchema = QuotationSchema.pick({
  id: true,
  number: true,
  status: true,
  createdAt: true,
  validUntil: true,
  pdfUrl: true,
}).extend({ total: OrderPricingSchema.shape.total, lineCount: z.number().int().nonnegative() });
export type QuotationSummary = z.infer<typeof QuotationSummarySchema>;

export const QuotationListSchema = z.object({
  data: z.array(QuotationSummarySchema),
  offset: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type QuotationList = z.infer<typeof QuotationListSchema>;

/** The back office's steps of a quotation (each audited; the inbox request follows). */
export const QUOTATION_STAFF_STEPS = ['sent', 'won', 'lost'] as const;
export const QuotationStepSchema = z.object({ status: z.enum(QUOTATION_STAFF_STEPS) });
export type QuotationStep = z.infer<typeof QuotationStepSchema>;

/**
 * GET /orders/quotation/ordering?token=: a won quotation as its order link shows it, before the customer orders it
 * through the checkout. The unit prices are the quoted ones; the order pays the lower of them and the current ones.
 */
export const QuotationOrderingLineSchema = z.object({
  productId: z.number().int().positive(),
  type: z.string(),
  title: z.string(),
  quantity: z.number().int().positive(),
  unitPrice: OrderPricingSchema.shape.total,
});
export type QuotationOrderingLine = z.infer<typeof QuotationOrderingLineSchema>;

export const QuotationOrderingSchema = z.object({
  number: z.string(),
  lines: z.array(QuotationOrderingLineSchema),
  total: OrderPricingSchema.shape.total,
  /** The last day (yyyy-mm-dd, Swiss time) the link and the prices hold. */
  validUntil: z.string(),
});
export type QuotationOrdering = z.infer<typeof QuotationOrderingSchema>;
