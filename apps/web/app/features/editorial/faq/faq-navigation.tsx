import { FAQ_CATEGORIES, type FaqCategory } from '@beast/domain/content/editorial';
import { Form, Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/i18n-context';
import { useLocale } from '../../../lib/i18n/use-locale';

/** The FAQ's categories as links (spec §2 `/faq/{category}`), the current one marked. */
export function FaqCategoryNav({ current }: { current: FaqCategory | undefined }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const options = [
    { path: '/faq', label: t('faq.all'), active: current === undefined },
    ...FAQ_CATEGORIES.map((category) => ({
      path: `/faq/${category}`,
      label: t(`faq.categories.${category}`),
      active: current === category,
    })),
  ];
  return (
    <nav className="faq-nav" aria-label={t('faq.categoriesLabel')}>
      <ul className="filter__list faq-nav__list">
        {options.map((option) => (
          <li key={option.path}>
            <Link
              to={href(option.path)}
              className={option.active ? 'chip chip--active' : 'chip'}
              aria-current={option.active ? 'page' : undefined}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A search of every question and answer in the page's language: a GET form (`?q=`), so it works without
 * JavaScript and a search is a link to share.
 */
export function FaqSearch({ query }: { query: string }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <Form method="get" action={href('/faq')} role="search" className="faq-search">
      <label className="faq-search__label" htmlFor="faq-search">
        {t('faq.search.label')}
      </label>
      <div className="faq-search__row">
        <input
          id="faq-search"
          className="field__input faq-search__input"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="button button--primary">
          {t('faq.search.submit')}
        </button>
      </div>
    </Form>
  );
}
