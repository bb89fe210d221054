import { INTL_LOCALE, type Locale } from '@beast/domain/i18n/locale';
import type { ProductReviews } from '@beast/domain/reviews/reviews-api.schema';
import { useTranslation } from '../../../lib/i18n/i18n-context';
import { useLocale } from '../../../lib/i18n/use-locale';
import { Badge } from '../../../ui/badge';
import { formatNumber } from '../format';
import type { ReviewsActionData, ReviewsOfPage } from './product-reviews';
import type { ReviewOutcome, ReviewValues, TypedBefore } from './review-fields';
import { ReviewForm } from './review-form';
import { Stars } from './stars';

const dates = new Map<Locale, Intl.DateTimeFormat>();
function formatDay(iso: string, locale: Locale): string {
  let format = dates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'Europe/Zurich' });
    dates.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** What the reviews are drawn from: the loader's data, and the page action's answer to a review sent without scripts. */
export interface ReviewsData {
  productId: number;
  reviews: ProductReviews;
  outcome: ReviewOutcome | null | undefined;
  formToken: string;
  locale: Locale;
  /** Where the form posts without scripts: the page itself, back at its reviews. */
  action: string;
  typed?: TypedBefore;
}

/**
 * What the visitor typed in the server's form and the field they are in, for the form that takes over. A
 * press on a star or on the send button that started it is not lost, nor a form sent meanwhile: the star is
 * chosen, the form sent once it has taken over.
 */
export function typedIn(
  container: HTMLElement,
  target: EventTarget | null,
  productId: number,
  send: boolean,
): TypedBefore {
  const values: Partial<ReviewValues> = {};
  const form = container.querySelector('form');
  if (form) for (const [name, value] of new FormData(form)) values[name as keyof ReviewValues] = String(value);
  const control =
    target instanceof HTMLInputElement ? target : target instanceof Element ? target.closest('label')?.control : null;
  if (control instanceof HTMLInputElement && control.name === 'rating') values.rating = control.value;
  const active = document.activeElement;
  const focus = active && container.contains(active) ? (active as HTMLInputElement).name || null : null;
  return {
    productId,
    values,
    focus: control instanceof HTMLInputElement ? control.name : focus,
    // The send button pressed: its click may land on the form that has just replaced it.
    send: send || (target instanceof Element && target.closest('button[type="submit"]') !== null),
  };
}

/** The reviews taking over a product page's (product-reviews.tsx), from the page's data. */
export interface ReviewsViewProps {
  page: ReviewsOfPage;
  outcome: ReviewsActionData;
  typed: TypedBefore;
}

export function ReviewsView({ page, outcome, typed }: ReviewsViewProps) {
  const { locale } = useLocale();
  return (
    <Reviews
      productId={page.product.id}
      reviews={page.reviews}
      outcome={outcome}
      formToken={page.reviewFormToken}
      locale={locale}
      action={page.reviewsAction}
      typed={typed.productId === page.product.id ? typed : undefined}
    />
  );
}

/**
 * A product's reviews (spec §3, §4, §8): the average of the published ones and each of them, "no reviews
 * yet" when there is none, and the form to write one, which waits for moderation. The server draws it as
 * HTML the page shows at once (reviews-page.server.tsx); the page loads this module when the visitor comes
 * to the form, and it takes over (product-reviews.tsx).
 */
export function Reviews({ productId, reviews, outcome, formToken, locale, action, typed }: ReviewsData) {
  const { t } = useTranslation();
  const { average, count } = reviews.rating;
  return (
    <section className="vehicle__section reviews" id="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t('reviews.title')}</h2>
      <div className="reviews__layout">
        <div className="reviews__read">
          {average !== null && count > 0 ? (
            <p className="reviews__summary">
              <span className="reviews__average">{formatNumber(average, locale, 1)}</span>
              <Stars rating={average} label={t('reviews.average', { average: formatNumber(average, locale, 1) })} />
              <span className="reviews__count">{t('reviews.count', { count })}</span>
            </p>
          ) : (
            <p className="reviews__none muted">{t('notices.noReviews')}</p>
          )}
          {reviews.data.length > 0 ? (
            <ol className="reviews__list">
              {reviews.data.map((review) => (
                <li key={review.id} className="review">
                  <p className="review__head">
                    <Stars rating={review.rating} label={t('reviews.stars', { count: review.rating })} size={16} />
                    <span className="review__name">{review.name}</span>
                    {review.verifiedOwner ? <Badge tone="accent">{t('reviews.verified')}</Badge> : null}
                  </p>
                  {review.message ? <p className="review__message">{review.message}</p> : null}
                  <p className="review__date muted">
                    <time dateTime={review.publishedAt}>{formatDay(review.publishedAt, locale)}</time>
                  </p>
                </li>
              ))}
            </ol>
          ) : null}
        </div>
        <ReviewForm
          key={productId}
          productId={productId}
          outcome={outcome ?? undefined}
          formToken={formToken}
          locale={locale}
          action={action}
          typed={typed}
        />
      </div>
    </section>
  );
}
