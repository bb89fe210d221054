/**
 * Writes the demo content's pictures and documents into content/demo/files from the data files (decision 13):
 *
 *   node --import tsx tools/demo-assets/generate.ts
 *
 * Run it after changing a vehicle's data file, a drawing or the document texts, and commit the files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DEMO_CONTENT_DIR, demoAssets } from './demo-assets';

const started = performance.now();
const assets = demoAssets(DEMO_CONTENT_DIR);
for (const asset of assets) {
  const path = join(DEMO_CONTENT_DIR, 'files', asset.path);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, asset.render());
}
console.log(`Wrote ${assets.length} files in ${Math.round(performance.now() - started)} ms.`);
