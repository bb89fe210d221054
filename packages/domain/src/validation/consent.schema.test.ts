import { describe, expect, it } from 'vitest';
import { TERMS_ERRORS, TermsAcceptanceSchema, TIME_ERRORS, TimeSelectionSchema } from './consent.schema';
import { firstErrors } from './first-errors';

describe('terms acceptance (spec §5: required selection)', () => {
  it('accepts ticked terms', () => {
    expect(TermsAcceptanceSchema.safeParse(true).success).toBe(true);
  });

  it.each([[false], [undefined], ['true'], ['on']])('refuses %j', (value) => {
    expect(firstErrors(TermsAcceptanceSchema.safeParse(value))['']).toBe(TERMS_ERRORS.required);
  });
});

describe('time (spec §5: required selection)', () => {
  it('accepts a chosen time', () => {
    expect(TimeSelectionSchema.safeParse('10:30').success).toBe(true);
  });

  it.each([[''], [undefined], [null]])('asks to choose a time for %j', (value) => {
    expect(firstErrors(TimeSelectionSchema.safeParse(value))['']).toBe(TIME_ERRORS.required);
  });
});
