import type { ReactNode } from 'react';

/** The page grid's column: centred, max width, gutters that grow at the 576 and 1024 px breakpoints. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `container ${className}` : 'container'}>{children}</div>;
}
