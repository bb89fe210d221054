import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { ButtonAnchor } from '../../ui/button';
import type { QuotationSummary } from './quotation-summary';

/** spec §4 Quotation "created (with data)": its number, lines, fees, total with VAT, validity, terms and PDF. */
export function QuotationCreated({ quotation }: { quotation: QuotationSummary }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const { terms } = quotation;
  // The page changed under a sent form: the reader starts at its answer.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="quotation-created" aria-labelledby="quotation-created-title">
      <h2 id="quotation-created-title" className="quotation-created__title" ref={heading} tabIndex={-1}>
        {t('quotation.created.title', { number: quotation.number })}
      </h2>
      <p role="status">{t('quotation.created.sent', { email: quotation.email })}</p>
      <p>{t('quotation.created.validUntil', { date: quotation.validUntil })}</p>
      <table className="quotation-table">
        <caption className="visually-hidden">{t('quotation.created.linesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('quotation.created.product')}</th>
            <th scope="col" className="quotation-table__number">
              {t('quotation.created.quantity')}
            </th>
            <th scope="col" className="quotation-table__number">
              {t('quotation.created.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...quotation.lines, ...quotation.fees].map((line) => (
            <tr key={line.key} className={'kind' in line ? 'quotation-table__fee' : undefined}>
              <th scope="row">{'kind' in line ? t(`fees.${line.kind}`) : line.name}</th>
              <td className="quotation-table__number">{line.quantity}</td>
              <td className="quotation-table__number">{line.amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('quotation.created.total')}
            </th>
            <td className="quotation-table__number">{quotation.total}</td>
          </tr>
          <tr className="quotation-table__vat">
            <td colSpan={3}>{t('quotation.created.vat', { rate: quotation.vatRate, amount: quotation.vat })}</td>
          </tr>
        </tfoot>
      </table>
      <ul className="quotation-created__terms">
        <li>
          {terms.isFleet
            ? t('quotation.terms.fleetDelivery', { count: terms.bikeCount, weeks: terms.deliveryWeeks })
            : t('quotation.terms.delivery', { weeks: terms.deliveryWeeks })}
        </li>
        {terms.replacementBike ? <li>{t('quotation.terms.replacementBike')}</li> : null}
      </ul>
      <ButtonAnchor href={quotation.pdfUrl} download={`${quotation.number}.pdf`}>
        {t('quotation.created.pdf', { number: quotation.number })}
      </ButtonAnchor>
    </section>
  );
}
