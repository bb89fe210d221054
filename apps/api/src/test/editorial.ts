import type {
  ArticleCategoryWriteInput,
  ArticleWriteInput,
  FaqEntryWriteInput,
  PressReleaseWriteInput,
} from '@beast/domain/content/editorial-write.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { TEST_ACTOR, uniqueSlug } from './catalog';
import { TEST_PICTURE_PATH } from './stored-files';
import type { TestApp } from './test-app';

/** An FAQ entry published in every language, with a unique key, for the tests to change as they need. */
export function faqInput(overrides: Partial<FaqEntryWriteInput> = {}): FaqEntryWriteInput {
  return {
    key: uniqueSlug('faq'),
    category: 'general',
    status: 'published',
    text: {
      en: { question: 'How fast does it go?', answer: 'Up to **25 km/h** with assistance.' },
      fr: { question: 'À quelle vitesse roule-t-il ?', answer: 'Jusqu’à **25 km/h** avec assistance.' },
      de: { question: 'Wie schnell fährt es?', answer: 'Bis **25 km/h** mit Unterstützung.' },
    },
    ...overrides,
  };
}

/** A press release published in every language, with a unique key. */
export function pressReleaseInput(overrides: Partial<PressReleaseWriteInput> = {}): PressReleaseWriteInput {
  return {
    key: uniqueSlug('release'),
    releasedOn: '2025-05-06',
    status: 'published',
    text: {
      en: { title: 'A new bike', summary: 'Today we launch a bike.', body: 'The **bike** is here.' },
      fr: { title: 'Un nouveau vélo', summary: 'Nous lançons un vélo.', body: 'Le **vélo** est là.' },
      de: { title: 'Ein neues Velo', summary: 'Wir lancieren ein Velo.', body: 'Das **Velo** ist da.' },
    },
    ...overrides,
  };
}

/**
 * Factories of the editorial tests: a blog category and articles written through the write use cases, with
 * names of their own (`uniqueSlug`), so a test never depends on the demo's articles.
 */

/** A text of an article in one language, its address and title made from `word`. */
export function articleText(locale: Locale, word: string, body = `A body about ${word}.`) {
  return {
    slug: `${word}-${locale}`,
    title: `${word} (${locale})`,
    description: `What ${word} is about, in ${locale}.`,
    coverAlt: `A picture of ${word}`,
    body,
  };
}

/** A published article in every language, public since yesterday, in `category`. */
export function articleInput(category: string, overrides: Partial<ArticleWriteInput> = {}): ArticleWriteInput {
  const key = overrides.key ?? uniqueSlug('article');
  return {
    key,
    category,
    coverUrl: `/files/${TEST_PICTURE_PATH}`,
    hashtags: ['test'],
    status: 'published',
    publishedAt: new Date(Date.now() - 86_400_000).toISOString(),
    text: { en: articleText('en', key), fr: articleText('fr', key), de: articleText('de', key) },
    ...overrides,
  };
}

export async function createArticleCategory(
  harness: TestApp,
  overrides: Partial<ArticleCategoryWriteInput> = {},
): Promise<{ id: number; slug: string }> {
  const slug = overrides.slug ?? uniqueSlug('category');
  const input = {
    slug,
    name: { en: `Category ${slug}`, fr: `Catégorie ${slug}`, de: `Kategorie ${slug}` },
    ...overrides,
  };
  const { id } = await harness.app.writes.articles.createCategory(TEST_ACTOR, input);
  return { id, slug };
}

export async function createArticle(harness: TestApp, category: string, overrides: Partial<ArticleWriteInput> = {}) {
  const input = articleInput(category, overrides);
  const { id } = await harness.app.writes.articles.createArticle(TEST_ACTOR, input);
  return { id, ...input };
}
