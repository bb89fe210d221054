import type { ReactNode } from 'react';

/** Text for screen readers only (price labels, table captions kept short on screen). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
