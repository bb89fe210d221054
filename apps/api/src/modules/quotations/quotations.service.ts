import { customerEmailKey } from '@beast/domain/accounts/customer-email';
import { swissIsoToday } from '@beast/domain/checkout/checkout-rules';
import type { Locale } from '@beast/domain/i18n/locale';
import { formatMoney } from '@beast/domain/money/money';
import {
  canMoveQuotation,
  isQuotationValid,
  quotationNumber,
  quotationTerms,
  quotationValidUntil,
} from '@beast/domain/quotations/quotation.rules';
import type {
  Quotation,
  QuotationList,
  QuotationOrdering,
  QuotationStep,
  QuotationSummary,
} from '@beast/domain/quotations/quotation-api.schema';
import type { CustomerQuotation, GuestQuotation } from '@beast/domain/validation/quotation.schema';
import { type Db, inTransaction } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Actor } from '../../lib/content-change';
import { createSigner } from '../../lib/signed-value';
import { recordStaffChange } from '../audit/audit';
import { createAuthRepository } from '../auth/auth.repository';
import { createOutboxRepository } from '../mail/outbox.repository';
import { type OrderLineRequest, orderLinesOfCart, priceOrder, toOrderPricing } from '../orders/order-pricing';
import { createOrdersRepository } from '../orders/orders.repository';
import type { VisitorRequestDependencies } from '../public-forms/visitor-requests';
import { quotationEmail, quotationOrderEmail } from './quotation-email';
import { createQuotationOrdering } from './quotation-ordering';
import { quotationPdf } from './quotation-pdf';
import { createQuotationsRepository, type QuotationRow } from './quotations.repository';

export type QuotationsDependencies = Pick<
  VisitorRequestDependencies,
  'db' | 'clock' | 'inbox' | 'secret' | 'brandName' | 'publicOrigin'
>;

/** Who asks for a quotation: a guest with their email, or a signed-in customer (the account's email). */
export type QuotationAsker =
  | { kind: 'guest'; request: GuestQuotation }
  | { kind: 'customer'; userId: number; request: CustomerQuotation };

/** Who may read a quotation's PDF: its owner signed in, whoever holds its signed link, or the staff. */
export type QuotationReader = { userId?: number; token?: string } | { staff: true };

/**
 * Quotations (spec §2 /quotation, §4 Quotation, §7 POST /orders/quotation, /orders/quotation/incognito): the server
 * prices the lines as an order of them is priced (catalogue prices, the bikes' mandatory fees, VAT included), adds
 * the terms of spec §9 (fleet delivery, replacement bike), numbers and stores it, opens it in the staff's inbox and
 * emails it as a PDF, in one transaction. Staff then mark it sent, won or lost (audited; the inbox follows).
 */
