import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { checkoutProblem, contactFieldsOf } from './checkout-errors';

const TEXTS: Record<string, string> = {
  'errors.SLOT_TAKEN': 'This time slot has just been taken.',
  'errors.OUT_OF_STOCK': 'Not enough units left.',
  'errors.VALIDATION_FAILED': 'Some fields are not valid.',
  'errors.INTERNAL': 'Something went wrong.',
};
const t = (key: string) => TEXTS[key] ?? key;

function refusal(status: number, code: string, fields: Record<string, string> = {}, message = code) {
  return new ApiError(status, code, message, fields, true);
}

describe('where a refused order goes (spec §8: back to the step and field concerned)', () => {
  it('sends a taken slot back to the delivery part of step 1, clearing the slot', () => {
    expect(checkoutProblem(refusal(409, 'SLOT_TAKEN'), t)).toMatchObject({
      step: 'contact',
      part: 'delivery',
      message: 'This time slot has just been taken.',
      clearsSlot: true,
    });
  });

  it('puts invalid contacts on their fields of step 1', () => {
    const problem = checkoutProblem(
      refusal(400, 'VALIDATION_FAILED', { 'contacts.email': 'Invalid email', 'contacts.phoneNumber': 'Too long' }),
      t,
    );
    expect(problem).toMatchObject({
      step: 'contact',
      part: 'form',
      fields: { email: 'Invalid email', phoneNumber: 'Too long' },
    });
  });

  it('sends an invalid delivery field to the delivery part with its message', () => {
    const problem = checkoutProblem(refusal(400, 'VALIDATION_FAILED', { 'delivery.timeWindow': 'Pick a window' }), t);
    expect(problem).toMatchObject({ step: 'contact', part: 'delivery', message: 'Pick a window' });
  });

  it('keeps stock and coupon refusals on the payment step, in the catalogue’s words or the server’s', () => {
    expect(checkoutProblem(refusal(409, 'OUT_OF_STOCK'), t)).toMatchObject({
      step: 'payment',
      message: 'Not enough units left.',
    });
    expect(checkoutProblem(refusal(422, 'SOMETHING_NEW', {}, 'Translated by the server'), t).message).toBe(
      'Translated by the server',
    );
    expect(checkoutProblem(new Error('boom'), t).message).toBe('Something went wrong.');
  });

  it('names step 1’s fields without their prefix and leaves out the lines', () => {
    expect(contactFieldsOf({ 'contacts.city': 'a', comment: 'b', 'lines.0.quantity': 'c' })).toEqual({
      city: 'a',
      comment: 'b',
    });
  });
});
