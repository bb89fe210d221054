import { deflateSync } from 'node:zlib';
import type { UserProfile } from '@beast/domain/accounts/accounts-api.schema';
import { IMAGE_MAX_BYTES } from '@beast/domain/constants/field-limits';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipart } from '../../test/uploads';

let harness: TestApp;
let headers: Record<string, string>;
let userEmail: string;

beforeAll(async () => {
  harness = await createTestApp();
  const customer = await signedIn(harness, { nationality: 'Swiss', dateOfBirth: '1985-11-05' });
  userEmail = customer.email;
  headers = customer.headers;
});
afterAll(() => harness.close());

const getMe = (h = headers) => harness.app.inject({ method: 'GET', url: '/api/users/me', headers: h });
const putMe = (payload: object, query = '') =>
  harness.app.inject({ method: 'PUT', url: `/api/users/me${query}`, headers, payload });

function upload(file: Parameters<typeof multipart>[0], h = headers) {
  const body = multipart(file);
  return harness.app.inject({
    method: 'PUT',
    url: '/api/users/me/img',
    payload: body.payload,
    headers: { ...h, ...body.headers },
  });
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1F7A4D' } });

/** A PNG of a few hundred bytes that declares `width`×`height` pixels: a decompression bomb. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8 bits per sample, greyscale
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const firstRow = deflateSync(Buffer.alloc(Math.min(width, 4096) + 1));
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', firstRow), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A JPEG of a few hundred bytes whose frame header declares `side`×`side` pixels. */
async function jpegDeclaring(side: number): Promise<Buffer> {
  const jpeg = await picture(8, 8).jpeg().toBuffer();
  let offset = 2;
  while (jpeg[offset] === 0xff) {
    const marker = jpeg[offset + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2) {
      jpeg.writeUInt16BE(side, offset + 5);
      jpeg.writeUInt16BE(side, offset + 7);
      return jpeg;
    }
    offset += 2 + jpeg.readUInt16BE(offset + 2);
  }
  throw new Error('no frame header');
}

describe('GET /api/users/me', () => {
  it('answers the signed-in user with absent values as null', async () => {
    const response = await getMe();
    expect(response.statusCode).toBe(200);
    expect(response.json<UserProfile>()).toMatchObject({
      email: userEmail,
      firstName: 'Anna',
      lastName: 'Muster',
      gender: 'female',
      dateOfBirthday: '05/11/1985',
      nationality: 'Swiss',
      country: 'CH',
      city: 'Lausanne',
      zipCode: null,
      address: null,
      countryCode: '+41',
      phoneNumber: '791234567',
      profileImage: null,
      language: 'en',
    });
    expect(response.body).not.toMatch(/password/i);
  });

  it('answers 401 without a token', async () => {
    expect((await getMe({})).statusCode).toBe(401);
  });
});

describe('PUT /api/users/me (spec §4: the two forms are saved separately)', () => {
  it('saves the delivery address and leaves the personal info alone', async () => {
    const response = await putMe({
      section: 'deliveryAddress',
      country: 'CH',
      zipCode: '1003',
      city: 'Lausanne',
      address: 'Rue de Bourg 1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ zipCode: '1003', address: 'Rue de Bourg 1', firstName: 'Anna' });
  });

  it('saves the personal info; empty optional fields sent as null become null', async () => {
    const response = await putMe({
      section: 'personalInfo',
      firstName: 'Annette',
      lastName: 'Muster',
      gender: 'other',
      dateOfBirthday: null,
      nationality: null,
      countryCode: null,
      phoneNumber: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Annette',
      dateOfBirthday: null,
      nationality: null,
      phoneNumber: null,
      countryCode: null,
      zipCode: '1003',
    });
  });

  it('names the invalid fields in the request language', async () => {
    const response = await putMe(
      { section: 'deliveryAddress', country: '', zipCode: '12', city: 'L4usanne', address: ' Rue' },
      '?lang=de',
    );
    expect(response.statusCode).toBe(400);
    const { fields } = response.json().error;
    expect(Object.keys(fields).sort()).toEqual(['address', 'city', 'country', 'zipCode']);
    expect(fields.zipCode).toContain('PLZ');
  });

  it('stores the country as its ISO 3166-1 alpha-2 code and refuses a name in one language', async () => {
    const address = { section: 'deliveryAddress', zipCode: '1003', city: 'Lausanne', address: 'Rue de Bourg 1' };
    const refused = await putMe({ ...address, country: 'Suisse' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toEqual(['country']);
    const saved = await putMe({ ...address, country: 'FR' });
    expect(saved.json()).toMatchObject({ country: 'FR' });
  });

  it('refuses an unknown section', async () => {
    expect((await putMe({ section: 'password', password: 'x' })).statusCode).toBe(400);
  });
});

describe('PUT /api/users/me/img', () => {
  it('stores a re-encoded, scaled-down JPEG without its EXIF data, served as an image', async () => {
    const withExif = await picture(1600, 1200)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Private person', ImageDescription: 'Taken at home' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();

    const response = await upload({ name: 'me.jpg', type: 'image/jpeg', bytes: withExif });
    expect(response.statusCode, response.body).toBe(200);
    const { profileImage } = response.json();
    expect(profileImage).toMatch(/^\/files\/avatars\/\d+\/[0-9a-f-]{36}\.jpg$/);

    const stored = await harness.app.inject({ method: 'GET', url: profileImage });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    expect(stored.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBe(512);
    expect(stored.rawPayload.includes(Buffer.from('Private person'))).toBe(false);
    expect((await getMe()).json().profileImage).toBe(profileImage);
  });

  it('keeps a PNG a PNG and deletes the previous photo', async () => {
    const before = (await getMe()).json().profileImage as string | null;
    const png = await picture(200, 100).png().toBuffer();
    const response = await upload({ name: 'me.PNG', type: 'image/png', bytes: png });
    expect(response.statusCode).toBe(200);
    expect(response.json().profileImage).toMatch(/\.png$/);
    if (before) expect((await harness.app.inject({ method: 'GET', url: before })).statusCode).toBe(404);
  });

  it('refuses a GIF renamed .png with 415 IMAGE_WRONG_FORMAT', async () => {
    const gif = await picture(20, 20).gif().toBuffer();
    const response = await upload({ name: 'photo.png', type: 'image/png', bytes: gif });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('IMAGE_WRONG_FORMAT');
  });

  it('refuses a text file declared as image/jpeg', async () => {
    const response = await upload({ name: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.from('<script>x</script>') });
    expect(response.statusCode).toBe(415);
  });

  it('refuses bytes that start like a JPEG but are not one', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    expect((await upload({ name: 'photo.jpg', type: 'image/jpeg', bytes: fake })).statusCode).toBe(415);
  });

  it('refuses a file over 16000 kB with 413 IMAGE_TOO_BIG', async () => {
    const big = Buffer.alloc(IMAGE_MAX_BYTES + 1, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await upload({ name: 'big.jpg', type: 'image/jpeg', bytes: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('IMAGE_TOO_BIG');
  });

  it.each([
    ['a PNG declaring 100000×100000 pixels', () => pngDeclaring(100_000, 100_000)],
    ['a PNG declaring the largest size a PNG may', () => pngDeclaring(0x7fffffff, 0x7fffffff)],
    ['a PNG declaring 8000×8000 pixels', () => pngDeclaring(8000, 8000)],
    ['a JPEG declaring 65000×65000 pixels', () => jpegDeclaring(65_000)],
  ])('refuses %s (a decompression bomb) with 413 IMAGE_TOO_BIG, not as a wrong format', async (_, bomb) => {
    const bytes = await bomb();
    expect(bytes.length).toBeLessThan(10_000);
    const response = await upload({ name: 'bomb.png', type: 'image/png', bytes });
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().error.code).toBe('IMAGE_TOO_BIG');
  });

  it('asks for the image when the field is missing, and refuses a body that is not multipart', async () => {
    const png = await picture(10, 10).png().toBuffer();
    const wrongField = await upload({ field: 'photo', name: 'me.png', type: 'image/png', bytes: png });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.fields).toHaveProperty('image');
    const json = await harness.app.inject({ method: 'PUT', url: '/api/users/me/img', headers, payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
  });

  it('answers 401 without a token, before reading the upload', async () => {
    const png = await picture(10, 10).png().toBuffer();
    expect((await upload({ name: 'me.png', type: 'image/png', bytes: png }, {})).statusCode).toBe(401);
  });
});
