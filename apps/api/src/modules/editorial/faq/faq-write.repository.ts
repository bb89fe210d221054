import type { FaqCategory } from '@beast/domain/content/editorial';
import type { Locale } from '@beast/domain/i18n/locale';
import { asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { faqEntries, faqEntryTranslations } from '../../../db/schema/editorial';

export type FaqEntryValues = Omit<typeof faqEntries.$inferInsert, 'id'>;
export type FaqTextValues = { locale: Locale; question: string; answer: string };

/** An entry as stored: its row and the translation of each language it is written in. */
export interface StoredFaqEntry {
  entry: typeof faqEntries.$inferSelect;
  translations: (typeof faqEntryTranslations.$inferSelect)[];
}

/** The FAQ's writes: whole entries with their translations, and the order of a category. */
export function createFaqWriteRepository(db: Db) {
  return {
    /** `lock`: the entry's row stays locked until the transaction ends, so two changes of it run one after the other. */
    async findEntry(where: { id: number } | { key: string }, { lock = false } = {}) {
      const query = db
        .select()
        .from(faqEntries)
        .where('id' in where ? eq(faqEntries.id, where.id) : eq(faqEntries.key, where.key))
        .limit(1);
      const [entry] = await (lock ? query.for('update') : query);
      if (!entry) return undefined;
      const translations = await db
        .select()
        .from(faqEntryTranslations)
        .where(eq(faqEntryTranslations.entryId, entry.id));
      return { entry, translations } satisfies StoredFaqEntry;
    },

    /** Every entry with its translations, category by category in their order (the back office's list). */
    async listEntries(): Promise<StoredFaqEntry[]> {
      const entries = await db.select().from(faqEntries).orderBy(asc(faqEntries.sortOrder), asc(faqEntries.id));
      const translations = await db.select().from(faqEntryTranslations);
      return entries.map((entry) => ({
        entry,
        translations: translations.filter((translation) => translation.entryId === entry.id),
      }));
    },

    async insertEntry(values: FaqEntryValues, texts: FaqTextValues[]): Promise<number> {
      const [row] = await db.insert(faqEntries).values(values).returning({ id: faqEntries.id });
      if (texts.length > 0) {
        await db.insert(faqEntryTranslations).values(texts.map((text) => ({ ...text, entryId: row!.id })));
      }
      return row!.id;
    },

    async updateEntry(id: number, values: FaqEntryValues, texts: FaqTextValues[]): Promise<void> {
      await db.update(faqEntries).set(values).where(eq(faqEntries.id, id));
      await db.delete(faqEntryTranslations).where(eq(faqEntryTranslations.entryId, id));
      if (texts.length > 0) {
        await db.insert(faqEntryTranslations).values(texts.map((text) => ({ ...text, entryId: id })));
      }
    },

    /** The entries of a category in their order, locked when asked so that two reorderings run one after the other. */
    async categoryOrder(category: FaqCategory, { lock = false } = {}) {
      const query = db
        .select({ id: faqEntries.id, key: faqEntries.key })
        .from(faqEntries)
        .where(eq(faqEntries.category, category))
        .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.id));
      return lock ? query.for('update') : query;
    },

    /** The place after the last entry of a category. */
    async nextSortOrder(category: FaqCategory): Promise<number> {
      const [row] = await db
        .select({ last: max(faqEntries.sortOrder) })
        .from(faqEntries)
        .where(eq(faqEntries.category, category));
      return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
    },

    /** Numbers the entries 0, 1, 2 … in the order given. */
    async setOrder(ids: readonly number[]): Promise<void> {
      for (const [sortOrder, id] of ids.entries()) {
        await db.update(faqEntries).set({ sortOrder }).where(eq(faqEntries.id, id));
      }
    },
  };
}

export type FaqWriteRepository = ReturnType<typeof createFaqWriteRepository>;
