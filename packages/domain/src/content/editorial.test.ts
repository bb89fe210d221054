import { describe, expect, it } from 'vitest';
import { isPublicIn, publicationState, readingMinutes, untranslatedLocales } from './editorial';
import { ArticleWriteSchema, PageWriteSchema } from './editorial-write.schema';

const now = new Date('2026-11-24T12:00:00Z');

describe('isPublicIn', () => {
  const published = { status: 'published' as const, publishedAt: new Date('2026-11-01T00:00:00Z') };

  it('shows a published item in a language it is written in', () => {
    expect(isPublicIn(published, ['en', 'fr'], 'fr', now)).toBe(true);
  });

  it('never shows an item in a language it lacks', () => {
    expect(isPublicIn(published, ['en', 'fr'], 'de', now)).toBe(false);
  });

  it('hides drafts and items scheduled later', () => {
    expect(isPublicIn({ ...published, status: 'draft' }, ['en'], 'en', now)).toBe(false);
    expect(isPublicIn({ ...published, publishedAt: new Date('2026-11-25T00:00:00Z') }, ['en'], 'en', now)).toBe(false);
  });
});

describe('publicationState', () => {
  it('tells a draft, an item scheduled later and a public item apart', () => {
    expect(publicationState({ status: 'draft', publishedAt: new Date('2026-01-01T00:00:00Z') }, now)).toBe('draft');
    expect(publicationState({ status: 'published', publishedAt: new Date('2026-12-01T07:00:00Z') }, now)).toBe(
      'scheduled',
    );
    expect(publicationState({ status: 'published', publishedAt: now }, now)).toBe('published');
  });
});

describe('untranslatedLocales', () => {
  it('names the languages an item has no text in, in the shop’s order', () => {
    expect(untranslatedLocales({ fr: { question: 'Q' } })).toEqual(['en', 'de']);
    expect(untranslatedLocales({ en: 1, fr: 2, de: 3 })).toEqual([]);
  });
});

describe('readingMinutes', () => {
  it('rounds up at 200 words a minute, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(Array.from({ length: 201 }, () => 'word').join(' '))).toBe(2);
  });
});

describe('editorial write schemas', () => {
  const text = { slug: 'winter-riding', title: 'Winter riding', description: 'Ride through winter.', body: 'Text.' };

  it('accepts an article written in one language and normalises its hashtags', () => {
    const article = ArticleWriteSchema.parse({
      key: 'winter-riding',
      category: 'tips',
      hashtags: ['#Winter', 'winter', 'cargo-bike'],
      text: { fr: text },
    });
    expect(article.hashtags).toEqual(['winter', 'cargo-bike']);
    expect(article.status).toBe('draft');
  });

  it('refuses an item with no language at all, naming the rule', () => {
    const result = ArticleWriteSchema.safeParse({ key: 'x', category: 'tips', text: {} });
    expect(result.error?.issues[0]?.message).toBe('validation.translations.oneRequired');
  });

  it('refuses a call to action with both a link and a product, and raw hashtags with spaces', () => {
    const page = PageWriteSchema.safeParse({
      key: 'services',
      text: {
        en: {
          title: 'Services',
          description: 'Our services.',
          body: 'Body',
          blocks: [
            { type: 'call-to-action', title: 'T', text: 'T', label: 'Go', href: '/x', productSlug: 'first-service' },
          ],
        },
      },
    });
    expect(page.error?.issues[0]?.message).toBe('validation.block.link');
    const tags = ArticleWriteSchema.safeParse({
      key: 'x',
      category: 'tips',
      hashtags: ['two words'],
      text: { en: text },
    });
    expect(tags.error?.issues[0]?.message).toBe('validation.hashtag.invalid');
  });
});
