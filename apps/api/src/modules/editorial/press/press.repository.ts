import type { Locale } from '@beast/domain/i18n/locale';
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pressReleases, pressReleaseTranslations } from '../../../db/schema/editorial';

/** A release as a visitor reads it, its body still Markdown, with the languages it is written in. */
export interface PublicPressRow {
  id: number;
  key: string;
  releasedOn: string;
  fileUrl: string | null;
  title: string;
  summary: string;
  body: string;
  locales: Locale[];
}

/** Press releases' public reads: published, their time come, in the language asked, never another. */
export function createPressRepository(db: Db) {
  async function read(locale: Locale, now: Date, key?: string): Promise<PublicPressRow[]> {
    const rows = await db
      .select({
        id: pressReleases.id,
        key: pressReleases.key,
        releasedOn: pressReleases.releasedOn,
        fileUrl: pressReleases.fileUrl,
        title: pressReleaseTranslations.title,
        summary: pressReleaseTranslations.summary,
        body: pressReleaseTranslations.body,
      })
      .from(pressReleases)
      .innerJoin(
        pressReleaseTranslations,
        and(eq(pressReleaseTranslations.releaseId, pressReleases.id), eq(pressReleaseTranslations.locale, locale)),
      )
      .where(
        and(
          eq(pressReleases.status, 'published'),
          lte(pressReleases.publishedAt, now),
          key === undefined ? undefined : eq(pressReleases.key, key),
        ),
      )
      .orderBy(desc(pressReleases.releasedOn), desc(pressReleases.id));
    if (rows.length === 0) return [];
    const languages = await db
      .select({ releaseId: pressReleaseTranslations.releaseId, locale: pressReleaseTranslations.locale })
      .from(pressReleaseTranslations)
      .where(
        inArray(
          pressReleaseTranslations.releaseId,
          rows.map((row) => row.id),
        ),
      );
    return rows.map((row) => ({
      ...row,
      locales: languages.filter((each) => each.releaseId === row.id).map((each) => each.locale),
    }));
  }

  return {
    /** Every public release in the language, newest first. */
    list: (locale: Locale, now: Date) => read(locale, now),
    /** One public release in the language, or undefined. */
    async find(locale: Locale, now: Date, key: string) {
      const [row] = await read(locale, now, key);
      return row;
    },
  };
}
