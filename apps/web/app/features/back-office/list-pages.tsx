import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';

/**
 * The previous and next pages of a back-office list, its filters kept in the address. `texts` names the
 * screen's catalogue keys (`<texts>.pages`, `.previous`, `.next`, `.page`).
 */
export function ListPages({
  path,
  page,
  pages,
  filters,
  texts,
}: {
  path: string;
  page: number;
  pages: number;
  filters: Record<string, string | undefined>;
  texts: string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const href = (target: number) => {
    const query = new URLSearchParams(filters as Record<string, string>);
    if (target > 1) query.set('page', String(target));
    return `${path}${query.size > 0 ? `?${query}` : ''}`;
  };
  return (
    <nav className="admin-pages" aria-label={t(`${texts}.pages`)}>
      {page > 1 ? <Link to={href(page - 1)}>{t(`${texts}.previous`)}</Link> : <span />}
      <span>{t(`${texts}.page`, { page, pages })}</span>
      {page < pages ? <Link to={href(page + 1)}>{t(`${texts}.next`)}</Link> : <span />}
    </nav>
  );
}
