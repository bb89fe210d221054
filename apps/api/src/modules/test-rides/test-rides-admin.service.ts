import { addDays, swissIsoToday } from '@beast/domain/checkout/checkout-rules';
import type { Locale } from '@beast/domain/i18n/locale';
import { isOpenRide } from '@beast/domain/test-rides/test-ride.rules';
import type { TestRideSchedule, TestRideScheduleQuery } from '@beast/domain/test-rides/test-ride-api.schema';
import { type Db, inTransaction } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { type Clock, systemClock } from '../../lib/clock';
import type { Actor } from '../../lib/content-change';
import { recordStaffChange } from '../audit/audit';
import { createDeliveryRepository } from '../delivery/delivery.repository';
import type { Inbox } from '../inbox/inbox.service';
import { slotLocation, slotsOfDay } from './test-ride-places';
import { createTestRidesRepository } from './test-rides.repository';

/**
 * The staff's side of test rides: each centre's schedule (a day or a week, slot by slot, with the places used
 * and left and the rides in them), and a rider's check-in or no-show (audited; the inbox's request follows).
 */
export function createTestRidesAdminService({
  db,
  clock = systemClock,
  inbox,
}: {
  db: Db;
  clock?: Clock;
  inbox: Inbox;
}) {
  /** A booked ride's check-in or no-show, audited, with its request's status in the inbox. */
  async function close(actor: Actor, id: number, status: 'checked-in' | 'no-show'): Promise<void> {
    await inTransaction(db, async (tx) => {
      const repository = createTestRidesRepository(tx);
      const found = await repository.findRide(id, { forUpdate: true });
      if (!found) throw new DomainError('NOT_FOUND');
      if (!isOpenRide(found.ride.status)) throw new DomainError('STATUS_CHANGE_NOT_ALLOWED');
      await repository.setStatus(id, status, clock());
      await inbox.setStatus(tx, 'test-ride', id, status);
      await recordStaffChange(tx, actor, {
        action: 'status-changed',
        entityType: 'test-ride',
        entityKey: String(id),
        before: { status: found.ride.status },
        after: { status },
      });
    });
  }

  return {
    /** A centre's slots of one day or a week from a day, with the places used and left and who rides. */
    async schedule(asked: TestRideScheduleQuery, locale: Locale): Promise<TestRideSchedule> {
      const repository = createTestRidesRepository(db);
      const ride = asked.ride ? await repository.findRide(asked.ride) : undefined;
      if (asked.ride && !ride) throw new DomainError('NOT_FOUND');
      const query = ride ? { ...asked, centre: ride.ride.centreId, from: ride.ride.date } : asked;
      const offering = await repository.listOfferingCentres();
      const chosen =
        offering.find(({ centre }) => centre.id === query.centre) ?? (query.centre ? undefined : offering[0]);
      if (!chosen) throw new DomainError('NOT_FOUND');
      const { centre, settings } = chosen;
      const from = query.from ?? swissIsoToday(clock());
      const to = addDays(from, query.days - 1);
      const delivery = createDeliveryRepository(db);
      const [closedDays, booked, rides] = await Promise.all([
        delivery.closedDaysBetween(from, to),
        delivery.bookedFrom('test-ride', slotLocation(centre.id), from),
        repository.ridesBetween(centre.id, from, to, locale),
      ]);
      const closed = (closedDays.get(centre.id) ?? []).map((day) => day.date);
      const days = Array.from({ length: query.days }, (_, index) => {
        const date = addDays(from, index);
        const dayRides = rides.filter((row) => row.ride.date === date);
        const offered = slotsOfDay({ ...centre, closedDays: closed }, settings, date).map((slot) => slot.id);
        const ids = [...new Set([...offered, ...dayRides.map((row) => row.ride.timeSlot)])].sort();
        return {
          date,
          slots: ids.map((id) => {
            const used = booked.find((entry) => entry.date === date && entry.timeWindow === id)?.booked ?? 0;
            return {
              id,
              capacity: settings.slotCapacity,
              booked: used,
              remaining: Math.max(0, settings.slotCapacity - used),
              rides: dayRides
                .filter((row) => row.ride.timeSlot === id)
                .map(({ ride, modelSlug, modelName, inboxId }) => ({
                  id: ride.id,
                  status: ride.status,
                  date: ride.date,
                  timeSlot: ride.timeSlot,
                  model: { slug: modelSlug, name: modelName },
                  name: `${ride.firstName} ${ride.lastName}`,
                  email: ride.email,
                  phone: `${ride.countryCode} ${ride.phoneNumber}`,
                  inboxId,
                })),
            };
          }),
        };
      });
      return {
        centre: { id: centre.id, name: centre.name[locale] },
        centres: offering.map((entry) => ({ id: entry.centre.id, name: entry.centre.name[locale] })),
        from,
        days,
      };
    },

    checkIn: (actor: Actor, id: number) => close(actor, id, 'checked-in'),
    markNoShow: (actor: Actor, id: number) => close(actor, id, 'no-show'),
  };
}

export type TestRidesAdminService = ReturnType<typeof createTestRidesAdminService>;
