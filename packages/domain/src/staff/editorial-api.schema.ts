import { MARKDOWN_MAX_LENGTH } from '../content/editorial-write.schema';
import { LOCALES } from '../i18n/locale';
import { multilineText } from '../validation/safe-text';
import { z } from '../zod';

/**
 * The back office's editorial screens (/api/admin/editorial, decision 18): what they send and read besides
 * the write schemas of packages/domain content/editorial-write.schema.ts.
 */

/** POST /admin/editorial/preview: a Markdown body as the storefront will show it. */
export const EditorialPreviewRequestSchema = z.object({
  markdown: multilineText(z.string().max(MARKDOWN_MAX_LENGTH, 'validation.text.tooLong')),
  /** The body's language: its text is typeset as that language's page prints it. */
  locale: z.enum(LOCALES).optional(),
});
export type EditorialPreviewRequest = z.infer<typeof EditorialPreviewRequestSchema>;

/** The body rendered and sanitised by the storefront's renderer: HTML for an element of class `prose`. */
export const EditorialPreviewSchema = z.object({ html: z.string() });
export type EditorialPreview = z.infer<typeof EditorialPreviewSchema>;
