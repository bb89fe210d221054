import type { DeliveryChoice } from '@beast/domain/checkout/checkout-api.schema';
import {
  courierWindowsOn,
  courierZoneOf,
  isCourierDay,
  isPickUpDay,
  type OfferedSlot,
  pickUpSlotsOn,
} from '@beast/domain/checkout/delivery-offer';
import {
  type DayOffer,
  DELIVERY_WINDOW_ERROR_CODES,
  DELIVERY_WINDOW_MESSAGES,
  type DeliveryWindowProblem,
  type MissingWindow,
  missingWindow,
  unofferedWindow,
} from '@beast/domain/checkout/delivery-window.rules';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { createDeliveryRepository, type SlotKey } from './delivery.repository';

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

/** A checked choice and the places its window or slot has now (none for a non-standard ZIP). */
interface CheckedDelivery {
  booking: DeliveryBooking;
  capacity: number | null;
}

/** Checks the choice against what is really offered and takes one place atomically. */
export async function reserveDelivery(tx: Tx, input: DeliveryRequest): Promise<DeliveryBooking> {
  const { booking, capacity } = await checked(tx, input, { forBooking: true });
  const slot = slotOf(booking);
  if (!slot || capacity === null) return booking;
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
  return (await checked(tx, input)).booking;
}

/**
 * Reads the zones and the centre inside the caller's transaction, so the order sees what it books against.
 * A booking holds the zone or centre it books in until it commits: staff lowering its places or closing its
 * day wait for it and then count its place, so a capacity change racing a booking never oversells.
 */
function checked(db: Db, input: DeliveryRequest, lock: Lock = { forBooking: false }): Promise<CheckedDelivery> {
  return input.delivery.method === 'courier' ? checkCourier(db, input, lock) : checkPickUp(db, input, lock);
}

type Lock = { forBooking: boolean };

async function checkCourier(
  db: Db,
  { delivery, zipCode, today }: DeliveryRequest,
  lock: Lock,
): Promise<CheckedDelivery> {
  const zone = courierZoneOf(zipCode, await createDeliveryRepository(db).listActiveZones(lock));
  const base = {
    method: 'courier',
    zipCode,
    isStandardZip: zone !== null,
    zone: zone?.slug ?? null,
    pickUpCenterId: null,
    slotBookingId: null,
  } as const;
  // spec §4, §8: a non-standard ZIP goes on without a day; a sales manager calls to arrange it.
  if (zone === null) return { booking: { ...base, date: null, timeWindow: null }, capacity: null };
  const { date, timeWindow } = delivery as Extract<DeliveryChoice, { method: 'courier' }>;
  if (!date || !timeWindow) throw windowMissing(missingWindow({ date, timeWindow }));
  const offered = courierWindowsOn(zone, date, today);
  requireOffered(timeWindow, 'timeWindow', { isBookable: isCourierDay(zone, date, today), windows: idsOf(offered) });
  return { booking: { ...base, date, timeWindow }, capacity: capacityOf(offered, timeWindow) };
}

async function checkPickUp(
  db: Db,
  { delivery, zipCode, today }: DeliveryRequest,
  lock: Lock,
): Promise<CheckedDelivery> {
  const { pickUpCenterId, date, timeSlot } = delivery as Extract<DeliveryChoice, { method: 'pickup' }>;
  const repository = createDeliveryRepository(db);
  const centre = await repository.findCentreOn(pickUpCenterId, date, lock);
  if (!centre?.isActive) throw new DomainError('PICK_UP_CENTER_NOT_FOUND');
  const offered = pickUpSlotsOn(centre, date, today);
  requireOffered(timeSlot, 'timeSlot', { isBookable: isPickUpDay(centre, date, today), windows: idsOf(offered) });
  const booking: DeliveryBooking = {
    method: 'pickup',
    zipCode,
    isStandardZip: courierZoneOf(zipCode, await repository.listActiveZones()) !== null,
    zone: null,
    date,
    timeWindow: timeSlot,
    pickUpCenterId: centre.id,
    slotBookingId: null,
  };
  return { booking, capacity: capacityOf(offered, timeSlot) };
}

function idsOf(offered: readonly OfferedSlot[]): string[] {
  return offered.map((slot) => slot.id);
}

/** The places of the chosen window; requireOffered has made sure the day offers it. */
function capacityOf(offered: readonly OfferedSlot[], chosen: string): number {
  return offered.find((slot) => slot.id === chosen)?.capacity ?? 0;
}

/** spec §4: a day and a window of that day must be chosen; every missing one is named. */
function windowMissing(missing: MissingWindow): DomainError {
  return new DomainError('DELIVERY_WINDOW_REQUIRED', {
    ...(missing.date && { date: DELIVERY_WINDOW_MESSAGES[missing.date] }),
    ...(missing.timeWindow && { timeWindow: DELIVERY_WINDOW_MESSAGES[missing.timeWindow] }),
  });
}

/** The chosen window must be one the day really offers. */
function requireOffered(chosen: string, field: 'timeWindow' | 'timeSlot', offer: DayOffer): void {
  const refusal = unofferedWindow(chosen, offer);
  if (!refusal) return;
  throw windowRefused(refusal.problem, refusal.field === 'date' ? 'date' : field);
}

function windowRefused(problem: DeliveryWindowProblem, field: string): DomainError {
  return new DomainError(DELIVERY_WINDOW_ERROR_CODES[problem], { [field]: DELIVERY_WINDOW_MESSAGES[problem] });
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
