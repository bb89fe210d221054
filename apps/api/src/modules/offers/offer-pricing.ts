import { type OfferRefusal, offerRefusal } from '@beast/domain/offers/offer.rules';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { activeCompanyIds } from '../partners/memberships.repository';
import { createOfferTermsRepository, type OfferBuyerKey, type StoredOfferTerms } from './offer-terms.repository';

/** A line that names an offer: which product it is for, so a line cannot borrow another product's offer. */
export interface OfferLine {
  specialOfferId: number | null;
  productId: number;
}

/** The verdict on one line's offer: its price holds (refusal null), or why the line is at the normal price. */
export interface OfferVerdict {
  offer: StoredOfferTerms;
  refusal: OfferRefusal | null;
}

export interface OfferBuyer {
  userId: number | null;
  /** A guest's address, for a per-buyer cap of a public offer. */
  email?: string;
}

/**
 * Judges every line's offer for this buyer now, by the domain's offer rule. Lines of one offer take its units
 * one after the other, so two lines cannot both have the last unit. An id that names no offer, or an offer
 * of another product, is a hand-made request: refused with OFFER_NOT_FOUND on its line.
 */
export async function judgeOffers(
  db: Db,
  lines: readonly OfferLine[],
  {
    buyer,
    now,
    lock,
    strict = true,
  }: {
    buyer: OfferBuyer;
    now: Date;
    lock: boolean /** false: a line whose offer is gone is just not an offer line. */;
    strict?: boolean;
  },
): Promise<(OfferVerdict | null)[]> {
  const ids = lines.flatMap((line) => (line.specialOfferId === null ? [] : [line.specialOfferId]));
  if (ids.length === 0) return lines.map(() => null);
  const repository = createOfferTermsRepository(db);
  const terms = await repository.findTerms(ids, lock);
  const memberOf = buyer.userId === null ? [] : await activeCompanyIds(db, buyer.userId, now);
  const bought = await repository.countUnitsBought(ids, buyerKey(buyer));
  const taken = new Map<number, number>();
  return lines.map((line, index) => {
    if (line.specialOfferId === null) return null;
    const offer = terms.get(line.specialOfferId);
    if (!offer || offer.productId !== line.productId) {
      if (!strict) return null;
      throw new DomainError('OFFER_NOT_FOUND', { [`lines.${index}.specialOfferId`]: 'errors.OFFER_NOT_FOUND' });
    }
    const before = taken.get(offer.id) ?? 0;
    const refusal = offerRefusal(offer, {
      unitsSold: offer.unitsSold + before,
      buyer: { memberOf, unitsBought: (bought.get(offer.id) ?? 0) + before },
      units: 1,
      now,
    });
    if (refusal === null) taken.set(offer.id, before + 1);
    return { offer, refusal };
  });
}

/** Refuses a line whose offer the buyer may not have: what adding it to a cart checks. */
export function assertOfferHolds(verdict: OfferVerdict | null, field = 'specialOfferId'): void {
  if (verdict?.refusal) throw new DomainError(verdict.refusal, { [field]: `errors.${verdict.refusal}` });
}

function buyerKey(buyer: OfferBuyer): OfferBuyerKey {
  if (buyer.userId !== null) return { userId: buyer.userId };
  return buyer.email ? { email: buyer.email } : null;
}
