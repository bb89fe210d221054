import type { AdminContest } from '@beast/domain/contests/contest-api.schema';
import { LOCALES } from '@beast/domain/i18n/locale';
import { centimesOfFrancsText, francsText } from '@beast/domain/money/money';
import { swissLocalDateTime, swissLocalToInstant } from '@beast/domain/validation/swiss-time';

/**
 * The Contests screen's form of a contest's window and prize (decision 15: a plain form the API checks):
 * times typed as Swiss wall-clock time (datetime-local fields), the prize's value in francs, its text in each
 * language under `prizeText.<locale>`, the names the API's field messages come back with.
 */
export const CONTEST_DETAILS_FIELDS = [
  'opensAt',
  'closesAt',
  'drawAt',
  'prizeValue',
  ...LOCALES.map((locale) => `prizeText.${locale}` as const),
] as const;

const swiss = (iso: string | null) => (iso ? swissLocalDateTime(new Date(iso)) : '');

/** The form's values of a stored contest. */
export function contestDetailsValues(contest: AdminContest): Record<string, string> {
  return {
    opensAt: swiss(contest.opensAt),
    closesAt: swiss(contest.closesAt),
    drawAt: swiss(contest.drawAt),
    prizeValue: contest.prizeValue === null ? '' : francsText(contest.prizeValue),
    ...Object.fromEntries(LOCALES.map((locale) => [`prizeText.${locale}`, contest.prizeText[locale]])),
  };
}

/** A typed Swiss time as the instant the API takes; anything else as typed, for the API to refuse. */
function instant(typed: string | undefined): string {
  const text = (typed ?? '').trim();
  return swissLocalToInstant(text) ?? text;
}

/** The body of PUT /admin/contests/:slug the form describes; an empty draw time or value says "not announced". */
export function contestDetailsFromForm(values: Readonly<Record<string, string | undefined>>) {
  const value = (values.prizeValue ?? '').trim();
  const draw = (values.drawAt ?? '').trim();
  return {
    opensAt: instant(values.opensAt),
    closesAt: instant(values.closesAt),
    drawAt: draw === '' ? null : instant(draw),
    prizeValue: value === '' ? null : (centimesOfFrancsText(value) ?? -1),
    prizeText: Object.fromEntries(LOCALES.map((locale) => [locale, values[`prizeText.${locale}`] ?? ''])),
  };
}
