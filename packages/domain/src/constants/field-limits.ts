/**
 * Lengths and limits of the form fields (spec §5, §9). The zod schemas of `validation/`
 * and the message texts of `i18n/messages/` read these, so a limit changes in one place.
 */

/** spec §9: minimum age to register. */
export const MIN_REGISTRATION_AGE = 16;

export const FIRST_NAME_MIN_LENGTH = 2;
export const FIRST_NAME_MAX_LENGTH = 15;
export const LAST_NAME_MIN_LENGTH = 2;
export const LAST_NAME_MAX_LENGTH = 30;
export const NATIONALITY_MIN_LENGTH = 1;
export const NATIONALITY_MAX_LENGTH = 30;
export const CITY_MIN_LENGTH = 2;
export const CITY_MAX_LENGTH = 20;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 20;

export const EMAIL_MAX_LENGTH = 128;

export const ZIP_CODE_MIN_LENGTH = 4;
export const ZIP_CODE_MAX_LENGTH = 7;

export const ADDRESS_MAX_LENGTH = 110;

/** spec §5: counted in digits, only when some digits were typed. */
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 13;

/**
 * spec §5 checkout variant: at most 16 characters for dial code and number together
 * (16 = E.164's "+" and 15 digits), so the number may hold 16 minus the dial code's length.
 */
export const CHECKOUT_PHONE_TOTAL_MAX_LENGTH = 16;
export const CHECKOUT_PHONE_MIN_DIGITS = 2;

/**
 * spec §9: image max 16000 kB, "16 MB" in spec §5. A kB is 1000 bytes, as the messages' "kB" reads, so the
 * check, the messages and the spec's 16 MB say the same: 16 000 000 bytes. Every check and text uses these.
 */
export const IMAGE_MAX_KB = 16000;
export const BYTES_PER_KB = 1000;
export const IMAGE_MAX_BYTES = IMAGE_MAX_KB * BYTES_PER_KB;
/** A catalogue document (manual, brochure): PDFs of many pictured pages, larger than any photo. */
export const DOCUMENT_MAX_KB = 40000;
export const DOCUMENT_MAX_BYTES = DOCUMENT_MAX_KB * BYTES_PER_KB;
/** spec §5: png, jpg or jpeg only. `image/jpg` is not a registered type but some browsers report it. */
export const PROFILE_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const;
export const PROFILE_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

export const REVIEW_MESSAGE_MAX_LENGTH = 250;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;

/** ARCHITECTURE: one-time codes are 6 digits. */
export const VERIFICATION_CODE_LENGTH = 6;

/**
 * Not in the spec: upper bounds for free text (contact subject and message, coupon code)
 * so that the API never stores unbounded input.
 */
export const SUBJECT_MAX_LENGTH = 200;
export const FREE_TEXT_MAX_LENGTH = 2000;
export const COUPON_CODE_MIN_LENGTH = 3;
export const COUPON_CODE_MAX_LENGTH = 32;

/**
 * Not in the spec: what staff may set for delivery. A courier window or a pick-up slot holds at least one
 * customer; a pick-up slot lasts a quarter of an hour to four hours.
 */
export const SLOT_CAPACITY_MAX = 99;
export const PICK_UP_SLOT_MINUTES_MIN = 15;
export const PICK_UP_SLOT_MINUTES_MAX = 240;

/** A staff member's name as the back office shows it (not in the spec: the back office is ours). */
export const STAFF_NAME_MAX_LENGTH = 60;
/** RFC 6238 codes of the staff's authenticator apps: 6 digits every 30 seconds. */
export const SECOND_FACTOR_CODE_LENGTH = 6;
/** A recovery code: two groups of five characters (`K7QPM-2XWTD`), the dash optional when typed. */
export const RECOVERY_CODE_GROUP_LENGTH = 5;

/** A company's name on a quotation (not in the spec: bounded on the server). */
export const COMPANY_NAME_MAX_LENGTH = 100;
