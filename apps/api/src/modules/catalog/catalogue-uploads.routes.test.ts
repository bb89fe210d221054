import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipart, onePagePdf } from '../../test/uploads';

/** The product editor's uploads: pictures re-encoded, PDFs checked by their content, both stored for the editor. */

let harness: TestApp;
let content: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  harness = await createTestApp();
  content = await signedInStaff(harness, 'content');
});
afterAll(() => harness.close());

function upload(kind: 'images' | 'documents', file: { name: string; type: string; bytes: Buffer; field?: string }) {
  const body = multipart({ field: 'file', ...file });
  return harness.app.inject({
    method: 'POST',
    url: `/api/admin/catalogue/uploads/${kind}?lang=fr`,
    payload: body.payload,
    headers: { ...content.headers.change, ...body.headers },
  });
}

const stored = (url: string) => harness.app.inject({ method: 'GET', url });

describe('catalogue uploads', () => {
  it('stores a picture re-encoded to fit 2400 px, without its metadata, and answers its size', async () => {
    const photo = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#1F7A4D' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'GPS and camera' } } })
      .jpeg()
      .toBuffer();
    const response = await upload('images', { name: 'side.jpg', type: 'image/jpeg', bytes: photo });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ kind: 'image', width: 2400, height: 1200 });
    expect(body.url).toMatch(/^\/files\/media\/catalogue\/[\w-]+\.jpg$/);
    const file = await stored(body.url);
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('refuses a file that only claims to be a picture, translated', async () => {
    const response = await upload('images', { name: 'x.png', type: 'image/png', bytes: Buffer.from('<svg/>') });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('IMAGE_WRONG_FORMAT');
  });

  it('stores a PDF that opens, and answers its size for the download link', async () => {
    const pdf = onePagePdf();
    const response = await upload('documents', { name: 'manual.pdf', type: 'application/pdf', bytes: pdf });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ bytes: pdf.length });
    expect((await stored(response.json().url)).rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses what is not a PDF, and a file that starts like one but does not open', async () => {
    for (const bytes of [Buffer.from('MZ an executable'), Buffer.from('%PDF-1.4\nnot a document at all')]) {
      const response = await upload('documents', { name: 'manual.pdf', type: 'application/pdf', bytes });
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toMatchObject({
        code: 'DOCUMENT_WRONG_FORMAT',
        message: 'Ce fichier n’est pas un PDF lisible.',
      });
    }
  });

  it('asks for the file when the field is missing', async () => {
    const response = await upload('documents', {
      field: 'other',
      name: 'a.pdf',
      type: 'application/pdf',
      bytes: onePagePdf(),
    });
    expect(response.statusCode).toBe(400);
  });
});
