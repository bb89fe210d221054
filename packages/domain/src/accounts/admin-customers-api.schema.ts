import { pageOf } from '../catalog/product.schema';
import { LOCALES } from '../i18n/locale';
import type { MessageKey } from '../i18n/messages/en';
import { MoneySchema } from '../money/money.schema';
import { ORDER_STATUS_COLOURS, OrderStatusSchema } from '../orders/order-status';
import { OrderSchema } from '../orders/orders-api.schema';
import { SentEmailSchema } from '../staff/sent-email.schema';
import { formObject, requiredText } from '../validation/text-rules';
import { z } from '../zod';

/**
 * The back office's Customers screens (/api/admin/customers): the searchable list, one customer's page
 * (profile, orders, vehicles, emails sent) and what staff do for them: resend the confirmation email,
 * disable or enable the account, hand over their data (export) and erase it on request (decision 17).
 * sales and admin act; support reads (the roles table, staff-roles.ts).
 */

export const ADMIN_CUSTOMERS_PAGE_SIZE = 25;
export const ADMIN_CUSTOMERS_MAX_PAGE_SIZE = 100;
export const ADMIN_CUSTOMER_SEARCH_MAX_LENGTH = 100;

/** GET /admin/customers: `search` finds an email, a name, a phone number or the number of one of their orders. */
export const AdminCustomerFilterSchema = z.object({
  search: z.string().trim().max(ADMIN_CUSTOMER_SEARCH_MAX_LENGTH).optional(),
});
export type AdminCustomerFilter = z.infer<typeof AdminCustomerFilterSchema>;

/** Where an account stands: `erased` wins over `disabled`, which wins over an unconfirmed address. */
export const CUSTOMER_STATES = ['active', 'unconfirmed', 'disabled', 'erased'] as const;
export type CustomerState = (typeof CUSTOMER_STATES)[number];

export const AdminCustomerSummarySchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Dial code and number as the customer typed them; null when none was given. */
  phone: z.string().nullable(),
  state: z.enum(CUSTOMER_STATES),
  orderCount: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type AdminCustomerSummary = z.infer<typeof AdminCustomerSummarySchema>;

export const AdminCustomerListSchema = pageOf(AdminCustomerSummarySchema);
export type AdminCustomerList = z.infer<typeof AdminCustomerListSchema>;

export const AdminCustomerProfileSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  nationality: z.string().nullable(),
  countryCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  country: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  hasPhoto: z.boolean(),
  language: z.enum(LOCALES),
  createdAt: z.string(),
  emailConfirmedAt: z.string().nullable(),
  disabledAt: z.string().nullable(),
  erasedAt: z.string().nullable(),
  state: z.enum(CUSTOMER_STATES),
});
export type AdminCustomerProfile = z.infer<typeof AdminCustomerProfileSchema>;

export const AdminCustomerOrderSchema = z.object({
  id: z.number().int().positive(),
  number: z.string(),
  createdAt: z.string(),
  status: OrderStatusSchema,
  statusColour: z.enum(ORDER_STATUS_COLOURS),
  total: MoneySchema,
  amountPaid: MoneySchema,
});

export const AdminCustomerVehicleSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  editionNumber: z.string().nullable(),
  orderId: z.number().int().positive(),
  orderNumber: z.string(),
  deliveredAt: z.string(),
});

/** GET /admin/customers/:id: the customer's page. */
export const AdminCustomerSchema = z.object({
  profile: AdminCustomerProfileSchema,
  orders: z.array(AdminCustomerOrderSchema),
  vehicles: z.array(AdminCustomerVehicleSchema),
  /** Every email written to the account or about its orders, newest first. */
  emails: z.array(SentEmailSchema),
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;

/**
 * GET /admin/customers/:id/export: everything the shop holds on the person (nFADP art. 25, GDPR art. 15 and
 * 20), as a JSON file.
 */
export const CustomerDataExportSchema = z.object({
  exportedAt: z.string(),
  profile: AdminCustomerProfileSchema,
  addresses: z.array(
    z.object({
      source: z.string().describe('"profile", or the number of the order the address was given for'),
      country: z.string().nullable(),
      zipCode: z.string().nullable(),
      city: z.string().nullable(),
      address: z.string().nullable(),
    }),
  ),
  /** The account's orders as the customer sees them: lines, contacts, delivery, payments. */
  orders: z.array(OrderSchema),
  vehicles: z.array(AdminCustomerVehicleSchema),
  emails: z.array(SentEmailSchema.extend({ text: z.string() })),
  /**
   * What the person sent by email, with or without the account (requests, entries, subscriptions), and the
   * emails written to the address outside the account: by source.
   */
  byEmail: z.record(z.string(), z.array(z.unknown())),
});
export type CustomerDataExport = z.infer<typeof CustomerDataExportSchema>;

export const CUSTOMER_ERASURE_ERRORS = {
  required: 'validation.erasureConfirmation.required',
  mismatch: 'validation.erasureConfirmation.mismatch',
} as const satisfies Record<string, MessageKey>;

/**
 * POST /admin/customers/:id/erase: staff type the customer's email address, so an erasure is never one
 * click on the wrong page. The API compares it with the account's (any case).
 */
export const CustomerErasureRequestSchema = formObject({
  confirmation: requiredText(CUSTOMER_ERASURE_ERRORS.required),
});
export type CustomerErasureRequest = z.infer<typeof CustomerErasureRequestSchema>;
