import { LOCALES } from '../i18n/locale';
import { RevisionSchema } from '../staff/catalogue-api.schema';
import { z } from '../zod';
import { EDITORIAL_STATUSES, FAQ_CATEGORIES } from './editorial';
import { FaqEntryWriteSchema } from './editorial-write.schema';

/**
 * The FAQ's answers: the public call of spec §7 (`GET /faq?type=`) and the back office's FAQ screen
 * (/api/admin/faq). Public answers carry the answer rendered to safe HTML, never Markdown.
 */

/** A search of the FAQ: a few words, matched in the language of the page. */
export const FAQ_SEARCH_MAX_LENGTH = 100;

export const FaqQuerySchema = z.object({
  type: z.enum(FAQ_CATEGORIES).optional().describe('A category; without it, every category in the page’s order'),
  search: z
    .string()
    .trim()
    .max(FAQ_SEARCH_MAX_LENGTH)
    .optional()
    .describe('Words to find in the questions and answers of the request’s language, best matches first'),
});

export const FaqEntrySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  category: z.enum(FAQ_CATEGORIES),
  question: z.string(),
  /** The answer's Markdown rendered and sanitised on the server. */
  answerHtml: z.string(),
});
export type FaqEntry = z.infer<typeof FaqEntrySchema>;
export const FaqListSchema = z.array(FaqEntrySchema);

const Languages = z.array(z.enum(LOCALES));

/** An entry on the FAQ screen's list, its question in the request's language (else the first it has). */
export const AdminFaqRowSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  category: z.enum(FAQ_CATEGORIES),
  status: z.enum(EDITORIAL_STATUSES),
  publishedAt: z.string(),
  question: z.string(),
  missingTranslations: Languages,
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type AdminFaqRow = z.infer<typeof AdminFaqRowSchema>;

/** GET /admin/faq: every category in the page's order, its entries in theirs, and the revision of that order. */
export const AdminFaqListSchema = z.object({
  categories: z.array(
    z.object({ category: z.enum(FAQ_CATEGORIES), revision: RevisionSchema, entries: z.array(AdminFaqRowSchema) }),
  ),
});
export type AdminFaqList = z.infer<typeof AdminFaqListSchema>;

/** GET /admin/faq/:id: the entry as its editor shows it. */
export const AdminFaqEntrySchema = z.object({
  id: z.number().int(),
  revision: RevisionSchema,
  missingTranslations: Languages,
  updatedAt: z.string(),
  updatedBy: z.string(),
  entry: FaqEntryWriteSchema,
});
export type AdminFaqEntry = z.infer<typeof AdminFaqEntrySchema>;

/** PUT /admin/faq/:id: the whole entry, from the revision it was read at. Its place stays. */
export const AdminFaqUpdateSchema = z.object({ revision: RevisionSchema, entry: FaqEntryWriteSchema });

/** POST /admin/faq/:id/publication: published or back to a draft, nothing else changed. */
export const AdminFaqStatusSchema = z.object({ revision: RevisionSchema, status: z.enum(EDITORIAL_STATUSES) });

/** PUT /admin/faq/order/:category: every entry of the category in its new order, from the order's revision. */
export const AdminFaqOrderSchema = z.object({
  revision: RevisionSchema,
  ids: z.array(z.number().int().positive()).max(500),
});

/** POST /admin/faq/:id/move: one place up or down, from the order's revision. */
export const AdminFaqMoveSchema = z.object({ revision: RevisionSchema, move: z.enum(['up', 'down']) });

export const AdminFaqOrderWrittenSchema = z.object({
  category: z.enum(FAQ_CATEGORIES),
  revision: RevisionSchema,
  ids: z.array(z.number().int()),
});
