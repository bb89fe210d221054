import { pageOf } from '../catalog/product.schema';
import { SUBJECT_MAX_LENGTH } from '../constants/field-limits';
import { MARKDOWN_MAX_LENGTH } from '../content/editorial-write.schema';
import { LOCALES, type Locale } from '../i18n/locale';
import { multilineText } from '../validation/safe-text';
import { z } from '../zod';

/**
 * The newsletter's issues: content staff write one (a subject and a Markdown body per language), keep it as a draft,
 * preview it as the email it will be, send it as a test to themselves, then send it to every confirmed subscriber
 * in the subscriber's language. Sending is once per subscriber and issue (`newsletter_deliveries`).
 */
export const NEWSLETTER_ISSUE_STATUSES = ['draft', 'sending', 'sent'] as const;
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number];

/** How many subscribers one transaction of a send enqueues (the deliveries and their emails, together). */
export const NEWSLETTER_SEND_BATCH_SIZE = 200;

/**
 * A language of an issue while it is written: either part may still be empty in a draft. Sending needs both in every
 * language (`missingNewsletterTexts`).
 */
export const NewsletterIssueLanguageSchema = z.object({
  subject: z.string().trim().max(SUBJECT_MAX_LENGTH, 'validation.text.tooLong').default(''),
  body: multilineText(z.string().trim().max(MARKDOWN_MAX_LENGTH, 'validation.text.tooLong')).default(''),
});
export type NewsletterIssueLanguage = z.infer<typeof NewsletterIssueLanguageSchema>;

export const NewsletterIssueTextSchema = z.object({
  en: NewsletterIssueLanguageSchema,
  fr: NewsletterIssueLanguageSchema,
  de: NewsletterIssueLanguageSchema,
});
export type NewsletterIssueText = z.infer<typeof NewsletterIssueTextSchema>;

/** POST /admin/newsletter/issues and PUT /admin/newsletter/issues/{id}: the draft's texts, whole. */
export const NewsletterIssueWriteSchema = z.object({ text: NewsletterIssueTextSchema });
export type NewsletterIssueWrite = z.infer<typeof NewsletterIssueWriteSchema>;

/**
 * The parts an issue still lacks before it may be sent, as `text.<locale>.<part>` → message key.
 *
 * Every language must be written: a subscriber agreed, in their language, to a newsletter in that language, and the
 * shop never shows anyone a text in a language they did not choose (decision 18: a page without its French text
 * is not shown in French at all). Falling back to English would send French and German readers an English email
 * without anyone having read it that way first; refusing the send until the three are there costs the editor a
 * translation, and the test email shows each language before it goes.
 */
export function missingNewsletterTexts(text: NewsletterIssueText): Record<string, 'validation.text.required'> {
  const missing: Record<string, 'validation.text.required'> = {};
  for (const locale of LOCALES) {
    for (const part of ['subject', 'body'] as const) {
      if (text[locale][part].trim() === '') missing[`text.${locale}.${part}`] = 'validation.text.required';
    }
  }
  return missing;
}

/** The languages an issue is written in (subject and body), e.g. what a test email is sent in. */
export function writtenNewsletterLocales(text: NewsletterIssueText): Locale[] {
  return LOCALES.filter((locale) => text[locale].subject.trim() !== '' && text[locale].body.trim() !== '');
}

export const NewsletterIssueSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(NEWSLETTER_ISSUE_STATUSES),
    text: NewsletterIssueTextSchema,
    /** Confirmed subscribers it was sent to (so far, while it is sending). */
    recipients: z.number().int().nonnegative(),
    createdAt: z.string(),
    updatedAt: z.string(),
    updatedBy: z.string().describe("The staff member's email who last changed it"),
    sentAt: z.string().nullable(),
    sentBy: z.string().nullable(),
  })
  .meta({ id: 'NewsletterIssue' });
export type NewsletterIssue = z.infer<typeof NewsletterIssueSchema>;

export const NewsletterIssueListSchema = pageOf(NewsletterIssueSchema);
export type NewsletterIssueList = z.infer<typeof NewsletterIssueListSchema>;

/** The issue as the email it will be, in one language (its unsubscribe footer included). */
export const NewsletterPreviewSchema = z.object({
  locale: z.enum(LOCALES),
  subject: z.string(),
  /** The email's HTML body (the Markdown rendered and sanitised), without the email's frame. */
  bodyHtml: z.string(),
  /** The plain-text part, as mail programs without HTML show it. */
  text: z.string(),
});
export const NewsletterPreviewsSchema = z.object({ data: z.array(NewsletterPreviewSchema) });
export type NewsletterPreviews = z.infer<typeof NewsletterPreviewsSchema>;

/** POST /admin/newsletter/issues/{id}/test: the languages sent to the member's own address. */
export const NewsletterTestSentSchema = z.object({ to: z.string(), locales: z.array(z.enum(LOCALES)) });
