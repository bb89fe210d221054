import { addDays, swissIsoToday } from '@beast/domain/checkout/checkout-rules';
import { isPickUpDay, type OfferedSlot, pickUpSlotsOn } from '@beast/domain/checkout/delivery-offer';
import {
  DELIVERY_WINDOW_ERROR_CODES,
  DELIVERY_WINDOW_MESSAGES,
  unofferedWindow,
} from '@beast/domain/checkout/delivery-window.rules';
import type { MessageKey } from '@beast/domain/i18n/messages/en';
import { TIME_ERRORS } from '@beast/domain/validation/consent.schema';
import { swissLocalToInstant } from '@beast/domain/validation/swiss-time';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { createDeliveryRepository, type PickUpCenterDays } from '../delivery/delivery.repository';
import { createTestRidesRepository, type TestRideCentreRow } from './test-rides.repository';

/**
 * Where a test ride's places are counted and how: a centre's test-ride slots are its opening hours cut as its
 * pick-up slots are (the delivery rules, with the test rides' own length and places), on the days it hands
 * orders over; each booking takes one place in the slot and one of the model's demo bikes, in the guarded
 * counter the delivery slots use (delivery.repository takePlace), so the last place goes to exactly one visitor.
 */

/** A centre's slot as the counter names it: kind 'test-ride' at the centre. */
export const slotLocation = (centreId: number) => String(centreId);
/** A model's demo bikes at a centre: kind 'test-ride-bike' at `<centre>:<product>`. */
export const bikeLocation = (centreId: number, productId: number) => `${centreId}:${productId}`;

/** The centre as the delivery rules take it, with the test rides' slot length and places. */
export function asRideCentre(centre: PickUpCenterDays, settings: TestRideCentreRow) {
  return { ...centre, pickUpSlotMinutes: settings.slotMinutes, pickUpSlotCapacity: settings.slotCapacity };
}

/** The slots a visitor may book on a day: from tomorrow to the booking horizon, on open days. */
export function bookableSlots(centre: PickUpCenterDays, settings: TestRideCentreRow, date: string, now: Date) {
  return pickUpSlotsOn(asRideCentre(centre, settings), date, swissIsoToday(now));
}

/**
 * The slots a day has, whatever the day (today, one past): the staff's schedule shows them. The delivery rule
 * offers a day from the next one on, so it is asked as on the day before.
 */
export function slotsOfDay(centre: PickUpCenterDays, settings: TestRideCentreRow, date: string): OfferedSlot[] {
  return pickUpSlotsOn(asRideCentre(centre, settings), date, addDays(date, -1));
}

/** When a slot of a Swiss day begins and ends, as instants. */
export function slotInstants(date: string, timeSlot: string): { startsAt: Date; endsAt: Date } {
  const [from, to] = timeSlot.split('-') as [string, string];
  return {
    startsAt: new Date(swissLocalToInstant(`${date}T${from}`)!),
    endsAt: new Date(swissLocalToInstant(`${date}T${to}`)!),
  };
}

export interface RidePlaces {
  slotBookingId: number;
  bikeBookingId: number;
}

/**
 * Checks a centre, model, day and slot against what is really offered and takes the slot's place and a demo
 * bike in the caller's transaction. The centre and its test-ride settings stay held until the commit, so a
 * change of their places or closed days waits and then counts this one.
 */
export async function takeRidePlaces(
  tx: Db,
  choice: { centreId: number; productId: number; bikes: number; date: string; timeSlot: string },
  now: Date,
): Promise<RidePlaces> {
  const rides = createTestRidesRepository(tx);
  const delivery = createDeliveryRepository(tx);
  const settings = await rides.findSettings(choice.centreId, { forBooking: true });
  const centre = await delivery.findCentreOn(choice.centreId, choice.date, { forBooking: true });
  if (!settings || !centre?.isActive) {
    throw new DomainError('PICK_UP_CENTER_NOT_FOUND', { testDriveCenter: 'errors.PICK_UP_CENTER_NOT_FOUND' });
  }
  const offered = bookableSlots(centre, settings, choice.date, now);
  const refusal = unofferedWindow(choice.timeSlot, {
    isBookable: isPickUpDay(centre, choice.date, swissIsoToday(now)),
    windows: offered.map((slot) => slot.id),
  });
  if (refusal) {
    const message: MessageKey =
      refusal.problem === 'timeWindowRequired' ? TIME_ERRORS.required : DELIVERY_WINDOW_MESSAGES[refusal.problem];
    throw new DomainError(DELIVERY_WINDOW_ERROR_CODES[refusal.problem], {
      [refusal.field === 'date' ? 'date' : 'timeSlot']: message,
    });
  }
  const slot = { date: choice.date, timeWindow: choice.timeSlot };
  const slotBookingId = await delivery.takePlace(
    { kind: 'test-ride', location: slotLocation(choice.centreId), ...slot },
    settings.slotCapacity,
  );
  if (slotBookingId === undefined) throw new DomainError('SLOT_TAKEN', { timeSlot: 'errors.SLOT_TAKEN' });
  const bikeBookingId = await delivery.takePlace(
    { kind: 'test-ride-bike', location: bikeLocation(choice.centreId, choice.productId), ...slot },
    choice.bikes,
  );
  if (bikeBookingId === undefined) throw new DomainError('SLOT_TAKEN', { timeSlot: 'validation.testRide.bikeTaken' });
  return { slotBookingId, bikeBookingId };
}

/** Gives a ride's places back (cancelled, or moved to another slot). */
export async function giveRidePlacesBack(
  tx: Db,
  places: { slotBookingId: number | null; bikeBookingId: number | null },
) {
  const delivery = createDeliveryRepository(tx);
  if (places.slotBookingId !== null) await delivery.givePlaceBack(places.slotBookingId);
  if (places.bikeBookingId !== null) await delivery.givePlaceBack(places.bikeBookingId);
}
