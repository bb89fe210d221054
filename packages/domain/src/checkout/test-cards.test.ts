import { describe, expect, it } from 'vitest';
import { parseTestCardToken, testCardToken } from './test-cards';

describe('test card tokens', () => {
  it('carries outcome, brand and last four digits, never the number', () => {
    const token = testCardToken('4242 4242 4242 4242', () => 0.5);
    expect(token).toBe('tok_test_succeeds_visa_4242_7fffffff');
    expect(token).not.toContain('424242424242');
    expect(parseTestCardToken(token)).toEqual({ outcome: 'succeeds', brand: 'visa', last4: '4242' });
  });

  it.each([
    ['4000 0000 0000 0002', 'declined'],
    ['4000000000009995', 'insufficient_funds'],
    ['4000000000000119', 'processing_error'],
    ['5555 5555 5555 4444', 'succeeds'],
    ['4111 1111 1111 1111', 'declined'],
  ])('reads %s as %s', (number, outcome) => {
    expect(parseTestCardToken(testCardToken(number))?.outcome).toBe(outcome);
  });

  it('refuses anything else', () => {
    expect(parseTestCardToken('tok_visa')).toBeUndefined();
    expect(parseTestCardToken('tok_test_stolen_visa_4242_00000000')).toBeUndefined();
    expect(parseTestCardToken('4242424242424242')).toBeUndefined();
  });
});
