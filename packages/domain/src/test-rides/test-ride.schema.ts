import { isIsoDate, parseTimeWindow } from '../checkout/checkout-rules';
import { DELIVERY_WINDOW_MESSAGES } from '../checkout/delivery-window.rules';
import type { MessageKey } from '../i18n/messages/en';
import { TimeSelectionSchema } from '../validation/consent.schema';
import { EmailSchema } from '../validation/email.schema';
import { FirstNameSchema, LastNameSchema } from '../validation/name.schema';
import { DialCodeSchema, PHONE_NUMBER_ERRORS, withDialCodePhone } from '../validation/phone.schema';
import { acceptance, formObject, requiredSelection, requiredText } from '../validation/text-rules';
import { z } from '../zod';

/**
 * spec §3 test drive form (date, time, phone code, centre) and §7 POST /test-drive-applications: the model to
 * try, the experience centre, a day it is open, one of that day's slots, and the person's contact details with
 * the phone's dial code (the checkout's phone field). The same schema checks the form as the visitor types and
 * the request on the server.
 */
export const TEST_RIDE_ERRORS = {
  modelRequired: 'validation.testRide.modelRequired',
  centreRequired: 'validation.testRide.centreRequired',
  dateRequired: DELIVERY_WINDOW_MESSAGES.dateRequired,
  dataProcessingConsentRequired: 'validation.dataProcessingConsent.required',
} as const satisfies Record<string, MessageKey>;

/** A day as the form sends it: chosen, and a real calendar day. */
export const TestRideDateSchema = requiredSelection(TEST_RIDE_ERRORS.dateRequired).refine(isIsoDate, {
  message: TEST_RIDE_ERRORS.dateRequired,
});

/** The centre as a form sends it (text) or a client does (a number): its id. */
export const TestRideCentreSchema = z.coerce
  .number({ error: TEST_RIDE_ERRORS.centreRequired })
  .int({ error: TEST_RIDE_ERRORS.centreRequired })
  .min(1, { error: TEST_RIDE_ERRORS.centreRequired })
  .max(2_147_483_647, { error: TEST_RIDE_ERRORS.centreRequired });

/** A slot of the day ("10:00-11:00"), a required selection (spec §5 time). */
export const TestRideSlotSchema = TimeSelectionSchema.refine((value) => parseTimeWindow(value) !== undefined, {
  message: 'validation.time.required',
});

/** The ride itself: what, where and when. Moving a ride sends the when again. */
export const TestRideChoiceShape = {
  model: requiredSelection(TEST_RIDE_ERRORS.modelRequired),
  testDriveCenter: TestRideCentreSchema,
  date: TestRideDateSchema,
  timeSlot: TestRideSlotSchema,
};

export const TestRideApplicationSchema = withDialCodePhone(
  formObject({
    ...TestRideChoiceShape,
    firstName: FirstNameSchema,
    lastName: LastNameSchema,
    email: EmailSchema,
    countryCode: DialCodeSchema,
    phoneNumber: requiredText(PHONE_NUMBER_ERRORS.required),
    dataProcessingConsent: acceptance(TEST_RIDE_ERRORS.dataProcessingConsentRequired),
  }),
);
export type TestRideApplication = z.infer<typeof TestRideApplicationSchema>;
export type TestRideApplicationInput = z.input<typeof TestRideApplicationSchema>;

/** Moving a ride: another day and slot at the same centre, for the same model. */
export const TestRideMoveSchema = formObject({ date: TestRideDateSchema, timeSlot: TestRideSlotSchema });
export type TestRideMove = z.infer<typeof TestRideMoveSchema>;
