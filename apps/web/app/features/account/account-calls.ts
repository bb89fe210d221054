/**
 * What the sign-in and registration forms need only once sent: the account's API calls and the texts of their
 * errors. The forms import this module when they are sent, so their pages' first visit does not download the API
 * transport (README "Performance", decision 14).
 */
export { errorText } from '../../lib/api/error-text';
export { browserApi } from '../../lib/session/browser-session';
export { accountApi } from './account-api';
export { accountErrorText, errorCode, errorFields } from './account-errors';
