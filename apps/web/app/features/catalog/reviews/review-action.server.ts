import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '@beast/domain/validation/public-form-names';
import { ApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/api/error-text';
import { pageContext } from '../../../lib/api/page-context.server';
import { EMPTY_REVIEW, REVIEW_FIELDS, REVIEW_FORM, type ReviewOutcome, type ReviewValues } from './review-fields';
import { formToken, reviewsHtml, reviewsOf } from './reviews-page.server';

type ActionArgs = { request: Request; params: Record<string, string | undefined>; context: unknown };

/**
 * A review sent from a product page without scripts (spec §6 guest variant): the form posts here, the action
 * sends it to the API and the page draws the outcome, every typed value kept and the first error of each
 * field shown. With scripts the form sends it itself (review-form.tsx), as a customer when signed in.
 */
export async function reviewAction(args: ActionArgs): Promise<(ReviewOutcome & { reviewsHtml: string }) | null> {
  const context = pageContext(args);
  const form = await args.request.formData();
  const productId = Number(form.get('product'));
  if (form.get('form') !== REVIEW_FORM || !Number.isSafeInteger(productId) || productId <= 0) return null;
  const values: ReviewValues = { ...EMPTY_REVIEW };
  for (const name of REVIEW_FIELDS) values[name] = String(form.get(name) ?? '');
  const outcome = await send();
  const [reviews, token] = await Promise.all([
    reviewsOf(context, productId),
    outcome.sent ? '' : (outcome.formToken ?? String(form.get(FORM_TOKEN_FIELD) ?? '')),
  ]);
  return {
    ...outcome,
    reviewsHtml: reviewsHtml(context, args.request, { productId, reviews, formToken: token, outcome }),
  };

  async function send(): Promise<ReviewOutcome> {
    try {
      await context.api.send('POST', `/api/products/${productId}/reviews/guest`, {
        body: {
          ...values,
          [HONEYPOT_FIELD]: String(form.get(HONEYPOT_FIELD) ?? ''),
          [FORM_TOKEN_FIELD]: String(form.get(FORM_TOKEN_FIELD) ?? ''),
        },
      });
      return { form: REVIEW_FORM, sent: true };
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      const errors = Object.fromEntries(Object.entries(fields).filter(([name]) => name in values));
      const refused = error instanceof ApiError && error.code === 'FORM_SUBMISSION_FAILED';
      return {
        form: REVIEW_FORM,
        sent: false,
        values,
        errors,
        formError: Object.keys(errors).length > 0 ? null : errorText(error, context.t),
        ...(refused && { formToken: await formToken(context) }),
      };
    }
  }
}
