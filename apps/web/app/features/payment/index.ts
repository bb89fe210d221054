// What other features may use of the payment (docs/decisions/0012-import-boundaries.md); the rest is its own.
export { CardForm } from './card-form';
export { storeGuestOrderToken } from './guest-order-token';
export { paymentErrorCode } from './payment-errors';
export type { PaymentMethod } from './payment-method';
export { type PayOutcome, usePayOrder } from './use-pay-order';
