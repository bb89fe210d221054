import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContentSet } from '../../apps/api/src/modules/content-import/content-set';
import { DEMO_CONTENT_DIR, demoAssets } from './demo-assets';

describe('the demo content’s generated files', () => {
  const assets = demoAssets(DEMO_CONTENT_DIR);

  it('are committed exactly as the tool draws them from the data files', () => {
    const stale = assets.filter((asset) => {
      const committed = readFileSync(join(DEMO_CONTENT_DIR, 'files', asset.path));
      return !committed.equals(Buffer.from(asset.render()));
    });
    expect(
      stale.map((asset) => asset.path),
      'run: node --import tsx tools/demo-assets/generate.ts',
    ).toEqual([]);
  });

  it('cover every picture and document the demo records refer to, except the committed video', () => {
    const drawn = new Set(assets.map((asset) => asset.path));
    const committed = readContentSet(DEMO_CONTENT_DIR).files.filter((path) => !drawn.has(path));
    expect(committed).toEqual(['media/home/home-video.webm']);
  });
});
