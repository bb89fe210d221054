import type { PaymentConfig } from '@beast/domain/checkout/checkout-api.schema';
import { firstErrors } from '@beast/domain/validation/first-errors';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { errorText } from '../../lib/api/error-text';
import { useTranslation } from '../../lib/i18n/i18n-context';
import type { loader as rootLoader } from '../../root';
import { FormAlert, SubmitButton, TextField } from '../../ui/field';
import { Note } from '../../ui/note';
import { errorProps, type SchemaForm, useSchemaForm } from '../../ui/use-schema-form';
import {
  type CardValues,
  cardFormSchema,
  clearedCard,
  EMPTY_CARD,
  formatCardNumber,
  formatExpiry,
  formatSecurityCode,
  tokenizeTestCard,
} from './card-input';
import type { PayOutcome } from './pay-order';
import { clearsCard, PAYMENT_ERROR_TEXT, paymentErrorCode } from './payment-errors';
import { cardCollectorOf, type PaymentMethod } from './payment-method';
import { type StripeCard, useStripeCard } from './stripe-card';
import '../../styles/payment.css';

/**
 * The card part of a payment (spec §3 card details, §5 Card, §8 payment messages).
 *
 * Two ways to use it:
 * - `<CardForm config submitLabel onPay />`: a whole form (card fields, an optional slot for more content
 *   such as the credit notice, the pay button, the §8 message of a failure). `onPay` receives the payment
 *   method and returns the pay hook's outcome: `onPay={(method) => pay({ paymentFor: 'order', id }, method)}`.
 * - `usePaymentMethod(config)` + `<CardFields card={…} />` inside a form of one's own: call
 *   `await card.paymentMethod()` on submit (null when the card is invalid; its errors are shown and the
 *   first one focused), and `card.clear()` after a refused payment (it also focuses the number).
 *
 * With the built-in test provider (`{ provider: 'test' }`) the card is validated here and turned into a
 * token; the number and security code are only ever held in this component's memory: never sent, logged,
 * stored or put in a URL (the fields stay disabled until the page runs, so a form cannot be submitted
 * natively). With Stripe its own card element collects the card (loaded only then).
 */
export interface PaymentMethodState {
  collector: 'test-fields' | 'stripe-element';
  /** The card as a payment method, or null when it is not valid yet (its errors are then shown). */
  paymentMethod: () => Promise<PaymentMethod | null>;
  /**
   * After a refused payment: wipes the number and the security code (the expiry stays) and puts the focus
   * on the number, where the customer types the next card; the form's alert announces the refusal.
   */
  clear: () => void;
  /** @internal the fields' own state, for `CardFields`. */
  test: SchemaForm<CardValues>;
  /** @internal */
  stripe: StripeCard;
  /** @internal */
  container: React.RefObject<HTMLDivElement | null>;
}

export function usePaymentMethod(config: PaymentConfig): PaymentMethodState {
  const collector = cardCollectorOf(config);
  const container = useRef<HTMLDivElement | null>(null);
  const schema = useSchemaFormSchema();
  const test = useSchemaForm<CardValues>({ schema, initialValues: EMPTY_CARD, onSubmit: () => {} });
  const stripe = useStripeCard(config.provider === 'stripe' ? config.publishableKey : null);

  async function paymentMethod(): Promise<PaymentMethod | null> {
    if (collector === 'stripe-element') return stripe.paymentMethod();
    const invalid = Object.keys(firstErrors(schema.safeParse(test.values)));
    void test.validateFields(['number', 'expiry', 'securityCode']);
    if (invalid.length > 0) {
      focusFirstOf(container.current, invalid);
      return null;
    }
    const paymentToken = tokenizeTestCard(test.values);
    return paymentToken ? { provider: 'test', paymentToken } : null;
  }

  function clear() {
    if (collector === 'stripe-element') stripe.clear();
    else {
      test.reset(clearedCard(test.values));
      focusFirstOf(container.current, ['number']);
    }
  }

  return { collector, paymentMethod, clear, test, stripe, container };
}

/** spec §5: the first invalid field in the page's order takes the focus. */
function focusFirstOf(container: HTMLElement | null, names: readonly string[]) {
  const inputs = Array.from(container?.querySelectorAll<HTMLInputElement>('input[name]') ?? []);
  inputs.find((input) => names.includes(input.name))?.focus();
}

/** One schema per form (it reads today's date when it checks the expiry). */
function useSchemaFormSchema() {
  const [schema] = useState(() => cardFormSchema());
  return schema;
}

