import type { Country } from '@beast/domain/catalog/product.schema';
import type { PickUpCenter } from '@beast/domain/checkout/checkout-api.schema';
import { type DeliveryMethod, ORDER_COMMENT_MAX_LENGTH } from '@beast/domain/checkout/checkout-rules';
import { CheckoutContactsSchema } from '@beast/domain/validation/checkout-contacts.schema';
import { checkoutPhoneMaxDigits } from '@beast/domain/validation/phone.schema';
import { z } from '@beast/domain/zod';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { CheckboxField, FormAlert, SubmitButton, TextField } from '../../ui/field';
import { errorProps, useSchemaForm } from '../../ui/use-schema-form';
import { AddressFields, NameFields, PhoneFields } from '../account';
import type { CheckoutProblem } from './checkout-errors';
import {
  type CheckoutState,
  type ContactValues,
  deliveryIssues,
  type SetCheckoutState,
  stateZipIsStandard,
  withContacts,
  withMethod,
  withZipChanged,
} from './checkout-state';
import { CourierDelivery } from './courier-delivery';
import { PickUpDelivery } from './pick-up-delivery';

type FormValues = ContactValues & { deliveryTypeId: string };

/** spec §3 Checkout contacts with the §5 checkout variants, plus the optional comment. */
const ContactFormSchema = z.intersection(
  CheckoutContactsSchema,
  z.object({ comment: z.string().max(ORDER_COMMENT_MAX_LENGTH, { error: 'checkout.comment.tooLong' }) }),
);

function contactsOf({ deliveryTypeId: _method, ...contacts }: FormValues): ContactValues {
  return contacts;
}

/**
 * Step 1 (spec §2 "contact and shipping method"): the contacts, validated as they are typed with the
 * domain's schema, and the delivery: courier (ZIP, day, window) or pick-up (centre, day, slot). Every
 * change is kept in the checkout state at once, so "Back" and a reload find it again.
 */
