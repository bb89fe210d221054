import type { UserProfile } from '@beast/domain/accounts/accounts-api.schema';
import type { Country } from '@beast/domain/catalog/product.schema';
import type { PaymentConfig, PickUpCenter } from '@beast/domain/checkout/checkout-api.schema';
import { allowedDeliveryMethods, type CheckoutType } from '@beast/domain/checkout/checkout-rules';
import type { Order, OrderPricing, PlacedOrder } from '@beast/domain/orders/orders-api.schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { browserDataLayer } from '../../lib/analytics/page-view';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { loginPath, samePrefixPath } from '../../lib/session/browser-session';
import { useIsAuthenticated } from '../../lib/session/use-session';
import { Container } from '../../ui/container';
import { loadCart, readOfflineCart, useCart, writeOfflineCart } from '../cart';
import type { CheckoutProblem } from './checkout-errors';
import {
  type CheckoutState,
  type CheckoutStep,
  type Confirmation,
  type ContactValues,
  clearCheckoutState,
  completeContacts,
  effectiveMethod,
  emptyCheckoutState,
  previousStep,
  reachableStep,
  readCheckoutState,
  readConfirmation,
  searchOfStep,
  sessionStore,
  stepFromSearch,
  withCentres,
  withSlotsCleared,
  writeCheckoutState,
  writeConfirmation,
} from './checkout-state';
import { ConfirmationStep } from './confirmation-step';
import { ContactStep } from './contact-step';
import { CartTotals, linesOfCart, linesOfPricing, OrderSummary, PricingTotals } from './order-summary';
import { PaymentStep } from './payment-step';
import { purchaseEventOf } from './purchase-event';
import { StepIndicator } from './step-indicator';

export interface CheckoutPageProps {
  type: CheckoutType;
  countries: readonly Country[];
  centres: readonly PickUpCenter[];
  paymentConfig: PaymentConfig | null;
  /** GET /users/me for a signed-in customer; null for a guest or when it failed (spec §8: silently empty). */
  profile: UserProfile | null;
}

/** spec §8: a signed-in customer's contacts are prefilled, unless something was typed already. */
function prefilled(state: CheckoutState, profile: UserProfile | null): CheckoutState {
  const typed = Object.entries(state.contacts).some(([name, value]) => name !== 'registerUser' && value !== '');
  if (!profile || typed) return state;
  const contacts: ContactValues = {
    ...state.contacts,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    country: profile.country ?? '',
    countryCode: profile.countryCode ?? '',
    phoneNumber: profile.phoneNumber ?? '',
    city: profile.city ?? '',
    zipCode: profile.zipCode ?? '',
    address: profile.address ?? '',
  };
  return { ...state, contacts };
}

/** The checkout's state, kept in sessionStorage at every change (never the card), read back on a reload. */
function useCheckoutState(profile: UserProfile | null, centres: readonly PickUpCenter[]) {
  const [state, setState] = useState(() => withCentres(prefilled(readCheckoutState(sessionStore()), profile), centres));
  const latest = useRef(state);
  const update = useCallback((change: (state: CheckoutState) => CheckoutState) => {
    const next = change(latest.current);
    if (next !== latest.current) {
      latest.current = next;
      writeCheckoutState(sessionStore(), next);
      setState(next);
    }
    return next;
  }, []);
  useEffect(() => writeCheckoutState(sessionStore(), latest.current), []);
  const reset = useCallback(() => {
    clearCheckoutState(sessionStore());
    latest.current = emptyCheckoutState();
    setState(latest.current);
  }, []);
  return { state, update, reset };
}

/**
 * /checkout/{type} (spec §2): contact and shipping method, payment, confirmation. The step is in the URL
 * (`?step=payment`), so the browser's back button works as the page's own "Back"; the order's summary
 * is beside every step. A guest's cart is the offline cart, a customer's the server cart.
 */
