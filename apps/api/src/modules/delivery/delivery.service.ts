import type {
  DeliveryDay,
  DeliveryWeek,
  PickUpCenter,
  TimeSlot,
  TimeSlots,
  ZipcodeCheck,
} from '@beast/domain/checkout/checkout-api.schema';
import {
  addDays,
  BOOKING_HORIZON_DAYS,
  DELIVERY_WEEK_LENGTH,
  isoWeekday,
  swissIsoToday,
} from '@beast/domain/checkout/checkout-rules';
import {
  courierWindowsOn,
  courierZoneOf,
  isCourierDay,
  type OfferedSlot,
  pickUpSlotsOn,
} from '@beast/domain/checkout/delivery-offer';
import type { FindUsLocation } from '@beast/domain/checkout/find-us-api.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../lib/clock';
import { type ClosedDayRow, createDeliveryRepository, type PickUpCenterRow } from './delivery.repository';

/** The public side of delivery: centres, ZIP checks, the week list and the windows of a day. */
export function createDeliveryService({ db, clock }: { db: Db; clock: Clock }) {
  const repository = createDeliveryRepository(db);
  const today = () => swissIsoToday(clock());

  /**
   * Every window of the day with the places left, against its capacity as staff set it now; a window nobody
   * booked has its whole capacity.
   */
  async function withRemaining(kind: 'courier' | 'pickup', location: string, date: string, offered: OfferedSlot[]) {
    if (offered.length === 0) return { date, slots: [] };
    const booked = await repository.bookedByWindow(kind, location, date);
    return {
      date,
      slots: offered.map((slot) => timeSlot(slot, Math.max(slot.capacity - (booked.get(slot.id) ?? 0), 0))),
    };
  }

  /** The active centres and their closed days from today to the booking horizon. */
  async function activeCentres() {
    const now = today();
    const [centres, closedDays] = await Promise.all([
      repository.listActiveCentres(),
      repository.closedDaysBetween(now, addDays(now, BOOKING_HORIZON_DAYS)),
    ]);
    return { centres, closedDays };
  }

  /** The zone serving a ZIP among the active zones, or null (non-standard, spec §4). */
  async function zoneOf(zipcode: string) {
    return courierZoneOf(zipcode, await repository.listActiveZones());
  }

  return {
    /** The active centres, each with its closed days up to the booking horizon: two queries whatever their number. */
    async listCentres(locale: Locale): Promise<PickUpCenter[]> {
      const { centres, closedDays } = await activeCentres();
      return centres.map((row) =>
        toPickUpCenter(
          row,
          (closedDays.get(row.id) ?? []).map((day) => day.date),
          locale,
        ),
      );
    },

    /** spec §7 /find-us-locations: the active experience centres and partner shops as the centres page shows them. */
    async findUsLocations(locale: Locale): Promise<FindUsLocation[]> {
      const { centres, closedDays } = await activeCentres();
      return centres.map((row) => toFindUsLocation(row, closedDays.get(row.id) ?? [], locale));
    },

    async checkZipcode(zipcode: string): Promise<ZipcodeCheck> {
      const zone = await zoneOf(zipcode);
      return { zipcode, isStandard: zone !== null, zone: zone?.slug ?? null };
    },

    async deliveryWeek(zipcode: string, from = today()): Promise<DeliveryWeek> {
      const zone = await zoneOf(zipcode);
      const now = today();
      const days = Array.from({ length: DELIVERY_WEEK_LENGTH }, (_, index): DeliveryDay => {
        const date = addDays(from, index);
        const available = isCourierDay(zone, date, now);
        return { date, weekday: isoWeekday(date), available, deliveryTypes: available ? ['courier'] : [] };
      });
      return { zipcode, days };
    },

    async courierSlots(zipcode: string, date: string): Promise<TimeSlots> {
      const zone = await zoneOf(zipcode);
      if (zone === null) return { date, slots: [] };
      return withRemaining('courier', zone.slug, date, courierWindowsOn(zone, date, today()));
    },

    async pickUpSlots(centreId: number, date: string): Promise<TimeSlots> {
      const centre = await repository.findCentreOn(centreId, date);
      if (!centre?.isActive) throw new DomainError('PICK_UP_CENTER_NOT_FOUND');
      return withRemaining('pickup', String(centre.id), date, pickUpSlotsOn(centre, date, today()));
    },
  };
}

function timeSlot(slot: OfferedSlot, remaining: number): TimeSlot {
  const [from, to] = slot.id.split('-') as [string, string];
  return { id: slot.id, from, to, remaining, capacity: slot.capacity };
}

function toPickUpCenter(row: PickUpCenterRow, closedDays: string[], locale: Locale): PickUpCenter {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name[locale],
    address: row.address,
    zipCode: row.zipCode,
    city: row.city[locale],
    phoneNumber: row.phoneNumber,
    email: row.email,
    workHours: row.workHours,
    closedDays,
    isActive: row.isActive,
    isDefault: row.isDefault,
  };
}

function toFindUsLocation(row: PickUpCenterRow, closedDays: ClosedDayRow[], locale: Locale): FindUsLocation {
  const position =
    row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude };
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    name: row.name[locale],
    city: row.city[locale],
    address: row.address,
    zipCode: row.zipCode,
    phoneNumber: row.phoneNumber,
    email: row.email,
    workHours: row.workHours,
    closedDays: closedDays.map((day) => ({ date: day.date, reason: day.reason?.[locale] ?? null })),
    position,
    // A language without its description has none: never another language's text (decision 18).
    description: row.description?.[locale] ?? null,
    isDefault: row.isDefault,
  };
}