export function ContactStep({
  state,
  setState,
  allowedMethods,
  method,
  countries,
  centres,
  signedIn,
  loginHref,
  problem,
  onContinue,
}: {
  state: CheckoutState;
  setState: SetCheckoutState;
  allowedMethods: readonly DeliveryMethod[];
  method: DeliveryMethod | null;
  countries: readonly Country[];
  centres: readonly PickUpCenter[];
  signedIn: boolean;
  loginHref: string;
  /** A refusal of the server that belongs to this step (fields, delivery). */
  problem: CheckoutProblem | null;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const [showDeliveryIssues, setShowDeliveryIssues] = useState(false);
  const deliveryRef = useRef<HTMLFieldSetElement>(null);
  const form = useSchemaForm<FormValues>({
    schema: ContactFormSchema,
    initialValues: { ...state.contacts, deliveryTypeId: method ?? '' },
    onSubmit: () => {
      const issues = deliveryIssues(state, method, stateZipIsStandard(state));
      if (Object.keys(issues).length > 0) {
        focusFirstControl(deliveryRef.current);
        return;
      }
      onContinue();
    },
  });
  const { values } = form;
  // The form's functions are new on every render; the effects below read the latest through this.
  const latestForm = useRef(form);
  latestForm.current = form;

  // Every key stroke is kept (sessionStorage through the page), and a new ZIP drops the old ZIP's day.
  const lastZip = useRef(state.contacts.zipCode);
  useEffect(() => {
    setState((current) => {
      const zipChanged = values.zipCode.trim() !== lastZip.current.trim();
      lastZip.current = values.zipCode;
      const next = withContacts(current, contactsOf(values));
      return zipChanged ? withZipChanged(next) : next;
    });
  }, [values, setState]);

  // The method the cart allows (a service-only cart: pick-up, chosen by itself).
  useEffect(() => {
    if ((method ?? '') !== values.deliveryTypeId) latestForm.current.setValue('deliveryTypeId', method ?? '');
  }, [method, values.deliveryTypeId]);

  // The server's refusal of this step: its fields and its message, nothing typed lost.
  useEffect(() => {
    if (!problem) return;
    if (Object.keys(problem.fields).length > 0) latestForm.current.setServerErrors(problem.fields);
    if (problem.part === 'form') latestForm.current.setFormError(problem.message);
    if (problem.part === 'delivery') focusFirstControl(deliveryRef.current);
  }, [problem]);

  function chooseMethod(next: DeliveryMethod) {
    form.setValue('deliveryTypeId', next);
    setState((current) => withMethod(current, next));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    setShowDeliveryIssues(true);
    form.formProps.onSubmit(event);
  }

  const issues = showDeliveryIssues ? deliveryIssues(state, method, stateZipIsStandard(state)) : {};
  const dialCode = values.countryCode;
  return (
    <form className="form checkout-form" {...form.formProps} onSubmit={submit}>
      <FormAlert message={form.formError} />
      <fieldset className="checkout-section">
        <legend className="checkout-section__title">{t('checkout.contact.title')}</legend>
        {signedIn ? null : (
          <p className="checkout-section__lead">
            {t('checkout.contact.haveAccount')} <Link to={loginHref}>{t('checkout.contact.signIn')}</Link>
          </p>
        )}
        <NameFields form={form} />
        <TextField
          label={t('auth.fields.email')}
          field={form.field('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...errorProps(form, 'email')}
        />
        <PhoneFields
          form={form}
          countries={countries}
          phoneHint={dialCode ? t('checkout.contact.phoneHint', { max: checkoutPhoneMaxDigits(dialCode) }) : undefined}
        />
        <AddressFields form={form} countries={countries} zipInputMode="numeric" />
        {signedIn ? null : (
          <CheckboxField
            label={t('checkout.contact.registerUser')}
            checkbox={form.checkbox('registerUser')}
            error={form.error('registerUser')}
            errorId={form.errorId('registerUser')}
          />
        )}
      </fieldset>

      <DeliveryMethodField
        ref={deliveryRef}
        allowed={allowedMethods}
        method={method}
        onChoose={chooseMethod}
        error={form.error('deliveryTypeId') ?? (issues.method ? t(issues.method) : undefined)}
        errorId={form.errorId('deliveryTypeId')}
        problem={problem?.part === 'delivery' ? problem.message : null}
      >
        {method === 'courier' ? (
          <CourierDelivery state={state} setState={setState} issues={issues} refresh={problemCount(problem)} />
        ) : method === 'pickup' ? (
          <PickUpDelivery
            centres={centres}
            state={state}
            setState={setState}
            issues={issues}
            refresh={problemCount(problem)}
          />
        ) : null}
      </DeliveryMethodField>

      <CommentField form={form} />

      <div className="form__actions checkout-actions">
        <SubmitButton busy={false} busyLabel={t('auth.sending')}>
          {t('checkout.contact.continue')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** A new refusal of the delivery asks the lists again (a taken slot is no longer offered). */
const seen = new WeakMap<CheckoutProblem, number>();
let problems = 0;
function problemCount(problem: CheckoutProblem | null): number {
  if (!problem) return 0;
  let count = seen.get(problem);
  if (count === undefined) {
    problems += 1;
    count = problems;
    seen.set(problem, count);
  }
  return count;
}

function focusFirstControl(container: HTMLElement | null) {
  container?.querySelector<HTMLElement>('input:not([disabled]), button[aria-pressed], select')?.focus();
}

function DeliveryMethodField({
  ref,
  allowed,
  method,
  onChoose,
  error,
  errorId,
  problem,
  children,
}: {
  ref: React.Ref<HTMLFieldSetElement>;
  allowed: readonly DeliveryMethod[];
  method: DeliveryMethod | null;
  onChoose: (method: DeliveryMethod) => void;
  error: string | undefined;
  errorId: string;
  problem: string | null;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="checkout-section" ref={ref} aria-describedby={error ? errorId : undefined}>
      <legend className="checkout-section__title">{t('checkout.delivery.title')}</legend>
      <FormAlert message={problem} />
      {allowed.length === 1 && allowed[0] === 'pickup' ? (
        <p className="checkout-section__lead">{t('checkout.delivery.servicesPickUpOnly')}</p>
      ) : null}
      <div className="method-choice" role="radiogroup" aria-label={t('checkout.delivery.method')}>
        {(['courier', 'pickup'] as const).map((option) => {
          const available = allowed.includes(option);
          return (
            <label key={option} className={available ? 'method-option' : 'method-option method-option--off'}>
              <input
                type="radio"
                name={name}
                value={option}
                checked={method === option}
                disabled={!available}
                onChange={() => onChoose(option)}
              />
              <span className="method-option__text">
                <span className="method-option__title">{t(`checkout.delivery.${option}`)}</span>
                <span className="method-option__hint">{t(`checkout.delivery.${option}Hint`)}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

function CommentField({ form }: { form: ReturnType<typeof useSchemaForm<FormValues>> }) {
  const { t } = useTranslation();
  const field = form.field('comment');
  const error = form.error('comment');
  return (
    <div className="field">
      <label className="field__label" htmlFor={field.id}>
        {t('checkout.comment.label')}
        <span className="field__optional"> ({t('auth.optional')})</span>
      </label>
      <textarea className="field__input field__textarea" rows={3} maxLength={ORDER_COMMENT_MAX_LENGTH} {...field} />
      {error ? (
        <p className="field__error" id={form.errorId('comment')}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
