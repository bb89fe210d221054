import { CURRENCY, type Currency } from '../constants/business';
import { INTL_LOCALE, type Locale } from '../i18n/locale';

/**
 * Money inside the system is an integer number of centimes plus its currency (STYLE: money).
 * It becomes text only at the edge, through `formatMoney`. Its zod schema lives in `money.schema.ts`,
 * so the helpers every price on every page uses never pull zod into the browser.
 */
export interface Money {
  amount: number;
  currency: Currency;
}

const CENTIMES_PER_FRANC = 100;

function assertCentimes(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${what} must be a whole number of centimes, got ${value}`);
  }
}

export function chf(centimes: number): Money {
  assertCentimes(centimes, 'Amount');
  return { amount: centimes, currency: CURRENCY };
}

/** Francs to centimes. Accepts at most two decimals (12.5 → 1250) and refuses fractions of a centime. */
export function francs(amount: number): number {
  const centimes = Math.round(amount * CENTIMES_PER_FRANC);
  // Tolerate the binary noise of decimals like 0.1 + 0.2, not real fractions of a centime.
  if (Math.abs(centimes - amount * CENTIMES_PER_FRANC) > 1e-6) {
    throw new RangeError(`${amount} francs is not a whole number of centimes`);
  }
  assertCentimes(centimes, 'Amount');
  return centimes;
}

/**
 * Francs as a person types them in a form ("120", "120.5", "120.50", "1’200.50", "120,50") to centimes;
 * null when it is not an amount with at most two decimals. Forms send francs, the API takes centimes.
 */
export function centimesOfFrancsText(text: string): number | null {
  const plain = text
    .trim()
    .replace(/[’'\s\u00A0\u202F]/g, '')
    .replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * CENTIMES_PER_FRANC + Number(fraction.padEnd(2, '0'));
}

/** Centimes as a form field shows them for editing: "120.50", without currency or grouping. */
export function francsText(centimes: number): string {
  return (centimes / CENTIMES_PER_FRANC).toFixed(2);
}

function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new RangeError(`Cannot combine ${a.currency} and ${b.currency}`);
}

export function addMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return chf(a.amount + b.amount);
}

export function sumMoney(amounts: readonly Money[]): Money {
  return amounts.reduce(addMoney, chf(0));
}

/** Multiplies by a whole factor (a quantity); a price times a fraction needs an explicit rounding rule. */
export function multiplyMoney(money: Money, factor: number): Money {
  if (!Number.isSafeInteger(factor)) throw new RangeError(`Factor must be a whole number, got ${factor}`);
  return chf(money.amount * factor);
}

export interface FormatMoneyOptions {
  /**
   * Brand voice (BRAND.md): whole francs end in ".–" instead of ".00", e.g. "CHF 5’499.–".
   * On by default; turn it off where a fixed two-decimal column is wanted.
   */
  wholeFrancDash?: boolean;
}

/** An en dash, as Swiss price tags write it after whole francs. */
const WHOLE_FRANC_FRACTION = '–';
/** ICU groups en-CH and de-CH thousands with a typewriter apostrophe; Swiss print, and our copy, use ’. */
const TYPEWRITER_APOSTROPHE = "'";
const SWISS_THOUSANDS_SEPARATOR = '’';

/** A number ICU wrote for a Swiss locale, with its thousands grouped as prices are ("12’500"). */
export function withSwissThousands(formatted: string): string {
  return formatted.replaceAll(TYPEWRITER_APOSTROPHE, SWISS_THOUSANDS_SEPARATOR);
}

/** One formatter per locale, created on first use: building an Intl formatter is costly (ARCHITECTURE). */
const currencyFormatters = new Map<Locale, Intl.NumberFormat>();

function currencyFormatter(locale: Locale): Intl.NumberFormat {
  let formatter = currencyFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: CURRENCY });
    currencyFormatters.set(locale, formatter);
  }
  return formatter;
}

function toMoney(value: Money | number): Money {
  return typeof value === 'number' ? chf(value) : value;
}

/**
 * The locale's own parts (currency position, decimal separator and spaces as ICU gives them), thousands
 * grouped with ’ where the locale uses an apostrophe, and the fraction of a whole amount replaced by
 * "–" when `wholeFrancDash` is on. Every price the shop prints, on pages and in emails, comes from here.
 */
export function formatMoneyParts(
  value: Money | number,
  locale: Locale,
  { wholeFrancDash = true }: FormatMoneyOptions = {},
): Intl.NumberFormatPart[] {
  const money = toMoney(value);
  const dashed = wholeFrancDash && money.amount % CENTIMES_PER_FRANC === 0;
  return currencyFormatter(locale)
    .formatToParts(money.amount / CENTIMES_PER_FRANC)
    .map((part) => {
      if (part.type === 'group' && part.value === TYPEWRITER_APOSTROPHE) {
        return { ...part, value: SWISS_THOUSANDS_SEPARATOR };
      }
      if (part.type === 'fraction' && dashed) return { ...part, value: WHOLE_FRANC_FRACTION };
      return part;
    });
}

/** "CHF 5’499.–" (en-CH, de-CH) or "5 499.– CHF" (fr-CH), with the locale's own spaces. */
export function formatMoney(value: Money | number, locale: Locale, options?: FormatMoneyOptions): string {
  return joinParts(formatMoneyParts(value, locale, options));
}

/**
 * The amount without the currency, for price columns that name CHF once in the header.
 * Uses the currency formatter's separators (fr-CH writes "5 499.00" for money but "5 499,00" for plain numbers).
 */
export function formatMoneyAmount(value: Money | number, locale: Locale, options?: FormatMoneyOptions): string {
  const parts = formatMoneyParts(value, locale, options).filter((part) => part.type !== 'currency');
  return joinParts(parts).trim();
}

function joinParts(parts: readonly Intl.NumberFormatPart[]): string {
  return parts.map((part) => part.value).join('');
}
