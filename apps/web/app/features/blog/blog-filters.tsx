import type { ArticleCategory } from '@beast/domain/content/articles-api.schema';
import { ARTICLE_SEARCH_MAX_LENGTH } from '@beast/domain/content/editorial';
import { Form, Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { BLOG_PATH, blogSearch } from './blog-paths';

/**
 * The blog's search and its categories (spec §4). The search is a GET form: without scripts the browser loads
 * `/blog?q=…`; with them the list is replaced in place. Categories are links (`?category=<slug>`) that keep the
 * search, loaded in the page's language with it, so a language switch shows them in the new language.
 */
export function BlogFilters({
  categories,
  category,
  search,
}: {
  categories: readonly ArticleCategory[];
  category: string | undefined;
  search: string | undefined;
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const options = [
    { slug: undefined, name: t('blog.allCategories'), count: undefined },
    ...categories.filter((entry) => entry.count > 0),
  ];
  return (
    <div className="blog-filters">
      <Form
        method="get"
        action={href(BLOG_PATH)}
        role="search"
        className="blog-search"
        aria-label={t('blog.searchLabel')}
      >
        <label className="field__label" htmlFor="blog-search">
          {t('blog.searchLabel')}
        </label>
        <div className="blog-search__row">
          <input
            id="blog-search"
            className="field__input"
            type="search"
            name="q"
            defaultValue={search ?? ''}
            maxLength={ARTICLE_SEARCH_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
          />
          {category ? <input type="hidden" name="category" value={category} /> : null}
          <button type="submit" className="button button--primary">
            {t('blog.searchSubmit')}
          </button>
        </div>
      </Form>
      {options.length > 1 ? (
        <nav className="filter" aria-label={t('blog.categoriesLabel')}>
          <ul className="filter__list">
            {options.map((option) => {
              const active = option.slug === category;
              return (
                <li key={option.slug ?? 'all'}>
                  <Link
                    to={href(BLOG_PATH) + blogSearch({ search, category: option.slug })}
                    className={active ? 'chip chip--active' : 'chip'}
                    aria-current={active ? 'page' : undefined}
                    preventScrollReset
                  >
                    {option.name}
                    {option.count !== undefined ? <span className="chip__count"> {option.count}</span> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
