import { REVIEW_MESSAGE_MAX_LENGTH, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../constants/field-limits';
import type { MessageKey } from '../i18n/messages/en';
import { z } from '../zod';
import { multilineText } from './safe-text';
import { formObject, maxLength, optionalText } from './text-rules';

/** spec §5 Review: rating required ("Please, rate our product"); message at most 250 characters. */
export const REVIEW_ERRORS = {
  ratingRequired: 'validation.review.ratingRequired',
  messageMaxLength: 'validation.review.messageMaxLength',
} as const satisfies Record<string, MessageKey>;

/** A star widget sends 0 or nothing before a star is chosen: both mean "not rated". */
export const RatingSchema = z
  .number({ error: REVIEW_ERRORS.ratingRequired })
  .int({ error: REVIEW_ERRORS.ratingRequired })
  .min(REVIEW_RATING_MIN, { error: REVIEW_ERRORS.ratingRequired })
  .max(REVIEW_RATING_MAX, { error: REVIEW_ERRORS.ratingRequired });

export const ReviewSchema = formObject({
  rating: RatingSchema,
  message: multilineText(optionalText([maxLength(REVIEW_MESSAGE_MAX_LENGTH, REVIEW_ERRORS.messageMaxLength)])),
});
export type Review = z.infer<typeof ReviewSchema>;
