import { and, asc, count, desc, eq, gt, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { companyMembershipCodes, companyMemberships, partnerCompanies } from '../../db/schema/partners';

export type MembershipRow = typeof companyMemberships.$inferSelect;
export type MembershipCodeRow = typeof companyMembershipCodes.$inferSelect;

/**
 * The partner companies an account is a member of at `now` (verified, not expired, not revoked): what every
 * route that shows or prices a flash offer asks (spec §1: flash offers are for members of a partner company).
 */
export async function activeCompanyIds(db: Db, userId: number, now: Date): Promise<number[]> {
  const rows = await db
    .select({ companyId: companyMemberships.companyId })
    .from(companyMemberships)
    .where(
      and(
        eq(companyMemberships.userId, userId),
        isNull(companyMemberships.revokedAt),
        gt(companyMemberships.expiresAt, now),
      ),
    );
  return rows.map((row) => row.companyId);
}

/** SQL of the memberships and the codes that prove them. */
export function createMembershipsRepository(db: Db) {
  return {
    /** The account's membership of the company that is not revoked (live or expired): the one a renewal extends. */
    async findUnrevoked(userId: number, companyId: number): Promise<MembershipRow | undefined> {
      const [row] = await db
        .select()
        .from(companyMemberships)
        .where(
          and(
            eq(companyMemberships.userId, userId),
            eq(companyMemberships.companyId, companyId),
            isNull(companyMemberships.revokedAt),
          ),
        )
        .for('update');
      return row;
    },

    /** Another account's unrevoked membership with this work address, if any. */
    async findAddressHolder(workEmailKey: string, userId: number): Promise<MembershipRow | undefined> {
      const [row] = await db
        .select()
        .from(companyMemberships)
        .where(
          and(
            eq(companyMemberships.workEmailKey, workEmailKey),
            isNull(companyMemberships.revokedAt),
            ne(companyMemberships.userId, userId),
          ),
        );
      return row;
    },

    async insert(values: typeof companyMemberships.$inferInsert): Promise<MembershipRow> {
      const [row] = await db.insert(companyMemberships).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<typeof companyMemberships.$inferInsert>): Promise<MembershipRow> {
      const [row] = await db.update(companyMemberships).set(values).where(eq(companyMemberships.id, id)).returning();
      return row!;
    },

    /** Revokes a membership once; false when it was revoked already or does not belong to the company. */
    async revoke(id: number, companyId: number, now: Date): Promise<MembershipRow | undefined> {
      const [row] = await db
        .update(companyMemberships)
        .set({ revokedAt: now })
        .where(
          and(
            eq(companyMemberships.id, id),
            eq(companyMemberships.companyId, companyId),
            isNull(companyMemberships.revokedAt),
          ),
        )
        .returning();
      return row;
    },

    /** The account's memberships not revoked and not expired, with their companies, the latest to end last. */
    forUser(userId: number, now: Date) {
      return db
        .select({ membership: companyMemberships, slug: partnerCompanies.slug, name: partnerCompanies.name })
        .from(companyMemberships)
        .innerJoin(partnerCompanies, eq(partnerCompanies.id, companyMemberships.companyId))
        .where(
          and(
            eq(companyMemberships.userId, userId),
            isNull(companyMemberships.revokedAt),
            gt(companyMemberships.expiresAt, now),
          ),
        )
        .orderBy(asc(companyMemberships.expiresAt));
    },

    /** A company's members (the back office), live ones first, then the most recent. */
    ofCompany(companyId: number) {
      return db
        .select({
          membership: companyMemberships,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(companyMemberships)
        .innerJoin(users, eq(users.id, companyMemberships.userId))
        .where(eq(companyMemberships.companyId, companyId))
        .orderBy(sql`${companyMemberships.revokedAt} is not null`, desc(companyMemberships.expiresAt));
    },

    /** Memberships ending by `until`, live, not reminded yet: claimed so that one instance reminds each once. */
    async claimToRemind(now: Date, until: Date, limit: number): Promise<MembershipRow[]> {
      const due = db
        .select({ id: companyMemberships.id })
        .from(companyMemberships)
        .where(
          and(
            isNull(companyMemberships.revokedAt),
            isNull(companyMemberships.reminderSentAt),
            gt(companyMemberships.expiresAt, now),
            lte(companyMemberships.expiresAt, until),
          ),
        )
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(companyMemberships)
        .set({ reminderSentAt: now })
        .where(sql`${companyMemberships.id} in (${due})`)
        .returning();
    },

    // The codes.

    async insertCode(values: typeof companyMembershipCodes.$inferInsert): Promise<void> {
      await db.insert(companyMembershipCodes).values(values);
    },

    /** Ends the account's unused codes for the company: a new code replaces them. */
    async consumeLiveCodes(userId: number, companyId: number, now: Date): Promise<void> {
      await db
        .update(companyMembershipCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(companyMembershipCodes.userId, userId),
            eq(companyMembershipCodes.companyId, companyId),
            isNull(companyMembershipCodes.consumedAt),
          ),
        );
    },

    /** The account's latest unused code for the company. */
    async findLiveCode(userId: number, companyId: number): Promise<MembershipCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(companyMembershipCodes)
        .where(
          and(
            eq(companyMembershipCodes.userId, userId),
            eq(companyMembershipCodes.companyId, companyId),
            isNull(companyMembershipCodes.consumedAt),
          ),
        )
        .orderBy(desc(companyMembershipCodes.id))
        .limit(1);
      return row;
    },

    /** Counts a try before the code is compared, atomically: parallel guesses cannot pass the limit. */
    async takeTry(id: number, maxTries: number): Promise<boolean> {
      const rows = await db
        .update(companyMembershipCodes)
        .set({ tries: sql`${companyMembershipCodes.tries} + 1` })
        .where(and(eq(companyMembershipCodes.id, id), sql`${companyMembershipCodes.tries} < ${maxTries}`))
        .returning({ id: companyMembershipCodes.id });
      return rows.length > 0;
    },

    /** Uses the code once; false when another request used it first. */
    async consumeCode(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(companyMembershipCodes)
        .set({ consumedAt: now })
        .where(and(eq(companyMembershipCodes.id, id), isNull(companyMembershipCodes.consumedAt)))
        .returning({ id: companyMembershipCodes.id });
      return rows.length > 0;
    },

    async countCodesOfUserSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(companyMembershipCodes)
        .where(and(eq(companyMembershipCodes.userId, userId), gte(companyMembershipCodes.createdAt, since)));
      return row?.count ?? 0;
    },

    async countCodesToAddressSince(workEmailKey: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(companyMembershipCodes)
        .where(
          and(eq(companyMembershipCodes.workEmailKey, workEmailKey), gte(companyMembershipCodes.createdAt, since)),
        );
      return row?.count ?? 0;
    },
  };
}
