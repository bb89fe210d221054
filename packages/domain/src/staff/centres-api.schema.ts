import { CopySchema, translated } from '../catalog/catalog-write.schema';
import { pageOf } from '../catalog/product.schema';
import { CalendarDaySchema, CentreWriteSchema } from '../checkout/centre-write.schema';
import { CourierZoneWriteSchema } from '../checkout/courier-zone-write.schema';
import { z } from '../zod';

/**
 * The back office's Centres and Delivery screens (spec §9): the experience centres with their closed days
 * and pick-up places, the courier zones with their windows. Admins change them; sales and support read.
 * Every change names the revision its form was read at, so the second of two staff changes is refused.
 */

const TranslatedText = z.object({ en: z.string(), fr: z.string(), de: z.string() });

/** The busiest coming slot or window: a capacity may not go below what it already holds. */
export const BusiestSlotSchema = z.object({
  date: z.string(),
  timeWindow: z.string().describe('"hh:mm-hh:mm"'),
  booked: z.number().int(),
});
export type BusiestSlot = z.infer<typeof BusiestSlotSchema>;

export const CENTRE_STATUSES = ['all', 'active', 'inactive'] as const;
export const CENTRE_SORTS = ['order', 'name', 'city'] as const;

/** GET /admin/centres: every centre, active or not, in the shop's order unless told otherwise. */
export const CentreListFilterSchema = z.object({
  status: z.enum(CENTRE_STATUSES).default('all'),
  sort: z.enum(CENTRE_SORTS).default('order'),
});
export type CentreListFilter = z.infer<typeof CentreListFilterSchema>;
export const CENTRES_PAGE_SIZE = 25;

export const CentreSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: TranslatedText,
  city: TranslatedText,
  isActive: z.boolean(),
  isDefault: z.boolean(),
  pickUpSlotCapacity: z.number().int(),
  /** The next day the centre is closed, from today on; null when none is set. */
  nextClosedDay: z.string().nullable(),
});
export type CentreSummary = z.infer<typeof CentreSummarySchema>;
export const CentreListSchema = pageOf(CentreSummarySchema);
export type CentreList = z.infer<typeof CentreListSchema>;

const ClosedDayViewSchema = z.object({
  date: z.string(),
  reason: TranslatedText.nullable(),
  /** Pick-ups booked that day (a day with bookings is never newly closed). */
  booked: z.number().int(),
});

/** A centre as its page shows it: the record, its coming closed days and its busiest coming slot. */
export const CentreDetailSchema = z.object({
  id: z.number().int(),
  revision: z.string(),
  centre: CentreWriteSchema,
  closedDays: z.array(ClosedDayViewSchema),
  busiestSlot: BusiestSlotSchema.nullable(),
});
export type CentreDetail = z.infer<typeof CentreDetailSchema>;

/** PUT /admin/centres/:id: the whole centre, from the revision the form was read at. */
export const CentreUpdateSchema = z.object({ revision: z.string().min(1), centre: CentreWriteSchema });
export type CentreUpdateInput = z.input<typeof CentreUpdateSchema>;

/** POST /admin/centres/:id/closed-days: one more closed day, with why in every language or no reason. */
export const ClosedDayAddSchema = z.object({
  date: CalendarDaySchema,
  reason: translated(CopySchema).nullable().default(null),
});
export type ClosedDayAdd = z.infer<typeof ClosedDayAddSchema>;

export const ClosedDayParamsSchema = z.object({ id: z.coerce.number().int().positive(), date: CalendarDaySchema });

/** GET /admin/courier-zones: every zone, active or not, by slug. */
export const COURIER_ZONES_PAGE_SIZE = 25;
export const CourierZoneSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: TranslatedText,
  isActive: z.boolean(),
  postcodeRanges: z.array(z.object({ from: z.number().int(), to: z.number().int() })),
  windowCount: z.number().int(),
});
export type CourierZoneSummary = z.infer<typeof CourierZoneSummarySchema>;
export const CourierZoneListSchema = pageOf(CourierZoneSummarySchema);
export type CourierZoneList = z.infer<typeof CourierZoneListSchema>;

/** A zone as stored (the write schema's shape, answered as it is). */
const CourierZoneViewSchema = z.object({
  slug: z.string(),
  name: TranslatedText,
  postcodeRanges: z.array(z.object({ from: z.number().int(), to: z.number().int() })),
  windows: z.array(
    z.object({ from: z.string(), to: z.string(), weekdays: z.array(z.number().int()), capacity: z.number().int() }),
  ),
  isActive: z.boolean(),
});

/** A zone as its page shows it, with the busiest coming booking of each window ("hh:mm-hh:mm"). */
export const CourierZoneDetailSchema = z.object({
  id: z.number().int(),
  revision: z.string(),
  zone: CourierZoneViewSchema,
  busiestByWindow: z.record(z.string(), BusiestSlotSchema),
});
export type CourierZoneDetail = z.infer<typeof CourierZoneDetailSchema>;

export const CourierZoneUpdateSchema = z.object({ revision: z.string().min(1), zone: CourierZoneWriteSchema });
export type CourierZoneUpdateInput = z.input<typeof CourierZoneUpdateSchema>;

/** What a change answers: the entry's new revision, for the next change of the same form. */
export const WrittenSchema = z.object({ id: z.number().int(), revision: z.string() });
