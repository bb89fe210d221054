import type { Subcategory } from '@beast/domain/catalog/product.schema';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { listSearch } from './paging';

/**
 * Category filter as plain links with a query parameter (`?category=<id>`): it works without JavaScript,
 * and the current choice is marked with aria-current.
 */
export function CategoryFilter({
  categories,
  current,
  label,
}: {
  categories: readonly Subcategory[];
  current: number | undefined;
  label: string;
}) {
  const { t } = useTranslation();
  const options = [{ id: undefined, name: t('filter.all') }, ...categories];
  return (
    <nav className="filter" aria-label={label}>
      <ul className="filter__list">
        {options.map((option) => {
          const active = option.id === current;
          return (
            <li key={option.id ?? 'all'}>
              <Link
                to={{ search: listSearch({ category: option.id }) }}
                className={active ? 'chip chip--active' : 'chip'}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
              >
                {option.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
