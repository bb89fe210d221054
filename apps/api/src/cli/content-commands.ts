import { join, resolve } from 'node:path';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { createLocalFileStorage } from '../files/file-storage';
import { importContent } from '../modules/content-import/content-import';
import { readContentSet } from '../modules/content-import/content-set';

/**
 * `npm run content -- import DIR`: loads a folder of content data files (decision 13) into the shop's
 * database and file storage through the write use cases.
 */
export const CONTENT_CLI_HELP = `Import content data files (decision 13) into the shop: the database (DATABASE_URL, else the embedded
one in DATA_DIR) and the files in DATA_DIR/files.

  npm run content -- import DIR   e.g. content/reference: the experience centres, the courier zones and
                                  the home page's advantage sections every shop needs
  npm run content -- help

Importing is idempotent: a second import of the same folder changes nothing. Records are matched by
their slug (products, subcategories, centres, courier zones, special offers) or code (coupons); a record that differs
from the database replaces it. Demo content (content/demo) is refused when SHOP_MODE=production.
The embedded database allows one process at a time: stop the shop first. On PostgreSQL the import runs
while the shop runs, and every running instance drops its caches of what the import changed once it commits.`;

export interface ContentCliContext {
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'mode'>;
  print: (line: string) => void;
}

export async function runContentCommand(argv: string[], { config, print }: ContentCliContext): Promise<number> {
  const [command, dir, ...extra] = argv;
  if (command !== 'import' || !dir || extra.length > 0) {
    print(command === 'import' && !dir ? 'import needs the folder DIR.\n' : `Not understood: ${argv.join(' ')}\n`);
    print(CONTENT_CLI_HELP);
    return 1;
  }
  const set = readContentSet(resolve(dir));
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const files = createLocalFileStorage(join(config.dataDir, 'files'));
    const summary = await importContent(database.db, files, set, { mode: config.mode });
    for (const change of summary.changes) print(`${change.action} ${change.entity} ${change.key}`);
    print(
      `Imported ${dir}: ${summary.changes.length} entries created or changed, ${summary.filesCopied} files copied` +
        (summary.customerSeeded ? ', the demo customer added' : '') +
        (summary.staffSeeded > 0 ? `, ${summary.staffSeeded} demo staff member(s) added.` : '.'),
    );
    return 0;
  } finally {
    await database.close();
  }
}
