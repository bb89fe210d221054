import { describe, expect, it } from 'vitest';
import { B2bContactFormSchema, ContactFormSchema, MESSAGE_ERRORS, SUBJECT_ERRORS } from './contact.schema';
import { EMAIL_ERRORS } from './email.schema';
import { firstErrors } from './first-errors';
import { FIRST_NAME_ERRORS, LAST_NAME_ERRORS } from './name.schema';
import { PHONE_NUMBER_ERRORS } from './phone.schema';

const contact = {
  firstName: 'Anna',
  lastName: 'Muller',
  email: 'anna@example.ch',
  phoneNumber: '',
  subject: 'Test ride',
  message: 'Can I try the Cargo Beast on Saturday?',
};

describe('contact form (spec §5)', () => {
  it.each([
    ['without a phone', contact],
    ['with a valid phone', { ...contact, phoneNumber: '791234567' }],
    ['with a null phone (as the API receives it)', { ...contact, phoneNumber: null }],
  ])('accepts a message %s', (_, value) => {
    expect(firstErrors(ContactFormSchema.safeParse(value))).toEqual({});
  });

  it.each([
    ['a missing first name', { firstName: '' }, { firstName: FIRST_NAME_ERRORS.required }],
    ['a missing last name', { lastName: '' }, { lastName: LAST_NAME_ERRORS.required }],
    ['an invalid email', { email: 'anna' }, { email: EMAIL_ERRORS.invalid }],
    ['a missing subject', { subject: '' }, { subject: SUBJECT_ERRORS.required }],
    ['a missing message', { message: '' }, { message: MESSAGE_ERRORS.required }],
    ['an invalid phone', { phoneNumber: '12' }, { phoneNumber: PHONE_NUMBER_ERRORS.length }],
    ['a too long message', { message: 'x'.repeat(2001) }, { message: MESSAGE_ERRORS.maxLength }],
  ])('refuses %s', (_, change, errors) => {
    expect(firstErrors(ContactFormSchema.safeParse({ ...contact, ...change }))).toEqual(errors);
  });

  it('reports every wrong field at once, one error each', () => {
    expect(firstErrors(ContactFormSchema.safeParse({}))).toEqual({
      firstName: FIRST_NAME_ERRORS.required,
      lastName: LAST_NAME_ERRORS.required,
      email: EMAIL_ERRORS.required,
      subject: SUBJECT_ERRORS.required,
      message: MESSAGE_ERRORS.required,
    });
  });
});

describe('B2B contact form (spec §5: all fields required)', () => {
  const b2b = { ...contact, name: 'Anna', phoneNumber: '791234567' };

  it('accepts a complete form', () => {
    expect(B2bContactFormSchema.safeParse(b2b).success).toBe(true);
  });

  it('requires every field, the phone included', () => {
    expect(firstErrors(B2bContactFormSchema.safeParse({}))).toEqual({
      name: FIRST_NAME_ERRORS.required,
      lastName: LAST_NAME_ERRORS.required,
      email: EMAIL_ERRORS.required,
      phoneNumber: PHONE_NUMBER_ERRORS.required,
      subject: SUBJECT_ERRORS.required,
      message: MESSAGE_ERRORS.required,
    });
  });
});
