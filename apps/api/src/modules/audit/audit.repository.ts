import type { AuditFilter } from '@beast/domain/staff/audit-api.schema';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, staffMembers } from '../../db/schema/staff';
import { onOrAfterSwissDay, onOrBeforeSwissDay } from '../../lib/swiss-days';

/** Reading the audit log: newest first, filtered, paged in the database. */
export function createAuditRepository(db: Db) {
  function conditions(filter: AuditFilter): SQL | undefined {
    const parts: SQL[] = [];
    if (filter.staffId !== undefined) parts.push(eq(auditLog.staffId, filter.staffId));
    if (filter.entityType !== undefined) parts.push(eq(auditLog.entityType, filter.entityType));
    if (filter.from !== undefined) parts.push(onOrAfterSwissDay(auditLog.createdAt, filter.from));
    if (filter.to !== undefined) parts.push(onOrBeforeSwissDay(auditLog.createdAt, filter.to));
    return parts.length > 0 ? and(...parts) : undefined;
  }

  return {
    async list(filter: AuditFilter, offset: number, limit: number) {
      const where = conditions(filter);
      const rows = await db
        .select({ entry: auditLog, staffName: staffMembers.name, staffEmail: staffMembers.email })
        .from(auditLog)
        .innerJoin(staffMembers, eq(staffMembers.id, auditLog.staffId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .offset(offset)
        .limit(limit);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLog).where(where);
      return { rows, total };
    },

    async entityTypes(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ entityType: auditLog.entityType })
        .from(auditLog)
        .orderBy(auditLog.entityType);
      return rows.map((row) => row.entityType);
    },
  };
}
