import { formatSwissDate } from '@beast/domain/i18n/date-format';
import type { Locale } from '@beast/domain/i18n/locale';
import { formatMoney } from '@beast/domain/money/money';
import type { QuotationSummary } from '@beast/domain/quotations/quotation-api.schema';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { browserApi } from '../../lib/session/browser-session';
import { quotationsApi } from './quotations-api';

/** How many of the customer's quotations the account lists (the newest). */
const SHOWN = 20;

/**
 * The account's "My quotations": each quotation's number, date, validity, total and status, with its PDF. Loaded
 * in the browser with the session (spec §3); a failed load shows the empty list, like the orders (spec §8).
 */
export function MyQuotations() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { href } = useLocale();
  const [quotations, setQuotations] = useState<QuotationSummary[] | null>(null);
  useEffect(() => {
    let current = true;
    quotationsApi(browserApi(locale))
      .mine({ offset: 0, limit: SHOWN })
      .then((page) => page.data)
      .catch(() => [])
      .then((list) => {
        if (current) setQuotations(list);
      });
    return () => {
      current = false;
    };
  }, [locale]);

  if (quotations === null) return <p aria-live="polite">{t('loading')}</p>;
  if (quotations.length === 0) {
    return (
      <div className="my-quotations__empty">
        <p>{t('quotation.account.empty')}</p>
        <Link to={href('/quotation')} className="button button--secondary">
          {t('quotation.account.request')}
        </Link>
      </div>
    );
  }
  return (
    <div className="my-quotations">
      <table className="quotation-table">
        <caption className="visually-hidden">{t('account.nav.quotations')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('quotation.account.number')}</th>
            <th scope="col">{t('quotation.account.date')}</th>
            <th scope="col">{t('quotation.account.validUntil')}</th>
            <th scope="col">{t('quotation.account.status')}</th>
            <th scope="col" className="quotation-table__number">
              {t('quotation.account.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {quotations.map((quotation) => (
            <tr key={quotation.id}>
              <th scope="row">
                <a href={quotation.pdfUrl} download={`${quotation.number}.pdf`}>
                  <span aria-hidden="true">{quotation.number}</span>
                  <span className="visually-hidden">{t('quotation.account.pdf', { number: quotation.number })}</span>
                </a>
              </th>
              <td>{formatSwissDate(quotation.createdAt, locale)}</td>
              <td>{formatSwissDate(quotation.validUntil, locale)}</td>
              <td>{t(`quotation.account.statuses.${quotation.status}`)}</td>
              <td className="quotation-table__number">{formatMoney(quotation.total, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Link to={href('/quotation')}>{t('quotation.account.request')}</Link>
    </div>
  );
}
