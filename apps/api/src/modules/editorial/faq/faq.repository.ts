import { FAQ_CATEGORIES, type FaqCategory } from '@beast/domain/content/editorial';
import type { Locale } from '@beast/domain/i18n/locale';
import { and, asc, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { faqEntries, faqEntryTranslations } from '../../../db/schema/editorial';
import { tsQuery, tsVector } from '../text-search';

/** An entry as a visitor reads it, its answer still Markdown. */
export interface PublicFaqRow {
  id: number;
  key: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

/** The categories in the page's order, as SQL: entries of every category are listed category by category. */
const CATEGORY_ORDER = sql`array_position(ARRAY[${sql.join(
  FAQ_CATEGORIES.map((category) => sql`${category}`),
  sql`, `,
)}]::text[], ${faqEntries.category})`;

/** The FAQ's public reads: published entries whose time has come, in the language asked, never another. */
export function createFaqRepository(db: Db) {
  function publicEntries(locale: Locale, now: Date, where: (SQL | undefined)[]) {
    return db
      .select({
        id: faqEntries.id,
        key: faqEntries.key,
        category: faqEntries.category,
        question: faqEntryTranslations.question,
        answer: faqEntryTranslations.answer,
      })
      .from(faqEntries)
      .innerJoin(
        faqEntryTranslations,
        and(eq(faqEntryTranslations.entryId, faqEntries.id), eq(faqEntryTranslations.locale, locale)),
      )
      .where(and(eq(faqEntries.status, 'published'), lte(faqEntries.publishedAt, now), ...where));
  }

  return {
    /** A category's entries in their order, or every category's. */
    list(locale: Locale, now: Date, category?: FaqCategory): Promise<PublicFaqRow[]> {
      return publicEntries(locale, now, [category ? eq(faqEntries.category, category) : undefined]).orderBy(
        CATEGORY_ORDER,
        asc(faqEntries.sortOrder),
        asc(faqEntries.id),
      );
    },

    /**
     * The entries whose question or answer holds every word of the search in the page's language (as the
     * start of a word, or the exact phrase anywhere), questions that match ranked first.
     */
    async search(locale: Locale, now: Date, query: string, category?: FaqCategory): Promise<PublicFaqRow[]> {
      const words = tsQuery(query, locale);
      const phrase = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const document = sql`${tsVector(locale, sql`${faqEntryTranslations.question}`, 'A')} || ${tsVector(
        locale,
        sql`${faqEntryTranslations.answer}`,
        'B',
      )}`;
      const inQuestion = sql`${faqEntryTranslations.question} ilike ${phrase}`;
      const matches = words
        ? sql`(${document} @@ ${words} or ${inQuestion} or ${faqEntryTranslations.answer} ilike ${phrase})`
        : sql`(${inQuestion} or ${faqEntryTranslations.answer} ilike ${phrase})`;
      const ranks = words ? [desc(sql`ts_rank(${document}, ${words})`)] : [];
      return publicEntries(locale, now, [matches, category ? eq(faqEntries.category, category) : undefined]).orderBy(
        desc(sql`(${inQuestion})`),
        ...ranks,
        CATEGORY_ORDER,
        asc(faqEntries.sortOrder),
        asc(faqEntries.id),
      );
    },
  };
}

export type FaqRepository = ReturnType<typeof createFaqRepository>;
