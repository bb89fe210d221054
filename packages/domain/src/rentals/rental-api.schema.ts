import { RENTAL_MONTHLY_PRICE_MAX_CENTIMES } from '../constants/business';
import { LOCALES } from '../i18n/locale';
import { MoneySchema } from '../money/money.schema';
import { z } from '../zod';
import { RENTAL_DECISIONS } from './rental.rules';

/**
 * The rentals' API: GET /rentals/offer (the rentable models with their prices), POST /rentals (its answer), and the
 * back office's rental request, decision and rentable models with their monthly prices.
 */

const ModelSchema = z.object({ slug: z.string(), name: z.string() });

/** A model one can rent: its monthly price (data), that price per week, and what buying it costs. */
export const RentalModelOfferSchema = ModelSchema.extend({
  imageUrl: z.string().nullable(),
  monthlyPrice: MoneySchema,
  weeklyPrice: MoneySchema.describe('The monthly price per week, to whole francs (spec §9 compares per week)'),
  purchasePrice: MoneySchema.describe('The catalogue price of buying the model'),
});
export type RentalModelOffer = z.infer<typeof RentalModelOfferSchema>;

export const RentalOfferSchema = z.object({ models: z.array(RentalModelOfferSchema) });
export type RentalOffer = z.infer<typeof RentalOfferSchema>;

/** POST /rentals: the request as stored, priced by the server. */
export const RentalRequestedSchema = z.object({
  id: z.number().int(),
  model: ModelSchema,
  months: z.number().int(),
  monthlyPrice: MoneySchema,
  total: MoneySchema,
  firstName: z.string(),
  email: z.string(),
});
export type RentalRequested = z.infer<typeof RentalRequestedSchema>;

export const RENTAL_STATUSES = ['new', 'confirmed', 'declined'] as const;

/** A rental request in the back office. */
export const RentalRecordSchema = RentalRequestedSchema.extend({
  status: z.enum(RENTAL_STATUSES),
  locale: z.enum(LOCALES),
  lastName: z.string(),
  countryCode: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  zipCode: z.string(),
  city: z.string(),
  message: z.string().nullable(),
  decisionMessage: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RentalRecord = z.infer<typeof RentalRecordSchema>;

export const RentalDecisionResultSchema = z.object({
  id: z.number().int(),
  decision: z.enum(RENTAL_DECISIONS),
});

const MonthlyPriceSchema = z
  .number({ error: 'validation.rental.monthlyPrice' })
  .int({ error: 'validation.rental.monthlyPrice' })
  .min(100, { error: 'validation.rental.monthlyPrice' })
  .max(RENTAL_MONTHLY_PRICE_MAX_CENTIMES, { error: 'validation.rental.monthlyPrice' })
  .describe('Centimes per month');

/** A vehicle as the Rentals screen shows it: whether it is rented out and at what monthly price. */
export const RentalModelSettingSchema = ModelSchema.extend({
  purchasePrice: MoneySchema,
  rentable: z.boolean(),
  monthlyPrice: z.number().int().nullable().describe('Centimes per month; null when none was ever set'),
});
export const RentalModelSettingsSchema = z.object({ models: z.array(RentalModelSettingSchema) });
export type RentalModelSettings = z.infer<typeof RentalModelSettingsSchema>;

/** PUT /admin/rentals/models/:slug: rent a model out at a monthly price, or stop renting it. */
export const RentalModelWriteSchema = z.object({
  rentable: z.boolean({ error: 'validation.invalid' }),
  monthlyPrice: MonthlyPriceSchema,
});
export type RentalModelWrite = z.infer<typeof RentalModelWriteSchema>;

/** A line of the data file (content/demo/rental-models.json): the model by slug. */
export const RentalModelImportSchema = RentalModelWriteSchema.extend({
  model: z.string({ error: 'validation.rental.modelUnavailable' }).min(1).max(100),
});
export type RentalModelImport = z.infer<typeof RentalModelImportSchema>;

export const RentalModelSlugParamsSchema = z.object({ slug: z.string().min(1).max(100) });
