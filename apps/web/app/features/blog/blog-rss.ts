import type { ArticleSummary } from '@beast/domain/content/articles-api.schema';
import { INTL_LOCALE, type Locale } from '@beast/domain/i18n/locale';
import { localizedPath } from '../../lib/i18n/language';
import { absoluteUrl } from '../../lib/seo/seo';
import { articlePath, BLOG_PATH, BLOG_RSS_PATH } from './blog-paths';

/** How many of the newest articles the feed carries. */
export const RSS_ITEMS = 20;

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[character]!,
  );
}

/**
 * The blog's RSS 2.0 feed in one language: the newest public articles, each with its address in that
 * language, its lead, category and hashtags, and its publication date (RFC 822, as RSS wants it).
 */
export function buildRssFeed({
  origin,
  locale,
  title,
  description,
  articles,
}: {
  origin: string;
  locale: Locale;
  title: string;
  description: string;
  articles: readonly ArticleSummary[];
}): string {
  const blogUrl = absoluteUrl(origin, localizedPath(locale, BLOG_PATH));
  const feedUrl = absoluteUrl(origin, localizedPath(locale, BLOG_RSS_PATH));
  // Pinned articles lead the list: the newest may be further down.
  const newest = Math.max(0, ...articles.map((article) => Date.parse(article.publishedAt)));
  const items = articles.map((article) => {
    const url = absoluteUrl(origin, localizedPath(locale, articlePath(article.slug)));
    return [
      '    <item>',
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${new Date(article.publishedAt).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(article.description)}</description>`,
      `      <category>${escapeXml(article.category.name)}</category>`,
      ...article.hashtags.map((hashtag) => `      <category>#${escapeXml(hashtag)}</category>`),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(description)}</description>`,
    `    <language>${INTL_LOCALE[locale].toLowerCase()}</language>`,
    `    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest > 0 ? [`    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
