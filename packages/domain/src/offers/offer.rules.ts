/**
 * When a special offer's price holds for a buyer (spec §1: flash offers are for members of a partner company;
 * issue 15: caps and dates). The cart, the quote and the order ask this one rule; the server alone applies it.
 */

/** Why an offer's price does not hold; each is also an error code of the catalogue (errors.<code>). */
export const OFFER_REFUSALS = ['OFFER_ENDED', 'OFFER_SOLD_OUT', 'OFFER_MEMBERS_ONLY', 'OFFER_MEMBER_LIMIT'] as const;
export type OfferRefusal = (typeof OFFER_REFUSALS)[number];

export interface OfferTerms {
  validFrom: Date;
  validUntil: Date;
  /** null: no cap on the units sold at the offer price. */
  unitCap: number | null;
  /** null: no limit for one account. */
  perMemberCap: number | null;
  /** The companies whose members the offer is for; empty: a public offer. */
  companyIds: readonly number[];
}

export interface OfferBuyer {
  /** Companies the account is a live member of now; empty for a guest. */
  memberOf: readonly number[];
  /** Units the account already bought at this offer's price (placed, not cancelled orders). */
  unitsBought: number;
}

/** Units left at the offer price; null when the offer has no cap. Never below zero. */
export function unitsLeft(offer: Pick<OfferTerms, 'unitCap'>, unitsSold: number): number | null {
  return offer.unitCap === null ? null : Math.max(0, offer.unitCap - unitsSold);
}

export function isFlashOffer(offer: Pick<OfferTerms, 'companyIds'>): boolean {
  return offer.companyIds.length > 0;
}

export function isOfferRunning(offer: Pick<OfferTerms, 'validFrom' | 'validUntil'>, now: Date): boolean {
  return offer.validFrom.getTime() <= now.getTime() && now.getTime() <= offer.validUntil.getTime();
}

/** Whether the account may see a flash offer's price: a live member of one of its companies. */
export function isOfferMember(offer: Pick<OfferTerms, 'companyIds'>, memberOf: readonly number[]): boolean {
  return !isFlashOffer(offer) || offer.companyIds.some((id) => memberOf.includes(id));
}

/**
 * Why `units` more units cannot be had at the offer price, or null when they can. `unitsSold` counts every
 * buyer's units already taken; the checks go from the most general (dates) to the buyer's own limit.
 */
export function offerRefusal(
  offer: OfferTerms,
  { unitsSold, buyer, units, now }: { unitsSold: number; buyer: OfferBuyer; units: number; now: Date },
): OfferRefusal | null {
  if (!isOfferRunning(offer, now)) return 'OFFER_ENDED';
  if (!isOfferMember(offer, buyer.memberOf)) return 'OFFER_MEMBERS_ONLY';
  const left = unitsLeft(offer, unitsSold);
  if (left !== null && units > left) return 'OFFER_SOLD_OUT';
  if (offer.perMemberCap !== null && buyer.unitsBought + units > offer.perMemberCap) return 'OFFER_MEMBER_LIMIT';
  return null;
}

/** Milliseconds in the week within which an offer's end shows as a countdown. */
export const COUNTDOWN_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether the offer ends soon enough for its page to count down to the end. */
export function showsCountdown(validUntil: Date, now: Date): boolean {
  const left = validUntil.getTime() - now.getTime();
  return left > 0 && left <= COUNTDOWN_WINDOW_MS;
}

/** Days, hours and minutes until the end (rounded down), for the countdown's text. */
export function timeLeft(validUntil: Date, now: Date): { days: number; hours: number; minutes: number } {
  const minutesLeft = Math.max(0, Math.floor((validUntil.getTime() - now.getTime()) / 60_000));
  return {
    days: Math.floor(minutesLeft / 1440),
    hours: Math.floor((minutesLeft % 1440) / 60),
    minutes: minutesLeft % 60,
  };
}

/**
 * A name as an address segment: letters without accents, digits and dashes ("Casque Beast É" → "casque-beast-e").
 * An offer page's last segment is its product's name this way, in the page's language.
 */
export function titleSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'offer';
}
