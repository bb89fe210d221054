import { LOCALES } from '../i18n/locale';
import { MoneySchema } from '../money/money.schema';
import { z } from '../zod';
import { CONFIGURATOR_GROUP_KEYS, type ConfiguratorModel, modelProblem } from './configurator.rules';

/**
 * The configurator's data as the back office and the content importer write it (one model's option groups,
 * options, prices, offers and rules, written whole), and as the API answers it: GET /configurator/{bike}
 * (`configurations[0].attributes`, spec §7) and POST /carts/get-configurator-prices (the server's breakdown).
 */

/** The most an option may cost, in centimes (the dearest of §9's is CHF 5,500 for the Adventure's full carbon). */
export const CONFIGURATOR_OPTION_PRICE_MAX_CENTIMES = 2_000_000;

const KeySchema = z
  .string({ error: 'validation.invalid' })
  .regex(/^[a-z0-9][a-zA-Z0-9-]{0,39}$/, { error: 'validation.invalid' });

const PriceSchema = z
  .number({ error: 'validation.configurator.price' })
  .int({ error: 'validation.configurator.price' })
  .min(0, { error: 'validation.configurator.price' })
  .max(CONFIGURATOR_OPTION_PRICE_MAX_CENTIMES, { error: 'validation.configurator.price' })
  .describe('Centimes, VAT included; 0 when included');

const LabelSchema = z.object(
  Object.fromEntries(LOCALES.map((locale) => [locale, z.string().trim().min(1).max(120)])) as Record<
    (typeof LOCALES)[number],
    z.ZodString
  >,
);

export const ConfiguratorGroupKeySchema = z.enum(CONFIGURATOR_GROUP_KEYS);

const OptionRefSchema = z.string().regex(/^[a-zA-Z]+=[a-z0-9][a-zA-Z0-9-]*$/, { error: 'validation.invalid' });

export const ConfiguratorOptionSchema = z.object({
  key: KeySchema,
  price: PriceSchema,
  offerPrice: PriceSchema.nullable().default(null).describe('An offer below the list price; null without one'),
  default: z.boolean().default(false),
  label: LabelSchema,
  look: z
    .object({
      swatch: z
        .string()
        .regex(/^#[0-9a-f]{6}$/)
        .optional(),
      tyreInches: z.number().min(1).max(5).optional(),
    })
    .nullable()
    .default(null),
});

export const ConfiguratorRuleSchema = z.object({
  kind: z.enum(['requires', 'excludes']),
  option: OptionRefSchema,
  others: z.array(OptionRefSchema).min(1).max(20),
});

/** One model's configurator, written whole; refused when it does not hold together (`modelProblem`). */
export const ConfiguratorModelWriteSchema = z
  .object({
    groups: z
      .array(z.object({ key: ConfiguratorGroupKeySchema, options: z.array(ConfiguratorOptionSchema).min(1).max(12) }))
      .min(1)
      .max(CONFIGURATOR_GROUP_KEYS.length),
    rules: z.array(ConfiguratorRuleSchema).max(50).default([]),
  })
  .superRefine((model, context) => {
    const problem = modelProblem(model as ConfiguratorModel);
    if (problem) context.addIssue({ code: 'custom', message: 'validation.configurator.model', input: problem });
  });
export type ConfiguratorModelWrite = z.infer<typeof ConfiguratorModelWriteSchema>;

/** A model of the data file (content/demo/configurator-models.json): the product named by its slug. */
export const ConfiguratorModelImportSchema = z.object({
  model: z.string().min(1).max(100),
  groups: z.unknown(),
  rules: z.unknown().optional(),
});
export type ConfiguratorModelImport = z.infer<typeof ConfiguratorModelImportSchema>;

/** A configurable model in the back office: the product, its base price and its configurator. */
export const ConfiguratorModelSettingSchema = z.object({
  slug: z.string(),
  name: z.string(),
  basePrice: MoneySchema,
  configurator: z.object({
    groups: z.array(z.object({ key: ConfiguratorGroupKeySchema, options: z.array(ConfiguratorOptionSchema) })),
    rules: z.array(ConfiguratorRuleSchema),
  }),
});
export type ConfiguratorModelSetting = z.infer<typeof ConfiguratorModelSettingSchema>;
export const ConfiguratorModelSettingsSchema = z.object({ models: z.array(ConfiguratorModelSettingSchema) });
export type ConfiguratorModelSettings = z.infer<typeof ConfiguratorModelSettingsSchema>;

export const ConfiguratorSlugParamsSchema = z.object({ slug: z.string().min(1).max(100) });

/** A configuration as it travels: for each group, the key of the option chosen (spec §3 configuratorOptions). */
export const ConfigurationSchema = z.record(z.string().min(1).max(40), z.string().min(1).max(64));

/** An option as the configurator call answers it: its name in the request's language and what it costs. */
const AttributeOptionSchema = z.object({
  key: z.string(),
  label: z.string(),
  price: MoneySchema.describe('What choosing it adds: the offer’s price where there is one, else the list price'),
  listPrice: MoneySchema,
  default: z.boolean(),
  look: z.object({ swatch: z.string().optional(), tyreInches: z.number().optional() }).nullable(),
});

/** GET /configurator/{bike} (spec §7: the answer's `configurations[0].attributes`). */
export const ConfiguratorAnswerSchema = z.object({
  bike: z.object({ slug: z.string(), name: z.string(), catalogId: z.string().nullable() }),
  basePrice: MoneySchema,
  configurations: z.array(
    z.object({
      attributes: z.array(z.object({ key: ConfiguratorGroupKeySchema, options: z.array(AttributeOptionSchema) })),
      rules: z.array(ConfiguratorRuleSchema),
      defaults: ConfigurationSchema,
    }),
  ),
});
export type ConfiguratorAnswer = z.infer<typeof ConfiguratorAnswerSchema>;

export const ConfiguratorBikeParamsSchema = z.object({ bike: z.string().min(1).max(100) });

/** POST /carts/get-configurator-prices: a model and the options chosen; prices sent along are not read. */
export const ConfiguratorPriceRequestSchema = z.object({
  bike: z.string().min(1).max(100),
  configuration: ConfigurationSchema.default({}),
});
export type ConfiguratorPriceRequest = z.infer<typeof ConfiguratorPriceRequestSchema>;

/** The server's price of a configuration: base, each option (list price, price, saving), savings, total and VAT. */
export const ConfigurationPriceSchema = z.object({
  bike: z.string(),
  configuration: ConfigurationSchema.describe('The whole configuration: groups left out took their default'),
  base: MoneySchema,
  options: z.array(
    z.object({
      group: ConfiguratorGroupKeySchema,
      option: z.string(),
      label: z.string(),
      listPrice: MoneySchema,
      price: MoneySchema,
      saving: MoneySchema,
    }),
  ),
  savings: MoneySchema,
  total: MoneySchema,
  vat: MoneySchema.describe('The Swiss VAT included in the total'),
});
export type ConfigurationPriceAnswer = z.infer<typeof ConfigurationPriceSchema>;