/** The fields of the card: the test provider's three inputs (with the demo hint) or Stripe's element. */
export function CardFields({ card }: { card: PaymentMethodState }) {
  const { t } = useTranslation();
  return (
    <div className="card-fields" ref={card.container}>
      {card.collector === 'stripe-element' ? (
        <StripeCardField card={card.stripe} />
      ) : (
        <TestCardFields form={card.test} />
      )}
      <p className="field__hint">{t('payment.card.secure')}</p>
    </div>
  );
}

function TestCardFields({ form }: { form: SchemaForm<CardValues> }) {
  const { t } = useTranslation();
  const running = useRunning();
  const expiry = form.field('expiry');
  return (
    <>
      {useDemoMode() ? <TestCardHint /> : null}
      <TextField
        label={t('payment.card.number')}
        {...errorProps(form, 'number')}
        field={form.field('number', { format: formatCardNumber })}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        disabled={!running}
      />
      <div className="card-fields__row">
        <TextField
          label={t('payment.card.expiry')}
          {...errorProps(form, 'expiry')}
          field={{
            ...expiry,
            onChange: (event) => form.setValue('expiry', formatExpiry(event.target.value, expiry.value)),
          }}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('payment.card.expiryPlaceholder')}
          disabled={!running}
        />
        <TextField
          label={t('payment.card.securityCode')}
          hint={t('payment.card.securityCodeHint')}
          {...errorProps(form, 'securityCode')}
          field={form.field('securityCode', { format: formatSecurityCode })}
          inputMode="numeric"
          autoComplete="cc-csc"
          disabled={!running}
        />
      </div>
    </>
  );
}

/** Demo mode only: the test numbers (spec: they behave like Stripe's test cards). */
function TestCardHint() {
  const { t } = useTranslation();
  return (
    <Note title={t('payment.card.demoTitle')}>
      <p>{t('payment.card.demoSucceeds', { number: '4242 4242 4242 4242' })}</p>
      <p>{t('payment.card.demoDeclined', { number: '4000 0000 0000 0002' })}</p>
    </Note>
  );
}

function StripeCardField({ card }: { card: StripeCard }) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <span className="field__label">{t('payment.card.label')}</span>
      {/* Stripe's iframe names its own inputs for screen readers. */}
      <div
        className="field__input stripe-card"
        ref={card.mountPoint}
        aria-busy={card.status === 'loading' || undefined}
      />
      {card.status === 'loading' ? <p className="field__hint">{t('payment.card.loading')}</p> : null}
      {card.status === 'unavailable' ? <FormAlert message={t('payment.card.unavailable')} /> : null}
      {card.error ? (
        <p className="field__error" role="alert">
          {card.error}
        </p>
      ) : null}
    </div>
  );
}

export interface CardFormProps {
  /** GET /payments/config (`api.paymentConfig()`): which card form to show. */
  config: PaymentConfig;
  /** The pay button's text, e.g. "Pay CHF 5,499.00". */
  submitLabel: string;
  /**
   * Pays with the card's payment method. Give it the pay hook's `pay`; on a failure the form shows the
   * spec §8 text of the outcome's error and, after a refusal, clears the number and the security code.
   */
  onPay: (method: PaymentMethod) => Promise<PayOutcome>;
  /** Shown between the card and the button (the credit notice of an instalment plan, terms). */
  children?: ReactNode;
}

export function CardForm({ config, submitLabel, onPay, children }: CardFormProps) {
  const { t } = useTranslation();
  const card = usePaymentMethod(config);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const method = await card.paymentMethod();
    if (!method) return;
    setBusy(true);
    try {
      const outcome = await onPay(method);
      if (outcome.ok) return;
      setFailure(errorText(outcome.error, t, PAYMENT_ERROR_TEXT));
      if (clearsCard(paymentErrorCode(outcome.error))) card.clear();
    } finally {
      setBusy(false);
    }
  }

  return (
    // method="post": even a native submission could never put card data in a URL.
    <form
      className="card-form"
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      onMouseDown={keepFocusOnPay}
    >
      <CardFields card={card} />
      {children}
      <FormAlert message={failure} />
      <SubmitButton busy={busy} busyLabel={t('payment.paying')} className="card-form__submit">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

/**
 * Pressing the pay button must not blur the field being typed first: the blur would show that field's
 * error above the button and move it down before the click ends, and the click would be lost.
 */
function keepFocusOnPay(event: React.MouseEvent<HTMLFormElement>) {
  if ((event.target as HTMLElement).closest('button[type="submit"]')) event.preventDefault();
}

/** The demo banner's setting of the root loader: the test numbers are shown in demo mode only. */
function useDemoMode(): boolean {
  return useRouteLoaderData<typeof rootLoader>('root')?.demoMode ?? false;
}

/** False during the server render and hydration: the card fields are disabled until the page runs. */
function useRunning(): boolean {
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  return running;
}
