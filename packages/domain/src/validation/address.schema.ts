import {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  CITY_MIN_LENGTH,
  ZIP_CODE_MAX_LENGTH,
  ZIP_CODE_MIN_LENGTH,
} from '../constants/field-limits';
import type { MessageKey } from '../i18n/messages/en';
import {
  INVALID_VALUE_ERROR,
  lengthBetween,
  matches,
  maxLength,
  noDoubleSpace,
  noLeadingSpace,
  requiredSelection,
  requiredText,
} from './text-rules';

/**
 * spec §5 City: letters and spaces only; no leading space; no double spaces; 2 to 20 characters; required.
 * "Letters" are any script's letters (Zürich, Genève, Neuchâtel); hyphens and apostrophes are refused as written.
 */
export const CITY_ERRORS = {
  required: 'validation.city.required',
  lettersOnly: 'validation.city.lettersOnly',
  leadingSpace: 'validation.city.leadingSpace',
  doubleSpace: 'validation.city.doubleSpace',
  length: 'validation.city.length',
} as const satisfies Record<string, MessageKey>;

export const CitySchema = requiredText(CITY_ERRORS.required, [
  matches(/^[\p{L} ]+$/u, CITY_ERRORS.lettersOnly),
  noLeadingSpace(CITY_ERRORS.leadingSpace),
  noDoubleSpace(CITY_ERRORS.doubleSpace),
  lengthBetween(CITY_MIN_LENGTH, CITY_MAX_LENGTH, CITY_ERRORS.length),
]);

/** spec §5 Zip code: required; 4 to 7 characters; no leading space; no double spaces (foreign codes allowed). */
export const ZIP_CODE_ERRORS = {
  required: 'validation.zipCode.required',
  length: 'validation.zipCode.length',
  leadingSpace: 'validation.zipCode.leadingSpace',
  doubleSpace: 'validation.zipCode.doubleSpace',
} as const satisfies Record<string, MessageKey>;

export const ZipCodeSchema = requiredText(ZIP_CODE_ERRORS.required, [
  lengthBetween(ZIP_CODE_MIN_LENGTH, ZIP_CODE_MAX_LENGTH, ZIP_CODE_ERRORS.length),
  noLeadingSpace(ZIP_CODE_ERRORS.leadingSpace),
  noDoubleSpace(ZIP_CODE_ERRORS.doubleSpace),
]);

/** spec §5 Address: required; at most 110 characters; no leading space; no double spaces. */
export const ADDRESS_ERRORS = {
  required: 'validation.address.required',
  maxLength: 'validation.address.maxLength',
  leadingSpace: 'validation.address.leadingSpace',
  doubleSpace: 'validation.address.doubleSpace',
} as const satisfies Record<string, MessageKey>;

export const AddressSchema = requiredText(ADDRESS_ERRORS.required, [
  maxLength(ADDRESS_MAX_LENGTH, ADDRESS_ERRORS.maxLength),
  noLeadingSpace(ADDRESS_ERRORS.leadingSpace),
  noDoubleSpace(ADDRESS_ERRORS.doubleSpace),
]);

/**
 * spec §5: a required selection from the country dictionary (spec §3: name, dial_code). What is stored is the
 * country's ISO 3166-1 alpha-2 code (`CH`), which each page names in its own language, never a name in one.
 */
export const COUNTRY_ERRORS = { required: 'validation.country.required' } as const satisfies Record<string, MessageKey>;
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
export const CountrySchema = requiredSelection(COUNTRY_ERRORS.required).regex(COUNTRY_CODE_PATTERN, {
  error: INVALID_VALUE_ERROR,
});
