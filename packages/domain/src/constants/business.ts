/**
 * Commercial constants of spec §9. Money is always an integer number of centimes
 * (suffix `_CENTIMES`); it becomes text only at the edge, through `money/money.ts`.
 */

export const CURRENCY = 'CHF';
export type Currency = typeof CURRENCY;

/** spec §3: checkout contacts default odooInstanceId "1" (a string in the payload). */
export const DEFAULT_ODOO_INSTANCE_ID = '1';

/** spec §9: instalment plans in months; a single payment is the other choice. */
export const INSTALMENT_PLAN_MONTHS = [6, 12, 18, 24, 36, 48] as const;
export type InstalmentPlanMonths = (typeof INSTALMENT_PLAN_MONTHS)[number];
/** spec §9: "financing up to 36 months" in the financing copy, although the plan list goes to 48. */
export const FINANCING_MAX_MONTHS = 36;

/** spec §9 terms. */
export const CANCELLATION_PERIOD_DAYS = 14;
export const FREE_RETURN_DAYS_AFTER_DELIVERY = 7;
export const WARRANTY_YEARS = 2;
/** spec §9: some models carry a 5-year frame warranty, electronics 2 years; city and cargo 2 years. */
export const FRAME_WARRANTY_YEARS = 5;
export const ELECTRONICS_WARRANTY_YEARS = 2;
export const REGULAR_DELIVERY_WEEKS = 2;
export const FLEET_DELIVERY_MAX_WEEKS = 3;
/** spec §9: fleets of this size or more get a replacement bike. */
export const FLEET_REPLACEMENT_BIKE_MIN_SIZE = 15;

/** spec §9 services. */
export const SERVICE_SUBSCRIPTION_YEARLY_CENTIMES = 27_500;
export const FIRST_SERVICE_VALUE_CENTIMES = 17_500;
/** spec §9: first service recommended between these distances (other copy says 300, 400 or every 1000 km). */
export const FIRST_SERVICE_KM = { min: 500, max: 1000 } as const;
/** spec §9: per trip, in the areas below; other areas on request. */
export const PICK_UP_AND_RETURN_CENTIMES_PER_TRIP = 12_000;
export const PICK_UP_AND_RETURN_AREAS = ['canton of Geneva', 'city of Lausanne', 'canton of Zurich'] as const;
export const REPLACEMENT_BIKE_CENTIMES_PER_DAY = 5000;
export const REPLACEMENT_BIKE_CENTIMES_PER_HALF_DAY = 2500;
/**
 * spec §9: rental comparison prices per week; rental length is a number of months. The prices themselves are
 * data (each rentable model's monthly price, decision 22): this line is the spec's figure the demo data is checked
 * against, never a price the shop charges.
 */
export const RENTAL_COMPARISON_CENTIMES_PER_WEEK = [2600, 4100, 4000] as const;
/** A rental lasts a whole number of months (spec §9), from one month to two years. */
export const RENTAL_MONTHS_MIN = 1;
export const RENTAL_MONTHS_MAX = 24;
/** The highest monthly price staff may set (a typing guard: CHF 5,000 a month). */
export const RENTAL_MONTHLY_PRICE_MAX_CENTIMES = 500_000;

/**
 * A sensible maximum of units per cart line (a fleet buys through the B2B offer). A constant apart from
 * the cart's schemas: the add-to-cart button reads it on pages that load no schema library.
 */
export const CART_LINE_MAX_QUANTITY = 10;

/** spec §1, §9: units built of each limited edition (circular = the coffee co-branded edition). */
export const LIMITED_EDITIONS = { xplorer: 100, circular: 220 } as const;

/** spec §3: the default experience centre and its hours. */
export const DEFAULT_CENTRE_CITY = 'Geneva';
export const DEFAULT_CENTRE_HOURS = {
  days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
  opens: '09:00',
  closes: '18:00',
} as const;
/** spec §9: shop hours quoted in the copy (weekdays 10h-19h, Saturday until 18h). */
export const SHOP_HOURS_IN_COPY = { weekdays: { opens: '10:00', closes: '19:00' }, saturdayCloses: '18:00' } as const;

/**
 * Quotations (spec §2 /quotation, §7 POST /orders/quotation…): how long the priced offer holds, and the bounds
 * of one request. A fleet orders more units of a line than a cart does (CART_LINE_MAX_QUANTITY).
 */
export const QUOTATION_VALIDITY_DAYS = 30;
export const QUOTATION_LINE_MAX_QUANTITY = 100;
export const QUOTATION_MAX_LINES = 30;
/** spec §9: a quotation of this many bikes or more is a fleet, delivered within FLEET_DELIVERY_MAX_WEEKS. */
export const FLEET_MIN_SIZE = 2;

/** spec §9: the configurator's option prices, in francs; an option costs one of them or is included. */
export const CONFIGURATOR_OPTION_PRICES_CHF = [
  99, 150, 199, 200, 219, 299, 349, 399, 600, 749, 800, 899, 949, 1_200, 1_399, 1_899,
] as const;
/** spec §9: what the Adventure Beast costs in full carbon, and as the premium 45 km/h version, in francs. */
export const ADVENTURE_FULL_CARBON_CHF = 12_499;
export const ADVENTURE_PREMIUM_45_CHF = 8_999;
/** spec §9: the 45 km/h class costs CHF 800 more than the 25 km/h one (the cargo's figure, the shop's rule). */
export const SPEED_45_SURCHARGE_CHF = 800;
/** spec §9: the circular edition's offers, in francs: the option's offer price instead of its list price. */
export const CIRCULAR_EDITION_OFFERS_CHF = {
  forkType: { offer: 500, list: 1_100 },
  transmission: { offer: 800, list: 1_300 },
  brakes: { offer: 600, list: 1_000 },
} as const;
