import type { Locale } from '@beast/domain/i18n/locale';
import { chf, formatMoney } from '@beast/domain/money/money';
import {
  canDecideRental,
  RENTAL_DECISION_STATUS,
  rentalTotal,
  weeklyEquivalent,
} from '@beast/domain/rentals/rental.rules';
import type { RentalDecisionInput, RentalRequest } from '@beast/domain/rentals/rental.schema';
import type { RentalOffer, RentalRecord, RentalRequested } from '@beast/domain/rentals/rental-api.schema';
import { type Db, inTransaction } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Actor } from '../../lib/content-change';
import { recordStaffChange } from '../audit/audit';
import { createOutboxRepository } from '../mail/outbox.repository';
import type { VisitorRequestDependencies } from '../public-forms/visitor-requests';
import { rentalEmail } from './rental-emails';
import { createRentalsRepository, type RentalRequestRow } from './rentals.repository';

export type RentalsDependencies = Pick<
  VisitorRequestDependencies,
  'db' | 'clock' | 'inbox' | 'brandName' | 'publicOrigin'
>;

/**
 * Rentals (spec §2 /rentals, §9): the models offered with their prices, a visitor's request — priced by the
 * server (the model's monthly price times the months, never the client's figure), stored, opened in the staff's
 * inbox and acknowledged by email in one transaction — and the staff's one answer, confirm or decline (audited;
 * the inbox follows; the person is emailed in their language).
 */
export function createRentalsService(deps: RentalsDependencies) {
  const { db, clock } = deps;
  const repository = (tx: Db = db) => createRentalsRepository(tx);
  const emailContext = { brandName: deps.brandName, publicOrigin: deps.publicOrigin };

  function toRequested(row: RentalRequestRow): RentalRequested {
    return {
      id: row.id,
      model: { slug: row.modelSlug, name: row.modelName },
      months: row.months,
      monthlyPrice: chf(row.monthlyPrice),
      total: chf(row.total),
      firstName: row.firstName,
      email: row.email,
    };
  }

  function toRecord(row: RentalRequestRow): RentalRecord {
    return {
      ...toRequested(row),
      status: row.status,
      locale: row.locale,
      lastName: row.lastName,
      countryCode: row.countryCode,
      phoneNumber: row.phoneNumber,
      address: row.address,
      zipCode: row.zipCode,
      city: row.city,
      message: row.message,
      decisionMessage: row.decisionMessage,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    };
  }

  return {
    /** The models one can rent now, with their monthly and weekly prices and what buying one costs. */
    async offer(locale: Locale): Promise<RentalOffer> {
      const vehicles = await repository().vehicles(locale);
      return {
        models: vehicles.flatMap((vehicle) => {
          if (!vehicle.rental?.rentable) return [];
          const monthlyPrice = chf(vehicle.rental.monthlyPrice);
          return [
            {
              slug: vehicle.slug,
              name: vehicle.name,
              imageUrl: vehicle.imageUrl,
              monthlyPrice,
              weeklyPrice: weeklyEquivalent(monthlyPrice),
              purchasePrice: chf(vehicle.price),
            },
          ];
        }),
      };
    },

    /** A visitor's request: priced, stored, opened in the inbox and acknowledged by email, all or nothing. */
    async request(request: RentalRequest, locale: Locale): Promise<RentalRequested> {
      return inTransaction(db, async (tx) => {
        const now = clock();
        const rentals = repository(tx);
        const vehicle = (await rentals.vehicles(locale)).find((entry) => entry.slug === request.model);
        const model = vehicle && (await rentals.findModel(vehicle.productId));
        if (!vehicle || !model?.rentable) {
          throw new DomainError('VALIDATION_FAILED', { model: 'validation.rental.modelUnavailable' });
        }
        const monthlyPrice = chf(model.monthlyPrice);
        const total = rentalTotal(monthlyPrice, request.months);
        const row = await rentals.insertRequest({
          productId: vehicle.productId,
          modelSlug: vehicle.slug,
          modelName: vehicle.name,
          months: request.months,
          monthlyPrice: monthlyPrice.amount,
          total: total.amount,
          status: 'new',
          locale,
          firstName: request.firstName,
          lastName: request.lastName,
          email: request.email,
          countryCode: request.countryCode,
          phoneNumber: request.phoneNumber,
          address: request.address,
          zipCode: request.zipCode,
          city: request.city,
          message: request.message || null,
          createdAt: now,
          updatedAt: now,
        });
        await deps.inbox.open(tx, {
          kind: 'rental',
          refId: row.id,
          locale,
          name: `${row.firstName} ${row.lastName}`,
          email: row.email,
          summary: `${row.modelName} · ${row.months} × ${formatMoney(monthlyPrice, 'en')} = ${formatMoney(total, 'en')}`,
        });
        await createOutboxRepository(tx).enqueue(rentalEmail('received', row, emailContext), now);
        return toRequested(row);
      });
    },

    /** The back office's view of one request. */
    async read(id: number): Promise<RentalRecord> {
      const row = await repository().findRequest(id);
      if (!row) throw new DomainError('NOT_FOUND');
      return toRecord(row);
    },

    /** The staff's answer, once: audited, the inbox follows, the person is emailed in their language. */
    async decide(actor: Actor, id: number, { decision, message }: RentalDecisionInput): Promise<RentalRecord> {
      return inTransaction(db, async (tx) => {
        const rentals = repository(tx);
        const before = await rentals.findRequest(id, true);
        if (!before) throw new DomainError('NOT_FOUND');
        if (!canDecideRental(before.status)) throw new DomainError('STATUS_CHANGE_NOT_ALLOWED');
        const status = RENTAL_DECISION_STATUS[decision];
        const now = clock();
        const after = await rentals.decide(id, before.status, { status, decisionMessage: message || null, at: now });
        if (!after) throw new DomainError('STATUS_CHANGE_NOT_ALLOWED');
        await deps.inbox.setStatus(tx, 'rental', id, status);
        await recordStaffChange(tx, actor, {
          action: 'status-changed',
          entityType: 'rental-request',
          entityKey: String(id),
          before: { status: before.status },
          after: { status: after.status, message: after.decisionMessage },
        });
        await createOutboxRepository(tx).enqueue(
          rentalEmail(status === 'confirmed' ? 'confirmed' : 'declined', after, emailContext),
          now,
        );
        return toRecord(after);
      });
    },
  };
}

export type RentalsService = ReturnType<typeof createRentalsService>;
