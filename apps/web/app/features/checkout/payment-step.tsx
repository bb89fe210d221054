import type { PaymentConfig } from '@beast/domain/checkout/checkout-api.schema';
import type { CheckoutType, DeliveryMethod } from '@beast/domain/checkout/checkout-rules';
import { INSTALMENT_PLAN_MONTHS } from '@beast/domain/constants/business';
import type { Locale } from '@beast/domain/i18n/locale';
import { formatRate } from '@beast/domain/i18n/percent-format';
import { canonicalJson } from '@beast/domain/json/canonical-json';
import { formatMoney } from '@beast/domain/money/money';
import type { Order, OrderPricing, PlacedOrder } from '@beast/domain/orders/orders-api.schema';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { localizedPath } from '../../lib/i18n/language';
import { useLocale } from '../../lib/i18n/use-locale';
import { browserApi } from '../../lib/session/browser-session';
import { FormAlert } from '../../ui/field';
import { Note } from '../../ui/note';
import { ordersApi } from '../orders';
import {
  CardForm,
  type PaymentMethod,
  type PayOutcome,
  paymentErrorCode,
  storeGuestOrderToken,
  usePayOrder,
} from '../payment';
import { checkoutApi } from './checkout-api';
import { type CheckoutProblem, checkoutProblem } from './checkout-errors';
import {
  attemptFor,
  type CheckoutState,
  type GuestCartLine,
  orderRequest,
  stateZipIsStandard,
  withPlacedOrder,
  withPlan,
} from './checkout-state';

/** Applies a change at once (sessionStorage included) and answers the new state. */
export type UpdateState = (update: (state: CheckoutState) => CheckoutState) => CheckoutState;

/**
 * Step 2 (spec §2, §9): the server's price of the order (POST /orders/quote: fees, coupons, VAT, total),
 * the payment plan (one payment or 6–48 monthly instalments, with the monthly amount, total cost,
 * interest, effective rate and the legally required credit notice), then the card and "Pay CHF X".
 * Paying places the order first (POST /orders with the attempt's Idempotency-Key) and pays it with the
 * pay hook; a refused card keeps the order and lets the customer try another card on the same order.
 */
