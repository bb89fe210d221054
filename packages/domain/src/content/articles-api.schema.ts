import { InstantSchema } from '../catalog/catalog-write.schema';
import { pageOf } from '../catalog/product.schema';
import { LOCALES } from '../i18n/locale';
import { RevisionSchema } from '../staff/catalogue-api.schema';
import { z } from '../zod';
import { EDITORIAL_STATUSES, PUBLICATION_STATES } from './editorial';
import { ArticleCategoryWriteSchema, ArticleWriteSchema } from './editorial-write.schema';

/**
 * The blog's public answers (spec §7 `/articles`, `/articles/{id}`, `/article-categories`; decision 18): only
 * articles public in the asked language, their bodies as HTML the API rendered and sanitised.
 */

export const ArticleCategorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    /** In the asked language. */
    name: z.string(),
    /** Articles of the category public in the asked language. */
    count: z.number().int().nonnegative(),
  })
  .meta({ id: 'ArticleCategory' });
export type ArticleCategory = z.infer<typeof ArticleCategorySchema>;

export const ArticleSummarySchema = z
  .object({
    id: z.number().int(),
    /** The article's address in the asked language. */
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    coverUrl: z.string().nullable(),
    coverAlt: z.string(),
    category: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
    /** Lower-case words, shown with a #. */
    hashtags: z.array(z.string()),
    pinned: z.boolean(),
    /** When it became public (ISO 8601). */
    publishedAt: z.string(),
    readingMinutes: z.number().int().positive(),
    /**
     * A search's excerpt of the text around the words found, as HTML: escaped text with the words in `<mark>`.
     * Absent without a search.
     */
    excerptHtml: z.string().optional(),
  })
  .meta({ id: 'ArticleSummary' });
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;

export const ArticlePageSchema = pageOf(ArticleSummarySchema).meta({ id: 'ArticlePage' });
export type ArticlePage = z.infer<typeof ArticlePageSchema>;

export const ArticleDetailSchema = ArticleSummarySchema.extend({
  /** The body rendered and sanitised: HTML for an element of class `prose`. */
  bodyHtml: z.string(),
  /** The article's address in each language it is public in (hreflang links, the language switch). */
  slugs: z.partialRecord(z.enum(LOCALES), z.string()),
  /** A few other articles public in the language: sharing hashtags or the category first, newest first. */
  related: z.array(ArticleSummarySchema),
  updatedAt: z.string(),
}).meta({ id: 'ArticleDetail' });
export type ArticleDetail = z.infer<typeof ArticleDetailSchema>;

/** How many related articles an article shows. */
export const RELATED_ARTICLES = 3;

export const ADMIN_ARTICLES_PAGE_SIZE = 25;

/** GET /admin/articles: every article (public or not), filtered by state and category, searched. */
export const AdminArticleFilterSchema = z.object({
  state: z.enum(PUBLICATION_STATES).optional(),
  /** A category's slug. */
  category: z.string().trim().max(80).optional(),
  /** Part of the key, a title or an address in any language. */
  q: z.string().trim().max(100).optional(),
});
export type AdminArticleFilter = z.infer<typeof AdminArticleFilterSchema>;

const Languages = z.array(z.enum(LOCALES));

/** An article on the back office's list: its title in the request's language (else the first it has). */
export const AdminArticleRowSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }),
  state: z.enum(PUBLICATION_STATES),
  status: z.enum(EDITORIAL_STATUSES),
  publishedAt: z.string(),
  pinned: z.boolean(),
  hashtags: z.array(z.string()),
  /** The languages it is not written in: not public there. */
  missingTranslations: Languages,
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type AdminArticleRow = z.infer<typeof AdminArticleRowSchema>;
export const AdminArticleListSchema = pageOf(AdminArticleRowSchema);
export type AdminArticleList = z.infer<typeof AdminArticleListSchema>;

/**
 * An article as stored, in the shape it is written in (ArticleWriteSchema's output, without its transforms: an
 * answer is only checked, never transformed).
 */
export const StoredArticleSchema = z.object({
  key: z.string(),
  category: z.string(),
  coverUrl: z.string().nullable(),
  pinned: z.boolean(),
  hashtags: z.array(z.string()),
  status: z.enum(EDITORIAL_STATUSES),
  publishedAt: z.string(),
  text: z.partialRecord(
    z.enum(LOCALES),
    z.object({ slug: z.string(), title: z.string(), description: z.string(), coverAlt: z.string(), body: z.string() }),
  ),
});

/** GET /admin/articles/:id: the article as its editor shows it. */
export const AdminArticleSchema = z.object({
  id: z.number().int(),
  revision: RevisionSchema,
  state: z.enum(PUBLICATION_STATES),
  missingTranslations: Languages,
  updatedAt: z.string(),
  updatedBy: z.string(),
  article: StoredArticleSchema,
});
export type AdminArticle = z.infer<typeof AdminArticleSchema>;

/** PUT /admin/articles/:id: the whole article, from the revision it was read at. */
export const AdminArticleUpdateSchema = z.object({ revision: RevisionSchema, article: ArticleWriteSchema });

/** POST /admin/articles/:id/publication: published (now, or at a later time) or back to a draft. */
export const AdminArticlePublicationSchema = z.object({
  revision: RevisionSchema,
  status: z.enum(EDITORIAL_STATUSES),
  publishedAt: InstantSchema.optional(),
});

/** POST /admin/articles/:id/pin: pinned at the head of the blog, or not. */
export const AdminArticlePinSchema = z.object({ revision: RevisionSchema, pinned: z.boolean() });

/** DELETE /admin/articles/:id?revision=: the revision the member saw before deleting. */
export const AdminRevisionQuerySchema = z.object({ revision: RevisionSchema });

/** GET /admin/article-categories: every category with its revision and how many articles it has. */
export const AdminArticleCategoryListSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      revision: RevisionSchema,
      articles: z.number().int().nonnegative(),
      category: ArticleCategoryWriteSchema,
    }),
  ),
});
export type AdminArticleCategoryList = z.infer<typeof AdminArticleCategoryListSchema>;

/** PUT /admin/article-categories/:id: renamed or reordered, from the revision it was read at. */
export const AdminArticleCategoryUpdateSchema = z.object({
  revision: RevisionSchema,
  category: ArticleCategoryWriteSchema,
});
