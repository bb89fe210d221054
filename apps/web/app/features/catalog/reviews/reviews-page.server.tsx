import type { ProductReviews } from '@beast/domain/reviews/reviews-api.schema';
import { EMAIL_ERRORS } from '@beast/domain/validation/email.schema';
import { FIRST_NAME_ERRORS } from '@beast/domain/validation/name.schema';
import { REVIEW_ERRORS } from '@beast/domain/validation/review.schema';
import { SAFE_TEXT_ERRORS } from '@beast/domain/validation/safe-text';
import { INVALID_VALUE_ERROR } from '@beast/domain/validation/text-rules';
import { z } from '@beast/domain/zod';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from '../../../lib/api/page-context.server';
import { routeTexts, textsOf } from '../../../lib/i18n/catalogue.server';
import { I18nProvider } from '../../../lib/i18n/i18n-context';
import type { Catalogue } from '../../../lib/i18n/translator';
import type { ReviewOutcome } from './review-fields';
import { NO_REVIEWS, productReviews } from './reviews-api.server';
import { Reviews } from './reviews-view';

/** The texts of other parts the reviews show: the notices of §8 and the messages the form can give. */
const REVIEW_TEXT_KEYS = [
  'notices.noReviews',
  'notices.reviewPending',
  ...Object.values(REVIEW_ERRORS),
  ...Object.values(FIRST_NAME_ERRORS),
  ...Object.values(EMAIL_ERRORS),
  SAFE_TEXT_ERRORS.unsafe,
  INVALID_VALUE_ERROR,
  'errors.FORM_SUBMISSION_FAILED',
  'errors.RATE_LIMITED',
  'errors.VALIDATION_FAILED',
  'errors.INTERNAL',
];

/** Every text the reviews and their form show, for the page (the form that takes over) and the server's drawing. */
export function reviewTexts(request: Request): Catalogue {
  return { ...routeTexts(request, ['reviews']).catalogue, ...textsOf(request, REVIEW_TEXT_KEYS) };
}

const FormTokenSchema = z.object({ formToken: z.string() });

/** A token for a form drawn by the server (GET /forms/token); empty when it cannot be had (the API says so on send). */
export function formToken({ api }: PageContext): Promise<string> {
  return api
    .get('/api/forms/token', { schema: FormTokenSchema })
    .then((answer) => answer.formToken)
    .catch(() => '');
}

/** The reviews of a product (none when they cannot be read: the page still sells the product). */
export function reviewsOf({ api }: PageContext, productId: number): Promise<ProductReviews> {
  return productReviews(api, productId).catch(() => NO_REVIEWS);
}

/** The page's own address, back at its reviews: where the form posts without scripts. */
export function reviewsAction(context: PageContext): string {
  return `${context.url.pathname}#reviews`;
}

/** The reviews and the form drawn as HTML (product-reviews.tsx shows it until its module takes over). */
export function reviewsHtml(
  context: PageContext,
  request: Request,
  values: { productId: number; reviews: ProductReviews; formToken: string; outcome?: ReviewOutcome },
): string {
  return renderToStaticMarkup(
    <I18nProvider locale={context.locale} catalogue={reviewTexts(request)}>
      <Reviews {...values} outcome={values.outcome} locale={context.locale} action={reviewsAction(context)} />
    </I18nProvider>,
  );
}

/**
 * What a product's page needs for its reviews: the published ones, a token for the form, both drawn as HTML,
 * and the texts of the form that takes over.
 */
export async function reviewsOfPage(context: PageContext, request: Request, productId: number) {
  const [reviews, token] = await Promise.all([reviewsOf(context, productId), formToken(context)]);
  return {
    reviews,
    reviewFormToken: token,
    reviewsAction: reviewsAction(context),
    reviewsHtml: reviewsHtml(context, request, { productId, reviews, formToken: token }),
    reviewTexts: reviewTexts(request),
  };
}
