import { z } from '../zod';
import { CENTRE_KINDS } from './centre-write.schema';
import { WorkHoursSchema } from './checkout-api.schema';

/**
 * GET /find-us-locations (spec §7): the places of the centres page, the experience centres and the partner
 * shops that are active, with what a visitor needs to find and reach them, in the request's language.
 * Whether a place is open now is not part of it: the page works it out from the hours where it shows it.
 */

/** A coming day the place is closed, with why in the request's language when staff said it. */
export const FindUsClosedDaySchema = z.object({ date: z.string(), reason: z.string().nullable() });

export const FindUsLocationSchema = z.object({
  id: z.number().int().positive(),
  /** The place's name in URLs and anchors (`#geneva`). */
  slug: z.string(),
  kind: z.enum(CENTRE_KINDS),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  zipCode: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  workHours: z.array(WorkHoursSchema),
  /** The coming days (ISO, within the booking horizon) on which it stays closed, in the calendar's order. */
  closedDays: z.array(FindUsClosedDaySchema),
  /** Where the map places it (WGS 84 degrees); null when staff have not placed it yet. */
  position: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  /** A few sentences about it in the request's language; null when not written in that language. */
  description: z.string().nullable(),
  /** spec §3: the default centre (Geneva) comes first. */
  isDefault: z.boolean(),
});
export type FindUsLocation = z.infer<typeof FindUsLocationSchema>;
export type FindUsClosedDay = z.infer<typeof FindUsClosedDaySchema>;

export const FindUsLocationsSchema = z.array(FindUsLocationSchema);
