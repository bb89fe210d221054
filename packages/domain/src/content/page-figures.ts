import {
  FLEET_DELIVERY_MAX_WEEKS,
  FLEET_REPLACEMENT_BIKE_MIN_SIZE,
  INSTALMENT_PLAN_MONTHS,
} from '../constants/business';
import { interpolate } from '../i18n/interpolate';

/**
 * The business figures a page's copy may name as placeholders (`within {{fleetDeliveryWeeks}} weeks`), filled
 * when the page is read. The shop acts on these constants (a quotation of a fleet promises its delivery with
 * them), so the copy takes them from here rather than restating them: a constant that changes changes every page
 * at once, also a page staff edited since it was imported, which a check of the data files could not see.
 */
export const PAGE_FIGURES = {
  /** spec §9: a fleet is delivered within at most this many weeks. */
  fleetDeliveryWeeks: FLEET_DELIVERY_MAX_WEEKS,
  /** spec §9: fleets of this many bikes or more get a replacement bike. */
  fleetReplacementMinSize: FLEET_REPLACEMENT_BIKE_MIN_SIZE,
  /** spec §9: the longest instalment plan, what leasing spreads a fleet's cost over. */
  leasingMaxMonths: Math.max(...INSTALMENT_PLAN_MONTHS),
} as const satisfies Record<string, number>;
export type PageFigure = keyof typeof PAGE_FIGURES;

/** A text of a page with its figures filled in; any other `{{…}}` stays as written. */
export function withPageFigures(text: string): string {
  return interpolate(text, PAGE_FIGURES);
}

/** Every text inside a value (a page's block, with its rows and items) with its figures filled in. */
export function withPageFiguresIn<T>(value: T): T {
  if (typeof value === 'string') return withPageFigures(value) as T;
  if (Array.isArray(value)) return value.map((each) => withPageFiguresIn(each)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, withPageFiguresIn(each)])) as T;
  }
  return value;
}
