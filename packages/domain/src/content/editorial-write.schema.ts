import { CopySchema, FileUrlSchema, InstantSchema, SlugSchema, translated } from '../catalog/catalog-write.schema';
import { CalendarDaySchema } from '../checkout/centre-write.schema';
import { INSTALMENT_CALCULATOR_AMOUNT } from '../checkout/instalments';
import type { MessageKey } from '../i18n/messages/en';
import { multilineText } from '../validation/safe-text';
import { z } from '../zod';
import { EDITORIAL_STATUSES, FAQ_CATEGORIES, HASHTAG_PATTERN } from './editorial';
import { PAGE_KEYS } from './page-blocks';

/**
 * What staff (and the content importer) send to create or change editorial content (decision 18). Unlike the
 * catalogue, an item may be written in only some languages: a language left out is not public until its
 * text is there, so a page is never shown half in another language.
 */

export const EDITORIAL_WRITE_ERRORS = {
  hashtag: 'validation.hashtag.invalid',
  oneLanguage: 'validation.translations.oneRequired',
  path: 'validation.path.invalid',
  blockLink: 'validation.block.link',
  slugTaken: 'validation.slug.taken',
  slugNumber: 'validation.slug.notNumber',
  unknownCategory: 'validation.category.unknown',
} as const satisfies Record<string, MessageKey>;

/** Markdown bodies: long enough for a legal page, short enough to render in a few milliseconds. */
export const MARKDOWN_MAX_LENGTH = 60_000;
/** Lines and tabs are a Markdown body's markup: the API's safe-text rule keeps them. */
export const MarkdownSchema = multilineText(CopySchema.max(MARKDOWN_MAX_LENGTH, 'validation.text.tooLong'));

/** A search engine's description: one or two sentences. */
export const SEO_DESCRIPTION_MAX_LENGTH = 300;
const DescriptionSchema = CopySchema.max(SEO_DESCRIPTION_MAX_LENGTH, 'validation.text.tooLong');
const TitleSchema = CopySchema.max(160, 'validation.text.tooLong');

/** Some of the shop's languages, at least one. */
export function partlyTranslated<T extends z.ZodType>(value: T) {
  return z
    .object({ en: value.optional(), fr: value.optional(), de: value.optional() })
    .refine((text) => Boolean(text.en ?? text.fr ?? text.de), EDITORIAL_WRITE_ERRORS.oneLanguage);
}

const publication = {
  status: z.enum(EDITORIAL_STATUSES).default('draft'),
  /** When it becomes public; a future time schedules it. Left out: now. */
  publishedAt: InstantSchema.optional(),
};

/** A path inside the shop (`/services`, `/checkout/service/order`), written without the language prefix. */
export const ShopPathSchema = z.string().regex(/^\/(?!\/)[A-Za-z0-9._~\-/?=&#%]*$/, EDITORIAL_WRITE_ERRORS.path);

const CentimesAmountSchema = z.number().int().nonnegative();
const BlockPriceSchema = z.union([z.object({ productSlug: SlugSchema }), z.object({ centimes: CentimesAmountSchema })]);

export const PageBlockSchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('facts'),
      title: CopySchema.optional(),
      items: z.array(z.object({ label: CopySchema, value: CopySchema })).min(1),
    }),
    z.object({
      type: z.literal('price-table'),
      title: CopySchema.optional(),
      rows: z
        .array(
          z.object({
            label: CopySchema,
            price: BlockPriceSchema,
            unit: CopySchema.optional(),
            note: CopySchema.optional(),
          }),
        )
        .min(1),
    }),
    z
      .object({
        type: z.literal('call-to-action'),
        title: CopySchema,
        text: CopySchema,
        label: CopySchema,
        href: ShopPathSchema.optional(),
        productSlug: SlugSchema.optional(),
        requiresSignIn: z.boolean().optional(),
      })
      .refine((block) => (block.href === undefined) !== (block.productSlug === undefined), {
        message: EDITORIAL_WRITE_ERRORS.blockLink,
        path: ['href'],
      }),
    z.object({
      type: z.literal('downloads'),
      title: CopySchema.optional(),
      items: z.array(z.object({ title: CopySchema, url: FileUrlSchema, bytes: z.number().int().nonnegative() })).min(1),
    }),
    z.object({
      type: z.literal('instalment-calculator'),
      title: CopySchema.optional(),
      amount: z.number().int().min(INSTALMENT_CALCULATOR_AMOUNT.min).max(INSTALMENT_CALCULATOR_AMOUNT.max).optional(),
    }),
    z.object({
      type: z.literal('faq-excerpt'),
      title: CopySchema.optional(),
      category: z.enum(FAQ_CATEGORIES),
      limit: z.number().int().min(1).max(20),
    }),
  ])
  .meta({ id: 'EditablePageBlock' });

