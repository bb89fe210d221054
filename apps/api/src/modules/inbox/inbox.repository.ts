import type { InboxKind, InboxStatus } from '@beast/domain/inbox/inbox';
import { CLOSED_INBOX_STATUSES } from '@beast/domain/inbox/inbox';
import type { InboxFilter } from '@beast/domain/staff/inbox-api.schema';
import { and, asc, count, desc, eq, ilike, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inboxNotes, inboxRequests } from '../../db/schema/inbox';
import { staffMembers } from '../../db/schema/staff';

export type InboxRow = typeof inboxRequests.$inferSelect;
export type NewInboxRow = typeof inboxRequests.$inferInsert;

const itemColumns = {
  request: inboxRequests,
  ownerName: staffMembers.name,
};

/** The inbox's table: requests, their owners and notes. */
export function createInboxRepository(db: Db) {
  return {
    async insert(row: NewInboxRow): Promise<InboxRow> {
      const [inserted] = await db.insert(inboxRequests).values(row).returning();
      return inserted!;
    },

    /** Sets a kind's record's status; the row it changed, or undefined when there is none. */
    async setStatusByRef(kind: InboxKind, refId: number, status: InboxStatus, at: Date) {
      const [row] = await db
        .update(inboxRequests)
        .set({ status, updatedAt: at })
        .where(and(eq(inboxRequests.kind, kind), eq(inboxRequests.refId, refId)))
        .returning();
      return row;
    },

    /** Rewrites the line the list shows for a kind's record (a ride moved to another day). */
    async setSummaryByRef(kind: InboxKind, refId: number, summary: string, at: Date): Promise<void> {
      await db
        .update(inboxRequests)
        .set({ summary, updatedAt: at })
        .where(and(eq(inboxRequests.kind, kind), eq(inboxRequests.refId, refId)));
    },

    async update(id: number, values: Partial<Pick<InboxRow, 'status' | 'ownerStaffId'>>, at: Date) {
      const [row] = await db
        .update(inboxRequests)
        .set({ ...values, updatedAt: at })
        .where(eq(inboxRequests.id, id))
        .returning();
      return row;
    },

    async find(id: number, lock = false) {
      const query = db.select().from(inboxRequests).where(eq(inboxRequests.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    async list(filter: InboxFilter, staffId: number, offset: number, limit: number) {
      const where = and(...conditions(filter, staffId));
      const [rows, [total]] = await Promise.all([
        db
          .select(itemColumns)
          .from(inboxRequests)
          .leftJoin(staffMembers, eq(staffMembers.id, inboxRequests.ownerStaffId))
          .where(where)
          .orderBy(desc(inboxRequests.createdAt), desc(inboxRequests.id))
          .offset(offset)
          .limit(limit),
        db.select({ total: count() }).from(inboxRequests).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async ownerName(staffId: number | null) {
      if (staffId === null) return null;
      const [row] = await db.select({ name: staffMembers.name }).from(staffMembers).where(eq(staffMembers.id, staffId));
      return row?.name ?? null;
    },

    async notes(requestId: number) {
      return db
        .select({ note: inboxNotes, staffName: staffMembers.name })
        .from(inboxNotes)
        .leftJoin(staffMembers, eq(staffMembers.id, inboxNotes.staffId))
        .where(eq(inboxNotes.requestId, requestId))
        .orderBy(asc(inboxNotes.createdAt), asc(inboxNotes.id));
    },

    async addNote(requestId: number, staffId: number | null, text: string, at: Date) {
      const [note] = await db.insert(inboxNotes).values({ requestId, staffId, text, createdAt: at }).returning();
      return note!;
    },

    /** Active staff members a request may be given to. */
    async assignableStaff() {
      return db
        .select({ id: staffMembers.id, name: staffMembers.name })
        .from(staffMembers)
        .where(isNull(staffMembers.disabledAt))
        .orderBy(asc(staffMembers.name));
    },

    async isAssignable(staffId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: staffMembers.id })
        .from(staffMembers)
        .where(and(eq(staffMembers.id, staffId), isNull(staffMembers.disabledAt)));
      return row !== undefined;
    },
  };
}

function conditions(filter: InboxFilter, staffId: number): SQL[] {
  const where: SQL[] = [];
  if (filter.kind) where.push(eq(inboxRequests.kind, filter.kind));
  if (filter.status) where.push(eq(inboxRequests.status, filter.status as InboxStatus));
  else if (filter.view === 'open') where.push(notInArray(inboxRequests.status, [...CLOSED_INBOX_STATUSES]));
  if (filter.owner === 'me') where.push(eq(inboxRequests.ownerStaffId, staffId));
  else if (filter.owner === 'nobody') where.push(isNull(inboxRequests.ownerStaffId));
  else if (typeof filter.owner === 'number') where.push(eq(inboxRequests.ownerStaffId, filter.owner));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(inboxRequests.name, pattern), ilike(inboxRequests.email, pattern))!);
  }
  return where;
}

export type InboxRepository = ReturnType<typeof createInboxRepository>;
