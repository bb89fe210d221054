import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldError } from './form-parts';
import type { CheckboxProps, FieldProps } from './use-schema-form';

/**
 * Form fields of the design system: a visible label, an optional hint, the first error under the input
 * (linked by aria-describedby, marked by aria-invalid). The props come from `useSchemaForm().field()`.
 */
export { FieldError, FormAlert, SubmitButton } from './form-parts';

function describedBy(...ids: (string | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

interface Common {
  label: ReactNode;
  error: string | undefined;
  errorId: string;
  hint?: ReactNode;
  optional?: string;
  className?: string;
}

/**
 * The frame of a text field: its label (with "optional"), hint and first error around the control, which
 * `control` draws with the ids its `aria-describedby` needs.
 */
function FieldFrame({
  label,
  error,
  errorId,
  hint,
  optional,
  className,
  id,
  control,
}: Common & { id: string; control: (hintId: string | undefined) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> ({optional})</span> : null}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {control(hintId)}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function TextField({
  label,
  error,
  errorId,
  hint,
  optional,
  className,
  field,
  ...input
}: Common & { field: FieldProps } & Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps>) {
  return (
    <FieldFrame
      {...{ label, error, errorId, hint, optional, className }}
      id={field.id}
      control={(hintId) => (
        <input
          className="field__input"
          {...input}
          {...field}
          aria-describedby={describedBy(hintId, field['aria-describedby'])}
        />
      )}
    />
  );
}

/** A text of several lines (a message, a note), drawn like `TextField`. */
export function TextAreaField({
  label,
  error,
  errorId,
  hint,
  optional,
  className,
  field,
  ...textarea
}: Common & { field: FieldProps } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldProps>) {
  return (
    <FieldFrame
      {...{ label, error, errorId, hint, optional, className }}
      id={field.id}
      control={(hintId) => (
        <textarea
          className="field__input field__textarea"
          rows={5}
          {...textarea}
          {...field}
          aria-describedby={describedBy(hintId, field['aria-describedby'])}
        />
      )}
    />
  );
}

export interface Option {
  value: string;
  label: string;
  key?: string;
}

export function SelectField({
  label,
  error,
  errorId,
  hint,
  optional,
  className,
  field,
  options,
  placeholder,
  ...select
}: Common & { field: FieldProps; options: readonly Option[]; placeholder: string } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    keyof FieldProps
  >) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={field.id}>
        {label}
        {optional ? <span className="field__optional"> ({optional})</span> : null}
      </label>
      <select className="field__input field__select" {...select} {...field}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.key ?? option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function CheckboxField({
  label,
  error,
  errorId,
  checkbox,
}: {
  label: ReactNode;
  error: string | undefined;
  errorId: string;
  checkbox: CheckboxProps;
}) {
  return (
    <div className="field field--checkbox">
      <div className="checkbox">
        <input className="checkbox__input" {...checkbox} />
        <label className="checkbox__label" htmlFor={checkbox.id}>
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A success message (saved, sent again), announced politely. */
export function FormStatus({ message }: { message: string | null }) {
  return (
    <div className="form-status-region" role="status" aria-atomic="true">
      {message ? (
        <p className="form-status">
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="m4.8 8.2 2.1 2.1 4.3-4.4" stroke="#fff" strokeWidth="1.8" fill="none" strokeLinecap="round" />
          </svg>
          {message}
        </p>
      ) : null}
    </div>
  );
}
