import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { FieldError } from '../../ui/field';

/**
 * The back office's form fields (decision 15): plain inputs a server-rendered form posts as they are, so a
 * form works before the page's scripts run and keeps what was typed when the API refuses it. The label is
 * visible; the API's message for the field sits under it, and the first field refused takes the focus.
 */
interface FieldCommon {
  name: string;
  label: string;
  error?: string;
  /** The first refused field of the form: focused when the page shows the refusal. */
  focus?: boolean;
  hint?: string;
}

/** The label above the control, an optional hint, the server's message under it. */
function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** What describes a control: its hint and its error, when it has them. */
function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

export function AdminTextField({
  name,
  label,
  error,
  focus,
  hint,
  ...input
}: FieldCommon & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        className="field__input"
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        // biome-ignore lint/a11y/noAutofocus: the field the server refused, focused as the client-side forms do.
        autoFocus={focus}
        {...input}
      />
    </FieldFrame>
  );
}

export function AdminTextArea({
  name,
  label,
  error,
  focus,
  hint,
  ...textarea
}: FieldCommon & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        className="field__input field__textarea"
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        // biome-ignore lint/a11y/noAutofocus: the field the server refused, focused as the client-side forms do.
        autoFocus={focus}
        {...textarea}
      />
    </FieldFrame>
  );
}

export function AdminSelectField({
  name,
  label,
  error,
  focus,
  options,
  placeholder,
  defaultValue,
}: FieldCommon & {
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  defaultValue?: string;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        className="field__input field__select"
        id={id}
        name={name}
        defaultValue={defaultValue ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        // biome-ignore lint/a11y/noAutofocus: the field the server refused, focused as the client-side forms do.
        autoFocus={focus}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** The session's CSRF token, sent back with every change (the API refuses a change without it). */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="csrf" value={token} />;
}

/** The name of the first field of `order` the server refused, for `focus`. */
export function firstRefused(fields: Record<string, string> | undefined, order: readonly string[]): string | undefined {
  return order.find((name) => fields?.[name]);
}
