/**
 * Every public form (contact, test ride, quotation, B2B, rentals, newsletter, contests, reviews) carries two
 * fields a person never fills (no third-party captcha): a honeypot that must stay empty, and the token the
 * page was rendered with, which tells the server how long the form was open. Names only, without zod: the
 * forms' first paint needs them (decision 14); the schemas are in public-form.ts.
 */
export const HONEYPOT_FIELD = 'website';
export const FORM_TOKEN_FIELD = 'formToken';
