import type { ArticlePage, ArticleSummary } from '@beast/domain/content/articles-api.schema';
import { BLOG_PAGE_SIZE } from '@beast/domain/content/editorial';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { ArticleCard } from './article-card';
import { blogSearch } from './blog-paths';

/** What the list shows, as the page's URL says it (`search`, `category`) and as the API reads it (ids). */
export interface ListFilter {
  search?: string;
  category?: string;
  categoryId?: number;
  hashtag?: string;
}

/**
 * The next page of the list, straight from the API (spec §7 GET /articles): the answer is read by hand, so the
 * page's first visit downloads no schema library for a button most readers never press.
 */
async function nextArticles(filter: ListFilter, offset: number, lang: string): Promise<ArticlePage> {
  const query = new URLSearchParams({ offset: String(offset), limit: String(BLOG_PAGE_SIZE), lang });
  if (filter.search) query.set('search', filter.search);
  if (filter.categoryId !== undefined) query.set('articleCategoryId', String(filter.categoryId));
  if (filter.hashtag) query.set('hashtags', filter.hashtag);
  const response = await fetch(`/api/articles?${query}`, { headers: { accept: 'application/json' } });
  const answer = (await response.json()) as ArticlePage;
  if (!response.ok || !Array.isArray(answer.data)) throw new Error(`GET /api/articles answered ${response.status}`);
  return answer;
}

/**
 * The list of articles with "show more" (spec §4: the next page is appended). The button is a real link to the
 * list with one more page, so it works without scripts; with them, only the next 20 articles are fetched and
 * appended, the focus moves to the first of them and a polite announcement says how many came. Render it with
 * a `key` of the query, so a new search or filter starts from its own first pages.
 */
export function ArticleList({
  articles,
  total,
  page,
  filter,
}: {
  articles: ArticleSummary[];
  total: number;
  page: number;
  filter: ListFilter;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [shown, setShown] = useState({ articles, page, total });
  const [loading, setLoading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const firstAppended = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (focusIndex !== null) firstAppended.current?.focus();
  }, [focusIndex]);

  const nextSearch = blogSearch({ search: filter.search, category: filter.category, page: shown.page + 1 });

  async function showMore(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (loading) return;
    const link = event.currentTarget.href;
    setLoading(true);
    try {
      const next = await nextArticles(filter, shown.page * BLOG_PAGE_SIZE, locale);
      const known = new Set(shown.articles.map((article) => article.id));
      const added = next.data.filter((article) => !known.has(article.id));
      setFocusIndex(shown.articles.length);
      setShown({ articles: [...shown.articles, ...added], page: shown.page + 1, total: next.total });
      setAnnouncement(t('blog.moreShown', { count: added.length }));
    } catch {
      // The page with one more page of articles, as without scripts.
      window.location.assign(link);
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <ul className="article-grid">
        {shown.articles.map((article, index) => (
          <li key={article.id}>
            <ArticleCard article={article} linkRef={index === focusIndex ? firstAppended : undefined} />
          </li>
        ))}
      </ul>
      <p className="article-list__status" aria-live="polite">
        {announcement}
      </p>
      {shown.articles.length < shown.total ? (
        <p className="article-list__more">
          <span className="muted">{t('blog.showing', { count: shown.articles.length, total: shown.total })}</span>
          <Link
            to={{ search: nextSearch }}
            preventScrollReset
            className="button button--secondary"
            aria-disabled={loading || undefined}
            onClick={showMore}
          >
            {t('blog.showMore', { count: Math.min(BLOG_PAGE_SIZE, shown.total - shown.articles.length) })}
          </Link>
        </p>
      ) : null}
    </>
  );
}
