import type { AuditAction } from '@beast/domain/staff/audit-api.schema';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/staff';
import type { Actor } from '../../lib/content-change';

/**
 * The one way to write the audit log (ARCHITECTURE: Back office). Every change a staff member makes is
 * recorded with the transaction of the change (`tx`), so the entry and the change are committed together or
 * not at all.
 */
export interface AuditEntryValues {
  staffId: number;
  action: AuditAction;
  /** What kind of entry changed (`product`, `coupon`, `staff` …) and which one (its slug, code or id). */
  entityType: string;
  entityKey: string;
  /** The entry as it was (null when it is new) and as it is now (null when it is gone). */
  before: unknown;
  after: unknown;
}

export async function recordAudit(tx: Db, entry: AuditEntryValues): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    entityType: entry.entityType,
    entityKey: entry.entityKey,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export type AuditedChange = Omit<AuditEntryValues, 'staffId'>;

/**
 * Records a change when a staff member made it. Changes by a tool (the content importer, the operators'
 * commands) are summarised by the tool itself: the audit log is the back office's account of its people.
 */
export async function recordStaffChange(tx: Db, actor: Actor, change: AuditedChange): Promise<void> {
  if (actor.kind !== 'staff') return;
  await recordAudit(tx, { staffId: actor.staffId, ...change });
}

/** What a write use case did: created a new entry or replaced one, and whether anything changed at all. */
export interface ChangeOutcome {
  created: boolean;
  changed: boolean;
}

/**
 * A content entry written whole (a product, a coupon, a centre …), created or replaced; nothing is recorded
 * when the write changed nothing.
 */
export async function recordContentWrite(
  tx: Db,
  actor: Actor,
  write: { entityType: string; entityKey: string; before: unknown; after: unknown } & ChangeOutcome,
): Promise<void> {
  if (!write.changed) return;
  await recordStaffChange(tx, actor, {
    action: write.created ? 'created' : 'updated',
    entityType: write.entityType,
    entityKey: write.entityKey,
    before: write.before,
    after: write.after,
  });
}
