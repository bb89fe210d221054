import { REVIEW_RATING_MAX } from '@beast/domain/constants/field-limits';

const STAR_PATH = 'M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z';

/** A rating as five stars, filled to the rating (half stars for an average); read out as its label. */
export function Stars({ rating, label, size = 18 }: { rating: number; label: string; size?: number }) {
  // Each star's share of the rating, to the half star: 4.3 → four full stars and an empty one; 4.5 → a half.
  const stars = Array.from({ length: REVIEW_RATING_MAX }, (_, index) =>
    Math.max(0, Math.min(1, Math.round((rating - index) * 2) / 2)),
  );
  return (
    <span className="stars" role="img" aria-label={label}>
      {stars.map((fill, index) => (
        <svg
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
          key={index}
          className="stars__star"
          viewBox="0 0 20 20"
          width={size}
          height={size}
          aria-hidden="true"
          focusable="false"
        >
          <path d={STAR_PATH} className="stars__empty" />
          {fill > 0 ? (
            <path d={STAR_PATH} className={fill < 0.75 ? 'stars__full stars__full--half' : 'stars__full'} />
          ) : null}
        </svg>
      ))}
    </span>
  );
}
