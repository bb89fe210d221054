import { type PressReleaseWrite, PressReleaseWriteSchema } from '@beast/domain/content/editorial-write.schema';
import type { Db } from '../../../db/client';
import { type Clock, systemClock } from '../../../lib/clock';
import type { OnContentChange } from '../../../lib/content-change';
import { createEditorialWriter, type EditorialStore } from '../editorial-items';
import { textsByLocale, translationRows } from '../editorial-write';
import { createPressWriteRepository, type StoredPressRelease } from './press-write.repository';

export const PRESS_RELEASE_ENTITY = 'press-release';

const store: EditorialStore<PressReleaseWrite, StoredPressRelease> = {
  find: (tx, where, options) => createPressWriteRepository(tx).findRelease(where, options),
  async write(tx, id, release, edited) {
    const repository = createPressWriteRepository(tx);
    const values = {
      key: release.key,
      releasedOn: release.releasedOn,
      fileUrl: release.fileUrl,
      status: release.status,
      publishedAt: new Date(release.publishedAt!),
      ...edited,
    };
    const texts = translationRows(release.text);
    if (id === null) return repository.insertRelease(values, texts);
    await repository.updateRelease(id, values, texts);
    return id;
  },
  form: ({ release, translations }) => ({
    key: release.key,
    releasedOn: release.releasedOn,
    fileUrl: release.fileUrl,
    status: release.status,
    publishedAt: release.publishedAt.toISOString(),
    text: textsByLocale(translations, (row) => ({ title: row.title, summary: row.summary, body: row.body })),
  }),
  id: (stored) => stored.release.id,
  publishedAt: (stored) => stored.release.publishedAt,
  edited: (stored) => stored.release,
};

/**
 * Press releases' write use cases (decision 18), called by the back office and the content importer: a
 * release is written whole, in the languages it has; a language left out is not shown there.
 */
export function createPressWriteService({
  db,
  onChange,
  clock = systemClock,
}: {
  db: Db;
  onChange: OnContentChange;
  clock?: Clock;
}) {
  const releases = createEditorialWriter({
    db,
    onChange,
    clock,
    entity: PRESS_RELEASE_ENTITY,
    schema: PressReleaseWriteSchema,
    store,
  });

  return {
    // Creating, replacing, publishing and importing, as every editorial kind does (editorial-items.ts).
    createRelease: releases.create,
    updateRelease: releases.update,
    setReleaseStatus: releases.setStatus,
    saveRelease: releases.save,

    /** The release as its editor shows it, with the revision a change must name and who changed it last. */
    async readReleaseForEditing(id: number) {
      const { item, ...editing } = await releases.readForEditing(id);
      return { ...editing, release: item };
    },

    /** Every release, newest first, as the Press screen lists them. */
    async readReleases() {
      const stored = await createPressWriteRepository(db).listReleases();
      return releases.listed(stored).map(({ item, ...release }) => ({ ...release, release: item }));
    },
  };
}
