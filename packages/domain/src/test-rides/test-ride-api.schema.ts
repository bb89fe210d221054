import { TimeSlotsSchema } from '../checkout/checkout-api.schema';
import { PICK_UP_SLOT_MINUTES_MAX, PICK_UP_SLOT_MINUTES_MIN, SLOT_CAPACITY_MAX } from '../constants/field-limits';
import { RecordIdParamSchema } from '../validation/record-id.schema';
import { INVALID_VALUE_ERROR } from '../validation/text-rules';
import { z } from '../zod';
import { DEMO_BIKES_MAX, TEST_RIDE_SCHEDULE_SPANS, TEST_RIDE_STATUSES } from './test-ride.rules';
import { TestRideCentreSchema, TestRideDateSchema } from './test-ride.schema';

/**
 * spec §7 GET /test-drive (the points), GET /test-drive/page (the description), GET and POST
 * /test-drive-applications; the signed link's cancel and move; the back office's schedule, check-in and
 * no-show, and each centre's demo fleet and places.
 */

/** GET /test-drive: what a ride offers, as short points (the page's facts, edited as content). */
export const TestDrivePointsSchema = z.object({
  points: z.array(z.object({ title: z.string(), text: z.string() })),
});
export type TestDrivePoints = z.infer<typeof TestDrivePointsSchema>;

const ModelSchema = z.object({ slug: z.string(), name: z.string() });

/** A centre offering test rides: the models of its demo fleet and its coming open days. */
export const TestRideCentreOfferSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  models: z.array(z.string()).describe('Slugs of the models it has demo bikes of'),
  days: z.array(z.string()).describe('Its coming days open for test rides (ISO)'),
});
export type TestRideCentreOffer = z.infer<typeof TestRideCentreOfferSchema>;

/** GET /test-drive/centres: the models one can try and the centres offering them. */
export const TestRideOfferSchema = z.object({
  models: z.array(ModelSchema),
  centres: z.array(TestRideCentreOfferSchema),
});
export type TestRideOffer = z.infer<typeof TestRideOfferSchema>;

/** GET /test-drive-applications?date&testDriveCenter[&model]: the day's slots with the places left. */
export const TestRideSlotsQuerySchema = z.object({
  date: TestRideDateSchema,
  testDriveCenter: TestRideCentreSchema,
  model: z.string().max(100).optional().describe('Counts only the slots where this model’s demo bike is free'),
});
export const TestRideSlotsSchema = TimeSlotsSchema;

/** A booked ride as the visitor sees it (the success state, the cancel-or-move page). */
export const TestRideBookingSchema = z.object({
  id: z.number().int(),
  status: z.enum(TEST_RIDE_STATUSES),
  model: ModelSchema,
  centre: z.object({ id: z.number().int(), name: z.string(), address: z.string(), city: z.string() }),
  date: z.string(),
  timeSlot: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Whether it can still be moved or cancelled (booked, and not begun). */
  changeable: z.boolean(),
});
export type TestRideBooking = z.infer<typeof TestRideBookingSchema>;

/** The signed link's token, as the cancel-or-move page sends it back. */
export const TestRideTokenSchema = z.object({ token: z.string().min(1).max(200) });

// ─── Back office ──────────────────────────────────────────────────────────────────────────────────────

export const TestRideScheduleQuerySchema = z.object({
  ride: RecordIdParamSchema.optional().describe('A ride: its centre and day (what the inbox links to)'),
  centre: RecordIdParamSchema.optional().describe('The centre; the first offering test rides when left out'),
  from: TestRideDateSchema.optional().describe('The first day; today when left out'),
  days: z.coerce
    .number({ error: INVALID_VALUE_ERROR })
    .refine((days) => (TEST_RIDE_SCHEDULE_SPANS as readonly number[]).includes(days), { message: INVALID_VALUE_ERROR })
    .default(1),
});
export type TestRideScheduleQuery = z.infer<typeof TestRideScheduleQuerySchema>;

export const ScheduledRideSchema = z.object({
  id: z.number().int(),
  status: z.enum(TEST_RIDE_STATUSES),
  date: z.string(),
  timeSlot: z.string(),
  model: ModelSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Its request in the staff's inbox. */
  inboxId: z.number().int().nullable(),
});
export type ScheduledRide = z.infer<typeof ScheduledRideSchema>;

export const TestRideScheduleSchema = z.object({
  centre: z.object({ id: z.number().int(), name: z.string() }),
  centres: z.array(z.object({ id: z.number().int(), name: z.string() })),
  from: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      slots: z.array(
        z.object({
          id: z.string(),
          capacity: z.number().int(),
          booked: z.number().int(),
          remaining: z.number().int(),
          rides: z.array(ScheduledRideSchema),
        }),
      ),
    }),
  ),
});
export type TestRideSchedule = z.infer<typeof TestRideScheduleSchema>;

/** A centre's test rides as staff set them: the slots' length and places, and its demo bikes per model. */
export const TestRideCentreSettingsWriteSchema = z.object({
  slotMinutes: z.number().int().min(PICK_UP_SLOT_MINUTES_MIN).max(PICK_UP_SLOT_MINUTES_MAX),
  slotCapacity: z.number().int().min(1).max(SLOT_CAPACITY_MAX),
  fleet: z
    .array(z.object({ model: z.string().min(1).max(100), bikes: z.number().int().min(0).max(DEMO_BIKES_MAX) }))
    .max(100),
});
export type TestRideCentreSettingsWrite = z.infer<typeof TestRideCentreSettingsWriteSchema>;

/** The importer names the centre by slug (content/demo/test-ride-centres.json). */
export const TestRideCentreImportSchema = TestRideCentreSettingsWriteSchema.extend({ centre: z.string().min(1) });
export type TestRideCentreImport = z.infer<typeof TestRideCentreImportSchema>;

export const TestRideCentreSettingsSchema = TestRideCentreSettingsWriteSchema.extend({
  centre: z.object({ id: z.number().int(), name: z.string() }),
  /** Every model one could keep demo bikes of, with the centre's count (0 when none). */
  fleet: z.array(z.object({ model: z.string(), name: z.string(), bikes: z.number().int() })),
});
export type TestRideCentreSettings = z.infer<typeof TestRideCentreSettingsSchema>;