export function CheckoutPage({ type, countries, centres, paymentConfig, profile }: CheckoutPageProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { lang } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signedIn = useIsAuthenticated();
  const cart = useCart();
  const { state, update, reset } = useCheckoutState(profile, centres);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(() => readConfirmation(sessionStore()));
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const [pricing, setPricing] = useState<OrderPricing | null>(null);

  const asked = stepFromSearch(searchParams.get('step'));
  // A won quotation being ordered: its link's token goes with the order, and stays in the URL through the steps.
  const quotationToken = searchParams.get('quotation');
  const step = reachableStep(asked, state, confirmation !== null);
  // The step this page is navigating to: until the URL says so, the URL's step is not corrected.
  const goingTo = useRef<CheckoutStep | null>(null);
  const goTo = useCallback(
    (next: CheckoutStep, replace = false) => {
      goingTo.current = next;
      navigate({ search: searchOfStep(next, quotationToken) }, { replace });
    },
    [navigate, quotationToken],
  );
  // A step that cannot be shown yet (payment before step 1, a reload after the checkout ended) → the nearest one.
  useEffect(() => {
    if (goingTo.current !== null) {
      if (goingTo.current !== asked) return;
      goingTo.current = null;
    }
    if (step !== asked) goTo(step, true);
  }, [step, asked, goTo]);

  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose at each step change, to move the focus.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    // A step change is announced by moving the focus to its heading.
    heading.current?.focus();
  }, [step]);

  const placedLines = state.placed?.order.lines.map((line) => line.type) ?? [];
  const allowed = allowedDeliveryMethods(placedLines.length > 0 ? placedLines : cart.lines.map((line) => line.type));
  const method = effectiveMethod(state.method, allowed);

  const onProblem = useCallback(
    (next: CheckoutProblem) => {
      setProblem(next);
      if (next.clearsSlot) update(withSlotsCleared);
      goTo('contact');
    },
    [update, goTo],
  );

  const onPaid = useCallback(
    (placed: PlacedOrder, order: Order) => {
      const confirmed: Confirmation = { placed: { ...placed, order }, tracked: false };
      writeConfirmation(sessionStore(), confirmed);
      setConfirmation(confirmed);
      // The guest's offline cart is bought; the server emptied the customer's. The badge follows.
      if (!signedIn) writeOfflineCart([]);
      void loadCart();
      reset();
      goTo('confirmation', true);
    },
    [signedIn, reset, goTo],
  );

  // One purchase event per order (a reload of the thank-you page does not count it again).
  useEffect(() => {
    if (step !== 'confirmation' || !confirmation || confirmation.tracked) return;
    browserDataLayer().push(purchaseEventOf(confirmation.placed.order));
    const tracked = { ...confirmation, tracked: true };
    writeConfirmation(sessionStore(), tracked);
    setConfirmation(tracked);
  }, [step, confirmation]);

  const guestLines = useCallback(() => readOfflineCart(), []);
  const here = `${location.pathname}${searchOfStep('contact', quotationToken)}`;
  const cartLoading = cart.status === 'idle' || cart.status === 'loading';
  const nothingToBuy = step !== 'confirmation' && !state.placed && cart.status === 'ready' && cart.lines.length === 0;

  let body: React.ReactNode;
  if (nothingToBuy) {
    body = (
      <div className="cart-empty">
        <p className="lead">{t('checkout.empty')}</p>
        <Link to={`${href('/')}#models`} className="button button--primary">
          {t('cart.discoverBikes')}
        </Link>
      </div>
    );
  } else if (step !== 'confirmation' && !state.placed && cartLoading && cart.lines.length === 0) {
    body = (
      <p className="cart__loading" role="status">
        <span className="spinner" aria-hidden="true" /> {t('loading')}
      </p>
    );
  } else {
    const summaryLines =
      step === 'confirmation' && confirmation
        ? linesOfPricing(confirmation.placed.order)
        : step === 'payment' && pricing
          ? linesOfPricing(pricing)
          : linesOfCart(cart.lines);
    const totals =
      step === 'confirmation' && confirmation ? (
        <PricingTotals pricing={confirmation.placed.order} />
      ) : step === 'payment' && pricing ? (
        <PricingTotals pricing={pricing} />
      ) : (
        <CartTotals total={cart.totals.totalPrice.amount} vat={cart.totals.vat.amount.amount} />
      );
    body = (
      <div className="summary-layout">
        <section className="checkout__step" aria-labelledby="checkout-step-title">
          {step !== 'contact' && step !== 'confirmation' ? (
            <button
              type="button"
              className="button button--ghost checkout__back"
              onClick={() => goTo(previousStep(step))}
            >
              <span aria-hidden="true">←</span> {t('checkout.back')}
            </button>
          ) : null}
          <h2 id="checkout-step-title" className="checkout__step-title" ref={heading} tabIndex={-1}>
            {t(`checkout.steps.${step}Title`)}
          </h2>
          {step === 'contact' ? (
            <ContactStep
              state={state}
              setState={update}
              allowedMethods={allowed}
              method={method}
              countries={countries}
              centres={centres}
              signedIn={signedIn}
              loginHref={loginPath(lang, here)}
              problem={problem}
              onContinue={() => {
                setProblem(null);
                writeConfirmation(sessionStore(), null);
                setConfirmation(null);
                update((current) => completeContacts(current, current.contacts));
                goTo('payment');
              }}
            />
          ) : step === 'payment' && method ? (
            <PaymentStep
              state={state}
              update={update}
              type={type}
              method={method}
              signedIn={signedIn}
              guestLines={guestLines}
              quotationToken={quotationToken}
              paymentConfig={paymentConfig}
              onPricing={setPricing}
              onProblem={onProblem}
              onPaid={onPaid}
            />
          ) : confirmation ? (
            <ConfirmationStep
              placed={confirmation.placed}
              signedIn={signedIn}
              accountHref={`${samePrefixPath(lang, '/account')}#orders`}
              shopHref={href('/')}
            />
          ) : null}
        </section>
        <OrderSummary lines={summaryLines}>{totals}</OrderSummary>
      </div>
    );
  }

  return (
    <>
      <header className="page-head">
        <Container>
          <h1 className="page-head__title">{t('checkout.title')}</h1>
        </Container>
      </header>
      <Container className="checkout">
        <StepIndicator step={step} />
        {body}
      </Container>
    </>
  );
}
