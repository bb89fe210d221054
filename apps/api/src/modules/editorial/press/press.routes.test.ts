import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PressRelease } from '@beast/domain/content/press-api.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../../../files/file-storage';
import { TEST_ACTOR } from '../../../test/catalog';
import { pressReleaseInput } from '../../../test/editorial';
import { TEST_MANUAL_PATHS, TEST_MANUAL_PDF } from '../../../test/stored-files';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { PRESS_KIT_PATH } from './press.routes';

/** The press page's calls: public releases newest first, one release by key, and the press kit. */

let harness: TestApp;
const filesDir = mkdtempSync(join(tmpdir(), 'press-files-'));
const writes = () => harness.app.writes.press;
const get = (url: string) => harness.app.inject({ method: 'GET', url });

async function releases(lang: string): Promise<PressRelease[]> {
  const response = await get(`/api/press-releases?lang=${lang}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  harness = await createTestApp({ filesDir });
  await createLocalFileStorage(filesDir).put(TEST_MANUAL_PATHS.en, TEST_MANUAL_PDF);
});
afterAll(() => harness.close());

describe('GET /press-releases', () => {
  it('lists public releases newest first, bodies as HTML, with the languages each is in and its PDF', async () => {
    const older = pressReleaseInput({ releasedOn: '2001-03-04' });
    const newer = pressReleaseInput({ releasedOn: '2001-05-06', fileUrl: `/files/${TEST_MANUAL_PATHS.en}` });
    await writes().createRelease(TEST_ACTOR, older);
    await writes().createRelease(TEST_ACTOR, newer);

    const listed = (await releases('de')).filter((release) => [older.key, newer.key].includes(release.key));
    expect(listed.map((release) => release.key)).toEqual([newer.key, older.key]);
    expect(listed[0]).toMatchObject({
      releasedOn: '2001-05-06',
      title: 'Ein neues Velo',
      summary: 'Wir lancieren ein Velo.',
      bodyHtml: '<p>Das <strong>Velo</strong> ist da.</p>\n',
      file: { url: `/files/${TEST_MANUAL_PATHS.en}`, bytes: TEST_MANUAL_PDF.length },
      locales: ['en', 'fr', 'de'],
    });
    expect(listed[1]?.file).toBeNull();
  });

  it('never shows a draft, a release scheduled later, or a language it is not written in', async () => {
    const draft = pressReleaseInput({ status: 'draft' });
    const later = pressReleaseInput({ publishedAt: new Date(Date.now() + 86_400_000).toISOString() });
    const french = pressReleaseInput({
      text: { fr: { title: 'Seulement en français', summary: 'Résumé.', body: 'Texte.' } },
    });
    for (const release of [draft, later, french]) await writes().createRelease(TEST_ACTOR, release);
    const keys = async (lang: string) =>
      (await releases(lang))
        .map((release) => release.key)
        .filter((key) => [draft.key, later.key, french.key].includes(key));

    expect(await keys('fr')).toEqual([french.key]);
    expect(await keys('en')).toEqual([]);
    expect((await get(`/api/press-releases/${french.key}?lang=fr`)).json().locales).toEqual(['fr']);
    expect((await get(`/api/press-releases/${french.key}?lang=en`)).statusCode).toBe(404);
    expect((await get(`/api/press-releases/${draft.key}?lang=en`)).statusCode).toBe(404);
    expect((await get(`/api/press-releases/${later.key}?lang=en`)).statusCode).toBe(404);
  });

  it('shows a change and a publication at once', async () => {
    const release = pressReleaseInput({ status: 'draft' });
    const { id } = await writes().createRelease(TEST_ACTOR, release);
    expect((await get(`/api/press-releases/${release.key}?lang=en`)).statusCode).toBe(404);
    await writes().setReleaseStatus(TEST_ACTOR, id, 'published', (await writes().readReleaseForEditing(id)).revision);
    expect((await get(`/api/press-releases/${release.key}?lang=en`)).json().title).toBe('A new bike');

    const editing = await writes().readReleaseForEditing(id);
    const text = { ...editing.release.text, en: { title: 'A newer bike', summary: 'Later.', body: 'Now.' } };
    await writes().updateRelease(TEST_ACTOR, id, { ...editing.release, text }, editing.revision);
    expect((await get(`/api/press-releases/${release.key}?lang=en`)).json().title).toBe('A newer bike');
    expect((await releases('en')).find((each) => each.id === id)?.summary).toBe('Later.');
  });

  it('refuses a key that is not one', async () => {
    expect((await get('/api/press-releases/Not%20a%20key')).statusCode).toBe(400);
  });
});

describe('GET /press-kit', () => {
  it('offers the press kit once the shop has one, with its size', async () => {
    expect((await get('/api/press-kit')).statusCode).toBe(404);
    await createLocalFileStorage(filesDir).put(PRESS_KIT_PATH, 'PK kit');
    expect((await get('/api/press-kit')).json()).toEqual({ url: `/files/${PRESS_KIT_PATH}`, bytes: 6 });
  });
});
