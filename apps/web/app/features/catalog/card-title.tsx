import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../lib/i18n/use-locale';

/** A card's heading; with a path, it links to that page in the current language and the card is the link's target. */
export function CardTitle({ level, path, children }: { level: 2 | 3; path?: string; children: ReactNode }) {
  const { href } = useLocale();
  const Heading = `h${level}` as const;
  return (
    <Heading className="card__title">
      {path ? (
        <Link to={href(path)} className="card__link" prefetch="intent">
          {children}
        </Link>
      ) : (
        children
      )}
    </Heading>
  );
}
