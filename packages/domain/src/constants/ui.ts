import type { Locale } from '../i18n/locale';

/** Timings and sizes the storefront shares with the API (spec §2, §4, §9). */

/** spec §9: layout breakpoints in px. */
export const BREAKPOINTS = { sm: 576, lg: 1024 } as const;

/** spec §4: quantity updates of the logged-in cart are debounced. */
export const CART_QUANTITY_DEBOUNCE_MS = 750;
/** spec §4, §7: coupon checks are debounced. */
export const COUPON_DEBOUNCE_MS = 500;
/** spec §7: the delivery week-list request is debounced. */
export const WEEK_LIST_DEBOUNCE_MS = 400;

/** spec §4: after a confirmation email is sent (or fails), resend is blocked this long. */
export const EMAIL_RESEND_LOCK_MS = 60_000;

/** spec §2: the general toast and the "product added" toast. */
export const TOAST_MS = 3000;
export const PRODUCT_TOAST_MS = 4000;

/** spec §1: live-chat channel per language. */
export const LIVE_CHAT_CHANNEL: Readonly<Record<Locale, number>> = { en: 6, fr: 8, de: 7 };
