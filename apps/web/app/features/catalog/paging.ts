/**
 * Paging of the refurbished list (spec §9: 20 per page). Page numbers in the URL start at 1; anything
 * that is not a positive whole number is page 1.
 */
export function parsePageNumber(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** A positive integer id from the query (a category filter), or undefined. */
export function parseId(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export type PageLink = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The page numbers to show: always the first and the last, the current one with a neighbour on each
 * side, and a gap where numbers are left out (1 … 4 5 6 … 12). A gap of one page shows the page instead.
 */
export function pageLinks(current: number, count: number): PageLink[] {
  const shown = new Set<number>([1, count, current - 1, current, current + 1]);
  const pages = [...shown].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b);
  const links: PageLink[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) links.push({ kind: 'page', page: previous + 1 });
    else if (page - previous > 2) links.push({ kind: 'gap', key: `gap-${previous}` });
    links.push({ kind: 'page', page });
    previous = page;
  }
  return links;
}

/** The query string of a list URL with a category and a page; page 1 and "all" are left out. */
export function listSearch(filter: { category?: number; page?: number }): string {
  const params = new URLSearchParams();
  if (filter.category !== undefined) params.set('category', String(filter.category));
  if (filter.page !== undefined && filter.page > 1) params.set('page', String(filter.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
