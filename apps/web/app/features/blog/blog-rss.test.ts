import type { ArticleSummary } from '@beast/domain/content/articles-api.schema';
import { describe, expect, it } from 'vitest';
import { buildRssFeed } from './blog-rss';

const article = (overrides: Partial<ArticleSummary>): ArticleSummary => ({
  id: 1,
  slug: 'rouler-en-hiver',
  title: 'Rouler en hiver',
  description: 'Froid & batterie',
  coverUrl: null,
  coverAlt: '',
  category: { id: 1, slug: 'guides', name: 'Guides et conseils' },
  hashtags: ['winter'],
  pinned: false,
  publishedAt: '2026-01-12T07:00:00.000Z',
  readingMinutes: 3,
  ...overrides,
});

describe('the blog’s RSS feed', () => {
  const feed = buildRssFeed({
    origin: 'https://shop.example.ch',
    locale: 'fr',
    title: 'Blog Beast',
    description: 'Conseils & actualités',
    articles: [
      article({ pinned: true, publishedAt: '2025-11-02T07:00:00.000Z', slug: 'ancien', title: 'Un <ancien> article' }),
      article({}),
    ],
  });

  it('is RSS 2.0 in the page’s language, naming itself and the blog', () => {
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(feed).toContain('<language>fr-ch</language>');
    expect(feed).toContain('<link>https://shop.example.ch/fr/blog</link>');
    expect(feed).toContain('<atom:link href="https://shop.example.ch/fr/blog/rss.xml" rel="self"');
    expect(feed).toContain('<description>Conseils &amp; actualités</description>');
    // The newest article, wherever pinning put it.
    expect(feed).toContain('<lastBuildDate>Mon, 12 Jan 2026 07:00:00 GMT</lastBuildDate>');
  });

  it('gives each article its address in the language, its date, category and hashtags, escaped', () => {
    expect(feed).toContain('<title>Un &lt;ancien&gt; article</title>');
    expect(feed).toContain('<guid isPermaLink="true">https://shop.example.ch/fr/blog/rouler-en-hiver</guid>');
    expect(feed).toContain('<pubDate>Mon, 12 Jan 2026 07:00:00 GMT</pubDate>');
    expect(feed).toContain('<category>Guides et conseils</category>');
    expect(feed).toContain('<category>#winter</category>');
    expect(feed.match(/<item>/g)).toHaveLength(2);
  });
});
