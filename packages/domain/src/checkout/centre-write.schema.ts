import { CopySchema, SlugSchema, translated } from '../catalog/catalog-write.schema';
import { PICK_UP_SLOT_MINUTES_MAX, PICK_UP_SLOT_MINUTES_MIN, SLOT_CAPACITY_MAX } from '../constants/field-limits';
import type { MessageKey } from '../i18n/messages/en';
import { ZipCodeSchema } from '../validation/address.schema';
import { EmailSchema } from '../validation/email.schema';
import { z } from '../zod';
import { isIsoDate } from './checkout-rules';

export const CENTRE_WRITE_ERRORS = {
  time: 'validation.time.format',
  closesBeforeOpening: 'validation.workHours.closesBeforeOpening',
  weekday: 'validation.weekday.invalid',
  capacity: 'validation.capacity.range',
  slotMinutes: 'validation.slotMinutes.range',
  date: 'validation.date.invalid',
  position: 'validation.position.switzerland',
  positionIncomplete: 'validation.position.incomplete',
  closedTwice: 'validation.closedDays.duplicate',
} as const satisfies Record<string, MessageKey>;

/**
 * What a centre gets when its data says nothing else: hourly slots of two customers, as the shop has always
 * offered (the column defaults of the table are the same numbers).
 */
export const PICK_UP_SLOT_DEFAULTS = { minutes: 60, capacity: 2 } as const;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
export const TimeOfDaySchema = z.string().regex(TIME_OF_DAY, CENTRE_WRITE_ERRORS.time);

/** "hh:mm" times compare as text; a time that is not one has its own error, so the order is not judged. */
export function endsAfterStart(start: string, end: string): boolean {
  return !TIME_OF_DAY.test(start) || !TIME_OF_DAY.test(end) || start < end;
}
export const WeekdaySchema = z.number().int().min(1, CENTRE_WRITE_ERRORS.weekday).max(7, CENTRE_WRITE_ERRORS.weekday);
/** Places of one courier window or one pick-up slot. */
export const SlotCapacitySchema = z
  .number()
  .int(CENTRE_WRITE_ERRORS.capacity)
  .min(1, CENTRE_WRITE_ERRORS.capacity)
  .max(SLOT_CAPACITY_MAX, CENTRE_WRITE_ERRORS.capacity);

/** One opening period of a weekday (1 = Monday … 7 = Sunday); a weekday without any is closed. */
const OpeningSchema = z
  .object({ weekday: WeekdaySchema, opens: TimeOfDaySchema, closes: TimeOfDaySchema })
  .refine((hours) => endsAfterStart(hours.opens, hours.closes), {
    path: ['closes'],
    message: CENTRE_WRITE_ERRORS.closesBeforeOpening,
  });

/** An experience centre (spec §3 Experience center, §2 the 13 centres): names and towns are translated. */
/** What the centres page lists: experience centres, and the partner shops that sell the bikes. */
export const CENTRE_KINDS = ['experience-centre', 'shop'] as const;
export type CentreKind = (typeof CENTRE_KINDS)[number];

export const CentreWriteSchema = z
  .object({
    slug: SlugSchema,
    name: translated(CopySchema),
    city: translated(CopySchema),
    address: CopySchema,
    zipCode: ZipCodeSchema,
    phoneNumber: CopySchema,
    email: EmailSchema,
    workHours: z.array(OpeningSchema),
    isActive: z.boolean().default(true),
    /** spec §3: one default centre (Geneva); making another the default takes it from the previous one. */
    isDefault: z.boolean().default(false),
    sortOrder: z.number().int().nonnegative().default(0),
    pickUpSlotMinutes: z
      .number()
      .int(CENTRE_WRITE_ERRORS.slotMinutes)
      .min(PICK_UP_SLOT_MINUTES_MIN, CENTRE_WRITE_ERRORS.slotMinutes)
      .max(PICK_UP_SLOT_MINUTES_MAX, CENTRE_WRITE_ERRORS.slotMinutes)
      .default(PICK_UP_SLOT_DEFAULTS.minutes),
    pickUpSlotCapacity: SlotCapacitySchema.default(PICK_UP_SLOT_DEFAULTS.capacity),
    /** Where the centres page's map places it: a point in Switzerland (WGS 84 degrees). */
    latitude: z
      .number({ error: CENTRE_WRITE_ERRORS.position })
      .min(45.8, CENTRE_WRITE_ERRORS.position)
      .max(47.9, CENTRE_WRITE_ERRORS.position)
      .nullable()
      .default(null),
    longitude: z
      .number({ error: CENTRE_WRITE_ERRORS.position })
      .min(5.9, CENTRE_WRITE_ERRORS.position)
      .max(10.5, CENTRE_WRITE_ERRORS.position)
      .nullable()
      .default(null),
    /** An experience centre (test rides, service, pick-up) or a partner shop that sells the bikes. */
    kind: z.enum(CENTRE_KINDS).default('experience-centre'),
    /** A few sentences for the centres page, in the languages written so far. */
    description: z
      .object({ en: CopySchema.optional(), fr: CopySchema.optional(), de: CopySchema.optional() })
      .nullable()
      .default(null),
  })
  // A point needs both coordinates: half a position would put the place nowhere on the map.
  .refine((centre) => (centre.latitude === null) === (centre.longitude === null), {
    path: ['longitude'],
    message: CENTRE_WRITE_ERRORS.positionIncomplete,
  });
export type CentreWriteInput = z.input<typeof CentreWriteSchema>;
export type CentreWrite = z.infer<typeof CentreWriteSchema>;

export const CalendarDaySchema = z.string().refine(isIsoDate, CENTRE_WRITE_ERRORS.date);

/** A day a centre hands nothing over (a holiday, an inventory), with why in every language when staff say it. */
const ClosedDaySchema = z.object({
  date: CalendarDaySchema,
  reason: translated(CopySchema).nullable().default(null),
});

/** All the days a centre is closed, as staff set them; stored in the order of the calendar. */
export const CentreClosedDaysWriteSchema = z
  .array(ClosedDaySchema)
  .superRefine((days, context) => {
    const seen = new Set<string>();
    days.forEach((day, index) => {
      if (seen.has(day.date)) {
        context.addIssue({ code: 'custom', path: [index, 'date'], message: CENTRE_WRITE_ERRORS.closedTwice });
      }
      seen.add(day.date);
    });
  })
  .transform((days) => days.toSorted((a, b) => a.date.localeCompare(b.date)));
export type CentreClosedDaysInput = z.input<typeof CentreClosedDaysWriteSchema>;
export type CentreClosedDays = z.infer<typeof CentreClosedDaysWriteSchema>;
