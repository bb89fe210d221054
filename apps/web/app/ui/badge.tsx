import type { ReactNode } from 'react';

/** A small label. `signal` uses the brand's signal colour with dark text (contrast: BRAND.md). */
export function Badge({ tone = 'neutral', children }: { tone?: 'neutral' | 'signal' | 'accent'; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
