import { describe, expect, it } from 'vitest';
import { firstErrors } from '../validation/first-errors';
import { placesForModel } from './test-ride.rules';
import { TestRideApplicationSchema, TestRideMoveSchema } from './test-ride.schema';

const valid = {
  model: 'mighty-beast',
  testDriveCenter: '3',
  date: '2026-12-01',
  timeSlot: '10:00-11:00',
  firstName: 'Zoé',
  lastName: 'Favre',
  email: 'zoe@example.ch',
  countryCode: '+41',
  phoneNumber: '79 123 45 67',
  dataProcessingConsent: true,
};
const errorsOf = (values: object) => firstErrors(TestRideApplicationSchema.safeParse({ ...valid, ...values }));

describe('the test ride form (spec §3 test drive, §5)', () => {
  it('accepts a complete form, the centre as a form sends it', () => {
    const parsed = TestRideApplicationSchema.parse(valid);
    expect(parsed.testDriveCenter).toBe(3);
  });

  it.each([
    ['model', '', 'validation.testRide.modelRequired'],
    ['testDriveCenter', '', 'validation.testRide.centreRequired'],
    ['testDriveCenter', 'geneva', 'validation.testRide.centreRequired'],
    ['date', '', 'validation.delivery.dateRequired'],
    ['date', '2026-02-30', 'validation.delivery.dateRequired'],
    ['timeSlot', '', 'validation.time.required'],
    ['timeSlot', '11:00-10:00', 'validation.time.required'],
    ['countryCode', '', 'validation.dialCode.required'],
    ['phoneNumber', '', 'validation.phoneNumber.required'],
    ['phoneNumber', '1', 'validation.phoneNumber.tooShort'],
    ['phoneNumber', '12345678901234', 'validation.phoneNumber.tooLong'],
    ['dataProcessingConsent', false, 'validation.dataProcessingConsent.required'],
  ])('refuses %s = %j with %s', (field, value, message) => {
    expect(errorsOf({ [field]: value })[field]).toBe(message);
  });

  it('checks the phone against its dial code (the checkout variant)', () => {
    expect(errorsOf({ countryCode: '+1', phoneNumber: '12345678901234' }).phoneNumber).toBeUndefined();
  });

  it('moves a ride to a day and a slot', () => {
    expect(firstErrors(TestRideMoveSchema.safeParse({ date: '', timeSlot: '' }))).toEqual({
      date: 'validation.delivery.dateRequired',
      timeSlot: 'validation.time.required',
    });
  });
});

describe('places for a model', () => {
  it('are the slot’s places left, no more than the model’s free demo bikes', () => {
    expect(placesForModel({ capacity: 2, booked: 0 }, { count: 1, booked: 0 })).toBe(1);
    expect(placesForModel({ capacity: 2, booked: 1 }, { count: 3, booked: 0 })).toBe(1);
    expect(placesForModel({ capacity: 2, booked: 1 }, { count: 1, booked: 1 })).toBe(0);
    expect(placesForModel({ capacity: 2, booked: 2 }, { count: 0, booked: 0 })).toBe(0);
  });
});
