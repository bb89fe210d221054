import type { ProductReviews as Reviews } from '@beast/domain/reviews/reviews-api.schema';
import { type ComponentType, type FormEvent, type SyntheticEvent, useRef, useState } from 'react';
import type { ReviewOutcome, TypedBefore } from './review-fields';
import type { ReviewsViewProps } from './reviews-view';

/** What a product page's loader gives its reviews (reviews-page.server.ts). */
export interface ReviewsOfPage {
  product: { id: number };
  reviews: Reviews;
  reviewFormToken: string;
  /** The reviews and the form, drawn by the server. */
  reviewsHtml: string;
  reviewsAction: string;
}

/** The page action's answer, with the reviews drawn again around the outcome. */
export type ReviewsActionData = (ReviewOutcome & { reviewsHtml: string }) | null | undefined;

type Live = { View: ComponentType<ReviewsViewProps>; typed: TypedBefore };

/**
 * A product's reviews on its page. The server draws them, with the form to write one, as HTML the page shows
 * as is: the product pages' first visit downloads none of their code (README "Performance"). When the visitor
 * first touches the form, their module loads and takes over, keeping what was typed: from then on the form
 * validates as the visitor types and sends the review itself. Without scripts the form posts to the page.
 */
export function ProductReviews({ page, outcome }: { page: ReviewsOfPage; outcome: ReviewsActionData }) {
  const [live, setLive] = useState<Live | null>(null);
  const started = useRef(false);
  const start = (event: SyntheticEvent<HTMLDivElement>, send = false) => {
    if (started.current) return;
    started.current = true;
    const { currentTarget, target } = event;
    // What was typed is read once the module is there, just before its form replaces the page's.
    void import('./reviews-view').then(({ ReviewsView, typedIn }) =>
      setLive({ View: ReviewsView, typed: typedIn(currentTarget, target, page.product.id, send) }),
    );
  };
  // Sent before the module is there: it sends the review once it has taken over, never the page as well.
  const sendLater = (event: FormEvent<HTMLDivElement>) => {
    event.preventDefault();
    started.current = false;
    start(event, true);
  };
  return live ? (
    <live.View page={page} outcome={outcome} typed={live.typed} />
  ) : (
    // biome-ignore lint/a11y/noStaticElementInteractions: the form inside is what the visitor uses; its first focus or press, bubbling here, loads the reviews' module
    <div
      className="reviews-island"
      onFocus={start}
      onPointerDown={start}
      onSubmit={sendLater}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own rendering of the reviews (reviews-page.server.tsx), escaped by React there
      dangerouslySetInnerHTML={{ __html: outcome?.reviewsHtml ?? page.reviewsHtml }}
    />
  );
}
