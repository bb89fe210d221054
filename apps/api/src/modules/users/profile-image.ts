import { type ReencodedImage, reencodeImage } from '../../lib/uploaded-image';

/** The stored photo fits in this square; larger uploads are scaled down. */
export const PROFILE_IMAGE_MAX_SIDE = 512;

/** A profile photo as stored: checked by content and re-encoded to fit 512×512 (lib/uploaded-image.ts). */
export function reencodeProfileImage(bytes: Uint8Array): Promise<ReencodedImage> {
  return reencodeImage(bytes, PROFILE_IMAGE_MAX_SIDE);
}
