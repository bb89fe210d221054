import { useEffect, useRef } from 'react';
import { useSubmit } from 'react-router';
import { type FormSchema, type SchemaForm, useSchemaForm } from '../../ui/use-schema-form';

type Values = Record<string, string | boolean>;

/** What a public form's action answers on a refusal (public-form.server.ts `PublicFormFailure`). */
export interface PublicFormAnswer {
  values?: Record<string, string>;
  fields?: Record<string, string>;
  formError?: string | null;
}

/**
 * A public form that works before and without JavaScript (issue: bookings and requests): it is a plain
 * <form method="post"> to its route's action, which calls the API and, on a refusal, draws the page again
 * with every value kept and the server's messages. Once the page is interactive, the same domain schema
 * checks the fields as they are typed (loaded when the form is first used, decision 14) and a valid form is
 * posted to the same action without reloading the page.
 */
export function usePublicForm<V extends Values>({
  schema,
  initialValues,
  answer,
  send,
}: {
  schema: FormSchema;
  initialValues: V;
  /** The action's answer (`actionData`), when the form was posted and refused. */
  answer: PublicFormAnswer | undefined;
  /**
   * Sends a valid form another way than posting it to the action: a signed-in customer's form, whose session
   * lives in the browser (spec §3), is sent from there.
   */
  send?: (values: V) => Promise<void>;
}): SchemaForm<V> {
  const submit = useSubmit();
  const form = useSchemaForm<V>({
    schema,
    initialValues: withTypedValues(initialValues, answer?.values),
    serverAnswer: answer,
    onSubmit: async (values) => {
      if (send) return send(values);
      const element = form.formProps.ref.current;
      if (element) await submit(element, { method: 'post', preventScrollReset: true });
    },
  });

  // A later refusal (posted from the interactive page) puts its messages on the fields.
  const shown = useRef(answer);
  useEffect(() => {
    if (!answer || answer === shown.current) return;
    shown.current = answer;
    form.setServerErrors(answer.fields ?? {});
    form.setFormError(answer.formError ?? null);
  }, [answer, form]);

  return form;
}

/** The values a refused post brought back, typed as the form's own (a ticked checkbox posts "on"). */
function withTypedValues<V extends Values>(initial: V, posted: Record<string, string> | undefined): V {
  if (!posted) return initial;
  const values: Values = { ...initial };
  for (const name of Object.keys(initial)) {
    values[name] =
      typeof initial[name] === 'boolean' ? posted[name] === 'on' || posted[name] === 'true' : (posted[name] ?? '');
  }
  return values as V;
}
