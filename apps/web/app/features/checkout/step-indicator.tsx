import { useTranslation } from '../../lib/i18n/i18n-context';
import { CHECKOUT_STEPS, type CheckoutStep, stepNumber } from './checkout-state';

/** spec §2: the three steps (the look of the password reset's steps), the current one marked for screen readers. */
export function StepIndicator({ step }: { step: CheckoutStep }) {
  const { t } = useTranslation();
  const current = stepNumber(step);
  return (
    <nav aria-label={t('checkout.steps.label')}>
      <ol className="steps">
        {CHECKOUT_STEPS.map((name, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'next';
          return (
            <li
              key={name}
              className={state === 'next' ? 'steps__step' : `steps__step steps__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="steps__number" aria-hidden="true">
                {state === 'done' ? '✓' : number}
              </span>
              <span className="steps__label">
                <span className="visually-hidden">
                  {t('checkout.steps.stepOf', { number, total: CHECKOUT_STEPS.length })}{' '}
                </span>
                {t(`checkout.steps.${name}`)}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
