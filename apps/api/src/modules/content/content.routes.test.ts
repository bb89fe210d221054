import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advantageSections } from '../../db/schema/content';
import { createTestApp } from '../../test/test-app';

let harness: Awaited<ReturnType<typeof createTestApp>>;
const get = (url: string) => harness.app.inject({ method: 'GET', url });

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('GET /api/home-page', () => {
  it('answers the video and the stored advantage sections in the request language', async () => {
    const en = (await get('/api/home-page')).json();
    const fr = (await get('/api/home-page?lang=fr')).json();
    expect(en.video.url).toMatch(/^\/files\/.+\.webm$/);
    expect(en.video.posterUrl).toMatch(/^\/files\//);
    expect(en.translations.advantageSections.length).toBeGreaterThan(0);
    expect(fr.translations.advantageSections[0].title).not.toBe(en.translations.advantageSections[0].title);
    const video = await get(en.video.url);
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toContain('video/webm');
  });

  it('falls back to the three built-in sections when none are stored (spec §4)', async () => {
    const stored = (await get('/api/home-page?lang=de')).json().translations.advantageSections;
    await harness.database.db.delete(advantageSections);
    harness.app.invalidateCaches();
    const sections = (await get('/api/home-page?lang=de')).json().translations.advantageSections;
    expect(sections).toHaveLength(3);
    expect(sections).not.toEqual(stored.slice(0, 3));
    for (const section of sections) expect(section.title && section.text && section.icon).toBeTruthy();
  });
});
