import type { ArticleCategory, ArticleSummary } from '@beast/domain/content/articles-api.schema';
import type { MetaDescriptor } from 'react-router';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { type PageSeo, seoMeta } from '../../lib/seo/seo';
import { Container } from '../../ui/container';
import { Note } from '../../ui/note';
import { ArticleList } from './article-list';
import { BlogFilters } from './blog-filters';
import { BLOG_PATH } from './blog-paths';

/** What the list's loader gives its page (blog-list.server.ts). */
export interface BlogList {
  articles: ArticleSummary[];
  total: number;
  page: number;
  search: string | undefined;
  category: string | undefined;
  categories: ArticleCategory[];
  hashtag: string | undefined;
  error: string | undefined;
  seo: PageSeo;
  rss: { href: string; title: string };
  jsonLd: object;
}

/** The list's title, canonical and hreflang links, its RSS feed and its Blog structured data. */
export function blogListMeta(list: BlogList | { append: true } | undefined): MetaDescriptor[] {
  if (!list || ('append' in list && list.append)) return [];
  const { seo, rss, jsonLd } = list as BlogList;
  return seoMeta(seo, [
    { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: rss.title, href: rss.href },
    { 'script:ld+json': jsonLd },
  ]);
}

/** The blog (spec §2, §4), or the articles of one hashtag: search, categories, the list and "show more". */
export function BlogListPage({ list }: { list: BlogList }) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const { articles, total, page, search, category, categories, hashtag, error } = list;
  const categoryName = categories.find((entry) => entry.slug === category)?.name;
  const heading = search
    ? t('blog.resultsFor', { search })
    : categoryName
      ? t('blog.inCategory', { category: categoryName })
      : t('blog.latest');
  return (
    <>
      <header className="page-head">
        <Container>
          <p className="eyebrow">{hashtag ? t('blog.hashtagEyebrow') : t('blog.eyebrow')}</p>
          <h1 className="page-head__title">{hashtag ? `#${hashtag}` : t('blog.title')}</h1>
          <p className="page-head__lead">{hashtag ? t('blog.hashtagLead', { hashtag }) : t('blog.lead')}</p>
          {hashtag ? (
            <p className="blog-back">
              <Link to={href(BLOG_PATH)}>{t('blog.backToBlog')}</Link>
            </p>
          ) : null}
        </Container>
      </header>
      <Container className="listing blog">
        {hashtag ? null : <BlogFilters categories={categories} category={category} search={search} />}
        <section aria-labelledby="articles-title">
          <h2 id="articles-title" className="listing__title">
            {heading}
            <span className="listing__count"> · {t('blog.count', { count: total })}</span>
          </h2>
          {error ? (
            <Note tone="warning">
              <p>{error}</p>
            </Note>
          ) : articles.length === 0 ? (
            <p className="blog-empty">{t('notices.noResults')}</p>
          ) : (
            <ArticleList
              // The language too: a language switch keeps the query, and must not keep the other language's articles.
              key={`${locale}|${search ?? ''}|${category ?? ''}|${hashtag ?? ''}|${page}`}
              articles={articles}
              total={total}
              page={page}
              filter={{
                search,
                category,
                categoryId: categories.find((entry) => entry.slug === category)?.id,
                hashtag,
              }}
            />
          )}
        </section>
      </Container>
    </>
  );
}
