import { HOTEL_CONTEST_SLUG, WEIGHT_CONTEST_SLUG } from '@beast/domain/contests/contest.rules';

/**
 * Which contest a page shows: `/contest/<slug>` names it; `/hotel-competition` (spec §2) is the hotel contest;
 * `/contest` the weight contest. The path comes with or without its language prefix.
 */
export function contestSlugOf(pathname: string, slug: string | undefined): string {
  if (slug) return slug;
  return /\/hotel-competition\/?$/.test(pathname) ? HOTEL_CONTEST_SLUG : WEIGHT_CONTEST_SLUG;
}
