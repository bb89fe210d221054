import type { ArticleSummary } from '@beast/domain/content/articles-api.schema';
import { formatSwissDate } from '@beast/domain/i18n/date-format';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { RenderedHtml } from '../../ui/rendered-html';
import { articlePath, hashtagPath } from './blog-paths';

/**
 * An article in a list: its cover, category, date and reading time, its title as the card's link, the lead
 * (or, for a search, the excerpt with the words found highlighted) and its hashtags as links of their own.
 */
export function ArticleCard({
  article,
  linkRef,
  headingLevel = 'h3',
}: {
  article: ArticleSummary;
  /** The title's link, for the list to move the focus to the first article it appended. */
  linkRef?: Ref<HTMLAnchorElement>;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const Heading = headingLevel;
  return (
    <article className="card card--linked article-card">
      <div className="card__media article-card__media">
        {article.coverUrl ? (
          // The title says what the article is: the cover is decoration here.
          <img src={article.coverUrl} alt="" width={960} height={540} loading="lazy" decoding="async" />
        ) : null}
      </div>
      <div className="card__body">
        <p className="article-meta">
          {article.pinned ? <span className="badge badge--accent">{t('blog.pinned')}</span> : null}
          <span>{article.category.name}</span>
          <time dateTime={article.publishedAt}>{formatSwissDate(article.publishedAt, locale)}</time>
          <span>{t('blog.readingTime', { count: article.readingMinutes })}</span>
        </p>
        <Heading className="card__title article-card__title">
          <Link ref={linkRef} to={href(articlePath(article.slug))} className="card__link">
            {article.title}
          </Link>
        </Heading>
        {article.excerptHtml ? (
          <RenderedHtml as="p" className="card__text article-card__excerpt" html={article.excerptHtml} />
        ) : (
          <p className="card__text">{article.description}</p>
        )}
        <Hashtags hashtags={article.hashtags} />
      </div>
    </article>
  );
}

/** Hashtags as links to their pages (above the card's own link). */
export function Hashtags({ hashtags }: { hashtags: readonly string[] }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  if (hashtags.length === 0) return null;
  return (
    <ul className="hashtags" aria-label={t('blog.hashtags')}>
      {hashtags.map((hashtag) => (
        <li key={hashtag}>
          <Link to={href(hashtagPath(hashtag))} className="hashtag">
            #{hashtag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
