import type { PageKey } from '@beast/domain/content/page-blocks';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contentPages, contentPageTranslations } from '../../../db/schema/editorial';

/** The information pages as the shop reads them: a page with every language it is written in. */
export function createPagesRepository(db: Db) {
  return {
    async findPage(key: PageKey) {
      const [page] = await db.select().from(contentPages).where(eq(contentPages.key, key)).limit(1);
      if (!page) return undefined;
      const translations = await db
        .select()
        .from(contentPageTranslations)
        .where(eq(contentPageTranslations.pageId, page.id));
      return { page, translations };
    },
  };
}

export type PagesRepository = ReturnType<typeof createPagesRepository>;
