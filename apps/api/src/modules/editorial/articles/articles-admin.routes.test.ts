import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleInput, articleText, createArticle, createArticleCategory } from '../../../test/editorial';
import { auditEntriesOf, signedInStaff } from '../../../test/staff';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The blog's screens: every article with where it stands, its editor, publication, pinning and deletion. */

let harness: TestApp;
let content: Awaited<ReturnType<typeof signedInStaff>>;
let category: string;
const logs = new PassThrough();
let logged = '';
logs.on('data', (chunk) => {
  logged += String(chunk);
});
beforeAll(async () => {
  harness = await createTestApp({ logs, config: { logLevel: 'error' } });
  content = await signedInStaff(harness, 'content');
  category = (await createArticleCategory(harness)).slug;
});
afterAll(() => harness.close());

const read = (url: string) => harness.app.inject({ method: 'GET', url, headers: content.headers.read });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  harness.app.inject({ method, url, payload, headers: content.headers.change });

describe('the blog’s editor', () => {
  it('reads an article with its revision, where it stands and the languages it lacks', async () => {
    const created = await createArticle(harness, category, { text: { fr: articleText('fr', 'seul') } });
    const response = await read(`/api/admin/articles/${created.id}`);
    expect(response.statusCode, `${response.body} ${logged}`).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      state: 'published',
      missingTranslations: ['en', 'de'],
      article: { key: created.key, text: { fr: { slug: 'seul-fr' } } },
    });
  });
});

describe('the list of articles', () => {
  it('shows drafts, scheduled and public articles, filtered by state and category, and searched', async () => {
    const { slug } = await createArticleCategory(harness);
    const marker = `zq${Date.now()}`;
    const text = (word: string) => ({ en: articleText('en', `${marker}-${word}`) });
    const draft = await createArticle(harness, slug, { status: 'draft', text: text('draft') });
    const later = await createArticle(harness, slug, {
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
      text: text('later'),
    });
    const shown = await createArticle(harness, slug, { text: text('shown'), pinned: true });
    const ids = async (query: string) =>
      (await read(`/api/admin/articles?category=${slug}&${query}`)).json().data.map((row: { id: number }) => row.id);
    expect((await ids('')).sort()).toEqual([draft.id, later.id, shown.id].sort());
    expect(await ids('state=draft')).toEqual([draft.id]);
    expect(await ids('state=scheduled')).toEqual([later.id]);
    expect(await ids('state=published')).toEqual([shown.id]);
    expect(await ids(`q=${marker}-later-en`)).toEqual([later.id]);
    const [row] = (await read(`/api/admin/articles?category=${slug}&state=published&lang=fr`)).json().data;
    expect(row).toMatchObject({
      key: shown.key,
      title: `${marker}-shown (en)`,
      category: { slug },
      pinned: true,
      missingTranslations: ['fr', 'de'],
      hashtags: ['test'],
    });
    expect((await read('/api/admin/articles?state=gone')).statusCode).toBe(400);
  });
});

describe('changing an article', () => {
  it('creates and saves it whole, audited with the member, and refuses a change from an older revision', async () => {
    const input = articleInput(category);
    const created = await send('POST', '/api/admin/articles', input);
    expect(created.statusCode, created.body).toBe(201);
    const { id, revision } = created.json();
    const editing = (await read(`/api/admin/articles/${id}`)).json();
    expect(editing.revision).toBe(revision);
    const french = { ...editing.article.text.fr, title: 'Nouveau titre : prêt ?' };
    const article = { ...editing.article, text: { ...editing.article.text, fr: french } };
    const saved = await send('PUT', `/api/admin/articles/${id}`, { revision, article });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().revision).not.toBe(revision);
    const stale = await send('PUT', `/api/admin/articles/${id}`, { revision, article });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('REVISION_CONFLICT');
    const audit = await auditEntriesOf(harness, 'article', input.key);
    expect(audit.map((entry) => [entry.action, entry.staffId])).toEqual([
      ['created', content.id],
      ['updated', content.id],
    ]);
    // The French page shows the change at once.
    const slug = editing.article.text.fr.slug;
    const publicFrench = await harness.app.inject({ method: 'GET', url: `/api/articles/${slug}?lang=fr` });
    expect(publicFrench.json().title).toBe('Nouveau titre\u202F: prêt\u202F?');
  });

  it('names the field a refusal is about, in the request’s language', async () => {
    const input = articleInput(category, { text: { fr: { ...articleText('fr', 'x'), title: '' } } });
    const refused = await send('POST', '/api/admin/articles?lang=fr', input);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toEqual(['text.fr.title']);
  });

  it('schedules, pins and deletes an article, each from the revision the member saw', async () => {
    const { id, key } = await createArticle(harness, category);
    const revisionOf = async () => (await read(`/api/admin/articles/${id}`)).json().revision as string;
    const later = '2030-06-01T08:00:00+02:00';
    const scheduled = await send('POST', `/api/admin/articles/${id}/publication`, {
      revision: await revisionOf(),
      status: 'published',
      publishedAt: later,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect((await read(`/api/admin/articles/${id}`)).json()).toMatchObject({
      state: 'scheduled',
      article: { publishedAt: '2030-06-01T06:00:00.000Z' },
    });
    expect((await harness.app.inject({ method: 'GET', url: `/api/articles/${id}` })).statusCode).toBe(404);
    const pinned = await send('POST', `/api/admin/articles/${id}/pin`, { revision: await revisionOf(), pinned: true });
    expect(pinned.statusCode).toBe(200);
    expect((await send('DELETE', `/api/admin/articles/${id}?revision=stale`)).statusCode).toBe(409);
    const deleted = await send('DELETE', `/api/admin/articles/${id}?revision=${await revisionOf()}`);
    expect(deleted.statusCode).toBe(204);
    expect((await read(`/api/admin/articles/${id}`)).statusCode).toBe(404);
    expect((await auditEntriesOf(harness, 'article', key)).map((entry) => entry.action)).toEqual([
      'updated',
      'updated',
      'deleted',
    ]);
  });
});

describe('the categories', () => {
  it('are listed with their articles, created and renamed from their revision', async () => {
    const created = await send('POST', '/api/admin/article-categories', {
      slug: `events-${Date.now()}`,
      name: { en: 'Events', fr: 'Événements', de: 'Anlässe' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, revision } = created.json();
    const listed = (await read('/api/admin/article-categories')).json().data;
    const entry = listed.find((row: { id: number }) => row.id === id);
    expect(entry).toMatchObject({ revision, articles: 0, category: { name: { fr: 'Événements' } } });
    const renamed = await send('PUT', `/api/admin/article-categories/${id}`, {
      revision,
      category: { ...entry.category, name: { ...entry.category.name, en: 'Events and rides' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const stale = await send('PUT', `/api/admin/article-categories/${id}`, { revision, category: entry.category });
    expect(stale.statusCode).toBe(409);
  });
});
