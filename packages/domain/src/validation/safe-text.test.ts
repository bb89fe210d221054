import { describe, expect, it } from 'vitest';
import { PlaceOrderRequestSchema } from '../checkout/checkout-api.schema';
import { en } from '../i18n/messages/en';
import { z } from '../zod';
import { ContactFormSchema } from './contact.schema';
import { isSafeText, multilineText, SAFE_TEXT_ERRORS, unsafeTextFields } from './safe-text';

const UNSAFE = SAFE_TEXT_ERRORS.unsafe;

describe('safe text', () => {
  it.each([
    ['NUL', 'A\u0000B'],
    ['a bell', 'ding\u0007'],
    ['an escape', '\u001b[31mred'],
    ['a vertical tab', 'a\u000Bb'],
    ['a form feed', 'a\u000Cb'],
    ['DEL', 'a\u007Fb'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone low surrogate', 'a\uDC00b'],
    ['a high surrogate at the end', 'end\uD83D'],
  ])('refuses %s in any field', (_, value) => {
    expect(isSafeText(value)).toBe(false);
    expect(isSafeText(value, { multiline: true })).toBe(false);
  });

  it.each([
    ['a tab', 'a\tb'],
    ['a line feed', 'a\nb'],
    ['a carriage return', 'a\r\nb'],
  ])('refuses %s in a single-line field and keeps it in a multi-line one', (_, value) => {
    expect(isSafeText(value)).toBe(false);
    expect(isSafeText(value, { multiline: true })).toBe(true);
  });

  it.each(['Anna-Lena Müller', 'Zürich, Rue de l’Église 3', 'Ærø – 😀 🚲', 'ümlaut ß ç ñ 中文', ''])(
    'keeps ordinary text: %s',
    (value) => {
      expect(isSafeText(value)).toBe(true);
    },
  );

  it('has a message in the catalogue', () => {
    expect(en[UNSAFE]).toBeTruthy();
  });
});

describe('unsafeTextFields', () => {
  const Schema = z.object({
    name: z.string().trim().min(1).nullish(),
    note: multilineText(z.string().max(500)).nullish(),
    options: z.record(z.string(), z.string()).nullish(),
    lines: z.array(z.object({ coupon: z.string().optional() })).optional(),
    delivery: z
      .discriminatedUnion('method', [
        z.object({ method: z.literal('courier'), window: z.string() }),
        z.object({ method: z.literal('pickup'), centre: multilineText(z.string()) }),
      ])
      .optional(),
    id: z.coerce.number().optional(),
  });

  it('finds nothing in clean input', () => {
    expect(
      unsafeTextFields(Schema, { name: 'Anna', note: 'Hello\nthere', options: { colour: 'red' }, lines: [{}] }),
    ).toEqual({});
  });

  it('names every broken field by its path, nested ones too', () => {
    expect(
      unsafeTextFields(Schema, {
        name: 'An\u0000na',
        note: 'fine\n\u0000',
        options: { colour: 're\u0000d' },
        lines: [{ coupon: 'OK' }, { coupon: 'WELCOME10\u0000' }],
        delivery: { method: 'courier', window: '10\t12' },
        id: '1\u0000',
      }),
    ).toEqual({
      name: UNSAFE,
      note: UNSAFE,
      'options.colour': UNSAFE,
      'lines.1.coupon': UNSAFE,
      'delivery.window': UNSAFE,
      id: UNSAFE,
    });
  });

  it('keeps line breaks only where the schema says the text is multi-line', () => {
    expect(unsafeTextFields(Schema, { name: 'An\nna', note: 'two\r\nlines\tand a tab' })).toEqual({ name: UNSAFE });
    expect(unsafeTextFields(Schema, { delivery: { method: 'pickup', centre: 'a\nb' } })).toEqual({});
  });

  it('checks object keys: a bad key spoils its object', () => {
    expect(unsafeTextFields(Schema, { options: { 'col\u0000our': 'red' } })).toEqual({ options: UNSAFE });
  });

  it('checks values the schema does not describe, where line breaks may stay', () => {
    expect(unsafeTextFields(Schema, { extra: { deep: ['x\u0000'] } })).toEqual({ 'extra.deep.0': UNSAFE });
    expect(unsafeTextFields(Schema, { extra: 'a\nb' })).toEqual({});
    expect(unsafeTextFields(undefined, 'A\u0000')).toEqual({ '': UNSAFE });
  });

  it('knows the shop’s multi-line fields: the order comment and the contact message', () => {
    expect(unsafeTextFields(PlaceOrderRequestSchema, { comment: 'Ring twice\nthen wait' })).toEqual({});
    expect(unsafeTextFields(PlaceOrderRequestSchema, { contacts: { address: 'Rue\n1' } })).toEqual({
      'contacts.address': UNSAFE,
    });
    expect(unsafeTextFields(ContactFormSchema, { message: 'Hello,\n\nthanks', subject: 'Hi\n' })).toEqual({
      subject: UNSAFE,
    });
  });

  it('leaves non-text values alone', () => {
    expect(unsafeTextFields(Schema, Buffer.from([0, 1, 2]))).toEqual({});
    expect(unsafeTextFields(Schema, { id: 5, lines: null, name: null })).toEqual({});
  });
});
