import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@beast/domain/i18n/locale';
import { readContentSet } from '../../apps/api/src/modules/content-import/content-set';
import {
  type AccessoryKind,
  accessorySvg,
  type BikeArt,
  bikeSvg,
  type CoverTopic,
  coverSvg,
  type LogoArt,
  partnerLogoSvg,
  type ServiceKind,
  sceneSvg,
  serviceSvg,
  videoPosterSvg,
} from './illustrations';
import { type FactSheetModel, type PressReleaseRecord, pressKit, pressReleasePdf } from './press-documents';
import { type DocumentModel, vehicleDocuments } from './product-documents';

/**
 * The pictures and documents of the demo content, drawn from the data files: each SVG from its entry in
 * `drawings.json` (what to draw at which path), each manual and brochure from its vehicle's data file and
 * `document-facts.json`. The output is committed under content/demo/files, so the shop's import only copies
 * files (decision 13). The home-page video has its own tool, `render-home-video.ts`.
 */

type Drawing =
  | { draw: 'bike' | 'scene' | 'poster'; art: BikeArt }
  | { draw: 'cover'; art: BikeArt; topic: CoverTopic }
  | { draw: 'accessory'; kind: AccessoryKind; color?: string }
  | { draw: 'service'; kind: ServiceKind }
  | ({ draw: 'logo' } & LogoArt);

const HERE = new URL('.', import.meta.url);

function readJson<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(name, HERE), 'utf8')) as T;
}

function draw(drawing: Drawing): string {
  switch (drawing.draw) {
    case 'bike':
      return bikeSvg(drawing.art);
    case 'scene':
      return sceneSvg({ bike: drawing.art });
    case 'poster':
      return videoPosterSvg(drawing.art);
    case 'cover':
      return coverSvg(drawing);
    case 'accessory':
      return accessorySvg(drawing.kind, drawing.color);
    case 'service':
      return serviceSvg(drawing.kind);
    case 'logo':
      return partnerLogoSvg(drawing);
  }
}

export interface DemoAsset {
  /** Path under files/ (served as /files/<path>). */
  path: string;
  render: () => string | Uint8Array;
}

/** Every generated file of the demo folder `contentDir` (e.g. content/demo). */
export function demoAssets(contentDir: string): DemoAsset[] {
  const drawings = readJson<Record<string, Drawing>>('drawings.json');
  const facts =
    readJson<Record<string, Pick<DocumentModel, 'maxLoadKg' | 'frameWarrantyYears'>>>('document-facts.json');
  const pictures = Object.entries(drawings).map(([path, drawing]) => ({ path, render: () => draw(drawing) }));
  const documents = readContentSet(contentDir)
    .products.map((record) => record.value as Omit<DocumentModel, 'maxLoadKg' | 'frameWarrantyYears'>)
    .filter((product) => facts[product.slug] !== undefined)
    .flatMap((product) => vehicleDocuments({ ...product, ...facts[product.slug]! }));
  return [...pictures, ...documents, ...pressFiles(contentDir)];
}

/** The press kit's place in the shop's files (apps/api press.routes.ts PRESS_KIT_PATH). */
export const PRESS_KIT_FILE = 'press/press-kit.zip';

/**
 * Each press release's PDF where its record names one, and the press kit: the vehicles with a page, in the
 * catalogue's order, and the towns of the reference centres.
 */
function pressFiles(contentDir: string): DemoAsset[] {
  const set = readContentSet(contentDir);
  const releases = set.pressReleases
    .map((record) => record.value as PressReleaseRecord)
    .flatMap((release) =>
      release.fileUrl
        ? [{ path: release.fileUrl.replace(/^\/files\//, ''), render: () => pressReleasePdf(release) }]
        : [],
    );
  const models = set.products
    .map((record) => record.value as FactSheetModel & { page?: string | null })
    .filter((product) => product.page);
  const cities = readContentSet(join(contentDir, '..', 'reference')).centres.map(
    (record) => (record.value as { city: Record<Locale, string> }).city,
  );
  return [...releases, { path: PRESS_KIT_FILE, render: () => pressKit(models, cities) }];
}

export const DEMO_CONTENT_DIR = join(new URL('../../content/demo', import.meta.url).pathname);

/** The bike of the home-page video: the one its poster (the video's first frame) shows. */
export const HOME_VIDEO_BIKE: BikeArt = (() => {
  const poster = readJson<Record<string, Drawing>>('drawings.json')['media/home/home-video-poster.svg'];
  if (poster?.draw !== 'poster') throw new Error('drawings.json: media/home/home-video-poster.svg must be a poster');
  return poster.art;
})();
