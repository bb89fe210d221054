import type { Locale } from '@beast/domain/i18n/locale';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  advantageSections,
  advantageSectionTranslations,
  homePage,
  homePageTranslations,
} from '../../db/schema/content';

/** The home page is one row (id 1) with its translations. */
const HOME_PAGE_ID = 1;

export function createContentWriteRepository(db: Db) {
  return {
    async findHomePage() {
      const [row] = await db.select().from(homePage).where(eq(homePage.id, HOME_PAGE_ID));
      if (!row) return undefined;
      const titles = await db
        .select({ locale: homePageTranslations.locale, videoTitle: homePageTranslations.videoTitle })
        .from(homePageTranslations)
        .where(eq(homePageTranslations.homePageId, HOME_PAGE_ID));
      return { ...row, titles };
    },

    async replaceHomePage(
      values: { videoUrl: string; posterUrl: string },
      titles: { locale: Locale; videoTitle: string }[],
    ): Promise<void> {
      await db
        .insert(homePage)
        .values({ id: HOME_PAGE_ID, ...values })
        .onConflictDoUpdate({ target: homePage.id, set: values });
      await db.delete(homePageTranslations).where(eq(homePageTranslations.homePageId, HOME_PAGE_ID));
      await db.insert(homePageTranslations).values(titles.map((title) => ({ ...title, homePageId: HOME_PAGE_ID })));
    },

    async findAdvantageSections() {
      const sections = await db
        .select()
        .from(advantageSections)
        .orderBy(asc(advantageSections.sortOrder), asc(advantageSections.id));
      const texts = await db.select().from(advantageSectionTranslations);
      return sections.map((section) => ({
        ...section,
        texts: texts.filter((text) => text.sectionId === section.id),
      }));
    },

    /** The sections in their order; their translations go with them (on delete cascade). */
    async replaceAdvantageSections(
      sections: { icon: string; texts: { locale: Locale; title: string; text: string }[] }[],
    ): Promise<void> {
      await db.delete(advantageSections);
      for (const [sortOrder, section] of sections.entries()) {
        const [row] = await db
          .insert(advantageSections)
          .values({ icon: section.icon, sortOrder })
          .returning({ id: advantageSections.id });
        await db
          .insert(advantageSectionTranslations)
          .values(section.texts.map((text) => ({ ...text, sectionId: row!.id })));
      }
    },
  };
}
