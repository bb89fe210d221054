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
      <span className="icon icon--info note__icon" aria-hidden="true" />
      <div className="note__body">
        {title ? <p className="note__title">{title}</p> : null}
        <div className="note__text">{children}</div>
      </div>
    </div>
  );
}
