import { firstErrors } from '@beast/domain/validation/first-errors';
import type { z } from '@beast/domain/zod';
import { type ChangeEvent, type FormEvent, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n/i18n-context';

/**
 * The one way to declare a form in the storefront (README: forms). A domain schema validates the values
 * as they are typed; spec §5 "each validator shows the first error found", so each field shows the first
 * message of `firstErrors`, translated (the messages are catalogue keys).
 *
 * - A field's error shows once it was left (blurred) or the form was submitted, then follows every key stroke.
 * - Submitting an invalid form focuses its first invalid field; nothing is lost of what was typed.
 * - Errors from the server (`fields`, already translated) sit on their fields until the field changes;
 *   the form-level message goes to a live region (`formError`).
 * - The schema may be given as a function that imports it: it then loads when the visitor first focuses
 *   the form (or submits it), so a page's first visit downloads no schema library (decision 14).
 */
type Values = Record<string, string | boolean>;

/** A domain schema, or a function that imports one when the form is first used. */
export type FormSchema = z.ZodType | (() => Promise<z.ZodType>);

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
    /** Starts loading a lazily given schema as soon as anything in the form is focused. */
    onFocus: () => void;
    noValidate: true;
  };
  /** Validates only these fields (a step of a longer form); true when they are valid. */
  validateFields: (names: (keyof V & string)[]) => Promise<boolean>;
  reset: (values: V) => void;
}

export function useSchemaForm<V extends Values>({
  schema,
  initialValues,
  onSubmit,
  serverAnswer,
}: {
  schema: FormSchema;
  initialValues: V;
  /** Called with the values when they are valid. A thrown error is the caller's to show. */
  onSubmit: (values: V) => Promise<void> | void;
  /**
   * The server's answer the page was drawn with (a form posted without JavaScript and refused): its
   * messages show from the first paint.
   */
  serverAnswer?: { fields?: Record<string, string>; formError?: string | null };
}): SchemaForm<V> {
  const { t } = useTranslation();
  const prefix = useId();
  const formRef = useRef<HTMLFormElement | null>(null);
  const [values, setValues] = useState<V>(initialValues);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrorState] = useState<Record<string, string>>(serverAnswer?.fields ?? {});
  const [formError, setFormError] = useState<string | null>(serverAnswer?.formError ?? null);
  const [submitting, setSubmitting] = useState(false);
  // A second submit while the first one waits for the schema is the same submit.
  const checking = useRef(false);

  const { loaded, load } = useLoadedSchema(schema);
  const clientErrors = useMemo(() => (loaded ? firstErrors(loaded.safeParse(values)) : {}), [loaded, values]);
  /** The errors of the current values, once the schema is there (it is loaded here if need be). */
  const errorsNow = async () => firstErrors((await load()).safeParse(values));

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

  async function validateFields(names: (keyof V & string)[]): Promise<boolean> {
    const errors = await errorsNow();
    const invalid = names.filter((name) => errors[name]);
    show(names);
    if (invalid.length > 0) focusFirst(invalid);
    return invalid.length === 0;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || checking.current) return;
    checking.current = true;
    const errors = await errorsNow().finally(() => {
      checking.current = false;
    });
    const invalid = Object.keys(errors).filter((name) => name in values);
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
    formProps: {
      ref: formRef,
      onSubmit: (event) => void submit(event),
      onFocus: () => void load(),
      noValidate: true,
    },
    validateFields,
    reset: (next: V) => {
      setValues(next);
      setShown(new Set());
      setServerErrorState({});
      setFormError(null);
    },
  };
}

/**
 * The form's schema as far as it is loaded: a schema given as such is there at once; one given as an
 * import is loaded on the first `load()` (one import however often it is called) and is null until then.
 */
function useLoadedSchema(schema: FormSchema): { loaded: z.ZodType | null; load: () => Promise<z.ZodType> } {
  const [loaded, setLoaded] = useState<z.ZodType | null>(() => (typeof schema === 'function' ? null : schema));
  const loading = useRef<Promise<z.ZodType> | null>(null);
  const load = useCallback(() => {
    if (typeof schema !== 'function') return Promise.resolve(schema);
    loading.current ??= schema().then((imported) => {
      setLoaded(() => imported);
      return imported;
    });
    return loading.current;
  }, [schema]);
  return { loaded, load };
}

/** The part of a form that draws some of its fields: shared field groups take any form that has those fields. */
export type FieldsOf<K extends string> = Pick<SchemaForm<Record<K, string>>, 'field' | 'error' | 'errorId'>;

/** The error text and its element id of one field, as `TextField` and `SelectField` take them. */
export function errorProps<K extends string>(form: FieldsOf<K>, name: K) {
  return { error: form.error(name), errorId: form.errorId(name) };
}
