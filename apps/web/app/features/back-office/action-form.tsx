import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { FormAlert } from '../../ui/field';
import type { FormFailure } from './back-office-api.server';

/**
 * A back-office form posting to its page's action (decision 15): the refusal's message on top, the hidden
 * values the action needs (which step, the CSRF token …), the fields, one submit button.
 */
export function ActionForm({
  failure,
  hidden,
  submit,
  className,
  encType,
  alertDetails,
  children,
}: {
  failure: FormFailure | undefined;
  hidden: Record<string, string>;
  submit: string;
  className?: string;
  /** `multipart/form-data` when the form carries a file. */
  encType?: 'multipart/form-data';
  /** What the refusal says besides its message (a link to reload, messages naming no field). */
  alertDetails?: ReactNode;
  children: ReactNode;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" encType={encType} className={className ? `form ${className}` : 'form'} noValidate>
      <FormAlert message={failure?.formError ?? null}>{alertDetails}</FormAlert>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <button type="submit" className="button button--primary form__submit" aria-disabled={busy || undefined}>
        {submit}
      </button>
    </Form>
  );
}
