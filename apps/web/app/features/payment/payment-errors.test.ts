import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { errorText } from '../../lib/api/error-text';
import { clearsCard, PAYMENT_ERROR_TEXT, paymentErrorCode } from './payment-errors';

const t = (key: string) => `«${key}»`;

describe('spec §8 payment messages', () => {
  it.each([
    [new ApiError(402, 'PAYMENT_REFUSED', 'Refused (server text)', {}, true), '«errors.PAYMENT_REFUSED»'],
    [new ApiError(502, 'PAYMENT_PROCESSING_ERROR', 'x', {}, true), '«errors.PAYMENT_PROCESSING_ERROR»'],
    [new ApiError(409, 'ORDER_ALREADY_PAID', 'x', {}, true), '«errors.ORDER_ALREADY_PAID»'],
    [new ApiError(409, 'PAYMENT_IN_PROGRESS', 'x', {}, true), '«errors.PAYMENT_IN_PROGRESS»'],
    [new ApiError(409, 'ORDER_NOT_PAYABLE', 'x', {}, true), '«errors.ORDER_NOT_PAYABLE»'],
    [new ApiError(409, 'OUT_OF_STOCK', 'x', {}, true), '«errors.OUT_OF_STOCK»'],
    [new ApiError(409, 'SLOT_TAKEN', 'x', {}, true), '«errors.SLOT_TAKEN»'],
    // The connection was lost: "There was an error processing your payment. Please try again."
    [new ApiError(503, 'SERVICE_UNAVAILABLE', 'The API could not be reached'), '«errors.PAYMENT_PROCESSING_ERROR»'],
    [new ApiError(502, 'INTERNAL', 'Unexpected answer'), '«errors.PAYMENT_PROCESSING_ERROR»'],
    [new Error('boom'), '«errors.PAYMENT_PROCESSING_ERROR»'],
    // Another answer of the server keeps its own translated message.
    [new ApiError(429, 'RATE_LIMITED', 'Too many tries', {}, true), 'Too many tries'],
  ])('%o → %s', (error, text) => {
    expect(errorText(error, t, PAYMENT_ERROR_TEXT)).toBe(text);
  });

  it('clears the card after a refusal only', () => {
    expect(clearsCard(paymentErrorCode(new ApiError(402, 'PAYMENT_REFUSED', 'x', {}, true)))).toBe(true);
    expect(clearsCard(paymentErrorCode(new ApiError(503, 'SERVICE_UNAVAILABLE', 'x')))).toBe(false);
    expect(clearsCard('ORDER_ALREADY_PAID')).toBe(false);
  });
});
