import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contestEntries, contests } from '../../db/schema/contests';

export type ContestRow = typeof contests.$inferSelect;
export type ContestEntryRow = typeof contestEntries.$inferSelect;

/** SQL of the contests and their entries; one entry per person is the unique index's, not a read's. */
export function createContestsRepository(db: Db) {
  return {
    async findBySlug(slug: string, options: { forUpdate?: boolean } = {}): Promise<ContestRow | undefined> {
      const query = db.select().from(contests).where(eq(contests.slug, slug));
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row;
    },

    /** Every contest, the latest to open first, with its number of entries. */
    async listWithCounts() {
      return db
        .select({ contest: contests, entries: count(contestEntries.id) })
        .from(contests)
        .leftJoin(contestEntries, eq(contestEntries.contestId, contests.id))
        .groupBy(contests.id)
        .orderBy(sql`${contests.opensAt} desc`, asc(contests.id));
    },

    async countEntries(contestId: number): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(contestEntries)
        .where(eq(contestEntries.contestId, contestId));
      return row?.count ?? 0;
    },

    async insertContest(values: typeof contests.$inferInsert): Promise<ContestRow> {
      const [row] = await db.insert(contests).values(values).returning();
      return row!;
    },

    async updateContest(id: number, values: Partial<typeof contests.$inferInsert>): Promise<ContestRow> {
      const [row] = await db.update(contests).set(values).where(eq(contests.id, id)).returning();
      return row!;
    },

    /** The entry, or undefined when this person (by email key) has one already: the index decides. */
    async insertEntry(values: typeof contestEntries.$inferInsert): Promise<ContestEntryRow | undefined> {
      const [row] = await db.insert(contestEntries).values(values).onConflictDoNothing().returning();
      return row;
    },

    async findEntry(id: number): Promise<ContestEntryRow | undefined> {
      const [row] = await db.select().from(contestEntries).where(eq(contestEntries.id, id));
      return row;
    },

    /** A contest's entries in the order they came. */
    entries(contestId: number, page?: { offset: number; limit: number }): Promise<ContestEntryRow[]> {
      const query = db
        .select()
        .from(contestEntries)
        .where(eq(contestEntries.contestId, contestId))
        .orderBy(asc(contestEntries.createdAt), asc(contestEntries.id));
      return page ? query.offset(page.offset).limit(page.limit) : query;
    },
  };
}
