import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_ROOT } from '../../boot';
import type { Database } from '../../db/client';
import { createLocalFileStorage, type FileStorage } from '../../files/file-storage';
import { createTestDatabase } from '../../test/test-app';
import { importContent } from './content-import';
import { ContentFileError, readContentSet } from './content-set';

let database: Database;
let files: FileStorage;
beforeAll(async () => {
  // The test database was made by importing both folders (global-setup.ts), without the demo customer.
  database = await createTestDatabase();
  files = createLocalFileStorage(mkdtempSync(join(tmpdir(), 'beast-import-')));
});
afterAll(() => database.close());

const folder = (name: string) => readContentSet(join(CONTENT_ROOT, name));

/** A copy of a content folder to spoil, with the rest left as it is. */
function copyOf(name: string, spoil: (dir: string) => void): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'beast-content-')), name);
  cpSync(join(CONTENT_ROOT, name), dir, { recursive: true });
  spoil(dir);
  return dir;
}

type Prices = { price: number; originalPrice: number };
type Zone = { slug: string; windows: { capacity: number }[]; postcodeRanges: { from: number }[] };

function editJson<T = Prices>(path: string, edit: (value: T) => void) {
  const value = JSON.parse(readFileSync(path, 'utf8'));
  edit(value);
  writeFileSync(path, JSON.stringify(value));
}

describe('importing a content folder', () => {
  it('changes nothing when the database already holds it, and copies each file once', async () => {
    for (const name of ['reference', 'demo']) {
      const first = await importContent(database.db, files, folder(name), { mode: 'demo', customer: false });
      expect(first.changes, name).toEqual([]);
      expect(first.filesCopied).toBe(folder(name).files.length);
      const again = await importContent(database.db, files, folder(name), { mode: 'demo', customer: false });
      expect(again).toEqual({ changes: [], filesCopied: 0, customerSeeded: false, staffSeeded: 0 });
    }
  });

  it('writes a changed record through its write use case, as the content-import tool', async () => {
    const dir = copyOf('demo', (copy) =>
      editJson(join(copy, 'products', 'city-helmet.json'), (helmet) => {
        helmet.price += 100;
        helmet.originalPrice += 100;
      }),
    );
    const { changes } = await importContent(database.db, files, readContentSet(dir), { mode: 'demo', customer: false });
    expect(changes).toEqual([
      {
        actor: { kind: 'tool', name: 'content-import' },
        entity: 'product',
        key: 'city-helmet',
        action: 'updated',
        caches: ['catalogue'],
      },
    ]);
    // Put back as the data file says, so the other tests see the shared content.
    await importContent(database.db, files, folder('demo'), { mode: 'demo', customer: false });
  });

  it('imports the courier zones through their write use case, and names a zone that is refused', async () => {
    let edited = '';
    const dir = copyOf('reference', (copy) =>
      editJson<Zone[]>(join(copy, 'courier-zones.json'), (zones) => {
        zones[2]!.windows[0]!.capacity += 1;
        edited = zones[2]!.slug;
      }),
    );
    const { changes } = await importContent(database.db, files, readContentSet(dir), { mode: 'demo' });
    expect(changes).toEqual([
      {
        actor: { kind: 'tool', name: 'content-import' },
        entity: 'courierZone',
        key: edited,
        action: 'updated',
        caches: [],
      },
    ]);
    const overlapping = copyOf('reference', (copy) =>
      editJson<Zone[]>(join(copy, 'courier-zones.json'), (zones) => {
        zones[2]!.postcodeRanges[0]!.from = 2500;
      }),
    );
    await expect(importContent(database.db, files, readContentSet(overlapping), { mode: 'demo' })).rejects.toThrow(
      /^courier-zones\.json \[2\]: postcodeRanges: Another courier zone already serves/,
    );
    // Put back as the data file says, so the other tests see the shared content.
    expect((await importContent(database.db, files, folder('reference'), { mode: 'demo' })).changes).toHaveLength(1);
  });

  it('refuses bad data naming the file and the field, and writes nothing of the folder', async () => {
    const dir = copyOf('demo', (copy) => {
      editJson(join(copy, 'products', 'city-helmet.json'), (helmet) => {
        helmet.price += 100;
        helmet.originalPrice += 100;
      });
      editJson(join(copy, 'products', 'u-lock.json'), (lock) => {
        lock.price = lock.originalPrice + 1;
      });
    });
    const attempt = importContent(database.db, files, readContentSet(dir), { mode: 'demo', customer: false });
    await expect(attempt).rejects.toThrow(ContentFileError);
    await expect(attempt).rejects.toThrow(/^products\/u-lock\.json: price: /);
    const after = await importContent(database.db, files, folder('demo'), { mode: 'demo', customer: false });
    expect(after.changes).toEqual([]);
  });

  it('names a product whose description in one language is empty', async () => {
    const dir = copyOf('demo', (copy) => writeFileSync(join(copy, 'products', 'u-lock.de.md'), '   \n'));
    await expect(
      importContent(database.db, files, readContentSet(dir), { mode: 'demo', customer: false }),
    ).rejects.toThrow(/^products\/u-lock\.json: text\.de\.description: /);
  });

  it('never imports demo content in production mode', async () => {
    await expect(importContent(database.db, files, folder('demo'), { mode: 'production' })).rejects.toThrow(
      /demo content is never imported in production mode/,
    );
    const reference = await importContent(database.db, files, folder('reference'), { mode: 'production' });
    expect(reference.changes).toEqual([]);
  });
});
