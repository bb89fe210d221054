import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffMembers, staffRecoveryCodes, staffSessions } from '../../db/schema/staff';

export type StaffRow = typeof staffMembers.$inferSelect;
export type NewStaff = typeof staffMembers.$inferInsert;
export type StaffSessionRow = typeof staffSessions.$inferSelect;

/** Queries of staff accounts, their recovery codes and their sessions. No decisions here. */
export function createStaffRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<StaffRow | undefined> {
      const [row] = await db
        .select()
        .from(staffMembers)
        .where(sql`lower(${staffMembers.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    async findById(id: number): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
      return row;
    },

    async findByEnrolmentToken(tokenHash: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staffMembers).where(eq(staffMembers.enrolmentTokenHash, tokenHash)).limit(1);
      return row;
    },

    async insert(values: NewStaff): Promise<StaffRow> {
      const [row] = await db.insert(staffMembers).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<NewStaff> & { updatedAt: Date }): Promise<StaffRow> {
      const [row] = await db.update(staffMembers).set(values).where(eq(staffMembers.id, id)).returning();
      return row!;
    },

    /** Newest first, with the number of all members. */
    async list(offset: number, limit: number): Promise<{ rows: StaffRow[]; total: number }> {
      const rows = await db
        .select()
        .from(staffMembers)
        .orderBy(desc(staffMembers.createdAt), desc(staffMembers.id))
        .offset(offset)
        .limit(limit);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(staffMembers);
      return { rows, total };
    },

    /**
     * Counts a failed password or code, atomically. The attempt that reaches `max` locks the account until
     * `lockedUntil` and starts the count again. Answers the row as it now is.
     */
    async recordFailure(id: number, max: number, lockedUntil: Date, at: Date): Promise<StaffRow> {
      const reachesMax = sql`${staffMembers.failedAttempts} + 1 >= ${max}`;
      const [row] = await db
        .update(staffMembers)
        .set({
          failedAttempts: sql`case when ${reachesMax} then 0 else ${staffMembers.failedAttempts} + 1 end`,
          lockedUntil: sql`case when ${reachesMax} then ${lockedUntil.toISOString()}::timestamptz else ${staffMembers.lockedUntil} end`,
          updatedAt: at,
        })
        .where(eq(staffMembers.id, id))
        .returning();
      return row!;
    },

    /** Takes a code's time step, unless this or a later one was taken already (a code works once). */
    async takeTotpStep(id: number, step: number): Promise<boolean> {
      const rows = await db
        .update(staffMembers)
        .set({ totpLastStep: step })
        .where(and(eq(staffMembers.id, id), or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step))))
        .returning({ id: staffMembers.id });
      return rows.length === 1;
    },

    async replaceRecoveryCodes(staffId: number, hashes: readonly string[]): Promise<void> {
      await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
      if (hashes.length > 0) {
        await db.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })));
      }
    },

    /** Marks an unused recovery code used; false when there is none with this hash. */
    async useRecoveryCode(staffId: number, codeHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(staffRecoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(staffRecoveryCodes.staffId, staffId),
            eq(staffRecoveryCodes.codeHash, codeHash),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      return rows.length === 1;
    },

    async insertSession(values: typeof staffSessions.$inferInsert): Promise<void> {
      await db.insert(staffSessions).values(values);
    },

    /** A session that is neither revoked nor past its end, with its member. */
    async findLiveSession(tokenHash: string, at: Date) {
      const [row] = await db
        .select({ session: staffSessions, member: staffMembers })
        .from(staffSessions)
        .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, tokenHash),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, at),
            gt(staffSessions.absoluteExpiresAt, at),
          ),
        )
        .limit(1);
      return row;
    },

    async extendSession(id: number, lastSeenAt: Date, expiresAt: Date): Promise<void> {
      await db.update(staffSessions).set({ lastSeenAt, expiresAt }).where(eq(staffSessions.id, id));
    },

    async revokeSession(tokenHash: string, at: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: at })
        .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
    },

    async revokeMemberSessions(staffId: number, at: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: at })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
