import type { DeliveryChoice } from '@beast/domain/checkout/checkout-api.schema';
import { COURIER_WINDOW_CAPACITY, courierZoneOf, PICK_UP_SLOT_CAPACITY } from '@beast/domain/checkout/checkout-rules';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { createDeliveryRepository, type SlotKey } from './delivery.repository';
import { courierWindowsOn, isCourierDay, isPickUpDay, pickUpSlotsOn } from './delivery-offer';

/** A transaction: `inTransaction` hands repositories a Db bound to it. */
export type Tx = Db;

export interface DeliveryBooking {
  method: 'courier' | 'pickup';
  /** The contacts' ZIP. */
  zipCode: string;
  isStandardZip: boolean;
  /** The courier zone serving the ZIP (courier orders only). */
  zone: string | null;
  /** ISO day. */
  date: string | null;
  /** Courier window or pick-up slot. */
  timeWindow: string | null;
  pickUpCenterId: number | null;
  /** delivery_slot_bookings row holding the place; null for a non-standard ZIP courier order (and when only checked). */
  slotBookingId: number | null;
}

interface DeliveryRequest {
  delivery: DeliveryChoice;
  zipCode: string;
  /** The Swiss day the order is placed (swissIsoToday). */
  today: string;
}

/** Checks the choice against what is really offered and takes one place atomically. */
export async function reserveDelivery(tx: Tx, input: DeliveryRequest): Promise<DeliveryBooking> {
  const booking = await checkDelivery(tx, input);
  const slot = slotOf(booking);
  if (!slot) return booking;
  const capacity = booking.method === 'courier' ? COURIER_WINDOW_CAPACITY : PICK_UP_SLOT_CAPACITY;
  const slotBookingId = await createDeliveryRepository(tx).takePlace(slot, capacity);
  if (slotBookingId === undefined)
    throw new DomainError('SLOT_TAKEN', { [windowField(booking.method)]: 'errors.SLOT_TAKEN' });
  return { ...booking, slotBookingId };
}

/** Gives the place back (reservation expired, payment failed, order cancelled). Idempotent per order: the caller clears orders.slot_booking_id. */
export async function releaseDeliverySlot(tx: Tx, slotBookingId: number): Promise<void> {
  await createDeliveryRepository(tx).givePlaceBack(slotBookingId);
}

/** Checks without booking (POST /orders/quote). */
export async function checkDelivery(tx: Tx | Db, input: DeliveryRequest): Promise<DeliveryBooking> {
  return input.delivery.method === 'courier' ? checkCourier(input) : checkPickUp(tx, input);
}

function checkCourier({ delivery, zipCode, today }: DeliveryRequest): DeliveryBooking {
  const zone = courierZoneOf(zipCode);
  const base = {
    method: 'courier',
    zipCode,
    isStandardZip: zone !== null,
    zone,
    pickUpCenterId: null,
    slotBookingId: null,
  } as const;
  // spec §4, §8: a non-standard ZIP goes on without a day; a sales manager calls to arrange it.
  if (zone === null) return { ...base, date: null, timeWindow: null };
  const { date, timeWindow } = delivery as Extract<DeliveryChoice, { method: 'courier' }>;
  if (!date || !timeWindow) {
    throw new DomainError('DELIVERY_WINDOW_REQUIRED', {
      ...(!date && { date: 'validation.delivery.dateRequired' }),
      timeWindow: 'validation.delivery.timeWindowRequired',
    });
  }
  if (!isCourierDay(zone, date, today)) throw dayUnavailable();
  requireOffered(courierWindowsOn(zone, date, today), timeWindow, 'timeWindow');
  return { ...base, date, timeWindow };
}

async function checkPickUp(db: Db, { delivery, zipCode, today }: DeliveryRequest): Promise<DeliveryBooking> {
  const { pickUpCenterId, date, timeSlot } = delivery as Extract<DeliveryChoice, { method: 'pickup' }>;
  const centre = await createDeliveryRepository(db).findCentre(pickUpCenterId);
  if (!centre?.isActive) throw new DomainError('PICK_UP_CENTER_NOT_FOUND');
  if (!isPickUpDay(centre.workHours, date, today)) throw dayUnavailable();
  requireOffered(pickUpSlotsOn(centre.workHours, date, today), timeSlot, 'timeSlot');
  return {
    method: 'pickup',
    zipCode,
    isStandardZip: courierZoneOf(zipCode) !== null,
    zone: null,
    date,
    timeWindow: timeSlot,
    pickUpCenterId: centre.id,
    slotBookingId: null,
  };
}

function dayUnavailable(): DomainError {
  return new DomainError('DAY_UNAVAILABLE', { date: 'validation.delivery.dayUnavailable' });
}

/** The chosen window must be one the day really offers. */
function requireOffered(offered: string[], chosen: string, field: 'timeWindow' | 'timeSlot'): void {
  if (offered.length === 0) throw new DomainError('NO_TIME_SLOTS', { [field]: 'validation.delivery.noTimeSlots' });
  if (!offered.includes(chosen)) {
    throw new DomainError('DELIVERY_WINDOW_REQUIRED', { [field]: 'validation.delivery.timeWindowRequired' });
  }
}

function windowField(method: DeliveryBooking['method']): 'timeWindow' | 'timeSlot' {
  return method === 'courier' ? 'timeWindow' : 'timeSlot';
}

/** The place a checked booking takes; none for a non-standard ZIP. */
function slotOf(booking: DeliveryBooking): SlotKey | undefined {
  if (!booking.date || !booking.timeWindow) return undefined;
  const location = booking.method === 'courier' ? booking.zone : String(booking.pickUpCenterId);
  if (location === null) return undefined;
  return { kind: booking.method, location, date: booking.date, timeWindow: booking.timeWindow };
}
