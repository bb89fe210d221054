import { QUOTATION_LINE_MAX_QUANTITY } from '@beast/domain/constants/business';
import { LINES_FIELD, QUANTITY_FIELD_PREFIX, type QuotationFormValues, quantityField } from './quotation-form-view';

/**
 * The request the quotation form's values make (spec §7 POST /orders/quotation…), and back: pure, without the
 * schema library. Each product offered has a quantity field `qty-<productId>`; an empty or 0 quantity is not
 * asked for.
 */
export const CONTACT_FIELDS = [
  'customerType',
  'companyName',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'comment',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Blank values for these products, with the quantities given (e.g. from the cart), as text. */
export function initialQuotationValues(
  productIds: readonly number[],
  quantities: ReadonlyMap<number, number> = new Map(),
): QuotationFormValues {
  const values: QuotationFormValues = { customerType: 'company', [LINES_FIELD]: '' };
  for (const field of CONTACT_FIELDS) values[field] ??= '';
  for (const id of productIds) values[quantityField(id)] = quantities.has(id) ? String(quantities.get(id)) : '';
  return values;
}

/**
 * The lines the quantities ask for, in the page's order. A quantity that is not a whole number is sent as it is
 * (NaN), so the shared schema answers it with its message rather than the page dropping it silently.
 */
export function linesOfValues(values: Readonly<Record<string, unknown>>) {
  const lines: { productId: number; quantity: number }[] = [];
  for (const [name, raw] of Object.entries(values)) {
    if (!name.startsWith(QUANTITY_FIELD_PREFIX)) continue;
    const text = String(raw ?? '').trim();
    if (text === '' || text === '0') continue;
    const productId = Number(name.slice(QUANTITY_FIELD_PREFIX.length));
    if (!Number.isSafeInteger(productId) || productId <= 0) continue;
    lines.push({ productId, quantity: /^\d+$/.test(text) ? Number(text) : Number.NaN });
  }
  return lines;
}

/** The request of a guest's form (spec §5: empty strings travel as null). */
export function requestOfValues(values: Readonly<Record<string, unknown>>) {
  const text = (name: ContactField) => {
    const value = String(values[name] ?? '');
    return value === '' ? null : value;
  };
  return {
    lines: linesOfValues(values),
    customerType: text('customerType'),
    companyName: text('customerType') === 'company' ? text('companyName') : null,
    firstName: values.firstName === undefined ? undefined : String(values.firstName),
    lastName: values.lastName === undefined ? undefined : String(values.lastName),
    email: values.email === undefined ? undefined : String(values.email),
    phoneNumber: values.phoneNumber === undefined ? undefined : String(values.phoneNumber),
    comment: text('comment'),
  };
}

/**
 * The API names a line's problem by its place among the lines asked for (`lines.2.quantity`): the form shows it
 * on that product's quantity field.
 */
export function fieldOfApiPath(path: string, values: Readonly<Record<string, unknown>>): string {
  const match = /^lines\.(\d+)\./.exec(path);
  if (!match) return path;
  const line = linesOfValues(values)[Number(match[1])];
  return line ? quantityField(line.productId) : LINES_FIELD;
}

/** `?lines=12:2,15:1` (the cart page's link, cart-page.tsx `quotationPath`) → product id → quantity, within the form's bounds. */
export function quantitiesOfQuery(query: string | null): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const pair of (query ?? '').split(',')) {
    const [id, quantity] = pair.split(':').map(Number);
    if (!Number.isSafeInteger(id) || id! <= 0 || !Number.isSafeInteger(quantity) || quantity! <= 0) continue;
    quantities.set(id!, Math.min((quantities.get(id!) ?? 0) + quantity!, QUOTATION_LINE_MAX_QUANTITY));
  }
  return quantities;
}
