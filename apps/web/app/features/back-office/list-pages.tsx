import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { FormAlert } from '../../ui/field';

/**
 * The parts every back-office list screen shares: its filters, kept in the address so a filtered view can be
 * bookmarked and shared, and its results with their count and pages. `texts` names the screen's catalogue
 * keys (`<texts>.filters`, `.apply`, `.clear`, `.count`, `.empty`, `.pages`, `.previous`, `.next`, `.page`).
 */

export function ListFilters({
  texts,
  path,
  error,
  title = 'filters',
  role,
  extraActions,
  children,
}: {
  texts: string;
  /** The list's own address: "clear" goes back to it. */
  path: string;
  error?: string | null;
  /** The key, under `texts`, of the section's heading. */
  title?: string;
  role?: 'search';
  /** Links beside apply and clear (an export of the filtered view). */
  extraActions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `${texts.replaceAll('.', '-')}-filters`;
  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-section__title">
        {t(`${texts}.${title}`)}
      </h2>
      <Form method="get" className="admin-filters" role={role}>
        <FormAlert message={error ?? null} />
        {children}
        <div className="admin-filters__actions">
          <button type="submit" className="button button--primary">
            {t(`${texts}.apply`)}
          </button>
          <Link to={path}>{t(`${texts}.clear`)}</Link>
          {extraActions}
        </div>
      </Form>
    </section>
  );
}

export function ListResults<T>({
  texts,
  path,
  page,
  pages,
  total,
  items,
  filters,
  ordered = true,
  toolbar,
  renderItem,
}: {
  texts: string;
  path: string;
  page: number;
  pages: number;
  total: number;
  items: readonly T[];
  filters: Record<string, string | undefined>;
  /** A numbered list where the order means something (newest first, a sort the staff chose). */
  ordered?: boolean;
  /** A short filter form shown under the count, for lists that need no filter section of their own. */
  toolbar?: ReactNode;
  renderItem: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `${texts.replaceAll('.', '-')}-results`;
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-section__title">
        {t(`${texts}.count`, { count: total })}
      </h2>
      {toolbar}
      {items.length === 0 ? <p>{t(`${texts}.empty`)}</p> : <List className="admin-list">{items.map(renderItem)}</List>}
      <ListPages path={path} page={page} pages={pages} filters={filters} texts={texts} />
    </section>
  );
}

/** The previous and next pages of a back-office list, its filters kept in the address. */
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
    const query = new URLSearchParams(
      Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
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
