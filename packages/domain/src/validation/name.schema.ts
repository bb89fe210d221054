import {
  FIRST_NAME_MAX_LENGTH,
  FIRST_NAME_MIN_LENGTH,
  LAST_NAME_MAX_LENGTH,
  LAST_NAME_MIN_LENGTH,
} from '../constants/field-limits';
import type { MessageKey } from '../i18n/messages/en';
import { lengthBetween, noDoubleSpace, noLeadingSpace, requiredText } from './text-rules';

/** spec §5 First name: required; no leading space; no two consecutive spaces; 2 to 15 characters. */
export const FIRST_NAME_ERRORS = {
  required: 'validation.firstName.required',
  leadingSpace: 'validation.firstName.leadingSpace',
  doubleSpace: 'validation.firstName.doubleSpace',
  length: 'validation.firstName.length',
} as const satisfies Record<string, MessageKey>;

export const FirstNameSchema = requiredText(FIRST_NAME_ERRORS.required, [
  noLeadingSpace(FIRST_NAME_ERRORS.leadingSpace),
  noDoubleSpace(FIRST_NAME_ERRORS.doubleSpace),
  lengthBetween(FIRST_NAME_MIN_LENGTH, FIRST_NAME_MAX_LENGTH, FIRST_NAME_ERRORS.length),
]);

/** spec §5 Last name: the same rules, 2 to 30 characters. */
export const LAST_NAME_ERRORS = {
  required: 'validation.lastName.required',
  leadingSpace: 'validation.lastName.leadingSpace',
  doubleSpace: 'validation.lastName.doubleSpace',
  length: 'validation.lastName.length',
} as const satisfies Record<string, MessageKey>;

export const LastNameSchema = requiredText(LAST_NAME_ERRORS.required, [
  noLeadingSpace(LAST_NAME_ERRORS.leadingSpace),
  noDoubleSpace(LAST_NAME_ERRORS.doubleSpace),
  lengthBetween(LAST_NAME_MIN_LENGTH, LAST_NAME_MAX_LENGTH, LAST_NAME_ERRORS.length),
]);
