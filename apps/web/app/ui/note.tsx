import type { ReactNode } from 'react';

/** An informative note: a short title and text in a tinted box, not an error and not a button. */
export function Note({
  title,
  children,
  tone = 'info',
}: {
  title?: ReactNode;
  children: ReactNode;
  tone?: 'info' | 'warning';
}) {
  return (
    <div className={`note note--${tone}`}>
      <svg className="note__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <div className="note__body">
        {title ? <p className="note__title">{title}</p> : null}
        <div className="note__text">{children}</div>
      </div>
    </div>
  );
}
