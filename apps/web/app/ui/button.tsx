import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'secondary' | 'ghost';

function classes(variant: Variant, className?: string) {
  return ['button', `button--${variant}`, className].filter(Boolean).join(' ');
}

/** A link that looks like a button: navigation stays a real link, so it works without JavaScript. */
export function ButtonLink({
  variant = 'primary',
  className,
  children,
  ...props
}: LinkProps & { variant?: Variant; children: ReactNode }) {
  return (
    <Link {...props} className={classes(variant, className)}>
      {children}
    </Link>
  );
}

/** A plain anchor styled as a button, for files and in-page anchors. */
export function ButtonAnchor({
  variant = 'primary',
  className,
  children,
  ...props
}: React.AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: Variant; children: ReactNode }) {
  return (
    <a {...props} className={classes(variant, className)}>
      {children}
    </a>
  );
}
