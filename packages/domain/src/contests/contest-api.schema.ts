import { InstantSchema, SlugSchema, translated } from '../catalog/catalog-write.schema';
import { pageOf } from '../catalog/product.schema';
import { PublicPageSchema } from '../content/pages-api.schema';
import { LOCALES } from '../i18n/locale';
import type { MessageKey } from '../i18n/messages/en';
import { WeightEstimateSchema } from '../validation/contest.schema';
import { z } from '../zod';
import { CONTEST_KINDS, CONTEST_STATES } from './contest.rules';

/**
 * The contests' API (spec §3, §4, §8, §9): a contest's state for its page, an entry, and the back office's
 * Contests screen: the windows and prizes, the entries (and their CSV), and the draw.
 */
export const CONTEST_WRITE_ERRORS = {
  window: 'validation.contest.window',
  prizeText: 'validation.contest.prizeText',
  realWeightRequired: 'validation.contest.realWeight',
} as const satisfies Record<string, MessageKey>;

/** A prize's description in each language: what the winner gets. */
const PrizeTextSchema = z.string().trim().min(1, CONTEST_WRITE_ERRORS.prizeText).max(300);

/** What staff change of a contest: its window, the announced draw and the prize. Instants with their offset. */
const CONTEST_DETAILS_SHAPE = {
  opensAt: InstantSchema,
  closesAt: InstantSchema,
  /** When the winner is drawn, as announced (the hotel contest: 3 November 2025); null when not said. */
  drawAt: InstantSchema.nullable().default(null),
  /** What the prize is worth, in centimes (CHF 5,890 → 589000); null when it is not announced. */
  prizeValue: z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(100_000_000, 'validation.invalid')
    .nullable()
    .default(null),
  prizeText: translated(PrizeTextSchema),
};

const closesAfterOpening = (contest: { opensAt: string; closesAt: string }) =>
  Date.parse(contest.closesAt) > Date.parse(contest.opensAt);
const WINDOW_ERROR = { message: CONTEST_WRITE_ERRORS.window, path: ['closesAt'] };

/** PUT /admin/contests/:slug: the window and the prize of a contest. */
export const ContestDetailsWriteSchema = z.object(CONTEST_DETAILS_SHAPE).refine(closesAfterOpening, WINDOW_ERROR);
export type ContestDetailsWrite = z.infer<typeof ContestDetailsWriteSchema>;

/** A whole contest, as staff create one and the importer writes content/reference/contests.json. */
export const ContestWriteSchema = z
  .object({ slug: SlugSchema, kind: z.enum(CONTEST_KINDS, { error: 'validation.invalid' }), ...CONTEST_DETAILS_SHAPE })
  .refine(closesAfterOpening, WINDOW_ERROR);
export type ContestWrite = z.infer<typeof ContestWriteSchema>;
export type ContestWriteInput = z.input<typeof ContestWriteSchema>;

/** A contest's address: its slug. */
export const ContestSlugParamsSchema = z.object({ slug: SlugSchema });

const ContestPrizeSchema = z.object({
  value: z.number().int().nullable().describe('Centimes (CHF); null when not announced'),
  text: z.string().describe('What the winner gets, in the request’s language'),
});

/** GET /contests/:slug: what the contest's page shows, its state on the server's clock. */
export const PublicContestSchema = z
  .object({
    slug: z.string(),
    kind: z.enum(CONTEST_KINDS),
    state: z.enum(CONTEST_STATES).describe('upcoming, open, closed, or drawn (the winner has been told)'),
    opensAt: z.string().describe('ISO 8601; the page shows it in Swiss time'),
    closesAt: z.string(),
    drawAt: z.string().nullable(),
    prize: ContestPrizeSchema,
    /** The contest's introduction (a content page), when it is public in the language. */
    page: PublicPageSchema.pick({ title: true, description: true, bodyHtml: true }).nullable(),
  })
  .meta({ id: 'Contest' });
export type PublicContest = z.infer<typeof PublicContestSchema>;

/** POST /contests/:slug/entries: the entry is kept, nothing else is said about it. */
export const ContestEntryAnswerSchema = z.object({ status: z.literal('submitted') });

// ─── Back office ──────────────────────────────────────────────────────────────────────────────────────

const WinnerSchema = z.object({
  entryId: z.number().int(),
  name: z.string(),
  email: z.string(),
  weightEstimateKg: z.number().nullable(),
});

export const AdminContestSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    kind: z.enum(CONTEST_KINDS),
    state: z.enum(CONTEST_STATES),
    opensAt: z.string(),
    closesAt: z.string(),
    drawAt: z.string().nullable(),
    prizeValue: z.number().int().nullable(),
    prizeText: z.object({ en: z.string(), fr: z.string(), de: z.string() }),
    entries: z.number().int(),
    drawnAt: z.string().nullable(),
    /** The weight contest's real weight, entered at the draw. */
    realWeightKg: z.number().nullable(),
    winner: WinnerSchema.nullable(),
  })
  .meta({ id: 'AdminContest' });
export type AdminContest = z.infer<typeof AdminContestSchema>;

export const AdminContestListSchema = z.object({ data: z.array(AdminContestSchema) });

export const CONTEST_ENTRIES_PAGE_SIZE = 100;

export const AdminContestEntrySchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  weightEstimateKg: z.number().nullable(),
  locale: z.enum(LOCALES),
  rulesAcceptedAt: z.string(),
  createdAt: z.string(),
});
export type AdminContestEntry = z.infer<typeof AdminContestEntrySchema>;

export const AdminContestEntryListSchema = pageOf(AdminContestEntrySchema);
export type AdminContestEntryList = z.infer<typeof AdminContestEntryListSchema>;

/** The draw: the weight contest needs the bike's real weight, in kg; the hotel contest nothing. */
export const ContestDrawSchema = z.object({
  realWeightKg: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    WeightEstimateSchema.optional(),
  ),
});
export type ContestDraw = z.infer<typeof ContestDrawSchema>;
