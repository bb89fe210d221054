import { MIN_REGISTRATION_AGE } from '../constants/field-limits';
import type { MessageKey } from '../i18n/messages/en';
import { type CalendarDate, type Clock, compareDates, isExistingDate, swissToday, systemClock } from './calendar-date';
import { matches, optionalText, requiredText, type TextRule } from './text-rules';

/**
 * spec §5 Date of birth: dd/mm/yyyy with "/" or "-" (day 1-31, month 1-12, 4-digit year);
 * not in the future; not invalid; at least 16 years old. The rules run in that order, so 31/02/2999
 * is "in the future" and 31/02/2001 "invalid".
 */
export const DATE_OF_BIRTH_ERRORS = {
  required: 'validation.dateOfBirth.required',
  format: 'validation.dateOfBirth.format',
  future: 'validation.dateOfBirth.future',
  invalid: 'validation.dateOfBirth.invalid',
  tooYoung: 'validation.dateOfBirth.tooYoung',
} as const satisfies Record<string, MessageKey>;

/** Both separators must be the same one: 12/03/2000 or 12-03-2000. */
const DATE_OF_BIRTH_PATTERN = /^(0[1-9]|[12]\d|3[01])([/-])(0[1-9]|1[0-2])\2(\d{4})$/;

/** The day, month and year typed, whether or not that day exists; undefined when the format is wrong. */
export function parseDateOfBirth(value: string): CalendarDate | undefined {
  const match = DATE_OF_BIRTH_PATTERN.exec(value);
  if (!match) return undefined;
  return { day: Number(match[1]), month: Number(match[3]), year: Number(match[4]) };
}

function hasReachedAge(birth: CalendarDate, today: CalendarDate, age: number): boolean {
  return compareDates({ ...birth, year: birth.year + age }, today) <= 0;
}

function dateRule(error: MessageKey, clock: Clock, test: (birth: CalendarDate, today: CalendarDate) => boolean) {
  return {
    error,
    isValid: (value: string) => {
      const birth = parseDateOfBirth(value);
      return birth !== undefined && test(birth, swissToday(clock()));
    },
  } satisfies TextRule;
}

function dateOfBirthRules(clock: Clock): TextRule[] {
  return [
    matches(DATE_OF_BIRTH_PATTERN, DATE_OF_BIRTH_ERRORS.format),
    dateRule(DATE_OF_BIRTH_ERRORS.future, clock, (birth, today) => compareDates(birth, today) <= 0),
    dateRule(DATE_OF_BIRTH_ERRORS.invalid, clock, (birth) => isExistingDate(birth)),
    dateRule(DATE_OF_BIRTH_ERRORS.tooYoung, clock, (birth, today) => hasReachedAge(birth, today, MIN_REGISTRATION_AGE)),
  ];
}

export interface DateOfBirthOptions {
  /** "Now" for the future and age rules; read at every parse. Tests pass a fixed date. */
  clock?: Clock;
}

export function dateOfBirthSchema({ clock = systemClock }: DateOfBirthOptions = {}) {
  return requiredText(DATE_OF_BIRTH_ERRORS.required, dateOfBirthRules(clock));
}

/** spec §5: optional in registration (and in the profile): empty, null or missing is fine. */
export function optionalDateOfBirthSchema({ clock = systemClock }: DateOfBirthOptions = {}) {
  return optionalText(dateOfBirthRules(clock));
}

export const DateOfBirthSchema = dateOfBirthSchema();
export const OptionalDateOfBirthSchema = optionalDateOfBirthSchema();

/** "12/03/2000" → "2000-03-12" for the API; undefined when the text is not a valid date. */
export function dateOfBirthToIso(value: string): string | undefined {
  const date = parseDateOfBirth(value);
  if (!date || !isExistingDate(date)) return undefined;
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** "2000-03-12" (or a full ISO timestamp) from the API → "12/03/2000" for the form. */
export function dateOfBirthFromIso(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
