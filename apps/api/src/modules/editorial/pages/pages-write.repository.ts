import type { PageBlock, PageKey } from '@beast/domain/content/page-blocks';
import type { Locale } from '@beast/domain/i18n/locale';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contentPages, contentPageTranslations } from '../../../db/schema/editorial';

export type PageRow = typeof contentPages.$inferSelect;
export type PageValues = Omit<typeof contentPages.$inferInsert, 'id' | 'key'>;
export interface PageTranslationValues {
  locale: Locale;
  title: string;
  description: string;
  body: string;
  blocks: PageBlock[];
}
export interface StoredPage {
  page: PageRow;
  translations: PageTranslationValues[];
}

/** The information pages as their editor reads and writes them: one row per page, one per language. */
export function createPagesWriteRepository(db: Db) {
  async function translationsOf(pageId: number): Promise<PageTranslationValues[]> {
    return db
      .select({
        locale: contentPageTranslations.locale,
        title: contentPageTranslations.title,
        description: contentPageTranslations.description,
        body: contentPageTranslations.body,
        blocks: contentPageTranslations.blocks,
      })
      .from(contentPageTranslations)
      .where(eq(contentPageTranslations.pageId, pageId));
  }

  return {
    /** The page of this key; `lock` holds its row until the transaction ends, so two changes queue. */
    async findPage(key: PageKey, { lock = false } = {}): Promise<StoredPage | undefined> {
      const query = db.select().from(contentPages).where(eq(contentPages.key, key)).limit(1);
      const [page] = await (lock ? query.for('update') : query);
      return page && { page, translations: await translationsOf(page.id) };
    },

    async listPages(): Promise<StoredPage[]> {
      const [pages, translations] = await Promise.all([
        db.select().from(contentPages).orderBy(asc(contentPages.id)),
        db.select().from(contentPageTranslations),
      ]);
      return pages.map((page) => ({
        page,
        translations: translations.filter((translation) => translation.pageId === page.id),
      }));
    },

    /** A new page; undefined when another writer created it meanwhile (the caller reads it again). */
    async insertPage(key: PageKey, values: PageValues): Promise<number | undefined> {
      const [row] = await db
        .insert(contentPages)
        .values({ key, ...values })
        .onConflictDoNothing({ target: contentPages.key })
        .returning({ id: contentPages.id });
      return row?.id;
    },

    async updatePage(id: number, values: PageValues): Promise<void> {
      await db.update(contentPages).set(values).where(eq(contentPages.id, id));
    },

    /** The page's texts become these: a language left out is no longer written (nor public). */
    async replaceTranslations(pageId: number, translations: PageTranslationValues[]): Promise<void> {
      await db.delete(contentPageTranslations).where(eq(contentPageTranslations.pageId, pageId));
      if (translations.length === 0) return;
      await db.insert(contentPageTranslations).values(translations.map((translation) => ({ pageId, ...translation })));
    },
  };
}

export type PagesWriteRepository = ReturnType<typeof createPagesWriteRepository>;
