import { ArticleCategoryWriteSchema, ArticleWriteSchema } from '@beast/domain/content/editorial-write.schema';
import { describe, expect, it } from 'vitest';
import {
  ARTICLE_FIELDS,
  articleFromForm,
  articleValues,
  CATEGORY_FIELDS,
  categoryFromForm,
  categoryValues,
  hashtagsFromForm,
} from './article-form';
import { editorialFieldErrors } from './editorial-form';

const typed = {
  key: '',
  category: 'riding',
  hashtags: '#Winter, battery  #',
  pinned: 'on',
  status: 'published',
  publishedAt: '2026-12-01T08:00',
  'text.en.title': ' Winter riding ',
  'text.en.slug': 'winter-riding',
  'text.en.description': 'Keep the battery warm.',
  'text.en.body': '## Cold\n\nCharge it **indoors**.',
  'text.en.coverAlt': 'A bike in the snow',
  'text.fr.title': 'Rouler en hiver',
  'text.fr.slug': 'rouler-en-hiver',
  'text.fr.description': 'Gardez la batterie au chaud.',
  'text.fr.body': 'Rechargez-la **à l’intérieur**.',
  'text.de.title': '',
  'text.de.coverAlt': 'Ein Velo im Schnee',
};

describe('the article form', () => {
  it('reads an article in the languages written, its key from the first address, its hashtags and its time', () => {
    const article = articleFromForm(typed);
    expect(article).toMatchObject({
      key: 'winter-riding',
      category: 'riding',
      coverUrl: null,
      pinned: true,
      hashtags: ['#Winter', 'battery'],
      status: 'published',
      text: {
        en: { title: 'Winter riding', slug: 'winter-riding', coverAlt: 'A bike in the snow' },
        fr: { title: 'Rouler en hiver', coverAlt: '' },
      },
    });
    // German is not written (a cover description alone does not make a language): it is left out.
    expect(Object.keys(article.text)).toEqual(['en', 'fr']);
    expect(Date.parse(article.publishedAt!)).toBe(Date.parse('2026-12-01T07:00:00Z'));
    // What the form sends is what the API's schema takes: hashtags lower-cased, without their #.
    expect(ArticleWriteSchema.parse(article).hashtags).toEqual(['winter', 'battery']);
  });

  it('keeps the cover unless it is removed, and a typed key', () => {
    expect(articleFromForm({ ...typed, key: 'cold', coverUrl: '/files/media/articles/a.png' })).toMatchObject({
      key: 'cold',
      coverUrl: '/files/media/articles/a.png',
    });
    expect(articleFromForm({ ...typed, coverUrl: '/files/media/articles/a.png', removeCover: 'on' }).coverUrl).toBe(
      null,
    );
  });

  it('shows a stored article as it reads it back', () => {
    const stored = ArticleWriteSchema.parse({ ...articleFromForm(typed), coverUrl: '/files/media/articles/a.png' });
    const values = articleValues({ ...stored, publishedAt: stored.publishedAt! });
    expect(values).toMatchObject({
      hashtags: '#winter #battery',
      pinned: 'on',
      coverUrl: '/files/media/articles/a.png',
      publishedAt: '2026-12-01T08:00',
      'text.fr.title': 'Rouler en hiver',
      'text.de.title': '',
    });
    expect(ArticleWriteSchema.parse(articleFromForm(values))).toEqual(stored);
  });

  it('reads hashtags separated by spaces or commas, with or without #', () => {
    expect(hashtagsFromForm(' #a,b  c,,# ')).toEqual(['#a', 'b', 'c']);
    expect(hashtagsFromForm(undefined)).toEqual([]);
  });
});

describe('the API’s refusals under the article form’s fields', () => {
  it('names each field once, the first message kept, a hashtag’s refusal under the hashtags', () => {
    const fields = {
      'article.text.fr.title': 'Required',
      'article.text.fr.slug': 'Taken',
      'article.hashtags.2': 'Not a hashtag',
      'article.hashtags.3': 'Not a hashtag either',
      'article.text': 'Write one language',
    };
    expect(editorialFieldErrors(fields, ARTICLE_FIELDS, 'article')).toEqual({
      byField: { 'text.fr.title': 'Required', 'text.fr.slug': 'Taken', hashtags: 'Not a hashtag' },
      elsewhere: ['Write one language'],
    });
    expect(
      editorialFieldErrors({ 'category.name.de': 'Required', slug: 'Taken' }, CATEGORY_FIELDS, 'category').byField,
    ).toEqual({
      'name.de': 'Required',
      slug: 'Taken',
    });
  });
});

describe('the category form', () => {
  it('reads a category named in every language, and its place as a number', () => {
    const values = { slug: 'tips', 'name.en': 'Tips', 'name.fr': 'Conseils', 'name.de': 'Tipps', sortOrder: '20' };
    const category = categoryFromForm(values);
    expect(ArticleCategoryWriteSchema.parse(category)).toEqual({
      slug: 'tips',
      name: { en: 'Tips', fr: 'Conseils', de: 'Tipps' },
      sortOrder: 20,
    });
    expect(categoryValues(ArticleCategoryWriteSchema.parse(category))).toEqual(values);
    // A place that is not a number is sent as typed, for the API to name.
    expect(categoryFromForm({ ...values, sortOrder: 'first' }).sortOrder).toBe('first');
    expect(categoryFromForm({ ...values, sortOrder: '' }).sortOrder).toBe(0);
  });
});
