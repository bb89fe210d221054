import type { Locale } from '@beast/domain/i18n/locale';
import { formatMoney } from '@beast/domain/money/money';
import { RENTAL_STEP_FIELDS, RENTAL_STEPS, type RentalStep } from '@beast/domain/rentals/rental.rules';
import type { RentalModelOffer, RentalRequested } from '@beast/domain/rentals/rental-api.schema';
import { type MouseEventHandler, type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { FieldError, FormAlert, SubmitButton } from '../../ui/form-parts';

/**
 * The parts every step of the rentals page shares (spec §2 "a 4-step process"), and the first step. The first
 * step is a choice among radios, checked by the server when posted, so a first visit downloads no form library;
 * the later steps check their fields as they are typed (rental-step-form.tsx, loaded with them).
 */

/** Every answer of the four steps, as the form's fields hold them. */
export type RentalFormValues = {
  model: string;
  months: string;
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  phoneNumber: string;
  address: string;
  zipCode: string;
  city: string;
  message: string;
};

export const EMPTY_RENTAL: RentalFormValues = {
  model: '',
  months: '',
  firstName: '',
  lastName: '',
  email: '',
  countryCode: '+41',
  phoneNumber: '',
  address: '',
  zipCode: '',
  city: '',
  message: '',
};

/** The button that goes back a step: its post keeps every answer and checks none. */
export const BACK_INTENT = 'back';

/** What a step's post answered (the action's `StepAnswer`): the step to show, every answer, its refusals. */
export interface RentalStepAnswer {
  step: RentalStep;
  values: Record<string, string>;
  fields?: Record<string, string>;
  formError?: string | null;
  formToken: string;
}

/** The four steps as a list: done ones, the current one (aria-current="step"), the rest. */
export function RentalStepIndicator({ step }: { step: RentalStep }) {
  const { t } = useTranslation();
  const current = RENTAL_STEPS.indexOf(step);
  return (
    <nav aria-label={t('rentals.stepsLabel')}>
      <ol className="rental-steps">
        {RENTAL_STEPS.map((entry, index) => (
          <li
            key={entry}
            className={`rental-steps__step${index < current ? ' rental-steps__step--done' : ''}`}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="rental-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            {t(`rentals.steps.${entry}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * Inside a step's form: the step list, the step's title (focused when a post brought the step), the refusal, the
 * earlier and later answers as hidden fields, the step's own fields, the guard's fields, Next (or Send) and Back.
 */
export function RentalStepFrame({
  step,
  values,
  formError,
  busy,
  focusTitle,
  onBack,
  guard,
  children,
}: {
  step: RentalStep;
  values: Readonly<Record<string, string>>;
  formError: string | null;
  busy: boolean;
  focusTitle: boolean;
  onBack?: MouseEventHandler<HTMLButtonElement>;
  /** The public form guard's fields (FormGuardFields): the steps after the first carry them. */
  guard?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const own: readonly string[] = RENTAL_STEP_FIELDS[step];
  const heading = useRef<HTMLHeadingElement>(null);
  // A step reached by a post (not the page's first one) takes the focus to its title, for keyboards and readers.
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <>
      <RentalStepIndicator step={step} />
      <h2 id="rental-step-title" className="request-form__title" tabIndex={-1} ref={heading}>
        {t(`rentals.${step}.title`)}
      </h2>
      <FormAlert message={formError} />
      <input type="hidden" name="step" value={step} />
      {Object.entries(values)
        .filter(([name]) => !own.includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      {children}
      {guard}
      <div className="rental-form__actions">
        {/* First in the form: Enter in a field goes on, never back. */}
        <SubmitButton busy={busy} busyLabel={t('rentals.sending')}>
          {step === 'review' ? t('rentals.send') : t('rentals.next')}
        </SubmitButton>
        {step !== 'bike' ? (
          <button type="submit" name="intent" value={BACK_INTENT} className="button button--secondary" onClick={onBack}>
            {t('rentals.back')}
          </button>
        ) : null}
      </div>
    </>
  );
}

/** Step 1: the rentable models as choices, each with its prices to rent and to buy. */
export function BikeStep({
  models,
  chosen,
  error,
  errorId,
  locale,
}: {
  models: readonly RentalModelOffer[];
  chosen: string;
  error: string | undefined;
  errorId: string;
  locale: Locale;
}) {
  const { t } = useTranslation();
  if (models.length === 0) return <p>{t('rentals.bike.none')}</p>;
  return (
    <fieldset
      className="rental-bikes"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">{t('rentals.bike.legend')}</legend>
      <FieldError id={errorId} message={error} />
      <div className="rental-bikes__list">
        {models.map((model) => (
          <label key={model.slug} className="rental-bike">
            <input type="radio" name="model" value={model.slug} defaultChecked={chosen === model.slug} />
            {model.imageUrl ? (
              <img className="rental-bike__image" src={model.imageUrl} alt="" width={160} height={100} loading="lazy" />
            ) : null}
            <span className="rental-bike__name">{model.name}</span>
            <span className="rental-bike__price">
              {t('rentals.bike.perMonth', { price: formatMoney(model.monthlyPrice, locale) })}
            </span>
            <span className="rental-bike__note">
              {t('rentals.bike.perWeek', { price: formatMoney(model.weeklyPrice, locale) })} ·{' '}
              {t('rentals.bike.buy', { price: formatMoney(model.purchasePrice, locale) })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The end: the request is in, and the rental will be confirmed by email. */
export function RentalSent({ rental }: { rental: RentalRequested }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <div className="request-done" role="status">
      <h2 className="request-done__title">{t('rentals.done.title', { name: rental.firstName })}</h2>
      <p>{t('rentals.done.text', { email: rental.email })}</p>
      <p>
        <Link to={href('/rentals')} reloadDocument>
          {t('rentals.done.another')}
        </Link>
      </p>
    </div>
  );
}
