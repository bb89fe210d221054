import { swissIsoToday } from '@beast/domain/checkout/checkout-rules';
import { isQuotationValid, sameQuotationLines } from '@beast/domain/quotations/quotation.rules';
import type { QuotationOrdering } from '@beast/domain/quotations/quotation-api.schema';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { createSigner } from '../../lib/signed-value';
import type { Inbox } from '../inbox/inbox.service';
import { createQuotationsRepository, type QuotationRow } from './quotations.repository';

/** A quoted unit price, as the order pays it when it is lower than the catalogue's. */
export interface QuotedPrice {
  price: number;
  originalPrice: number;
}

/**
 * A won quotation becomes an order through the normal checkout: the staff email the customer a signed link
 * (a purpose of its own, holding until the end of `validUntil`, Swiss time); the checkout sends it back as
 * `quotationToken`. The order must have the quotation's lines, pays the lower of the quoted and the current unit
 * prices, and marks the quotation 'ordered' in its own transaction, once (the inbox request follows).
 */
export function createQuotationOrdering(deps: { secret: string; inbox: Pick<Inbox, 'setStatus'> }) {
  const links = createSigner(deps.secret, 'quotation-order');

  /** The won, still valid quotation a link names; `lock` holds it until the order's transaction ends. */
  async function quotationOf(db: Db, token: string, now: Date, lock = false): Promise<QuotationRow> {
    const [id, validUntil] = (links.verify(token) ?? '').split(':');
    const row = id ? await createQuotationsRepository(db).find(Number(id), lock) : undefined;
    if (!row || row.validUntil !== validUntil || (row.status !== 'won' && row.status !== 'ordered')) {
      throw new DomainError('QUOTATION_LINK_INVALID');
    }
    if (row.status === 'ordered') throw new DomainError('QUOTATION_ALREADY_ORDERED');
    if (!isQuotationValid(row.validUntil, swissIsoToday(now))) throw new DomainError('QUOTATION_EXPIRED');
    return row;
  }

  return {
    /** The token of a quotation's order link: its id and last day, signed. */
    tokenOf(row: Pick<QuotationRow, 'id' | 'validUntil'>): string {
      return links.sign(`${row.id}:${row.validUntil}`);
    },

    quotationOf,

    /** GET /orders/quotation/ordering: what the link orders, at the quoted prices. */
    async ordering(db: Db, token: string, now: Date): Promise<QuotationOrdering> {
      const row = await quotationOf(db, token, now);
      return {
        number: row.number,
        lines: row.pricing.lines.map((line) => ({
          productId: line.productId,
          type: line.type,
          title: line.name,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
        })),
        total: row.pricing.total,
        validUntil: row.validUntil,
      };
    },

    /**
     * The quoted prices by product for an order of `lines` (POST /orders/quote and POST /orders): refused with
     * QUOTATION_LINES_CHANGED unless the lines are the quotation's.
     */
    quotedPrices(row: QuotationRow, lines: readonly { productId: number; quantity: number }[]) {
      if (!sameQuotationLines(row.pricing.lines, lines)) {
        throw new DomainError('QUOTATION_LINES_CHANGED', { lines: 'errors.QUOTATION_LINES_CHANGED' });
      }
      return new Map<number, QuotedPrice>(
        row.pricing.lines.map((line) => [
          line.productId,
          { price: line.unitPrice.amount, originalPrice: line.unitOriginalPrice.amount },
        ]),
      );
    },

    /** The order placed from the link: guarded on 'won', so a second order from the same link is refused. */
    async markOrdered(tx: Db, id: number, orderId: number, now: Date): Promise<void> {
      const marked = await createQuotationsRepository(tx).markOrdered(id, orderId, now);
      if (!marked) throw new DomainError('QUOTATION_ALREADY_ORDERED');
      await deps.inbox.setStatus(tx, 'quotation', id, 'ordered');
    },
  };
}

export type QuotationOrderingLinks = ReturnType<typeof createQuotationOrdering>;
