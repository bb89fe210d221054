import type { Sharp, SharpOptions } from 'sharp';

let loaded: Promise<typeof import('sharp')> | undefined;

/**
 * sharp (libvips), loaded on the first picture to decode: most starts never draw one, and the native library
 * costs memory (decision 11). Its operation cache is off: renditions are kept on disk, and libvips would
 * otherwise hold up to 50 MB of decoded pictures that are never asked for again.
 */
export async function image(input: Uint8Array, options?: SharpOptions): Promise<Sharp> {
  loaded ??= import('sharp').then((module) => {
    module.default.cache(false);
    return module;
  });
  const { default: sharp } = await loaded;
  return sharp(input, options);
}
