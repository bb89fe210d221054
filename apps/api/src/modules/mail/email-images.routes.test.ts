import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage, type FileStorage } from '../../files/file-storage';
import { TEST_PICTURE } from '../../test/catalog';
import { TEST_PICTURE_PATH } from '../../test/stored-files';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createEmailImages, EMAIL_IMAGE_MAX_SVG_BYTES, EMAIL_IMAGE_WIDTH, emailImagePath } from './email-images';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const svg = (fill: string, width = 400, height = 300) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${fill}"/></svg>`;

let harness: TestApp;
/** A stored picture, as the API answers it (`/files/media/…/….svg`): the tests' own products show it. */
const pictureUrl = TEST_PICTURE.url;

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('GET /email-images/{path}.png', () => {
  it('answers a PNG rendition of a stored SVG picture, at the email size, cacheable for long', async () => {
    const url = emailImagePath(pictureUrl)!;
    expect(url).toMatch(/^\/email-images\/.+\.png$/);
    for (const attempt of ['first, rendered', 'second, from storage']) {
      const response = await harness.app.inject({ method: 'GET', url });
      expect(response.statusCode, attempt).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toMatch(/max-age=\d{7,}/);
      const png = response.rawPayload;
      expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      const metadata = await sharp(png).metadata();
      expect(metadata).toMatchObject({ format: 'png', width: EMAIL_IMAGE_WIDTH });
      expect(metadata.height).toBeGreaterThan(0);
    }
  });

  it.each([
    ['an unknown picture', '/email-images/media/no-such-bike/side.png'],
    ['a parent folder', '/email-images/../snapshot.png'],
    ['an encoded parent folder', '/email-images/%2e%2e/%2e%2e/etc/passwd.png'],
    ['an encoded slash', '/email-images/media/..%2f..%2fsnapshot.png'],
    ['a hidden file', '/email-images/.env.png'],
    ['the SVG itself', `/email-images/${TEST_PICTURE_PATH}`],
  ])('answers 404 for %s', async (_case, url) => {
    const response = await harness.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toBe('image/png');
  });
});

describe('the email renditions', () => {
  let dir: string;
  let files: FileStorage;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'email-images-'));
    files = createLocalFileStorage(join(dir, 'files'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const dominantColour = async (png: Buffer) => {
    const { dominant } = await sharp(png).stats();
    return [dominant.r, dominant.g, dominant.b];
  };

  it('keeps a rendition beside its picture and draws it anew when the picture is written again', async () => {
    const images = createEmailImages(files);
    await files.put('media/bike/side.svg', svg('#ff0000'));
    const red = await images.png('media/bike/side.png');
    expect(await files.size('media/bike/side.email.png')).toBe(red?.byteLength);
    expect((await dominantColour(red!))[0]).toBeGreaterThan(200);

    await files.put('media/bike/side.svg', svg('#0000ff'));
    const later = new Date(Date.now() + 60_000);
    await utimes(join(files.root, 'media/bike/side.svg'), later, later);
    const blue = await images.png('media/bike/side.png');
    expect((await dominantColour(blue!))[2]).toBeGreaterThan(200);
  });

  it('renders only SVG files kept in storage, within the size limit', async () => {
    const images = createEmailImages(files);
    // An SVG just outside the storage root must stay out of reach.
    await writeFile(join(dir, 'outside.svg'), svg('#00ff00'));
    await files.put('media/fake.svg', 'not a picture');
    await files.put('media/huge.svg', `${svg('#00ff00')}<!--${'x'.repeat(EMAIL_IMAGE_MAX_SVG_BYTES)}-->`);
    for (const path of ['../outside.png', 'media/../../outside.png', 'media/fake.png', 'media/huge.png', 'media/x.svg'])
      expect(await images.png(path), path).toBeUndefined();
  });

  it('links only stored SVG pictures to a rendition', () => {
    expect(emailImagePath('/files/media/bike/side.svg')).toBe('/email-images/media/bike/side.png');
    for (const url of ['/files/media/photo.jpg', 'https://cdn.example.ch/side.svg', '/files/../side.svg'])
      expect(emailImagePath(url), url).toBeUndefined();
  });
});
