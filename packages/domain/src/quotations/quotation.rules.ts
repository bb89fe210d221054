import { isVehicleType } from '../catalog/vehicle-types';
import {
  FLEET_DELIVERY_MAX_WEEKS,
  FLEET_MIN_SIZE,
  FLEET_REPLACEMENT_BIKE_MIN_SIZE,
  QUOTATION_VALIDITY_DAYS,
  REGULAR_DELIVERY_WEEKS,
} from '../constants/business';

/**
 * The terms a quotation carries besides its prices (spec §9): bikes are delivered within 2 weeks, a fleet within
 * at most 3, and a fleet of 15 bikes or more comes with a replacement bike. Prices, fees and VAT are the order's
 * own pricing (the server's), so a won quotation costs what an order of the same lines costs.
 */
export interface QuotationTerms {
  /** Units of vehicles among the lines (accessories and services do not make a fleet). */
  bikeCount: number;
  isFleet: boolean;
  /** The longest delivery time promised, in weeks. */
  deliveryWeeks: number;
  replacementBike: boolean;
}

export function quotationTerms(lines: readonly { type: string; quantity: number }[]): QuotationTerms {
  const bikeCount = lines.reduce((count, line) => count + (isVehicleType(line.type) ? line.quantity : 0), 0);
  const isFleet = bikeCount >= FLEET_MIN_SIZE;
  return {
    bikeCount,
    isFleet,
    deliveryWeeks: isFleet ? FLEET_DELIVERY_MAX_WEEKS : REGULAR_DELIVERY_WEEKS,
    replacementBike: bikeCount >= FLEET_REPLACEMENT_BIKE_MIN_SIZE,
  };
}

const NUMBER_DIGITS = 6;

/** A quotation's number, as the customer and the staff quote it: "Q-2026-000123". */
export function quotationNumber(year: number, sequence: number): string {
  return `Q-${year}-${String(sequence).padStart(NUMBER_DIGITS, '0')}`;
}

/** The last day (ISO, yyyy-mm-dd) a quotation made on `day` holds its prices. */
export function quotationValidUntil(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + QUOTATION_VALIDITY_DAYS);
  return date.toISOString().slice(0, 10);
}

/**
 * The staff's steps: a new quotation is sent, then won or lost (a quotation may be won or lost without being
 * marked sent, e.g. answered on the phone). Won and lost are final; a won one may then become an order.
 */
const STEPS_FROM: Record<string, readonly string[]> = {
  sent: ['new'],
  won: ['new', 'sent'],
  lost: ['new', 'sent'],
};

export function canMoveQuotation(from: string, to: string): boolean {
  return STEPS_FROM[to]?.includes(from) ?? false;
}

/** A quotation still holds its prices (and its order link works) until the end of `validUntil`, Swiss time. */
export function isQuotationValid(validUntil: string, swissToday: string): boolean {
  return swissToday <= validUntil;
}

/**
 * An order is a quotation's when it has the same products in the same quantities (in any order): the customer may
 * not add, drop or change a line and keep the quoted prices.
 */
export function sameQuotationLines(
  quoted: readonly { productId: number; quantity: number }[],
  ordered: readonly { productId: number; quantity: number }[],
): boolean {
  const key = (lines: readonly { productId: number; quantity: number }[]) =>
    lines
      .map((line) => `${line.productId}×${line.quantity}`)
      .sort()
      .join(',');
  return quoted.length === ordered.length && key(quoted) === key(ordered);
}
