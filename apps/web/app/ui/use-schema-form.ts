import { firstErrors } from '@beast/domain/validation/first-errors';
import type { z } from '@beast/domain/zod';
import { type ChangeEvent, type FormEvent, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../features/i18n/i18n-context';

/**
 * The one way to declare a form in the storefront (README: forms). A domain schema validates the values
 * as they are typed; spec §5 "each validator shows the first error found", so each field shows the first
 * message of `firstErrors`, translated (the messages are catalogue keys).
 *
 * - A field's error shows once it was left (blurred) or the form was submitted, then follows every key stroke.
 * - Submitting an invalid form focuses its first invalid field; nothing is lost of what was typed.
 * - Errors from the server (`fields`, already translated) sit on their fields until the field changes;
 *   the form-level message goes to a live region (`formError`).
 */
type Values = Record<string, string | boolean>;

export interface FieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

export interface CheckboxProps extends Omit<FieldProps, 'value'> {
  checked: boolean;
  type: 'checkbox';
}

export interface SchemaForm<V extends Values> {
  values: V;
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  field: (name: keyof V & string, options?: { format?: (raw: string) => string }) => FieldProps;
  checkbox: (name: keyof V & string) => CheckboxProps;
  error: (name: keyof V & string) => string | undefined;
  errorId: (name: keyof V & string) => string;
  /** Form-level message (spec §8), shown in a live region. */
  formError: string | null;
  setFormError: (message: string | null) => void;
  /** Puts the server's field messages on their fields and focuses the first one. */
  setServerErrors: (fields: Record<string, string>) => void;
  submitting: boolean;
  formProps: {
    ref: React.RefObject<HTMLFormElement | null>;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    noValidate: true;
  };
  /** Validates only these fields (a step of a longer form); true when they are valid. */
  validateFields: (names: (keyof V & string)[]) => boolean;
  reset: (values: V) => void;
}

export function useSchemaForm<V extends Values>({
  schema,
  initialValues,
  onSubmit,
}: {
  schema: z.ZodType;
  initialValues: V;
  /** Called with the values when they are valid. A thrown error is the caller's to show. */
  onSubmit: (values: V) => Promise<void> | void;
}): SchemaForm<V> {
  const { t } = useTranslation();
  const prefix = useId();
  const formRef = useRef<HTMLFormElement | null>(null);
  const [values, setValues] = useState<V>(initialValues);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrorState] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const clientErrors = useMemo(() => firstErrors(schema.safeParse(values)), [schema, values]);

  const error = useCallback(
    (name: string) => {
      if (serverErrors[name]) return serverErrors[name];
      const key = clientErrors[name];
      return key && shown.has(name) ? t(key) : undefined;
    },
    [clientErrors, serverErrors, shown, t],
  );

  const errorId = (name: string) => `${prefix}-${name}-error`;

  function focusFirst(names: readonly string[]) {
    const form = formRef.current;
    if (!form) return;
    for (const element of Array.from(form.elements)) {
      const name = (element as HTMLInputElement).name;
      if (name && names.includes(name) && 'focus' in element) {
        (element as HTMLElement).focus();
        return;
      }
    }
  }

  function setValue<K extends keyof V & string>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrorState((current) => {
      if (!(name in current)) return current;
      const { [name]: _dropped, ...rest } = current;
      return rest;
    });
  }

  function show(names: readonly string[]) {
    setShown((current) => new Set([...current, ...names]));
  }

  function describedBy(name: string) {
    return error(name) ? errorId(name) : undefined;
  }

  function field(name: keyof V & string, options: { format?: (raw: string) => string } = {}): FieldProps {
    return {
      id: `${prefix}-${name}`,
      name,
      value: String(values[name] ?? ''),
      onChange: (event) => {
        const raw = event.target.value;
        setValue(name, (options.format ? options.format(raw) : raw) as V[typeof name]);
      },
      onBlur: () => show([name]),
      'aria-invalid': error(name) ? true : undefined,
      'aria-describedby': describedBy(name),
    };
  }

  function checkbox(name: keyof V & string): CheckboxProps {
    return {
      id: `${prefix}-${name}`,
      name,
      type: 'checkbox',
      checked: values[name] === true,
      onChange: (event) => {
        setValue(name, (event.target as HTMLInputElement).checked as V[typeof name]);
        show([name]);
      },
      onBlur: () => show([name]),
      'aria-invalid': error(name) ? true : undefined,
      'aria-describedby': describedBy(name),
    };
  }

  function validateFields(names: (keyof V & string)[]): boolean {
    const invalid = names.filter((name) => clientErrors[name]);
    show(names);
    if (invalid.length > 0) focusFirst(invalid);
    return invalid.length === 0;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const invalid = Object.keys(clientErrors).filter((name) => name in values);
    show(Object.keys(values));
    if (invalid.length > 0) {
      setFormError(null);
      focusFirst(invalid);
      return;
    }
    setFormError(null);
    setSubmitting(true);
    try {
      await onSubmit(values);
    } finally {
      setSubmitting(false);
    }
  }

  function setServerErrors(fields: Record<string, string>) {
    const known = Object.fromEntries(Object.entries(fields).filter(([name]) => name in values));
    setServerErrorState(known);
    focusFirst(Object.keys(known));
  }

  return {
    values,
    setValue,
    field,
    checkbox,
    error,
    errorId,
    formError,
    setFormError,
    setServerErrors,
    submitting,
    formProps: { ref: formRef, onSubmit: (event) => void submit(event), noValidate: true },
    validateFields,
    reset: (next: V) => {
      setValues(next);
      setShown(new Set());
      setServerErrorState({});
      setFormError(null);
    },
  };
}

/** The part of a form that draws some of its fields: shared field groups take any form that has those fields. */
export type FieldsOf<K extends string> = Pick<SchemaForm<Record<K, string>>, 'field' | 'error' | 'errorId'>;

/** The error text and its element id of one field, as `TextField` and `SelectField` take them. */
export function errorProps<K extends string>(form: FieldsOf<K>, name: K) {
  return { error: form.error(name), errorId: form.errorId(name) };
}
