import type { Locale } from '@beast/domain/i18n/locale';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pressReleases, pressReleaseTranslations } from '../../../db/schema/editorial';

export type PressReleaseValues = Omit<typeof pressReleases.$inferInsert, 'id'>;
export type PressTextValues = { locale: Locale; title: string; summary: string; body: string };

export interface StoredPressRelease {
  release: typeof pressReleases.$inferSelect;
  translations: (typeof pressReleaseTranslations.$inferSelect)[];
}

/** Press releases written whole, with the translation of each language they are written in. */
export function createPressWriteRepository(db: Db) {
  async function withTranslations(release: typeof pressReleases.$inferSelect): Promise<StoredPressRelease> {
    const translations = await db
      .select()
      .from(pressReleaseTranslations)
      .where(eq(pressReleaseTranslations.releaseId, release.id));
    return { release, translations };
  }

  return {
    /** `lock`: the release's row stays locked until the transaction ends, so two changes of it run one after the other. */
    async findRelease(where: { id: number } | { key: string }, { lock = false } = {}) {
      const query = db
        .select()
        .from(pressReleases)
        .where('id' in where ? eq(pressReleases.id, where.id) : eq(pressReleases.key, where.key))
        .limit(1);
      const [release] = await (lock ? query.for('update') : query);
      return release && withTranslations(release);
    },

    /** Every release, newest first (the back office's list). */
    async listReleases(): Promise<StoredPressRelease[]> {
      const releases = await db
        .select()
        .from(pressReleases)
        .orderBy(desc(pressReleases.releasedOn), desc(pressReleases.id));
      const translations = await db.select().from(pressReleaseTranslations);
      return releases.map((release) => ({
        release,
        translations: translations.filter((translation) => translation.releaseId === release.id),
      }));
    },

    async insertRelease(values: PressReleaseValues, texts: PressTextValues[]): Promise<number> {
      const [row] = await db.insert(pressReleases).values(values).returning({ id: pressReleases.id });
      if (texts.length > 0) {
        await db.insert(pressReleaseTranslations).values(texts.map((text) => ({ ...text, releaseId: row!.id })));
      }
      return row!.id;
    },

    async updateRelease(id: number, values: PressReleaseValues, texts: PressTextValues[]): Promise<void> {
      await db.update(pressReleases).set(values).where(eq(pressReleases.id, id));
      await db.delete(pressReleaseTranslations).where(eq(pressReleaseTranslations.releaseId, id));
      if (texts.length > 0) {
        await db.insert(pressReleaseTranslations).values(texts.map((text) => ({ ...text, releaseId: id })));
      }
    },
  };
}
