import { describe, expect, it } from 'vitest';
import { TERMS_ERRORS } from './consent.schema';
import { EMAIL_ERRORS } from './email.schema';
import { firstErrors } from './first-errors';
import { NewsletterSchema } from './newsletter.schema';

describe('newsletter (spec §5)', () => {
  it('accepts a valid email with the terms accepted', () => {
    expect(NewsletterSchema.safeParse({ email: 'anna@example.ch', acceptTerms: true }).success).toBe(true);
  });

  it.each([
    ['no email', { acceptTerms: true }, { email: EMAIL_ERRORS.required }],
    ['an invalid email', { email: 'anna@', acceptTerms: true }, { email: EMAIL_ERRORS.invalid }],
    ['terms not accepted', { email: 'anna@example.ch', acceptTerms: false }, { acceptTerms: TERMS_ERRORS.required }],
    ['terms missing', { email: 'anna@example.ch' }, { acceptTerms: TERMS_ERRORS.required }],
  ])('refuses %s', (_, value, errors) => {
    expect(firstErrors(NewsletterSchema.safeParse(value))).toEqual(errors);
  });
});