export function createQuotationsService(deps: QuotationsDependencies) {
  const { db, clock } = deps;
  const repository = (tx: Db = db) => createQuotationsRepository(tx);
  const pdfTokens = createSigner(deps.secret, 'quotation-pdf');
  const ordering = createQuotationOrdering({ secret: deps.secret, inbox: deps.inbox });

  function pdfPath(id: number): string {
    return `/api/orders/quotations/${id}/pdf?token=${encodeURIComponent(pdfTokens.sign(String(id)))}`;
  }

  function mayRead(row: QuotationRow, reader: QuotationReader): boolean {
    if ('staff' in reader) return true;
    const signed = reader.token !== undefined && pdfTokens.verify(reader.token) === String(row.id);
    return signed || (row.userId !== null && reader.userId === row.userId);
  }

  function toQuotation(row: QuotationRow): Quotation {
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      locale: row.locale,
      createdAt: row.createdAt.toISOString(),
      validUntil: row.validUntil,
      customer: {
        customerType: row.customerType,
        companyName: row.companyName,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phoneNumber: row.phoneNumber,
        comment: row.comment,
      },
      pricing: row.pricing,
      terms: row.terms,
      pdfUrl: pdfPath(row.id),
      orderLinkSentAt: row.orderLinkSentAt?.toISOString() ?? null,
      orderId: row.orderId,
    };
  }

  function toSummary(row: QuotationRow): QuotationSummary {
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      validUntil: row.validUntil,
      pdfUrl: pdfPath(row.id),
      total: row.pricing.total,
      lineCount: row.pricing.lines.length,
    };
  }

  async function linesOf(tx: Db, asker: QuotationAsker): Promise<OrderLineRequest[]> {
    if (asker.kind === 'customer' && asker.request.fromCart) {
      const lines = orderLinesOfCart(await createOrdersRepository(tx).findCartLines(asker.userId));
      // A quotation is priced at the catalogue's prices: coupons and special offers (with their caps) belong to
      // the checkout.
      return lines.map((line) => ({ ...line, coupon: null, specialOfferId: null }));
    }
    return (asker.request.lines ?? []).map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      attachedTo: null,
      configuratorOptions: null,
      coupon: null,
      specialOfferId: null,
    }));
  }

  async function emailOf(tx: Db, asker: QuotationAsker): Promise<string> {
    if (asker.kind === 'guest') return asker.request.email;
    const user = await createAuthRepository(tx).findUserById(asker.userId);
    if (!user) throw new DomainError('UNAUTHORIZED');
    return user.email;
  }

  return {
    /** A new quotation: priced, numbered, stored, opened in the inbox and emailed with its PDF. */
    async request(asker: QuotationAsker, locale: Locale): Promise<Quotation> {
      return inTransaction(db, async (tx) => {
        const now = clock();
        const email = await emailOf(tx, asker);
        const userId = asker.kind === 'customer' ? asker.userId : null;
        const lines = await linesOf(tx, asker);
        if (lines.length === 0) {
          throw new DomainError('VALIDATION_FAILED', { lines: 'validation.quotationLines.required' });
        }
        // Pick-up prices what every order pays whatever its delivery: the bikes' package fees (spec §3). The
        // courier fee of accessories sent alone is confirmed at payment (spec §9).
        const priced = await priceOrder(tx, {
          lines,
          customer: { userId, emailKey: customerEmailKey(email) },
          locale,
          deliveryMethod: 'pickup',
          paymentPlanMonths: null,
          now,
          lockCoupons: false,
        });
        const pricing = toOrderPricing(priced);
        const today = swissIsoToday(now);
        const { request } = asker;
        const row = await repository(tx).insert(
          {
            userId,
            locale,
            status: 'new',
            customerType: request.customerType,
            companyName: request.customerType === 'company' ? (request.companyName?.trim() ?? null) : null,
            firstName: request.firstName,
            lastName: request.lastName,
            email,
            phoneNumber: request.phoneNumber ?? '',
            comment: request.comment || null,
            pricing,
            terms: quotationTerms(pricing.lines),
            total: pricing.total.amount,
            validUntil: quotationValidUntil(today),
            createdAt: now,
            updatedAt: now,
          },
          (id) => quotationNumber(Number(today.slice(0, 4)), id),
        );
        const quotation = toQuotation(row);
        await deps.inbox.open(tx, {
          kind: 'quotation',
          refId: row.id,
          locale,
          name: [row.companyName, `${row.firstName} ${row.lastName}`].filter(Boolean).join(' · '),
          email,
          summary: `${row.number} · ${formatMoney(pricing.total, 'en')} · ${pricing.lines
            .map((line) => `${line.quantity} ${line.name}`)
            .join(', ')}`,
        });
        const pdf = await quotationPdf(quotation, deps.brandName);
        await createOutboxRepository(tx).enqueue(
          quotationEmail({
            quotation,
            pdf,
            brandName: deps.brandName,
            link: `${deps.publicOrigin}${quotation.pdfUrl}`,
            userId,
          }),
          now,
        );
        return quotation;
      });
    },

    /** The signed-in customer's quotations, newest first. */
    async listOfUser(userId: number, offset: number, limit: number): Promise<QuotationList> {
      const { rows, total } = await repository().listOfUser(userId, offset, limit);
      return { data: rows.map(toSummary), offset, limit, total };
    },

    /** A quotation's PDF for its owner, the holder of its signed link or the staff; anyone else is answered 404. */
    async pdf(id: number, reader: QuotationReader): Promise<{ number: string; pdf: Buffer }> {
      const row = await repository().find(id);
      if (!row || !mayRead(row, reader)) throw new DomainError('NOT_FOUND');
      return { number: row.number, pdf: await quotationPdf(toQuotation(row), deps.brandName) };
    },

    /** The back office's view of one quotation. */
    async read(id: number): Promise<Quotation> {
      const row = await repository().find(id);
      if (!row) throw new DomainError('NOT_FOUND');
      return toQuotation(row);
    },

    /** GET /orders/quotation/ordering: the won quotation a customer's order link names. */
    async ordering(token: string): Promise<QuotationOrdering> {
      return ordering.ordering(db, token, clock());
    },

    /**
     * Emails the customer the link to order a won quotation through the checkout (again: the same link), in the
     * quotation's language; audited. Refused unless the quotation is won and still valid.
     */
    async sendOrderLink(actor: Actor, id: number): Promise<Quotation> {
      return inTransaction(db, async (tx) => {
        const quotations = repository(tx);
        const before = await quotations.find(id, true);
        if (!before) throw new DomainError('NOT_FOUND');
        if (before.status !== 'won') throw new DomainError('STATUS_CHANGE_NOT_ALLOWED');
        const now = clock();
        if (!isQuotationValid(before.validUntil, swissIsoToday(now))) throw new DomainError('QUOTATION_EXPIRED');
        const after = toQuotation((await quotations.setOrderLinkSent(id, now))!);
        const query = new URLSearchParams({ token: ordering.tokenOf(before) });
        await createOutboxRepository(tx).enqueue(
          quotationOrderEmail({
            quotation: after,
            brandName: deps.brandName,
            link: `${deps.publicOrigin}/${before.locale}/quotation/order?${query}`,
            userId: before.userId,
          }),
          now,
        );
        await recordStaffChange(tx, actor, {
          action: 'order-link-sent',
          entityType: 'quotation',
          entityKey: before.number,
          before: { orderLinkSentAt: before.orderLinkSentAt?.toISOString() ?? null },
          after: { orderLinkSentAt: after.orderLinkSentAt, to: before.email },
        });
        return after;
      });
    },

    /** A staff step (sent, won, lost): audited, and its inbox request follows in the same transaction. */
    async step(actor: Actor, id: number, { status }: QuotationStep): Promise<Quotation> {
      return inTransaction(db, async (tx) => {
        const quotations = repository(tx);
        const before = await quotations.find(id, true);
        if (!before) throw new DomainError('NOT_FOUND');
        if (!canMoveQuotation(before.status, status)) throw new DomainError('STATUS_CHANGE_NOT_ALLOWED');
        const after = (await quotations.setStatus(id, before.status, status, clock()))!;
        await deps.inbox.setStatus(tx, 'quotation', id, status);
        await recordStaffChange(tx, actor, {
          action: 'status-changed',
          entityType: 'quotation',
          entityKey: before.number,
          before: { status: before.status },
          after: { status: after.status },
        });
        return toQuotation(after);
      });
    },
  };
}

export type QuotationsService = ReturnType<typeof createQuotationsService>;
