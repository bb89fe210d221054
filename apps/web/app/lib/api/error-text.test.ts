import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorText, readError } from './error-text';

const catalogue: Record<string, string> = {
  'errors.OUT_OF_STOCK': 'Sold out.',
  'errors.INTERNAL': 'Something went wrong.',
  'errors.INVALID_DATA': 'Invalid data.',
  'validation.quantity.max': 'At most 10.',
  'errors.CAPACITY_BELOW_BOOKED': '{{booked}} places are already booked on {{day}}.',
};
const t = (key: string) => catalogue[key] ?? key;

const fromServer = (code: string, message: string, fields: Record<string, string> = {}) =>
  new ApiError(409, code, message, fields, true);
const lostConnection = new ApiError(503, 'SERVICE_UNAVAILABLE', 'The API could not be reached');

describe('the text of an error', () => {
  it('shows the text of the code first, else the server’s message, else “something went wrong”', () => {
    expect(errorText(fromServer('OUT_OF_STOCK', 'Ausverkauft.'), t)).toBe('Sold out.');
    expect(errorText(fromServer('RATE_LIMITED', 'Zu viele Versuche.'), t)).toBe('Zu viele Versuche.');
    expect(errorText(lostConnection, t)).toBe('Something went wrong.');
    expect(errorText(new Error('boom'), t)).toBe('Something went wrong.');
  });

  it('shows the server’s message for a code whose text names what only the server knows', () => {
    const full = fromServer('CAPACITY_BELOW_BOOKED', '2 places are already booked on Tuesday, 8 December 2026.');
    expect(errorText(full, t)).toBe('2 places are already booked on Tuesday, 8 December 2026.');
    expect(errorText(new ApiError(409, 'CAPACITY_BELOW_BOOKED', 'x'), t)).toBe('Something went wrong.');
  });

  it('never shows a transport failure’s own text', () => {
    expect(errorText(lostConnection, t, { order: ['server'], fallback: 'errors.INVALID_DATA' })).toBe('Invalid data.');
  });

  it('puts the server’s message first for the forms of spec §8, with their own fallback', () => {
    const rule = { order: ['server'], fallback: 'errors.INVALID_DATA' } as const;
    expect(errorText(fromServer('OUT_OF_STOCK', 'Ausverkauft.'), t, rule)).toBe('Ausverkauft.');
    expect(errorText(new Error('boom'), t, rule)).toBe('Invalid data.');
  });

  it('counts only the codes a rule names', () => {
    const rule = { codes: ['OUT_OF_STOCK'], fallback: 'errors.INVALID_DATA' };
    expect(errorText(fromServer('OUT_OF_STOCK', 'x'), t, rule)).toBe('Sold out.');
    expect(errorText(fromServer('INTERNAL', 'Der Server sagt.'), t, rule)).toBe('Der Server sagt.');
  });

  it('shows a field’s message first when the rule asks, translated or a key of the storefront’s own', () => {
    const rule = { order: ['field', 'code', 'server'] } as const;
    expect(errorText(fromServer('VALIDATION_FAILED', 'x', { quantity: 'Höchstens 10.' }), t, rule)).toBe(
      'Höchstens 10.',
    );
    expect(errorText({ code: 'MAX_QUANTITY', field: 'validation.quantity.max' }, t, rule)).toBe('At most 10.');
    expect(errorText({ code: 'OUT_OF_STOCK', field: 'validation.unknown.key' }, t, rule)).toBe('Sold out.');
  });
});

describe('reading an error', () => {
  it('keeps the code, the server’s message and the first field’s message of an API answer', () => {
    expect(readError(fromServer('OUT_OF_STOCK', 'Sold out', { quantity: 'Too many' }))).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'Sold out',
      field: 'Too many',
    });
  });

  it('keeps no message of a transport failure or of another error', () => {
    expect(readError(lostConnection)).toEqual({ code: 'SERVICE_UNAVAILABLE' });
    expect(readError(Object.assign(new Error('secret detail'), { code: 'EPIPE' }))).toEqual({ code: 'EPIPE' });
    expect(readError('boom')).toEqual({ code: 'INTERNAL' });
    expect(readError(null)).toEqual({ code: 'INTERNAL' });
  });

  it('reads a reading kept earlier as it was', () => {
    expect(readError({ code: 'COUPON_EXPIRED', message: 'Expired' })).toEqual({
      code: 'COUPON_EXPIRED',
      message: 'Expired',
    });
  });
});
