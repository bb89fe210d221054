import { ApiError } from '../../lib/api/api-error';
import { errorText } from '../../lib/api/error-text';
import type { TFunction } from '../../lib/i18n/translator';

/**
 * Where a refusal of POST /orders or /orders/quote belongs (spec §8; STYLE: the text of the error code,
 * else the server's message). The delivery's refusals go back to step 1's delivery part, invalid fields
 * to their fields on step 1; the cart's (stock, coupons) stay on the payment step with the summary.
 */
const DELIVERY_CODES = new Set([
  'SLOT_TAKEN',
  'DAY_UNAVAILABLE',
  'DELIVERY_WINDOW_REQUIRED',
  'NO_TIME_SLOTS',
  'PICK_UP_CENTER_NOT_FOUND',
  'DELIVERY_METHOD_UNAVAILABLE',
]);

export interface CheckoutProblem {
  step: 'contact' | 'payment';
  /** Part of step 1 the message belongs to. */
  part: 'form' | 'delivery' | 'summary';
  code: string;
  message: string;
  /** Step 1's fields (contacts.firstName → firstName) with the server's translated messages. */
  fields: Record<string, string>;
  /** The chosen slot is gone: it must be chosen again. */
  clearsSlot: boolean;
}

/** `contacts.email` → `email`; `comment` stays; `delivery.*` and `lines.*` are not fields of the form. */
export function contactFieldsOf(fields: Readonly<Record<string, string>>): Record<string, string> {
  const named: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const name = path.startsWith('contacts.') ? path.slice('contacts.'.length) : path;
    if (!name.includes('.') && !name.startsWith('delivery') && !name.startsWith('lines')) named[name] = message;
  }
  return named;
}

export function checkoutProblem(error: unknown, t: TFunction): CheckoutProblem {
  const code = error instanceof ApiError ? error.code : 'INTERNAL';
  const message = errorText(error, t);
  const fields = error instanceof ApiError ? error.fields : {};
  const deliveryField = Object.keys(fields).some((path) => path.startsWith('delivery'));
  if (DELIVERY_CODES.has(code) || deliveryField) {
    const deliveryMessage = deliveryField && !DELIVERY_CODES.has(code) ? Object.values(fields)[0]! : message;
    return {
      step: 'contact',
      part: 'delivery',
      code,
      message: deliveryMessage,
      fields: contactFieldsOf(fields),
      clearsSlot: code === 'SLOT_TAKEN' || code === 'DAY_UNAVAILABLE' || code === 'NO_TIME_SLOTS',
    };
  }
  const contactFields = contactFieldsOf(fields);
  if (Object.keys(contactFields).length > 0) {
    return { step: 'contact', part: 'form', code, message, fields: contactFields, clearsSlot: false };
  }
  return { step: 'payment', part: 'summary', code, message, fields: {}, clearsSlot: false };
}
