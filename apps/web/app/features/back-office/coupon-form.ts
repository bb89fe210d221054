import type { CouponWrite } from '@beast/domain/cart/coupon-write.schema';
import { PRODUCT_TYPE_CODES, type ProductTypeCode } from '@beast/domain/catalog/product-type-codes';
import { addDays } from '@beast/domain/checkout/checkout-rules';
import type { Locale } from '@beast/domain/i18n/locale';
import { formatMoney } from '@beast/domain/money/money';
import { swissIsoDay } from '@beast/domain/validation/calendar-date';
import type { TFunction } from '../../lib/i18n/translator';

/**
 * The coupon form (spec §5 Coupon): the code, a percentage or an amount in francs off one unit, the first and
 * the last day it is valid (Swiss days), the caps, the product types it applies to (none ticked: every
 * product) and whether it is on. Mapped to the coupon the API stores and back; the API validates, and its
 * messages, named by the stored fields, come back to the form's fields.
 */

export const COUPON_KINDS = ['percent', 'amount'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const productTypeField = (type: ProductTypeCode) => `type.${type}`;

/** The field order of the form, for the focus on the first refused one. */
export const COUPON_FIELDS = ['code', 'value', 'validFrom', 'lastDay', 'maxRedemptions', 'perCustomerLimit'] as const;

/** Midnight starting a Swiss day, as an instant with its offset (Swiss midnight never falls in a clock change). */
export function swissMidnight(day: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // Noon UTC of the day is 13:00 or 14:00 in Zurich: the hours ahead are the day's offset.
  const noon = new Date(utcMidnight + 12 * 3_600_000);
  const zurichHour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zurich', hour: '2-digit', hourCycle: 'h23' }).format(noon),
  );
  return `${day}T00:00:00+0${zurichHour - 12}:00`;
}

const centimesText = (centimes: number) =>
  centimes % 100 === 0 ? String(centimes / 100) : (centimes / 100).toFixed(2);

/** The form's values of a stored coupon. */
export function couponValues(coupon: CouponWrite): Record<string, string> {
  const values: Record<string, string> = {
    code: coupon.code,
    kind: coupon.amountOff !== null ? 'amount' : 'percent',
    value: coupon.amountOff !== null ? centimesText(coupon.amountOff) : String(coupon.percentOff ?? ''),
    validFrom: swissIsoDay(new Date(coupon.validFrom)),
    // The coupon ends at the midnight after its last day.
    lastDay: coupon.validUntil === null ? '' : swissIsoDay(new Date(Date.parse(coupon.validUntil) - 1)),
    maxRedemptions: coupon.maxRedemptions === null ? '' : String(coupon.maxRedemptions),
    perCustomerLimit: coupon.perCustomerLimit === null ? '' : String(coupon.perCustomerLimit),
  };
  for (const type of coupon.productTypes ?? []) values[productTypeField(type)] = 'on';
  if (coupon.isActive) values.isActive = 'on';
  return values;
}

/** A new coupon's form: a percentage, valid from today, on. */
export function newCouponValues(today: string): Record<string, string> {
  return { kind: 'percent', validFrom: today, isActive: 'on' };
}

/** A whole number as typed when it is one; anything else is sent as it is, for the API to name. */
const count = (text: string) => (text === '' ? null : /^\d+$/.test(text) ? Number(text) : text);

/** Francs as typed ("200", "19.90", "19,90") in centimes; anything else as it is, for the API to name. */
function centimes(text: string): number | string {
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return text;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const day = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null);

/** The coupon the form describes, as the API takes it. */
export function couponFromForm(values: Record<string, string>): Record<keyof CouponWrite, unknown> {
  const text = (name: string) => (values[name] ?? '').trim();
  const value = text('value');
  const amount = values.kind === 'amount';
  const from = day(text('validFrom'));
  const lastDay = day(text('lastDay'));
  const types = PRODUCT_TYPE_CODES.filter((type) => values[productTypeField(type)] === 'on');
  return {
    code: text('code'),
    percentOff: amount ? null : (count(value) ?? ''),
    amountOff: amount ? centimes(value) : null,
    productTypes: types.length === 0 ? null : types,
    validFrom: from ? swissMidnight(from) : text('validFrom'),
    validUntil: lastDay ? swissMidnight(addDays(lastDay, 1)) : text('lastDay') || null,
    maxRedemptions: count(text('maxRedemptions')),
    perCustomerLimit: count(text('perCustomerLimit')),
    isActive: values.isActive === 'on',
  };
}

const FORM_FIELD_OF: Record<string, string> = {
  percentOff: 'value',
  amountOff: 'value',
  validUntil: 'lastDay',
  productTypes: 'productTypes',
};

/** The API's messages under the form's fields (`coupon.amountOff` → the value, `validUntil` → the last day). */
export function couponErrors(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const [head = ''] = path.replace(/^coupon\./, '').split('.');
    const field = FORM_FIELD_OF[head] ?? head;
    errors[field] ??= message;
  }
  return errors;
}

/** What a coupon takes off, in words: a percentage, or an amount of one unit. */
export function discountText(
  coupon: Pick<CouponWrite, 'percentOff' | 'amountOff'>,
  t: TFunction,
  locale: Locale,
): string {
  return coupon.amountOff !== null
    ? t('admin.coupons.amountOff', { amount: formatMoney(coupon.amountOff, locale) })
    : t('admin.coupons.percentOff', { percent: coupon.percentOff ?? 0 });
}
