import { NATIONALITY_MAX_LENGTH, NATIONALITY_MIN_LENGTH } from '../constants/field-limits';
import { GENDERS } from '../constants/person';
import type { MessageKey } from '../i18n/messages/en';
import { z } from '../zod';
import { lengthBetween, matches, optionalText } from './text-rules';

export const GENDER_ERRORS = { required: 'validation.gender.required' } as const satisfies Record<string, MessageKey>;
export const GenderSchema = z.enum(GENDERS, { error: GENDER_ERRORS.required });
export type Gender = z.infer<typeof GenderSchema>;

/** spec §5 Nationality: letters only; 1 to 30 characters; optional. */
export const NATIONALITY_ERRORS = {
  lettersOnly: 'validation.nationality.lettersOnly',
  length: 'validation.nationality.length',
} as const satisfies Record<string, MessageKey>;

export const NationalitySchema = optionalText([
  matches(/^\p{L}+$/u, NATIONALITY_ERRORS.lettersOnly),
  lengthBetween(NATIONALITY_MIN_LENGTH, NATIONALITY_MAX_LENGTH, NATIONALITY_ERRORS.length),
]);
