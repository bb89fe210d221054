import { PAGE_KEYS, type PageKey } from '@beast/domain/content/page-blocks';

/**
 * The information pages that have a route of their own built from their content (spec §2 public pages), each at
 * `/{locale}/{key}`. The experience centres' page, the test-drive page, the business page, the contests' pages and
 * the rentals page have their own routes and data (routes/experience-center.tsx, routes/test-drive.tsx,
 * routes/b2b-offer.tsx, routes/contest.tsx, routes/rentals.tsx).
 */
type OwnRoutePageKey =
  | 'experience-center'
  | 'test-drive'
  | 'b2b-offer'
  | 'weight-contest'
  | 'hotel-competition'
  | 'rentals';
const OWN_ROUTE_PAGE_KEYS: readonly PageKey[] = [
  'experience-center',
  'test-drive',
  'b2b-offer',
  'weight-contest',
  'hotel-competition',
  'rentals',
] satisfies OwnRoutePageKey[];
export type InfoPageKey = Exclude<PageKey, OwnRoutePageKey>;
export const INFO_PAGE_KEYS: readonly InfoPageKey[] = PAGE_KEYS.filter(
  (key): key is InfoPageKey => !OWN_ROUTE_PAGE_KEYS.includes(key),
);

export function infoPagePath(key: InfoPageKey): string {
  return `/${key}`;
}

/** The page a path without its language prefix names (`/terms` → `terms`), if it is one. */
export function infoPageKeyOf(path: string): InfoPageKey | undefined {
  const key = path.replace(/^\/+|\/+$/g, '');
  return (INFO_PAGE_KEYS as readonly string[]).includes(key) ? (key as InfoPageKey) : undefined;
}
