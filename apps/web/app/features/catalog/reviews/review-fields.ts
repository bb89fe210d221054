/**
 * The review form's fields and what a page keeps of a sent form, shared by the form drawn on the server
 * (review-form-shell.tsx), the one loaded when it is used (review-form.tsx) and the route's action.
 */
export const REVIEW_FIELDS = ['rating', 'message', 'firstName', 'email'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];
export type ReviewValues = Record<ReviewField, string>;

export const EMPTY_REVIEW: ReviewValues = { rating: '', message: '', firstName: '', email: '' };

/** The form's name in a page's action data: a product page has other forms (none posts yet, but the key says it). */
export const REVIEW_FORM = 'review';

/** What the action answers: sent, or the values typed with the first error of each field (translated). */
export type ReviewOutcome =
  | { form: typeof REVIEW_FORM; sent: true }
  | {
      form: typeof REVIEW_FORM;
      sent: false;
      values: ReviewValues;
      errors: Partial<Record<ReviewField, string>>;
      formError: string | null;
      /** A fresh token when the page's had expired: the next send goes through. */
      formToken?: string;
    };

export const STAR_VALUES = ['1', '2', '3', '4', '5'] as const;

/** What the visitor did in the server's form before the page's own took over (product-reviews.tsx). */
export interface TypedBefore {
  /** The product whose form it was: a page reached later starts empty. */
  productId: number;
  values: Partial<ReviewValues>;
  /** The field to stay in. */
  focus: string | null;
  /** The send button was pressed: the form is sent once it has taken over. */
  send: boolean;
}
