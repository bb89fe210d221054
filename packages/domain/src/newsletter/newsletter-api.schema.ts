import { pageOf } from '../catalog/product.schema';
import { z } from '../zod';

/**
 * The newsletter (spec §3, §4, §5, §7 POST /news-letter-subscriptions): a sign-up waits for the person to
 * confirm it from the emailed link (double opt-in); the consent is kept with its time and wording; every
 * newsletter carries a link, and the one-click header, to leave it.
 */
export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRMATION_DAYS = 7;

export const NewsletterSignUpAnswerSchema = z.object({ status: z.literal('confirmation-sent') });

/** A signed link's token (the confirmation's or the unsubscribe's). */
export const NewsletterTokenSchema = z.object({ token: z.string().min(1).max(300) });

export const NewsletterConfirmedSchema = z.object({ status: z.enum(['confirmed', 'unsubscribed']) });

export const NEWSLETTER_PAGE_SIZE = 50;

export const NewsletterSubscriberSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    locale: z.enum(['en', 'fr', 'de']),
    status: z.enum(NEWSLETTER_STATUSES),
    consentText: z.string().describe('The wording the person agreed to'),
    consentAt: z.string().describe('ISO 8601: when they agreed'),
    confirmedAt: z.string().nullable(),
    unsubscribedAt: z.string().nullable(),
  })
  .meta({ id: 'NewsletterSubscriber' });
export type NewsletterSubscriber = z.infer<typeof NewsletterSubscriberSchema>;

export const NewsletterSubscriberListSchema = pageOf(NewsletterSubscriberSchema);
export type NewsletterSubscriberList = z.infer<typeof NewsletterSubscriberListSchema>;
