import type { ArticleDetail, ArticleSummary } from '@beast/domain/content/articles-api.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { localizedPath } from '../../lib/i18n/language';
import { absoluteUrl } from '../../lib/seo/seo';
import { articlePath } from './blog-paths';

interface Site {
  origin: string;
  locale: Locale;
  brandName: string;
}

/** schema.org Blog of a list page: its posts in the order shown (structured data, decision 18). */
export function blogJsonLd({
  origin,
  locale,
  brandName,
  url,
  title,
  articles,
}: Site & { url: string; title: string; articles: readonly ArticleSummary[] }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: title,
    url,
    inLanguage: locale,
    publisher: { '@type': 'Organization', name: brandName },
    blogPost: articles.map((article) => ({
      '@type': 'BlogPosting',
      headline: article.title,
      url: absoluteUrl(origin, localizedPath(locale, articlePath(article.slug))),
      datePublished: article.publishedAt,
    })),
  };
}

/** schema.org BlogPosting of an article's page. */
export function articleJsonLd({ origin, locale, brandName, article }: Site & { article: ArticleDetail }) {
  const url = absoluteUrl(origin, localizedPath(locale, articlePath(article.slug)));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: locale,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    ...(article.coverUrl && { image: absoluteUrl(origin, article.coverUrl) }),
    articleSection: article.category.name,
    keywords: article.hashtags.join(', '),
    timeRequired: `PT${article.readingMinutes}M`,
    author: { '@type': 'Organization', name: brandName },
    publisher: { '@type': 'Organization', name: brandName },
  };
}
