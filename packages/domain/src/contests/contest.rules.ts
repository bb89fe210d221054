import type { PageKey } from '../content/page-blocks';

/**
 * The contests (spec §1, §3, §9): a bike-weight estimate, won by the estimate closest to the bike's real
 * weight, and a hotel voucher, drawn at random. Each is open from its opening instant (included) to its
 * closing instant (excluded), entered once per person, and drawn once, after it closed. No zod here, so the
 * storefront's pages read the states and rules for free.
 */
export const CONTEST_KINDS = ['weight-estimate', 'hotel-voucher'] as const;
export type ContestKind = (typeof CONTEST_KINDS)[number];

/** What a visitor sees: not open yet, open (the form), closed (no form), drawn (the winner has been told). */
export const CONTEST_STATES = ['upcoming', 'open', 'closed', 'drawn'] as const;
export type ContestState = (typeof CONTEST_STATES)[number];

/** The two contests the shop's pages show (content/reference/contests.json names them). */
export const WEIGHT_CONTEST_SLUG = 'weight-contest';
export const HOTEL_CONTEST_SLUG = 'hotel-competition';

/** The storefront's page of a contest, without the language: the two the shop names, any other under /contest/. */
export function contestPath(slug: string): string {
  if (slug === WEIGHT_CONTEST_SLUG) return '/contest';
  if (slug === HOTEL_CONTEST_SLUG) return '/hotel-competition';
  return `/contest/${slug}`;
}

/** The content page (edited on the Pages screen) that introduces a contest of each kind. */
export const CONTEST_PAGE_KEY = {
  'weight-estimate': 'weight-contest',
  'hotel-voucher': 'hotel-competition',
} as const satisfies Record<ContestKind, PageKey>;

/** The rules of the contests, one content page, linked where they are accepted. */
export const CONTEST_RULES_PAGE_KEY = 'contest-rules' satisfies PageKey;

export interface ContestWindow {
  opensAt: Date;
  closesAt: Date;
  drawnAt: Date | null;
}

/** The contest's state at `now`: drawn first, then the window. */
export function contestState(contest: ContestWindow, now: Date): ContestState {
  if (contest.drawnAt) return 'drawn';
  if (now.getTime() < contest.opensAt.getTime()) return 'upcoming';
  if (now.getTime() < contest.closesAt.getTime()) return 'open';
  return 'closed';
}

/** A weight in kg (decimals allowed) as the whole grams it is kept in. */
export function kilogramsToGrams(kilograms: number): number {
  return Math.round(kilograms * 1000);
}

export function gramsToKilograms(grams: number): number {
  return grams / 1000;
}

export interface WeightEstimate {
  id: number;
  weightGrams: number;
  createdAt: Date;
}

/**
 * The weight contest's winner: the estimate closest to the real weight, above or below; between estimates
 * equally close, the one entered first (then the lower id, for entries of the same millisecond).
 */
export function closestEstimate<T extends WeightEstimate>(entries: readonly T[], realGrams: number): T | undefined {
  let best: T | undefined;
  for (const entry of entries) {
    if (!best) {
      best = entry;
      continue;
    }
    const distance = Math.abs(entry.weightGrams - realGrams);
    const bestDistance = Math.abs(best.weightGrams - realGrams);
    const earlier =
      entry.createdAt.getTime() < best.createdAt.getTime() ||
      (entry.createdAt.getTime() === best.createdAt.getTime() && entry.id < best.id);
    if (distance < bestDistance || (distance === bestDistance && earlier)) best = entry;
  }
  return best;
}
