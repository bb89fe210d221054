import { CentimesSchema, CurrencySchema, ProductSchema } from '../catalog/product.schema';
import { z } from '../zod';

/** A partner company a flash offer is for, as its page names it (`/{locale}/{slug}`). */
export const OfferCompanySchema = z.object({ slug: z.string(), name: z.string() });

/**
 * A special offer as visitors see it (spec §2 /special-offers, §7 GET /special-offers). A flash offer
 * (`companies` not empty) shows its price only to a live member of one of its companies: `price` and `saving`
 * are null for everyone else, and such an answer is never shared by a cache.
 */
export const SpecialOfferSchema = z
  .object({
    id: z.number().int().positive(),
    title: z.string(),
    description: z.string(),
    /** The partner named by offers older than the partner companies; null otherwise. */
    partnerName: z.string().nullable(),
    companies: z.array(OfferCompanySchema),
    /** Whether the asker may buy at the offer's price: always for a public offer, members only for a flash offer. */
    forYou: z.boolean(),
    price: CentimesSchema.nullable(),
    originalPrice: CentimesSchema,
    saving: CentimesSchema.nullable(),
    currency: CurrencySchema,
    validFrom: z.string(),
    validUntil: z.string(),
    /** Units left at the offer price; null when the offer has no cap. */
    unitsLeft: z.number().int().nonnegative().nullable(),
    /** Units one account may buy at the offer price; null without a limit. */
    perMemberCap: z.number().int().positive().nullable(),
    /** The page's last path segment: the product's name as an address, in the answer's language. */
    productTitle: z.string(),
    /** The same in every language: the page's address in each (hreflang, the language switch). */
    productTitles: z.object({ en: z.string(), fr: z.string(), de: z.string() }),
    product: ProductSchema,
  })
  .meta({ id: 'SpecialOffer' });
export type SpecialOffer = z.infer<typeof SpecialOfferSchema>;
