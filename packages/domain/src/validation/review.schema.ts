import { REVIEW_MESSAGE_MAX_LENGTH, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../constants/field-limits';
import type { MessageKey } from '../i18n/messages/en';
import { z } from '../zod';
import { EmailSchema } from './email.schema';
import { FirstNameSchema } from './name.schema';
import { multilineText } from './safe-text';
import { formObject, maxLength, optionalText } from './text-rules';

/** spec §5 Review: rating required ("Please, rate our product"); message at most 250 characters. */
export const REVIEW_ERRORS = {
  ratingRequired: 'validation.review.ratingRequired',
  messageMaxLength: 'validation.review.messageMaxLength',
} as const satisfies Record<string, MessageKey>;

/** A form's star buttons send "1" to "5", or nothing before a star is chosen. */
function toStars(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  return input.trim() === '' ? undefined : Number(input);
}

/** A star widget sends 0 or nothing before a star is chosen: both mean "not rated". */
export const RatingSchema = z.preprocess(
  toStars,
  z
    .number({ error: REVIEW_ERRORS.ratingRequired })
    .int({ error: REVIEW_ERRORS.ratingRequired })
    .min(REVIEW_RATING_MIN, { error: REVIEW_ERRORS.ratingRequired })
    .max(REVIEW_RATING_MAX, { error: REVIEW_ERRORS.ratingRequired }),
);

export const ReviewSchema = formObject({
  rating: RatingSchema,
  message: multilineText(optionalText([maxLength(REVIEW_MESSAGE_MAX_LENGTH, REVIEW_ERRORS.messageMaxLength)])),
});
export type Review = z.infer<typeof ReviewSchema>;

/**
 * spec §6 guest variant: a guest says who they are, so the page can name them and staff can tell them the
 * review's outcome.
 */
export const GuestReviewSchema = formObject({
  ...ReviewSchema.shape,
  firstName: FirstNameSchema,
  email: EmailSchema,
});
export type GuestReview = z.infer<typeof GuestReviewSchema>;
