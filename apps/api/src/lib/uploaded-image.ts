import { DomainError } from '../errors/domain-error';
import { image } from './image-library';

/** Decoding bigger pictures would cost too much memory, whatever their file size. */
const MAX_INPUT_PIXELS = 50_000_000;

export type UploadedImageFormat = 'jpeg' | 'png';

/** png, jpg or jpeg (spec §5 Profile image), told by the bytes themselves, never by the name or declared type. */
export function detectImageFormat(bytes: Uint8Array): UploadedImageFormat | undefined {
  const startsWith = (signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith([0xff, 0xd8, 0xff])) return 'jpeg';
  return undefined;
}

/** A PNG's width and height, from its first chunk (IHDR), which the format puts right after the signature. */
function pngDimensions(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 24) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunkType = String.fromCharCode(...bytes.subarray(12, 16));
  return chunkType === 'IHDR' ? { width: view.getUint32(16), height: view.getUint32(20) } : undefined;
}

export interface ReencodedImage {
  bytes: Buffer;
  extension: 'jpg' | 'png';
  width: number;
  height: number;
}

/**
 * ARCHITECTURE (Security model): uploads are checked by content and re-encoded. The picture is decoded,
 * turned upright, scaled to fit a `maxSide` square and written anew without any metadata (EXIF, GPS, ICC
 * comments). Used by profile photos and by the catalogue's media.
 */
export async function reencodeImage(bytes: Uint8Array, maxSide: number): Promise<ReencodedImage> {
  const format = detectImageFormat(bytes);
  if (!format) throw new DomainError('IMAGE_WRONG_FORMAT');
  // A decompression bomb (a small file declaring a huge picture) is too big, not of the wrong format: its size is
  // read from the header before anything is decoded; a PNG's directly, as the decoder refuses extreme sizes.
  const declared = format === 'png' ? pngDimensions(bytes) : undefined;
  if (declared && declared.width * declared.height > MAX_INPUT_PIXELS) throw new DomainError('IMAGE_TOO_BIG');
  const metadata = await (await image(bytes, { limitInputPixels: false })).metadata().catch(() => undefined);
  if (!metadata || metadata.format !== format) throw new DomainError('IMAGE_WRONG_FORMAT');
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw new DomainError('IMAGE_TOO_BIG');
  const pipeline = (await image(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }))
    .rotate()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
  try {
    const encoded =
      format === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, extension: format === 'png' ? 'png' : 'jpg', width: info.width, height: info.height };
  } catch {
    // Bytes that start like an image but do not decode as one.
    throw new DomainError('IMAGE_WRONG_FORMAT');
  }
}
