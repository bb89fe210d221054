import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipart, onePagePdf } from '../../test/uploads';

/** An article's cover: a picture re-encoded and stored for the editor, for content staff only. */

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

async function upload(role: 'content' | 'support', bytes: Buffer, type = 'image/png', kind = 'images') {
  const staff = await signedInStaff(harness, role);
  const body = multipart({ field: 'file', name: 'cover.png', type, bytes });
  return harness.app.inject({
    method: 'POST',
    url: `/api/admin/editorial/uploads/${kind}?lang=de`,
    payload: body.payload,
    headers: { ...staff.headers.change, ...body.headers },
  });
}

describe('an article’s cover upload', () => {
  it('stores the picture re-encoded under the articles’ media, and answers its URL and size', async () => {
    const picture = await sharp({ create: { width: 3200, height: 1600, channels: 3, background: '#D94F04' } })
      .png()
      .toBuffer();
    const response = await upload('content', picture);
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json();
    expect(stored).toMatchObject({ kind: 'image', width: 2400, height: 1200 });
    expect(stored.url).toMatch(/^\/files\/media\/articles\/[\w-]+\.png$/);
    expect((await harness.app.inject({ method: 'GET', url: stored.url })).statusCode).toBe(200);
  });

  it('refuses a file that only claims to be a picture, and a role without the content permission', async () => {
    const refused = await upload('content', Buffer.from('<svg onload="x()"/>'));
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.code).toBe('IMAGE_WRONG_FORMAT');
    const picture = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload('support', picture)).statusCode).toBe(403);
  });
});

describe('a press release’s PDF upload', () => {
  it('stores a PDF that opens under the press documents, and refuses anything else', async () => {
    const pdf = onePagePdf();
    const stored = await upload('content', pdf, 'application/pdf', 'documents');
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json()).toMatchObject({ bytes: pdf.length });
    expect(stored.json().url).toMatch(/^\/files\/documents\/press\/[\w-]+\.pdf$/);
    expect((await harness.app.inject({ method: 'GET', url: stored.json().url })).rawPayload.equals(pdf)).toBe(true);
    const refused = await upload('content', Buffer.from('%PDF-1.4\nnot a document'), 'application/pdf', 'documents');
    expect(refused.statusCode).toBe(415);
    expect((await upload('support', pdf, 'application/pdf', 'documents')).statusCode).toBe(403);
  });
});
