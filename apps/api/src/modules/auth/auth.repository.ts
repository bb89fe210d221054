import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CodePurpose, oneTimeCodes, refreshTokens, users } from '../../db/schema/accounts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type CodeRow = typeof oneTimeCodes.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Queries of sign-in: accounts by email, one-time codes and refresh tokens. No decisions here. */
export function createAuthRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
      return row;
    },

    async findUserById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async insertUser(values: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    /** Like `insertUser`, but answers undefined instead of failing when the email has an account already. */
    async insertUserIfAbsent(values: NewUser): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },

    async confirmEmail(userId: number, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ emailConfirmedAt: at, updatedAt: at })
        .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
    },

    /** Changes the password only if it is still the one the caller saw (a reset token is spent once). */
    async replacePasswordHash(userId: number, previousHash: string, nextHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ passwordHash: nextHash, updatedAt: at })
        .where(and(eq(users.id, userId), eq(users.passwordHash, previousHash)))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    async insertCode(values: typeof oneTimeCodes.$inferInsert): Promise<void> {
      await db.insert(oneTimeCodes).values(values);
    },

    /** Ends the user's live codes of a purpose: a new code replaces the previous one. */
    async consumeLiveCodes(userId: number, purpose: CodePurpose, at: Date): Promise<void> {
      await db
        .update(oneTimeCodes)
        .set({ consumedAt: at })
        .where(
          and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)),
        );
    },

    async findLiveCode(userId: number, purpose: CodePurpose): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)))
        .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
        .limit(1);
      return row;
    },

    async findLatestCodeTime(userId: number, purpose: CodePurpose): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: oneTimeCodes.createdAt })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return row?.createdAt;
    },

    async countCodesSince(userId: number, purpose: CodePurpose, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(oneTimeCodes)
        .where(
          and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), gte(oneTimeCodes.createdAt, since)),
        );
      return row?.total ?? 0;
    },

    /** Counts one try atomically, so parallel guesses cannot exceed the limit; false when none is left. */
    async takeTry(codeId: number, maxTries: number): Promise<boolean> {
      const rows = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(and(eq(oneTimeCodes.id, codeId), lt(oneTimeCodes.attempts, maxTries), isNull(oneTimeCodes.consumedAt)))
        .returning({ id: oneTimeCodes.id });
      return rows.length === 1;
    },

    /** Uses the code; false when it was used meanwhile (single use even under races). */
    async consumeCode(codeId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(oneTimeCodes)
        .set({ consumedAt: at })
        .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.consumedAt)))
        .returning({ id: oneTimeCodes.id });
      return rows.length === 1;
    },

    async insertRefreshToken(values: typeof refreshTokens.$inferInsert): Promise<void> {
      await db.insert(refreshTokens).values(values);
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
      return row;
    },

    /** Marks the token as replaced; false when it was already rotated or revoked. */
    async rotateRefreshToken(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ rotatedAt: at })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async revokeFamily(family: string, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
    },

    async revokeRefreshToken(tokenHash: string, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt)));
    },

    async revokeUserRefreshTokens(userId: number, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
