import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleTranslations } from '../../../db/schema/editorial';
import { TEST_ACTOR, uniqueSlug } from '../../../test/catalog';
import { articleText, createArticle, createArticleCategory } from '../../../test/editorial';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The blog's public calls (spec §7): only what is public in the asked language, paged, searched, filtered. */

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

const get = async (url: string) => {
  const response = await harness.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};
const titles = (page: { data: { title: string }[] }) => page.data.map((article) => article.title);
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe('GET /api/articles', () => {
  it('pages public articles, pinned first then the newest, ten by default and a hundred at most', async () => {
    const { id: category, slug } = await createArticleCategory(harness);
    for (let index = 1; index <= 12; index += 1) {
      await createArticle(harness, slug, {
        key: `${slug}-${index}`,
        pinned: index === 3 || index === 5,
        publishedAt: daysAgo(20 - index),
        text: { en: { ...articleText('en', `${slug}-${index}`), title: `Article ${index}` } },
      });
    }
    const first = (await get(`/api/articles?articleCategoryId=${category}`)).body;
    expect(first).toMatchObject({ offset: 0, limit: 10, total: 12 });
    expect(titles(first)).toEqual([5, 3, 12, 11, 10, 9, 8, 7, 6, 4].map((index) => `Article ${index}`));
    expect(first.data[0]).toMatchObject({ pinned: true, readingMinutes: 1, hashtags: ['test'] });
    expect(first.data[0].category).toMatchObject({ id: category, slug });
    const second = (await get(`/api/articles?articleCategoryId=${category}&offset=10&limit=10`)).body;
    expect(titles(second)).toEqual(['Article 2', 'Article 1']);
    expect((await get(`/api/articles?articleCategoryId=${category}&offset=40`)).body).toMatchObject({
      data: [],
      total: 12,
    });
    expect((await get('/api/articles?limit=100')).status).toBe(200);
    expect((await get('/api/articles?limit=101')).status).toBe(400);
  });

  it('never shows a draft, an article scheduled later or a language it is not written in', async () => {
    const { id: category, slug } = await createArticleCategory(harness);
    const shown = await createArticle(harness, slug);
    const draft = await createArticle(harness, slug, { status: 'draft' });
    const later = await createArticle(harness, slug, { publishedAt: new Date(Date.now() + DAY).toISOString() });
    const english = await createArticle(harness, slug, { text: { en: articleText('en', uniqueSlug('only')) } });
    const keys = async (lang: string) =>
      (await get(`/api/articles?articleCategoryId=${category}&lang=${lang}`)).body.data.map(
        (article: { id: number }) => article.id,
      );
    expect((await keys('en')).sort()).toEqual([shown.id, english.id].sort());
    expect(await keys('de')).toEqual([shown.id]);
    for (const hidden of [draft, later]) {
      expect((await get(`/api/articles/${hidden.id}`)).status).toBe(404);
      expect((await get(`/api/articles/${hidden.text.en!.slug}`)).status).toBe(404);
    }
    expect((await get(`/api/articles/${english.id}?lang=de`)).status).toBe(404);
    expect((await get(`/api/articles/${english.text.en!.slug}?lang=fr`)).status).toBe(404);
    const categories = async (lang: string) =>
      (await get(`/api/article-categories?lang=${lang}`)).body.find((entry: { id: number }) => entry.id === category);
    expect(await categories('en')).toMatchObject({ slug, count: 2, name: `Category ${slug}` });
    expect(await categories('de')).toMatchObject({ count: 1, name: `Kategorie ${slug}` });
  });

  it('filters by hashtags, any of them', async () => {
    const { id: category, slug } = await createArticleCategory(harness);
    const cargo = await createArticle(harness, slug, { hashtags: ['cargo', 'family'] });
    const winter = await createArticle(harness, slug, { hashtags: ['winter'] });
    await createArticle(harness, slug, { hashtags: ['other'] });
    const ids = async (query: string) =>
      (await get(`/api/articles?articleCategoryId=${category}&${query}`)).body.data
        .map((article: { id: number }) => article.id)
        .sort();
    expect(await ids('hashtags=cargo')).toEqual([cargo.id]);
    expect(await ids('hashtags[]=cargo&hashtags[]=winter')).toEqual([cargo.id, winter.id].sort());
    expect((await get('/api/articles?hashtags=Not%20a%20tag')).status).toBe(400);
  });
});

