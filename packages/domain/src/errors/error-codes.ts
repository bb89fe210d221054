/**
 * The closed list of error codes the API answers with (ARCHITECTURE: one error shape).
 * The storefront shows the translation `errors.<CODE>`, falling back to the server's message (spec §8).
 * Each feature adds its codes here, with their HTTP status, and their texts to the message catalogues.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  // Content written by staff or the importer: a slug names one entry.
  SLUG_TAKEN: 409,
  COUPON_CODE_TAKEN: 409,
  /** Two active courier zones would serve one ZIP code. */
  POSTCODES_TAKEN: 409,
  /** The entry changed since the form was opened: the second of two staff changes is refused, never merged. */
  REVISION_CONFLICT: 409,
  /** A limited edition cannot hold fewer units than were already sold (spec §9). */
  EDITION_BELOW_SOLD: 422,
  /** An uploaded document is not a PDF that opens. */
  DOCUMENT_WRONG_FORMAT: 415,
  /** A pick-up slot or courier window cannot offer fewer places than a coming day already has booked. */
  CAPACITY_BELOW_BOOKED: 409,
  /** A centre cannot close a day that has pick-ups booked: staff move them from the order page first. */
  CLOSED_DAY_HAS_BOOKINGS: 409,
  RATE_LIMITED: 429,
  // Accounts (spec §4, §8)
  USER_EXISTS: 409,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_CONFIRMED: 403,
  /** Staff disabled the account (back office, Customers): it cannot sign in. */
  ACCOUNT_DISABLED: 403,
  VERIFICATION_CODE_INCORRECT: 400,
  VERIFICATION_CODE_EXPIRED: 400,
  NO_USER_WITH_EMAIL: 404,
  RESEND_TOO_SOON: 429,
  EMAIL_ALREADY_CONFIRMED: 409,
  IMAGE_TOO_BIG: 413,
  IMAGE_WRONG_FORMAT: 415,
  // Cart (spec §4, §8)
  OUT_OF_STOCK: 409,
  COUPON_INVALID: 422,
  COUPON_EXPIRED: 422,
  COUPON_NOT_FOUND: 404,
  // Special offers (spec §1, issue 15): why an offer's price does not hold for this buyer.
  OFFER_NOT_FOUND: 404,
  OFFER_ENDED: 422,
  OFFER_SOLD_OUT: 409,
  OFFER_MEMBERS_ONLY: 403,
  OFFER_MEMBER_LIMIT: 409,
  /** The order would cost another total than the checkout showed (an offer ended, say): never a silent change. */
  PRICE_CHANGED: 409,
  // Checkout, payment and orders (spec §4, §8)
  CART_EMPTY: 422,
  ORDER_NOT_FOUND: 404,
  VEHICLE_NOT_FOUND: 404,
  PICK_UP_CENTER_NOT_FOUND: 404,
  DELIVERY_WINDOW_REQUIRED: 400,
  DAY_UNAVAILABLE: 422,
  NO_TIME_SLOTS: 422,
  SLOT_TAKEN: 409,
  DELIVERY_METHOD_UNAVAILABLE: 422,
  PAYMENT_REFUSED: 402,
  PAYMENT_PROCESSING_ERROR: 502,
  PAYMENT_IN_PROGRESS: 409,
  ORDER_ALREADY_PAID: 409,
  ORDER_CLAIM_OTHER_ACCOUNT: 403,
  ORDER_NOT_PAYABLE: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  STATUS_CHANGE_NOT_ALLOWED: 409,
  WEBHOOK_SIGNATURE_INVALID: 400,
  // Back office (ARCHITECTURE: Back office): staff accounts, their second factor and their sessions.
  SECOND_FACTOR_INCORRECT: 401,
  SIGN_IN_EXPIRED: 401,
  STAFF_LOCKED: 429,
  STAFF_ENROLMENT_REQUIRED: 403,
  ENROLMENT_LINK_INVALID: 404,
  STAFF_EXISTS: 409,
  STAFF_NOT_FOUND: 404,
  STAFF_SELF_CHANGE: 409,
  CSRF_REFUSED: 403,
  // Back office, Customers: a customer's account, and what erasure leaves of it (decision 17).
  CUSTOMER_NOT_FOUND: 404,
  CUSTOMER_ERASED: 409,
  /** A delivered or cancelled order's delivery cannot change. */
  ORDER_DELIVERY_FINAL: 409,
  /** A refund cannot give back more than was paid and not refunded yet. */
  REFUND_EXCEEDS_PAID: 400,
  /** The payment processor refused the refund (the charge was disputed, or refunded at the processor already). */
  REFUND_REFUSED: 422,
  // Visitors' requests (test rides, contacts, quotations, contests …)
  /** A public form sent by a robot: its honeypot was filled, it came too fast, or its form token is not ours. */
  FORM_SUBMISSION_FAILED: 400,
  /** A second entry with one email where one is allowed (a contest, a subscription). */
  EMAIL_ALREADY_EXISTS: 409,
  /** A contest's address that names none; its window (before, after) refuses an entry; its draw happens once. */
  CONTEST_NOT_FOUND: 404,
  CONTEST_NOT_OPEN: 422,
  CONTEST_CLOSED: 422,
  CONTEST_NOT_CLOSED: 409,
  CONTEST_ALREADY_DRAWN: 409,
  CONTEST_NO_ENTRIES: 409,
  /** A partner company's address that names none; a second company at an address already taken. */
  COMPANY_NOT_FOUND: 404,
  COMPANY_SLUG_TAKEN: 409,
  /** A work address that proves another account's live membership: one address, one account. */
  WORK_EMAIL_TAKEN: 409,
  /** A test ride's link (to move or cancel it) that is not ours, or names no ride. */
  TEST_RIDE_LINK_INVALID: 404,
  /** A test ride already begun, cancelled, checked in or missed can no longer be moved or cancelled. */
  TEST_RIDE_FINAL: 409,
  /** A newsletter link (to confirm or to leave it) that is not ours, has expired, or names no subscription. */
  NEWSLETTER_LINK_INVALID: 404,
  /** A quotation's order link that is not ours, or names no quotation that was won. */
  QUOTATION_LINK_INVALID: 404,
  /** A quotation past its last day (`validUntil`, Swiss time): its prices no longer hold. */
  QUOTATION_EXPIRED: 410,
  /** A quotation already became an order: its link orders it once. */
  QUOTATION_ALREADY_ORDERED: 409,
  /** The order's lines are no longer the quotation's (a product or a quantity changed in the cart). */
  QUOTATION_LINES_CHANGED: 422,
  /** A newsletter issue that is being sent or was sent is no longer a draft to change. */
  NEWSLETTER_ISSUE_SENT: 409,
  /** A newsletter issue sent (or tested) before its subject and body are written in every language (in one). */
  NEWSLETTER_ISSUE_INCOMPLETE: 422,
  /** A model without configurator data: order its basic configuration (spec §8). */
  CONFIGURATOR_UNAVAILABLE: 404,
  /** A configuration with an option the model does not have, or one its rules forbid (spec §1, §9). */
  CONFIGURATION_REFUSED: 422,
  // A request for a host name that is not the shop's (PUBLIC_URL): refused before it reaches a page.
  UNKNOWN_HOST: 400,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string>; requestId?: string };
}