/** A page's text in one language: what the search engines read, its Markdown body and the blocks after it. */
export const PageCopySchema = z.object({
  title: TitleSchema,
  description: DescriptionSchema,
  body: MarkdownSchema,
  blocks: z.array(PageBlockSchema).max(30).default([]),
});

export const PageWriteSchema = z.object({
  key: z.enum(PAGE_KEYS),
  ...publication,
  text: partlyTranslated(PageCopySchema),
});
export type PageWriteInput = z.input<typeof PageWriteSchema>;
export type PageWrite = z.infer<typeof PageWriteSchema>;

export const ArticleCategoryWriteSchema = z.object({
  slug: SlugSchema,
  name: translated(CopySchema.max(80, 'validation.text.tooLong')),
  sortOrder: z.number().int().default(0),
});
export type ArticleCategoryWriteInput = z.input<typeof ArticleCategoryWriteSchema>;
export type ArticleCategoryWrite = z.infer<typeof ArticleCategoryWriteSchema>;

export const HashtagSchema = z
  .string()
  .trim()
  .transform((tag) => tag.replace(/^#/, '').toLowerCase())
  .pipe(z.string().regex(HASHTAG_PATTERN, EDITORIAL_WRITE_ERRORS.hashtag));

/** An article's address in one language; never a number alone, which names an article by its id (spec §7). */
export const ArticleSlugSchema = SlugSchema.refine((slug) => !/^\d+$/.test(slug), EDITORIAL_WRITE_ERRORS.slugNumber);

export const ArticleWriteSchema = z.object({
  key: SlugSchema,
  category: SlugSchema,
  coverUrl: FileUrlSchema.nullable().default(null),
  pinned: z.boolean().default(false),
  hashtags: z
    .array(HashtagSchema)
    .max(10)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  ...publication,
  text: partlyTranslated(
    z.object({
      slug: ArticleSlugSchema,
      title: TitleSchema,
      description: DescriptionSchema,
      coverAlt: z.string().trim().max(200, 'validation.text.tooLong').default(''),
      body: MarkdownSchema,
    }),
  ),
});
export type ArticleWriteInput = z.input<typeof ArticleWriteSchema>;
export type ArticleWrite = z.infer<typeof ArticleWriteSchema>;

export const FaqEntryWriteSchema = z.object({
  key: SlugSchema,
  category: z.enum(FAQ_CATEGORIES),
  sortOrder: z.number().int().default(0),
  ...publication,
  text: partlyTranslated(
    z.object({ question: CopySchema.max(300, 'validation.text.tooLong'), answer: MarkdownSchema }),
  ),
});
export type FaqEntryWriteInput = z.input<typeof FaqEntryWriteSchema>;
export type FaqEntryWrite = z.infer<typeof FaqEntryWriteSchema>;

export const PressReleaseWriteSchema = z.object({
  key: SlugSchema,
  releasedOn: CalendarDaySchema,
  fileUrl: FileUrlSchema.nullable().default(null),
  ...publication,
  text: partlyTranslated(z.object({ title: TitleSchema, summary: DescriptionSchema, body: MarkdownSchema })),
});
export type PressReleaseWriteInput = z.input<typeof PressReleaseWriteSchema>;
export type PressReleaseWrite = z.infer<typeof PressReleaseWriteSchema>;