export function PaymentStep({
  state,
  update,
  type,
  method,
  signedIn,
  guestLines,
  quotationToken,
  paymentConfig,
  onPricing,
  onProblem,
  onPaid,
}: {
  state: CheckoutState;
  update: UpdateState;
  type: CheckoutType;
  method: DeliveryMethod;
  signedIn: boolean;
  guestLines: () => readonly GuestCartLine[];
  /** The token of a won quotation's order link, when the checkout orders one. */
  quotationToken: string | null;
  paymentConfig: PaymentConfig | null;
  /** The server's figures for the summary beside the step. */
  onPricing: (pricing: OrderPricing | null) => void;
  onProblem: (problem: CheckoutProblem) => void;
  onPaid: (placed: PlacedOrder, order: Order) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { pay } = usePayOrder();
  const request = useMemo(
    () =>
      orderRequest(state, type, method, {
        signedIn,
        guestLines: guestLines(),
        zipStandard: stateZipIsStandard(state),
        quotationToken,
      }),
    [state, type, method, signedIn, guestLines, quotationToken],
  );
  const fingerprint = canonicalJson(request);
  const placed = state.placed && state.attempt?.fingerprint === fingerprint ? state.placed : null;
  const [quote, setQuote] = useState<{ fingerprint: string; pricing: OrderPricing } | null>(null);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  // Bumped when the order was refused for a changed price: the quote is asked again and shows the new total.
  const [requote, setRequote] = useState(0);
  const quoteRequest = useMemo(() => ({ fingerprint, round: requote }), [fingerprint, requote]);
  const pricing = placed?.order ?? (quote?.fingerprint === fingerprint ? quote.pricing : null);

  useEffect(() => {
    if (placed) return;
    let current = true;
    setQuoteError(null);
    checkoutApi(browserApi(locale))
      .quoteOrder(JSON.parse(quoteRequest.fingerprint))
      .then((answer) => current && setQuote({ fingerprint: quoteRequest.fingerprint, pricing: answer }))
      .catch((error: unknown) => {
        if (!current) return;
        const problem = checkoutProblem(error, t);
        if (problem.step === 'contact') onProblem(problem);
        else setQuoteError(problem.message);
      });
    return () => {
      current = false;
    };
  }, [quoteRequest, placed, locale, t, onProblem]);

  useEffect(() => onPricing(pricing), [pricing, onPricing]);

  async function placeAndPay(card: PaymentMethod): Promise<PayOutcome> {
    // The same request keeps its key: a doubled click or a retry after a lost answer finds the same order.
    const attempt = update((current) => attemptFor(current, request));
    let order = attempt.placed;
    if (!order) {
      try {
        // The total shown: an order that would cost anything else is refused, never charged silently.
        const shown = pricing ? { expectedTotal: pricing.total.amount } : {};
        order = await checkoutApi(browserApi(locale)).placeOrder({ ...request, ...shown }, attempt.attempt!.key);
      } catch (error) {
        if (paymentErrorCode(error) === 'PRICE_CHANGED') setRequote((count) => count + 1);
        const problem = checkoutProblem(error, t);
        if (problem.step === 'contact') onProblem(problem);
        return { ok: false, error };
      }
      storeGuestOrderToken(order.order.id, order.guestToken);
      const placedOrder = order;
      update((current) => withPlacedOrder(current, placedOrder));
    }
    const outcome = await pay({ paymentFor: 'order', id: order.order.id, guestToken: order.guestToken }, card);
    if (outcome.ok) onPaid(order, outcome.order);
    else if (paymentErrorCode(outcome.error) === 'ORDER_ALREADY_PAID') {
      // Paid meanwhile (another tab, a lost answer): the order as it is now is the confirmation.
      const paid = await ordersApi(browserApi(locale))
        .order(order.order.id, order.guestToken)
        .catch(() => order.order);
      onPaid(order, paid);
    }
    return outcome;
  }

  const headingId = useId();
  return (
    <div className="checkout-payment">
      <PlanChoice
        months={state.paymentPlanMonths}
        locked={placed !== null}
        onChoose={(months) => update((current) => withPlan(current, months))}
      />
      {pricing ? <PlanDetails pricing={pricing} locale={locale} /> : null}
      <FormAlert message={quoteError} />
      <section className="checkout-section" aria-labelledby={headingId}>
        <h3 id={headingId} className="checkout-section__title">
          {t('checkout.payment.cardTitle')}
        </h3>
        {!paymentConfig ? (
          <FormAlert message={t('errors.SERVICE_UNAVAILABLE')} />
        ) : pricing ? (
          <CardForm
            config={paymentConfig}
            submitLabel={t('checkout.payment.pay', { amount: formatMoney(pricing.firstCharge.amount, locale) })}
            onPay={placeAndPay}
          >
            {pricing.paymentPlan ? (
              <p className="checkout-payment__charge">
                {t('checkout.plan.firstChargeNow', { amount: formatMoney(pricing.firstCharge.amount, locale) })}
              </p>
            ) : null}
            {/* Paying accepts the terms (their first section says so): they open beside the checkout, which keeps what was typed. */}
            <p className="checkout-payment__terms">
              {t('checkout.payment.termsBefore')}{' '}
              <a href={localizedPath(locale, '/terms')} target="_blank" rel="noopener">
                {t('checkout.payment.termsLink')}
              </a>
              .
            </p>
          </CardForm>
        ) : quoteError ? null : (
          <p className="picker__loading" role="status">
            <span className="spinner spinner--small" aria-hidden="true" /> {t('checkout.payment.pricing')}
          </p>
        )}
      </section>
    </div>
  );
}

function PlanChoice({
  months,
  locked,
  onChoose,
}: {
  months: number | null;
  locked: boolean;
  onChoose: (months: number | null) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const hintId = useId();
  const options: (number | null)[] = [null, ...INSTALMENT_PLAN_MONTHS];
  return (
    <fieldset className="checkout-section" aria-describedby={locked ? hintId : undefined}>
      <legend className="checkout-section__title">{t('checkout.plan.title')}</legend>
      <div className="plan-choice">
        {options.map((option) => (
          <label key={option ?? 'single'} className="plan-option">
            <input
              type="radio"
              name={name}
              checked={months === option}
              disabled={locked && months !== option}
              onChange={() => onChoose(option)}
            />
            <span>{option === null ? t('checkout.plan.single') : t('checkout.plan.months', { count: option })}</span>
          </label>
        ))}
      </div>
      {locked ? (
        <p className="field__hint" id={hintId}>
          {t('checkout.plan.locked')}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The chosen plan as the server computed it, and the notice Swiss law requires before a credit is granted. */
function PlanDetails({ pricing, locale }: { pricing: OrderPricing; locale: Locale }) {
  const { t } = useTranslation();
  const plan = pricing.paymentPlan;
  if (!plan) return null;
  const money = (amount: number) => formatMoney(amount, locale);
  return (
    <div className="plan-details" data-testid="plan-details">
      <dl className="summary-totals">
        <div>
          <dt>{t('checkout.plan.monthly')}</dt>
          <dd>{money(plan.monthlyAmount.amount)}</dd>
        </div>
        <div>
          <dt>{t('checkout.plan.instalments')}</dt>
          <dd>{plan.months}</dd>
        </div>
        {plan.lastInstalment.amount !== plan.monthlyAmount.amount ? (
          <div>
            <dt>{t('checkout.plan.lastInstalment')}</dt>
            <dd>{money(plan.lastInstalment.amount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('checkout.plan.interest')}</dt>
          <dd>{money(plan.interest.amount)}</dd>
        </div>
        <div>
          <dt>{t('checkout.plan.nominalRate')}</dt>
          <dd>{formatRate(plan.nominalRateBasisPoints, locale)}</dd>
        </div>
        <div>
          <dt>{t('checkout.plan.effectiveRate')}</dt>
          <dd>{formatRate(plan.effectiveRateBasisPoints, locale)}</dd>
        </div>
        <div className="summary-totals__total">
          <dt>{t('checkout.plan.totalCost')}</dt>
          <dd>{money(plan.totalCost.amount)}</dd>
        </div>
      </dl>
      <Note tone="warning" title={t('checkout.plan.noticeTitle')}>
        <p>{t('checkout.plan.creditNotice')}</p>
      </Note>
    </div>
  );
}
