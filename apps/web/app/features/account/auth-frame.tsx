import type { ReactNode } from 'react';

/** The frame of the sign-in pages: a calm tinted band, a card with the form, a short aside. */
export function AuthFrame({
  eyebrow,
  title,
  lead,
  children,
  aside,
  wide = false,
}: {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="auth">
      <div className={wide ? 'container auth__inner auth__inner--wide' : 'container auth__inner'}>
        <header className="auth__head">
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="auth__title">{title}</h1>
          {lead ? <div className="auth__lead">{lead}</div> : null}
        </header>
        <div className="auth__card">{children}</div>
        {aside ? <div className="auth__aside">{aside}</div> : null}
      </div>
    </div>
  );
}

/** Shown by guarded pages while the browser checks the session (server render and first load). */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="container page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
