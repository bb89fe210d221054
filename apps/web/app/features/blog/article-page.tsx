import type { ArticleDetail } from '@beast/domain/content/articles-api.schema';
import { formatSwissDate } from '@beast/domain/i18n/date-format';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { Container } from '../../ui/container';
import { RenderedHtml } from '../../ui/rendered-html';
import { ArticleCard, Hashtags } from './article-card';
import { BLOG_PATH, blogSearch } from './blog-paths';
import { ShareLinks } from './share-links';

/**
 * An article (spec §2 `/blog/{id}`): its category, title, date and reading time, its cover, the body the API
 * rendered, its hashtags as links, a way to share it and a few related articles.
 */
export function ArticlePage({ article, url }: { article: ArticleDetail; url: string }) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  return (
    <>
      <Container className="article">
        <nav className="breadcrumb" aria-label={t('breadcrumb.label')}>
          <ol>
            <li>
              <Link to={href(BLOG_PATH)}>{t('blog.title')}</Link>
            </li>
            <li>
              <Link to={href(BLOG_PATH) + blogSearch({ category: article.category.slug })}>
                {article.category.name}
              </Link>
            </li>
          </ol>
        </nav>
        <article className="article__main" aria-labelledby="article-title">
          <header className="article__head">
            <h1 id="article-title" className="article__title">
              {article.title}
            </h1>
            <p className="article__lead">{article.description}</p>
            <p className="article-meta">
              <time dateTime={article.publishedAt}>{formatSwissDate(article.publishedAt, locale)}</time>
              <span>{t('blog.readingTime', { count: article.readingMinutes })}</span>
            </p>
          </header>
          {article.coverUrl ? (
            <figure className="article__cover">
              <img src={article.coverUrl} alt={article.coverAlt} width={960} height={540} fetchPriority="high" />
            </figure>
          ) : null}
          <RenderedHtml html={article.bodyHtml} className="prose article__body" />
          <footer className="article__foot">
            <Hashtags hashtags={article.hashtags} />
            <ShareLinks url={url} title={article.title} />
          </footer>
        </article>
      </Container>
      {article.related.length > 0 ? (
        <section className="section section--mist" aria-labelledby="related-title">
          <Container>
            <h2 id="related-title" className="section__title related__title">
              {t('blog.related')}
            </h2>
            <ul className="article-grid">
              {article.related.map((related) => (
                <li key={related.id}>
                  <ArticleCard article={related} />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ) : null}
    </>
  );
}
