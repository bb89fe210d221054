import { INSTALMENT_PLAN_MONTHS, type InstalmentPlanMonths } from '@beast/domain/constants/business';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n-context';
import { useLocale } from '../../../lib/i18n/use-locale';
import { Note } from '../../../ui/note';
import type { InstalmentQuoteInput } from './instalment-quote';
import type { QuoteView } from './quote-view';

/** What the calculator starts with: the form's values and their figures, worked out by the server. */
export interface CalculatorStart {
  input: InstalmentQuoteInput;
  view: QuoteView;
}

/** The figures shown, first the monthly amount, each with its label (the checkout's, one wording of a plan). */
const FIGURES = [
  ['monthly', 'checkout.plan.monthly'],
  ['totalCost', 'checkout.plan.totalCost'],
  ['interest', 'checkout.plan.interest'],
  ['nominalRate', 'checkout.plan.nominalRate'],
  ['effectiveRate', 'checkout.plan.effectiveRate'],
  ['lastInstalment', 'checkout.plan.lastInstalment'],
] as const;

function isPlanMonths(value: number): value is InstalmentPlanMonths {
  return (INSTALMENT_PLAN_MONTHS as readonly number[]).includes(value);
}

/** The calculator's place on the page: the form sent without JavaScript comes back to it. */
export const CALCULATOR_ANCHOR = 'instalment-calculator';

/**
 * The instalment calculator (leasing and financing page): an amount and one of the checkout's plans give the
 * monthly amount, the total cost of the credit, the interest and the rates, with the notice Swiss law requires.
 * A GET form: without JavaScript the server works out the values sent; with it, they change as the visitor types.
 */
export function InstalmentCalculator({ title, start }: { title?: string; start: CalculatorStart }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [input, setInput] = useState(start.input);
  const [quote, setQuote] = useState(start.view);
  // Figures answer the latest change only, whichever loads last.
  const latest = useRef(0);
  const ids = useId();
  const errorId = `${ids}-error`;
  const hintId = `${ids}-hint`;

  function change(next: InstalmentQuoteInput) {
    setInput(next);
    const request = ++latest.current;
    void import('./quote-view').then(({ quoteView }) => {
      if (request === latest.current) setQuote(quoteView(next, locale));
    });
  }

  return (
    <section id={CALCULATOR_ANCHOR} className="info-block calculator" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="info-block__title">
        {title ?? t('infoPages.calculator.title')}
      </h2>
      <form
        className="calculator__form"
        method="get"
        action={`#${CALCULATOR_ANCHOR}`}
        noValidate
        // With JavaScript the figures are already those of the form: nothing to send.
        onSubmit={(event: FormEvent) => event.preventDefault()}
      >
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-amount`}>
            {t('infoPages.calculator.amount')}
          </label>
          <p className="field__hint" id={hintId}>
            {t('infoPages.calculator.amountHint')}
          </p>
          <input
            className="field__input"
            id={`${ids}-amount`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={input.amountText}
            onChange={(event) => change({ ...input, amountText: event.target.value })}
            aria-invalid={quote.ok ? undefined : true}
            aria-describedby={quote.ok ? hintId : `${hintId} ${errorId}`}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-months`}>
            {t('checkout.plan.instalments')}
          </label>
          <select
            className="field__input field__select"
            id={`${ids}-months`}
            name="months"
            value={input.months}
            onChange={(event) => {
              const months = Number(event.target.value);
              if (isPlanMonths(months)) change({ ...input, months });
            }}
          >
            {INSTALMENT_PLAN_MONTHS.map((months: InstalmentPlanMonths) => (
              <option key={months} value={months}>
                {t('checkout.plan.months', { count: months })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--secondary calculator__submit">
          {t('infoPages.calculator.submit')}
        </button>
      </form>
      <div className="calculator__result" aria-live="polite" data-testid="calculator-result">
        {quote.ok ? (
          <dl className="calculator__figures">
            {FIGURES.map(([figure, label]) => (
              <div key={figure} className={`calculator__figure calculator__figure--${figure}`}>
                <dt>{t(label)}</dt>
                <dd data-testid={`calculator-${figure}`}>{quote[figure]}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="field__error calculator__error" id={errorId}>
            {t('infoPages.calculator.amountError', { min: quote.min, max: quote.max })}
          </p>
        )}
      </div>
      <Note tone="warning" title={t('checkout.plan.noticeTitle')}>
        <p>{t('checkout.plan.creditNotice')}</p>
      </Note>
    </section>
  );
}
