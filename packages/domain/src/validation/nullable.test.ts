import { describe, expect, it } from 'vitest';
import { emptyToNull, nullToEmpty } from './nullable';

describe('empty strings and nulls (spec §5)', () => {
  it('sends empty strings to the server as null and leaves other values alone', () => {
    expect(emptyToNull({ nationality: '', city: 'Bern', phoneNumber: ' ', age: 0, consent: false })).toEqual({
      nationality: null,
      city: 'Bern',
      phoneNumber: ' ',
      age: 0,
      consent: false,
    });
  });

  it('shows received nulls as empty strings and leaves other values alone', () => {
    expect(nullToEmpty({ nationality: null, city: 'Bern', count: 0, missing: undefined })).toEqual({
      nationality: '',
      city: 'Bern',
      count: 0,
      missing: undefined,
    });
  });

  it('round-trips a form', () => {
    const form = { firstName: 'Anna', nationality: '' };
    expect(nullToEmpty(emptyToNull(form))).toEqual(form);
  });
});
