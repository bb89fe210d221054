import { pageOf } from '../catalog/product.schema';
import { z } from '../zod';

/**
 * The audit log (ARCHITECTURE: Back office): every change a staff member made, who and when, to which
 * entry, with the values before and after. Written in the transaction of the change; admins read it.
 */

/** What a change did. Content written whole is `created` or `updated`; staff accounts have their own steps. */
export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'role-changed',
  'disabled',
  'enabled',
  'second-factor-reset',
  // Orders: staff act on an order through the state machine and its own steps.
  'status-changed',
  'delivery-changed',
  'note-added',
  'email-resent',
  // Customers: their personal data handed over, or erased on request (decision 17).
  'exported',
  'erased',
  'refunded',
  // Quotations: the link to order a won quotation, emailed to the customer.
  'order-link-sent',
  // The newsletter: an issue sent as a test to the member's own address, and sent to the subscribers.
  'test-sent',
  'sent',
  // Contests: the winner drawn (once, after the contest closed).
  'drawn',
  // Partner companies: a membership ended by staff before its time.
  'revoked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.string().describe('e.g. product, coupon, staff'),
  entityKey: z.string().describe("the entry's slug, code or id"),
  before: z.unknown().describe('null for an entry that did not exist'),
  after: z.unknown().describe('null for an entry that no longer exists'),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListSchema = pageOf(AuditEntrySchema);
export type AuditList = z.infer<typeof AuditListSchema>;

/** A calendar day of the filter (yyyy-mm-dd), read as a whole day in Swiss time. */
const DaySchema = z.iso.date();

/** GET /admin/audit: newest first, filtered by staff member, entity type and days (both included). */
export const AuditFilterSchema = z.object({
  staffId: z.coerce.number().int().positive().optional(),
  entityType: z.string().min(1).max(60).optional(),
  from: DaySchema.optional(),
  to: DaySchema.optional(),
});
export type AuditFilter = z.infer<typeof AuditFilterSchema>;

export const AUDIT_PAGE_SIZE = 25;

/** GET /admin/audit/entity-types: what the filter offers. */
export const AuditEntityTypesSchema = z.object({ data: z.array(z.string()) });
