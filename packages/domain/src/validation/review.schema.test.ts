import { describe, expect, it } from 'vitest';
import { firstErrors } from './first-errors';
import { REVIEW_ERRORS, ReviewSchema } from './review.schema';

const reviewErrors = (value: unknown) => firstErrors(ReviewSchema.safeParse(value));

describe('review (spec §5)', () => {
  it.each([
    ['one star and no message', { rating: 1 }],
    ['five stars and an empty message', { rating: 5, message: '' }],
    ['a 250-character message', { rating: 3, message: 'x'.repeat(250) }],
    ['the stars a form sends as text', { rating: '4', message: 'Solid.' }],
  ])('accepts %s', (_, value) => {
    expect(reviewErrors(value)).toEqual({});
  });

  it.each([
    ['no rating', { message: 'Great' }, { rating: REVIEW_ERRORS.ratingRequired }],
    ['a zero rating', { rating: 0 }, { rating: REVIEW_ERRORS.ratingRequired }],
    ['six stars', { rating: 6 }, { rating: REVIEW_ERRORS.ratingRequired }],
    ['half a star', { rating: 2.5 }, { rating: REVIEW_ERRORS.ratingRequired }],
    ['no star chosen in a form', { rating: '' }, { rating: REVIEW_ERRORS.ratingRequired }],
    ['text that is no number of stars', { rating: 'five' }, { rating: REVIEW_ERRORS.ratingRequired }],
    ['a 251-character message', { rating: 4, message: 'x'.repeat(251) }, { message: REVIEW_ERRORS.messageMaxLength }],
  ])('refuses %s', (_, value, errors) => {
    expect(reviewErrors(value)).toEqual(errors);
  });
});
