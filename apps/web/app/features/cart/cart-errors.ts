import { type ErrorReading, type ErrorTextRule, readError } from '../../lib/api/error-text';

/** An error of the cart as it is kept with its line: the API's code, its (translated) message and named field. */
export type CartError = ErrorReading;

export const toCartError = readError;

/**
 * STYLE: the field's message (`validation.quantity.max`, or the API's own), else the text of the error
 * code (`errors.OUT_OF_STOCK`, `errors.COUPON_EXPIRED`), else the server's translated message.
 */
export const CART_ERROR_TEXT: ErrorTextRule = { order: ['field', 'code', 'server'] };
