import type { FileStorage } from '../../files/file-storage';
import { image } from '../../lib/image-library';
import { COLOURS } from './templates';

/**
 * Gmail and Outlook show no SVG, and the catalogue's pictures are SVG files. An email therefore links to
 * a PNG rendition of the stored picture, made on its first request and kept beside it in file storage
 * (rendering ~60 pictures at the first start would slow it down for pictures no email may ever show).
 */

/** Pixels across: twice the 64 px an email shows, for sharp pictures on 2× screens. */
export const EMAIL_IMAGE_WIDTH = 128;
/** The catalogue's pictures weigh a few kilobytes; a bigger file is not rendered. */
export const EMAIL_IMAGE_MAX_SVG_BYTES = 512 * 1024;
/** Where the renditions are served: `/email-images/<path of the SVG under /files, ending .png>`. */
export const EMAIL_IMAGES_PREFIX = '/email-images/';

const FILES_PREFIX = '/files/';
/** Bounds the work of a picture that declares a huge canvas. */
const MAX_INPUT_PIXELS = 4096 * 4096;
/**
 * A path as stored: segments of letters, digits, "-", "_" and ".", none starting with a dot (so no "..",
 * no hidden file), no empty segment, no backslash or percent sign.
 */
const STORED_PATH = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * The address of the PNG rendition of a stored SVG picture (`/files/media/x/side.svg` →
 * `/email-images/media/x/side.png`), or undefined when the picture is no stored SVG.
 */
export function emailImagePath(pictureUrl: string): string | undefined {
  if (!pictureUrl.startsWith(FILES_PREFIX)) return undefined;
  const svgPath = pictureUrl.slice(FILES_PREFIX.length);
  if (!svgPath.endsWith('.svg') || !STORED_PATH.test(svgPath)) return undefined;
  return `${EMAIL_IMAGES_PREFIX}${svgPath.slice(0, -'.svg'.length)}.png`;
}

/** The stored SVG a rendition's path (after the prefix) names, or undefined when it names none. */
function svgPathOf(pngPath: string): string | undefined {
  if (!pngPath.endsWith('.png') || !STORED_PATH.test(pngPath)) return undefined;
  return `${pngPath.slice(0, -'.png'.length)}.svg`;
}

/** Where the rendition of a stored SVG is kept: beside it, `side.svg` → `side.email.png`. */
function cachePathOf(svgPath: string): string {
  return `${svgPath.slice(0, -'.svg'.length)}.email.png`;
}

export type EmailImages = ReturnType<typeof createEmailImages>;

export function createEmailImages(files: FileStorage) {
  /** Renditions under way, so simultaneous first requests render a picture once. */
  const rendering = new Map<string, Promise<Buffer | undefined>>();

  async function renditionOf(svgPath: string): Promise<Buffer | undefined> {
    const cachePath = cachePathOf(svgPath);
    const [svgWritten, cacheWritten] = await Promise.all([files.modifiedAt(svgPath), files.modifiedAt(cachePath)]);
    if (!svgWritten) return undefined;
    // A picture written again (new demo content) after its rendition gets a new one.
    if (cacheWritten && cacheWritten >= svgWritten) {
      const cached = await files.read(cachePath);
      if (cached) return cached;
    }
    const svg = await files.read(svgPath);
    if (!svg || svg.byteLength > EMAIL_IMAGE_MAX_SVG_BYTES) return undefined;
    const png = await rasterise(svg);
    if (png) await files.put(cachePath, png);
    return png;
  }

  return {
    /** The PNG for a path under `/email-images/`, or undefined when it names no stored SVG picture. */
    async png(pngPath: string): Promise<Buffer | undefined> {
      const svgPath = svgPathOf(pngPath);
      if (!svgPath) return undefined;
      const pending = rendering.get(svgPath);
      if (pending) return pending;
      const rendition = renditionOf(svgPath).finally(() => rendering.delete(svgPath));
      rendering.set(svgPath, rendition);
      return rendition;
    },
  };
}

/**
 * The SVG drawn straight at the email's size (a density that makes it EMAIL_IMAGE_WIDTH across, rather than
 * drawn large and scaled down) on the mist the email shows behind pictures. Undefined for bytes that are no SVG.
 */
async function rasterise(svg: Buffer): Promise<Buffer | undefined> {
  const metadata = await (await image(svg, { limitInputPixels: MAX_INPUT_PIXELS })).metadata().catch(() => undefined);
  if (metadata?.format !== 'svg' || !metadata.width || !metadata.height) return undefined;
  const density = Math.min(Math.max((72 * EMAIL_IMAGE_WIDTH) / metadata.width, 1), 100_000);
  try {
    return await (await image(svg, { density, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }))
      .resize({ width: EMAIL_IMAGE_WIDTH })
      .flatten({ background: COLOURS.mist })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
  } catch {
    return undefined;
  }
}
