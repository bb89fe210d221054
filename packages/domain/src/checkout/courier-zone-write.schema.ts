import { CopySchema, SlugSchema, translated } from '../catalog/catalog-write.schema';
import type { MessageKey } from '../i18n/messages/en';
import { z } from '../zod';
import { endsAfterStart, SlotCapacitySchema, TimeOfDaySchema, WeekdaySchema } from './centre-write.schema';
import type { CourierWindow } from './delivery-offer';

export const COURIER_ZONE_WRITE_ERRORS = {
  postcode: 'validation.postcode.swiss',
  rangeReversed: 'validation.postcodeRange.reversed',
  rangesRequired: 'validation.postcodeRanges.required',
  weekdaysRequired: 'validation.weekdays.required',
  endBeforeStart: 'validation.validUntil.beforeStart',
  windowsRequired: 'validation.courierWindows.required',
  windowsOverlap: 'validation.courierWindows.overlap',
} as const satisfies Record<string, MessageKey>;

const PostcodeSchema = z
  .number()
  .int(COURIER_ZONE_WRITE_ERRORS.postcode)
  .min(1000, COURIER_ZONE_WRITE_ERRORS.postcode)
  .max(9999, COURIER_ZONE_WRITE_ERRORS.postcode);

/** Swiss postcodes served, both ends included: { from: 1000, to: 1999 }, or one postcode as { from: 1003, to: 1003 }. */
const PostcodeRangeSchema = z
  .object({ from: PostcodeSchema, to: PostcodeSchema })
  .refine((range) => range.from <= range.to, { path: ['to'], message: COURIER_ZONE_WRITE_ERRORS.rangeReversed });

/** A courier window on some weekdays, with the deliveries it can take per day; the weekdays are kept in order. */
const CourierWindowSchema = z
  .object({
    from: TimeOfDaySchema,
    to: TimeOfDaySchema,
    weekdays: z
      .array(WeekdaySchema)
      .min(1, COURIER_ZONE_WRITE_ERRORS.weekdaysRequired)
      .transform((weekdays) => [...new Set(weekdays)].sort((a, b) => a - b)),
    capacity: SlotCapacitySchema,
  })
  .refine((window) => endsAfterStart(window.from, window.to), {
    path: ['to'],
    message: COURIER_ZONE_WRITE_ERRORS.endBeforeStart,
  });

/** Two windows of one weekday may not overlap: a customer would not know which one the courier keeps. */
function overlapsOnAWeekday(a: CourierWindow, b: CourierWindow): boolean {
  const shareAWeekday = a.weekdays.some((weekday) => b.weekdays.includes(weekday));
  return shareAWeekday && a.from < b.to && b.from < a.to;
}

/**
 * A courier zone (spec §4 "non-standard ZIP": a postcode no active zone serves is non-standard): its names,
 * the postcodes it serves, and its delivery windows. Windows are per zone, so a zone's couriers can keep
 * their own days and places. That no two active zones serve one postcode is checked by the write use case,
 * which sees the other zones.
 */
export const CourierZoneWriteSchema = z.object({
  slug: SlugSchema,
  name: translated(CopySchema),
  postcodeRanges: z.array(PostcodeRangeSchema).min(1, COURIER_ZONE_WRITE_ERRORS.rangesRequired),
  windows: z
    .array(CourierWindowSchema)
    .min(1, COURIER_ZONE_WRITE_ERRORS.windowsRequired)
    .superRefine((windows, context) => {
      windows.forEach((window, index) => {
        if (windows.slice(0, index).some((earlier) => overlapsOnAWeekday(earlier, window))) {
          context.addIssue({
            code: 'custom',
            path: [index, 'from'],
            message: COURIER_ZONE_WRITE_ERRORS.windowsOverlap,
          });
        }
      });
    }),
  isActive: z.boolean().default(true),
});
export type CourierZoneWriteInput = z.input<typeof CourierZoneWriteSchema>;
export type CourierZoneWrite = z.infer<typeof CourierZoneWriteSchema>;
