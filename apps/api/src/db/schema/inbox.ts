import type { Locale } from '@beast/domain/i18n/locale';
import type { InboxKind, InboxStatus } from '@beast/domain/inbox/inbox';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staffMembers } from './staff';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * The staff's inbox: one row per request a visitor sent. A kind with records of its own (a test-ride booking,
 * a quotation) points at it with `refId` and keeps this row's status in step in the same transaction; a kind
 * without (a contact message, the B2B forms) keeps what was sent in `payload`. `name`, `email` and `summary` are
 * what the list shows, so it reads one table.
 */
export const inboxRequests = pgTable(
  'inbox_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<InboxKind>().notNull(),
    status: text('status').$type<InboxStatus>().notNull(),
    refId: integer('ref_id'),
    locale: text('locale').$type<Locale>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    summary: text('summary').notNull().default(''),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    ownerStaffId: integer('owner_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('inbox_requests_kind_created_idx').on(t.kind, t.createdAt),
    index('inbox_requests_status_created_idx').on(t.status, t.createdAt),
    index('inbox_requests_owner_idx').on(t.ownerStaffId, t.createdAt),
    index('inbox_requests_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('inbox_requests_kind_ref_unique').on(t.kind, t.refId),
  ],
);

/** What the staff wrote on a request, oldest first. */
export const inboxNotes = pgTable(
  'inbox_notes',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => inboxRequests.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('inbox_notes_request_idx').on(t.requestId, t.createdAt)],
);
