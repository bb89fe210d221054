import { describe, expect, it } from 'vitest';
import { BYTES_PER_KB, IMAGE_MAX_BYTES } from '../constants/field-limits';
import { de } from '../i18n/messages/de';
import { en } from '../i18n/messages/en';
import { fr } from '../i18n/messages/fr';
import { firstErrors } from './first-errors';
import { PROFILE_IMAGE_ERRORS, ProfileImageSchema } from './profile-image.schema';

const imageError = (value: unknown) => firstErrors(ProfileImageSchema.safeParse(value))[''];
const MB = 1024 * 1024;

describe('profile image (spec §5)', () => {
  it.each([
    ['a png', { type: 'image/png', size: MB, name: 'me.png' }],
    ['a jpeg', { type: 'image/jpeg', size: MB, name: 'me.jpeg' }],
    ['a jpg with an upper-case extension', { type: 'image/jpeg', size: MB, name: 'ME.JPG' }],
    ['the non-standard image/jpg type', { type: 'image/jpg', size: MB }],
    ['exactly 16000 kB, the spec’s 16 MB', { type: 'image/png', size: 16_000_000, name: 'big.png' }],
  ])('accepts %s', (_, value) => {
    expect(imageError(value)).toBeUndefined();
  });

  it.each([
    ['a gif', { type: 'image/gif', size: MB, name: 'me.gif' }, PROFILE_IMAGE_ERRORS.format],
    ['an mp4 video', { type: 'video/mp4', size: MB, name: 'me.mp4' }, PROFILE_IMAGE_ERRORS.format],
    ['a quicktime video', { type: 'video/quicktime', size: MB, name: 'me.mov' }, PROFILE_IMAGE_ERRORS.format],
    ['a webp', { type: 'image/webp', size: MB, name: 'me.webp' }, PROFILE_IMAGE_ERRORS.format],
    ['a png type with a gif name', { type: 'image/png', size: MB, name: 'me.gif' }, PROFILE_IMAGE_ERRORS.format],
    ['one byte over 16000 kB', { type: 'image/png', size: IMAGE_MAX_BYTES + 1 }, PROFILE_IMAGE_ERRORS.tooBig],
    ['16000 KiB (1024-byte kB)', { type: 'image/png', size: 16000 * 1024 }, PROFILE_IMAGE_ERRORS.tooBig],
    ['a too big gif as a format error first', { type: 'image/gif', size: 100 * MB }, PROFILE_IMAGE_ERRORS.format],
    ['no file at all', undefined, PROFILE_IMAGE_ERRORS.format],
  ])('refuses %s', (_, value, error) => {
    expect(imageError(value)).toBe(error);
  });
});

describe('profile image from a browser File', () => {
  it('reads type, size and name from the File itself', () => {
    const png = new File([new Uint8Array(10)], 'me.png', { type: 'image/png' });
    const gif = new File([new Uint8Array(10)], 'me.gif', { type: 'image/gif' });
    expect(imageError(png)).toBeUndefined();
    expect(imageError(gif)).toBe(PROFILE_IMAGE_ERRORS.format);
  });
});

describe('the limit, as every language says it', () => {
  it.each([
    ['en', en, 'kB'],
    ['fr', fr, 'ko'],
    ['de', de, 'kB'],
  ] as const)('%s names the same number of kB the check counts', (_, catalogue, unit) => {
    expect(IMAGE_MAX_BYTES / BYTES_PER_KB).toBe(16000);
    // The figure and its unit, held together by a no-break space.
    const said = new RegExp(`\\b${IMAGE_MAX_BYTES / BYTES_PER_KB}\\s${unit}\\b`);
    expect(catalogue['validation.profileImage.tooBig']).toMatch(said);
    expect(catalogue['errors.IMAGE_TOO_BIG']).toMatch(said);
  });
});
