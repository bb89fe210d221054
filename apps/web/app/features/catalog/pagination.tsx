import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { listSearch, pageLinks } from './paging';

/** Previous, numbered and next pages as real links (they work without JavaScript). */
export function Pagination({
  page,
  count,
  category,
  anchor,
}: {
  page: number;
  count: number;
  category: number | undefined;
  /** Id of the list's heading: a page link scrolls to it. */
  anchor: string;
}) {
  const { t } = useTranslation();
  if (count <= 1) return null;
  const to = (target: number) => ({ search: listSearch({ category, page: target }), hash: `#${anchor}` });
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            <Link to={to(page - 1)} className="pagination__step" rel="prev">
              <span aria-hidden="true">←</span> {t('pagination.previous')}
            </Link>
          ) : (
            <span className="pagination__step pagination__step--disabled" aria-disabled="true">
              <span aria-hidden="true">←</span> {t('pagination.previous')}
            </span>
          )}
        </li>
        {pageLinks(page, count).map((link) =>
          link.kind === 'gap' ? (
            <li key={link.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.page}>
              <Link
                to={to(link.page)}
                className={link.page === page ? 'pagination__page pagination__page--current' : 'pagination__page'}
                aria-current={link.page === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: link.page })}
              >
                {link.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < count ? (
            <Link to={to(page + 1)} className="pagination__step" rel="next">
              {t('pagination.next')} <span aria-hidden="true">→</span>
            </Link>
          ) : (
            <span className="pagination__step pagination__step--disabled" aria-disabled="true">
              {t('pagination.next')} <span aria-hidden="true">→</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
