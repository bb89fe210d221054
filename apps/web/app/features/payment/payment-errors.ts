import { ApiError } from '../../lib/api/api-error';
import type { ErrorTextRule } from '../../lib/api/error-text';

/**
 * The payment answers that have their own spec §8 text (`errors.<CODE>` of the domain catalogue): a refused
 * card, a processor failure, and the order states that stop a payment.
 */
export const PAYMENT_ERROR_CODES = [
  'PAYMENT_REFUSED',
  'PAYMENT_PROCESSING_ERROR',
  'ORDER_ALREADY_PAID',
  'PAYMENT_IN_PROGRESS',
  'ORDER_NOT_PAYABLE',
  'OUT_OF_STOCK',
  'SLOT_TAKEN',
  'ORDER_NOT_FOUND',
  'VEHICLE_NOT_FOUND',
  'IDEMPOTENCY_KEY_REUSED',
  // A special offer that stopped holding since the checkout priced the order: the new total, or who may buy it.
  'PRICE_CHANGED',
  'OFFER_MEMBERS_ONLY',
] as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

/** A transport failure: the request may or may not have reached the server, so the outcome is unknown. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && !error.fromServer && error.code === 'SERVICE_UNAVAILABLE';
}

/** The error's catalogue code as the payment pages treat it (a network failure is a processing error). */
export function paymentErrorCode(error: unknown): string {
  if (!(error instanceof ApiError) || isNetworkFailure(error)) return 'PAYMENT_PROCESSING_ERROR';
  return error.code;
}

/**
 * spec §8: a known payment code → its text; another answer of the server → its translated message;
 * anything else (network, unreadable answer) → "There was an error processing your payment. Please try again."
 */
export const PAYMENT_ERROR_TEXT: ErrorTextRule = {
  codes: PAYMENT_ERROR_CODES,
  fallback: 'errors.PAYMENT_PROCESSING_ERROR',
};

/**
 * After a refusal the card must be typed again (its number and code are cleared); after a processing
 * error or a lost connection the same card may simply be sent again.
 */
export function clearsCard(code: string): boolean {
  return code === 'PAYMENT_REFUSED';
}