describe('searching the blog', () => {
  /** Articles of a category of their own, so the demo's articles never count. */
  async function searchable(texts: { locale: 'en' | 'fr' | 'de'; title: string; body: string }[]) {
    const { id: category, slug } = await createArticleCategory(harness);
    const ids: number[] = [];
    for (const { locale, title, body } of texts) {
      const word = uniqueSlug('search');
      const article = await createArticle(harness, slug, {
        text: { [locale]: { ...articleText(locale, word), title, description: 'Une ligne.', body } },
      });
      ids.push(article.id);
    }
    const search = async (lang: string, words: string) =>
      (await get(`/api/articles?articleCategoryId=${category}&lang=${lang}&search=${encodeURIComponent(words)}`)).body;
    return { ids, search };
  }

  it('finds « vélo » for « vélos » and « vélos » for « vélo » in French, ranked, with the words highlighted', async () => {
    const { ids, search } = await searchable([
      { locale: 'fr', title: 'Entretien', body: 'Un vélo bien réglé roule mieux en hiver.' },
      { locale: 'fr', title: 'Nos vélos cargo', body: 'Les vélos cargo portent deux enfants.' },
      { locale: 'fr', title: 'Autre chose', body: 'Rien à voir avec le sujet.' },
    ]);
    const plural = await search('fr', 'vélos');
    expect(plural.data.map((article: { id: number }) => article.id)).toEqual([ids[1], ids[0]]);
    expect(plural.total).toBe(2);
    expect(plural.data[1].excerptHtml).toContain('<mark>vélo</mark>');
    expect(plural.data[0].excerptHtml).toContain('<mark>vélos</mark>');
    const singular = await search('fr', 'vélo');
    expect(singular.data.map((article: { id: number }) => article.id).sort()).toEqual([ids[0], ids[1]].sort());
    const both = await search('fr', 'vélos hiver');
    expect(both.data.map((article: { id: number }) => article.id)).toEqual([ids[0]]);
  });

  it('finds singulars and plurals in German and English too, in the language of the page only', async () => {
    const { ids, search } = await searchable([
      { locale: 'de', title: 'Velos im Alltag', body: 'Unsere Velos fahren mit zwei Akkus.' },
      { locale: 'de', title: 'Fahrräder', body: 'Ein Akku reicht für 80 km.' },
      { locale: 'en', title: 'Batteries', body: 'A battery lasts for years.' },
    ]);
    const found = async (lang: string, words: string) =>
      (await search(lang, words)).data.map((article: { id: number }) => article.id).sort();
    expect(await found('de', 'Velo')).toEqual([ids[0]]);
    expect(await found('de', 'Akkus')).toEqual([ids[0], ids[1]].sort());
    expect(await found('de', 'Fahrrad')).toEqual([ids[1]]);
    expect(await found('en', 'battery')).toEqual([ids[2]]);
    expect(await found('en', 'Akku')).toEqual([]);
  });

  it('answers no article for words no article has', async () => {
    const { search } = await searchable([{ locale: 'en', title: 'Tyres', body: 'Pressure matters.' }]);
    expect(await search('en', 'zeppelin')).toMatchObject({ data: [], total: 0 });
  });

  it('gives excerpts whose only markup is the highlight, whatever the article says', async () => {
    const { search } = await searchable([
      {
        locale: 'en',
        title: 'Markup',
        body: 'Never <script>alert("x")</script> or <b>bold</b> here: fenders & lights.',
      },
    ]);
    const [found] = (await search('en', 'fenders')).data;
    expect(found.excerptHtml).toContain('&lt;script');
    expect(found.excerptHtml).toContain('<mark>fenders</mark> &amp; lights');
    expect(found.excerptHtml.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });
});

describe('GET /api/articles/{id}', () => {
  it('answers by id or by the address of any language, in the asked language, with related articles', async () => {
    const { slug } = await createArticleCategory(harness);
    const key = uniqueSlug('detail');
    const tags = [uniqueSlug('cargo'), uniqueSlug('family')].sort();
    const article = await createArticle(harness, slug, {
      hashtags: tags,
      text: {
        en: { ...articleText('en', key), body: '## Ready?\n\nCargo bikes carry **200 kg**.' },
        fr: { ...articleText('fr', key), body: '## Prêt ?\n\nLes vélos cargo portent 200 kg !' },
      },
    });
    const sharing = await createArticle(harness, slug, { hashtags: tags, publishedAt: daysAgo(5) });
    const sameCategory = await createArticle(harness, slug, { hashtags: ['other'], publishedAt: daysAgo(2) });

    const byId = (await get(`/api/articles/${article.id}?lang=fr`)).body;
    expect(byId).toMatchObject({
      id: article.id,
      slug: article.text.fr!.slug,
      title: article.text.fr!.title,
      slugs: { en: article.text.en!.slug, fr: article.text.fr!.slug },
      hashtags: tags,
    });
    expect(byId.bodyHtml).toBe('<h2>Prêt\u202F?</h2>\n<p>Les vélos cargo portent 200\u00A0kg\u202F!</p>\n');
    expect(byId.related.map((related: { id: number }) => related.id)).toEqual([sharing.id, sameCategory.id]);
    const bySlug = (await get(`/api/articles/${article.text.fr!.slug}?lang=fr`)).body;
    expect(bySlug.id).toBe(article.id);
    // The English address asked in French: the French article, which names its own address.
    const crossed = await get(`/api/articles/${article.text.en!.slug}?lang=fr`);
    expect(crossed.status).toBe(200);
    expect(crossed.body.slug).toBe(article.text.fr!.slug);
    expect((await get('/api/articles/no-such-article')).status).toBe(404);
    expect((await get('/api/articles/Bad%20Slug')).status).toBe(400);
  });

  it('relates an article without hashtags to the newest of its category', async () => {
    const { slug } = await createArticleCategory(harness);
    const article = await createArticle(harness, slug, { hashtags: [] });
    const older = await createArticle(harness, slug, { hashtags: ['cargo'], publishedAt: daysAgo(3) });
    const newer = await createArticle(harness, slug, { hashtags: [], publishedAt: daysAgo(1) });

    const response = await get(`/api/articles/${article.id}`);
    expect(response.status).toBe(200);
    expect(response.body.related.map((related: { id: number }) => related.id)).toEqual([newer.id, older.id]);
  });
});

describe('what readers see after a change', () => {
  it('shows a published change at once, while a draft’s change leaves the cached answers alone', async () => {
    const { id: category, slug } = await createArticleCategory(harness);
    const article = await createArticle(harness, slug);
    const shownTitle = async () =>
      (await get(`/api/articles?articleCategoryId=${category}`)).body.data[0].title as string;
    const before = await shownTitle();
    // Changed behind the write use cases' back: only dropping the cache shows it.
    await harness.database.db
      .update(articleTranslations)
      .set({ title: 'Changed in the database' })
      .where(eq(articleTranslations.articleId, article.id));
    await createArticle(harness, slug, { status: 'draft' });
    expect(await shownTitle()).toBe(before);
    const writes = harness.app.writes.articles;
    const { revision, article: stored } = await writes.readArticleForEditing(article.id);
    const text = { ...stored.text, en: { ...stored.text.en!, title: 'A new title' } };
    await writes.updateArticle(TEST_ACTOR, article.id, { ...stored, text }, revision);
    expect(await shownTitle()).toBe('A new title');
  });
});
