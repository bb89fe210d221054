import { pageOf } from '../catalog/product.schema';
import { ALL_INBOX_STATUSES, INBOX_KINDS } from '../inbox/inbox';
import { AdminOrderNoteRequestSchema } from '../orders/admin-orders-api.schema';
import { z } from '../zod';

/** The back office's inbox (issue: bookings and requests): every visitor's request, its status, owner and notes. */
export const INBOX_PAGE_SIZE = 25;

const StaffRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const InboxItemSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(INBOX_KINDS),
    status: z.enum(ALL_INBOX_STATUSES as [string, ...string[]]),
    refId: z.number().int().nullable().describe("The kind's own record (a booking, a quotation), when it has one"),
    locale: z.enum(['en', 'fr', 'de']),
    name: z.string(),
    email: z.string(),
    summary: z.string(),
    owner: StaffRefSchema.nullable(),
    createdAt: z.string().describe('ISO 8601'),
    updatedAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'InboxItem' });
export type InboxItem = z.infer<typeof InboxItemSchema>;

export const InboxListSchema = pageOf(InboxItemSchema);
export type InboxList = z.infer<typeof InboxListSchema>;

export const InboxNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  staff: StaffRefSchema.nullable(),
  createdAt: z.string(),
});
export type InboxNote = z.infer<typeof InboxNoteSchema>;

export const InboxDetailSchema = InboxItemSchema.extend({
  payload: z.record(z.string(), z.unknown()).describe('What the visitor sent, for kinds without records of their own'),
  notes: z.array(InboxNoteSchema),
  /** Who the request may be given to. */
  staff: z.array(StaffRefSchema),
});
export type InboxDetail = z.infer<typeof InboxDetailSchema>;

/** GET /admin/inbox: newest first; `open` leaves out the closed ones, `owner=me` the member's own. */
export const InboxFilterSchema = z.object({
  kind: z.enum(INBOX_KINDS).optional(),
  status: z.enum(ALL_INBOX_STATUSES as [string, ...string[]]).optional(),
  view: z.enum(['open', 'all']).default('open'),
  owner: z.union([z.literal('me'), z.literal('nobody'), z.coerce.number().int().positive()]).optional(),
  q: z.string().trim().max(100).optional().describe('Part of a name or an email'),
});
export type InboxFilter = z.infer<typeof InboxFilterSchema>;

/** PATCH /admin/inbox/{id}: the owner (null: nobody), and the status of the kinds set by hand. */
export const InboxUpdateSchema = z
  .object({
    ownerStaffId: z.number().int().positive().nullable().optional(),
    status: z.enum(ALL_INBOX_STATUSES as [string, ...string[]]).optional(),
  })
  .refine((update) => update.ownerStaffId !== undefined || update.status !== undefined, {
    error: 'validation.invalid',
  });
export type InboxUpdate = z.infer<typeof InboxUpdateSchema>;

/** POST /admin/inbox/{id}/notes: a note as on an order, by the same rule. */
export const InboxNoteAddSchema = AdminOrderNoteRequestSchema;
