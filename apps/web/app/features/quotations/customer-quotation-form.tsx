import type { Locale } from '@beast/domain/i18n/locale';
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '@beast/domain/validation/public-form-names';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api/api-error';
import { errorText } from '../../lib/api/error-text';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { browserApi } from '../../lib/session/browser-session';
import { usePublicForm } from '../forms';
import { fieldOfApiPath, requestOfValues } from './quotation-form';
import { QuotationFields, type QuotationFormProps, type QuotationFormValues } from './quotation-form-view';
import { quotationSummary } from './quotation-summary';
import { quotationsApi } from './quotations-api';

/** The customer's details that fill the form, when the form does not hold them yet. */
const PREFILLED = ['firstName', 'lastName', 'phoneNumber'] as const;

/**
 * A signed-in customer's quotation request (spec §7 POST /orders/quotation): the session lives in the browser
 * (spec §3), so the form is filled with the account's details and sent from here, to the account's email. Loaded
 * only for a signed-in visitor: a guest's first visit does not download it.
 */
export default function CustomerQuotationForm(props: QuotationFormProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const [accountEmail, setAccountEmail] = useState<string | null>(null);
  const form = usePublicForm<QuotationFormValues>({
    schema: () => import('./quotation-form-schema').then((module) => module.CustomerQuotationFormSchema),
    initialValues: props.initialValues,
    answer: props.answer,
    send: async (values) => {
      const posted = new FormData(form.formProps.ref.current ?? undefined);
      const { email: _email, ...request } = requestOfValues(values);
      try {
        const quotation = await quotationsApi(browserApi(locale)).requestAsCustomer({
          ...request,
          [HONEYPOT_FIELD]: String(posted.get(HONEYPOT_FIELD) ?? ''),
          [FORM_TOKEN_FIELD]: String(posted.get(FORM_TOKEN_FIELD) ?? ''),
        });
        props.onCreated(quotationSummary(quotation, locale));
      } catch (error) {
        const fields = error instanceof ApiError ? error.fields : {};
        form.setServerErrors(
          Object.fromEntries(Object.entries(fields).map(([path, message]) => [fieldOfApiPath(path, values), message])),
        );
        form.setFormError(Object.keys(fields).length === 0 ? errorText(error, t) : null);
      }
    },
  });

  // The account's details fill the form once; what the customer already typed stays.
  const latest = useRef(form);
  latest.current = form;
  useEffect(() => {
    let current = true;
    quotationsApi(browserApi(locale))
      .profile()
      .then((profile) => {
        if (!current) return;
        setAccountEmail(profile.email);
        for (const name of PREFILLED) {
          const value = profile[name];
          if (!latest.current.values[name] && typeof value === 'string') latest.current.setValue(name, value);
        }
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [locale]);

  return <QuotationFields {...props} form={form} accountEmail={accountEmail} />;
}
