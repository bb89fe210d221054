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
  COURIER_WINDOW_CAPACITY,
  courierZoneOf,
  DELIVERY_WEEK_LENGTH,
  isoWeekday,
  PICK_UP_SLOT_CAPACITY,
  swissIsoToday,
} from '@beast/domain/checkout/checkout-rules';
import type { Locale } from '@beast/domain/i18n/locale';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../lib/clock';
import { createDeliveryRepository, type PickUpCenterRow } from './delivery.repository';
import { courierWindowsOn, isCourierDay, pickUpSlotsOn } from './delivery-offer';

/** The public side of delivery: centres, ZIP checks, the week list and the windows of a day. */
export function createDeliveryService({ db, clock }: { db: Db; clock: Clock }) {
  const repository = createDeliveryRepository(db);
  const today = () => swissIsoToday(clock());

  /** Every window of the day with the places left; a window nobody booked has its whole capacity. */
  async function withRemaining(kind: 'courier' | 'pickup', location: string, date: string, windows: string[]) {
    if (windows.length === 0) return { date, slots: [] };
    const capacity = kind === 'courier' ? COURIER_WINDOW_CAPACITY : PICK_UP_SLOT_CAPACITY;
    const remaining = await repository.remainingByWindow(kind, location, date);
    return { date, slots: windows.map((window) => timeSlot(window, remaining.get(window) ?? capacity, capacity)) };
  }

  return {
    async listCentres(locale: Locale): Promise<PickUpCenter[]> {
      return (await repository.listActiveCentres()).map((row) => toPickUpCenter(row, locale));
    },

    checkZipcode(zipcode: string): ZipcodeCheck {
      const zone = courierZoneOf(zipcode);
      return { zipcode, isStandard: zone !== null, zone };
    },

    deliveryWeek(zipcode: string, from = today()): DeliveryWeek {
      const zone = courierZoneOf(zipcode);
      const now = today();
      const days = Array.from({ length: DELIVERY_WEEK_LENGTH }, (_, index): DeliveryDay => {
        const date = addDays(from, index);
        const available = isCourierDay(zone, date, now);
        return { date, weekday: isoWeekday(date), available, deliveryTypes: available ? ['courier'] : [] };
      });
      return { zipcode, days };
    },

    async courierSlots(zipcode: string, date: string): Promise<TimeSlots> {
      const zone = courierZoneOf(zipcode);
      if (zone === null) return { date, slots: [] };
      return withRemaining('courier', zone, date, courierWindowsOn(zone, date, today()));
    },

    async pickUpSlots(centreId: number, date: string): Promise<TimeSlots> {
      const centre = await repository.findCentre(centreId);
      if (!centre?.isActive) throw new DomainError('PICK_UP_CENTER_NOT_FOUND');
      return withRemaining('pickup', String(centre.id), date, pickUpSlotsOn(centre.workHours, date, today()));
    },
  };
}

function timeSlot(window: string, remaining: number, capacity: number): TimeSlot {
  const [from, to] = window.split('-') as [string, string];
  return { id: window, from, to, remaining, capacity };
}

function toPickUpCenter(row: PickUpCenterRow, locale: Locale): PickUpCenter {
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
    isActive: row.isActive,
    isDefault: row.isDefault,
  };
}
