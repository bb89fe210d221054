import type { MessageKey } from '../i18n/messages/en';
import { acceptance, requiredSelection } from './text-rules';

/** spec §5: terms acceptance is a required selection (registration, newsletter). */
export const TERMS_ERRORS = { required: 'validation.terms.required' } as const satisfies Record<string, MessageKey>;
export const TermsAcceptanceSchema = acceptance(TERMS_ERRORS.required);

/** spec §5: a time (test drive, pick-up slot) is a required selection. */
export const TIME_ERRORS = { required: 'validation.time.required' } as const satisfies Record<string, MessageKey>;
export const TimeSelectionSchema = requiredSelection(TIME_ERRORS.required);
