import type { ReactNode } from 'react';

/**
 * The parts of a form that are not its fields: a field's first error, the form-level message and the submit
 * button. Apart from the fields (field.tsx, which re-exports them), so a form without typed fields (a choice
 * checked by the server) draws them without downloading the field kit.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="field__error" id={id}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="M8 4.2v4.6M8 11v.4" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      {message}
    </p>
  ) : null;
}

/** The form-level message (spec §8) in a region that screen readers announce as it changes. */
export function FormAlert({ message, children }: { message: string | null; children?: ReactNode }) {
  return (
    <div className="form-alert-region" role="alert" aria-atomic="true">
      {message ? (
        <div className="form-alert">
          <p className="form-alert__text">{message}</p>
          {children}
        </div>
      ) : null}
    </div>
  );
}

export function SubmitButton({
  busy,
  busyLabel,
  children,
  variant = 'primary',
  className,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  className?: string;
}) {
  return (
    <button
      type="submit"
      className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}
      aria-disabled={busy || undefined}
    >
      {busy ? (
        <>
          <span className="spinner spinner--small" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
