import type { Locale } from '@beast/domain/i18n/locale';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  advantageSections,
  advantageSectionTranslations,
  homePage,
  homePageTranslations,
} from '../../db/schema/content';

export function createContentRepository(db: Db) {
  return {
    async findHomePage(locale: Locale) {
      const [row] = await db
        .select({ videoUrl: homePage.videoUrl, posterUrl: homePage.posterUrl, title: homePageTranslations.videoTitle })
        .from(homePage)
        .innerJoin(
          homePageTranslations,
          and(eq(homePageTranslations.homePageId, homePage.id), eq(homePageTranslations.locale, locale)),
        )
        .limit(1);
      return row;
    },

    async findAdvantageSections(locale: Locale) {
      return db
        .select({
          icon: advantageSections.icon,
          title: advantageSectionTranslations.title,
          text: advantageSectionTranslations.text,
        })
        .from(advantageSections)
        .innerJoin(
          advantageSectionTranslations,
          and(
            eq(advantageSectionTranslations.sectionId, advantageSections.id),
            eq(advantageSectionTranslations.locale, locale),
          ),
        )
        .orderBy(asc(advantageSections.sortOrder), asc(advantageSections.id));
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
