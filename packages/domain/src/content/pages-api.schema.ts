import { CentimesSchema, CurrencySchema, ProductSchema } from '../catalog/product.schema';
import { LOCALES } from '../i18n/locale';
import { RevisionSchema } from '../staff/catalogue-api.schema';
import { z } from '../zod';
import { EDITORIAL_STATUSES, FAQ_CATEGORIES } from './editorial';
import { PageCopySchema, PageWriteSchema } from './editorial-write.schema';
import { PAGE_KEYS } from './page-blocks';

/**
 * The information pages' calls (decision 18): `GET /api/pages/{key}` answers a public page in the request's
 * language, its Markdown rendered to sanitised HTML and its blocks ready to draw (a product's price is its
 * live price: the price shown is the price paid); the back office's `/api/admin/pages` reads and changes them.
 */

export const PageKeySchema = z.enum(PAGE_KEYS);
const LocaleSchema = z.enum(LOCALES);

/** A product a page names, as the page links it: its name, the path of its page and the price to pay. */
const PageProductSchema = z.object({ slug: z.string(), name: z.string(), path: z.string().nullable() });

export const PublicPageBlockSchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('facts'),
      title: z.string().optional(),
      items: z.array(z.object({ label: z.string(), value: z.string() })),
    }),
    z.object({
      type: z.literal('price-table'),
      title: z.string().optional(),
      /** A row naming a product that is not on sale is left out. */
      rows: z.array(
        z.object({
          label: z.string(),
          price: z.object({ amount: CentimesSchema, currency: CurrencySchema }),
          unit: z.string().optional(),
          note: z.string().optional(),
          product: PageProductSchema.optional(),
        }),
      ),
    }),
    z.object({
      type: z.literal('call-to-action'),
      title: z.string(),
      text: z.string(),
      label: z.string(),
      /** A path inside the shop, without the language prefix. */
      href: z.string().optional(),
      /** The product the button adds to the cart (left out with its block when it is not on sale). */
      product: ProductSchema.optional(),
      requiresSignIn: z.boolean().optional(),
    }),
    z.object({
      type: z.literal('downloads'),
      title: z.string().optional(),
      items: z.array(z.object({ title: z.string(), url: z.string(), bytes: z.number().int().nonnegative() })),
    }),
    z.object({
      type: z.literal('instalment-calculator'),
      title: z.string().optional(),
      amount: CentimesSchema.optional(),
    }),
    z.object({
      type: z.literal('faq-excerpt'),
      title: z.string().optional(),
      category: z.enum(FAQ_CATEGORIES),
      limit: z.number().int().positive(),
    }),
  ])
  .meta({ id: 'PageBlock' });
export type PublicPageBlock = z.infer<typeof PublicPageBlockSchema>;

/** GET /api/pages/{key}: a published page in one language. */
export const PublicPageSchema = z
  .object({
    key: PageKeySchema,
    locale: LocaleSchema,
    title: z.string(),
    description: z.string(),
    bodyHtml: z.string().describe('the Markdown body rendered on the server and sanitised'),
    blocks: z.array(PublicPageBlockSchema),
    /** Every language the page is public in (its hreflang alternates). */
    locales: z.array(LocaleSchema),
    updatedAt: z.string(),
  })
  .meta({ id: 'Page' });
export type PublicPage = z.infer<typeof PublicPageSchema>;

export const PageKeyParamsSchema = z.object({ key: PageKeySchema });

const PageLanguageStateSchema = z.enum(['complete', 'partial', 'missing']);
const PageLanguagesSchema = z.object({
  en: PageLanguageStateSchema,
  fr: PageLanguageStateSchema,
  de: PageLanguageStateSchema,
});

/** GET /admin/pages: every page the shop has a route for, written or not. */
export const AdminPageSummarySchema = z.object({
  key: PageKeySchema,
  /** False for a page nobody has written yet (its route goes home). */
  exists: z.boolean(),
  status: z.enum(EDITORIAL_STATUSES),
  publishedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** The title in each language written. */
  titles: z.object({ en: z.string().optional(), fr: z.string().optional(), de: z.string().optional() }),
  languages: PageLanguagesSchema,
});
export type AdminPageSummary = z.infer<typeof AdminPageSummarySchema>;
export const AdminPageListSchema = z.object({ data: z.array(AdminPageSummarySchema) });
export type AdminPageList = z.infer<typeof AdminPageListSchema>;

/** A page as its form reads it; one nobody wrote yet has no language. */
const PageFormSchema = PageWriteSchema.extend({
  text: z.object({ en: PageCopySchema.optional(), fr: PageCopySchema.optional(), de: PageCopySchema.optional() }),
});

/** GET /admin/pages/{key}: the page as its editor shows it, with the revision a change must name. */
export const AdminPageDetailSchema = z.object({
  key: PageKeySchema,
  exists: z.boolean(),
  revision: RevisionSchema,
  page: PageFormSchema,
  languages: PageLanguagesSchema,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** Products the page's blocks name that are not on sale: their rows and buttons are not shown. */
  productsNotOnSale: z.array(z.string()),
});
export type AdminPageDetail = z.infer<typeof AdminPageDetailSchema>;

/** PUT /admin/pages/{key}: the whole page, from the revision it was read at. */
export const AdminPageUpdateSchema = z.object({ revision: RevisionSchema, page: PageWriteSchema.omit({ key: true }) });
export type AdminPageUpdate = z.infer<typeof AdminPageUpdateSchema>;

export const AdminPageWrittenSchema = z.object({ key: PageKeySchema, revision: RevisionSchema });
export type AdminPageWritten = z.infer<typeof AdminPageWrittenSchema>;
