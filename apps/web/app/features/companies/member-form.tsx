import { formatSwissDate } from '@beast/domain/i18n/date-format';
import type { Locale } from '@beast/domain/i18n/locale';
import { formatMoney } from '@beast/domain/money/money';
import type { CompanyMembershipView } from '@beast/domain/partners/membership-api.schema';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api/api-error';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { browserApi } from '../../lib/session/browser-session';
import { companiesApi } from './companies-api';

/** The member prices of the company's offers, formatted, by offer id: what the page shows a live member. */
export type MemberPrices = Record<number, { price: string; original: string }>;

interface MemberFormProps {
  slug: string;
  companyName: string;
  onPrices: (prices: MemberPrices) => void;
}

/** What a refused call says: the field's message when the API names one, else its translated message. */
function refusalOf(error: unknown, field: string, fallback: string): string {
  if (error instanceof ApiError) return error.fields[field] ?? (error.fromServer ? error.message : fallback);
  return fallback;
}

/**
 * The membership form of a signed-in customer (spec §6): they give a work address, read the code in that mailbox
 * and type it; a live member sees until when, and the offers' member prices.
 */
export default function MemberForm({ slug, companyName, onPrices }: MemberFormProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const [view, setView] = useState<CompanyMembershipView | null>(null);
  const [step, setStep] = useState<'address' | 'code'>('address');
  const [workEmail, setWorkEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    companiesApi(browserApi(locale))
      .membership(slug)
      .then(
        (answer) => current && setView(answer),
        () => current && setView(null),
      );
    return () => {
      current = false;
    };
  }, [slug, locale]);
  useEffect(() => onPrices(memberPrices(view, locale)), [view, locale, onPrices]);

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await companiesApi(browserApi(locale)).sendCode(slug, workEmail);
      setStep('code');
    } catch (refused) {
      setError(refusalOf(refused, 'workEmail', t('errors.INTERNAL')));
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const api = companiesApi(browserApi(locale));
      await api.verify(slug, code);
      setView(await api.membership(slug));
      setStep('address');
      setCode('');
    } catch (refused) {
      setError(refusalOf(refused, 'code', t('errors.INTERNAL')));
    } finally {
      setBusy(false);
    }
  }

  const until = view?.member && view.expiresAt ? formatSwissDate(view.expiresAt, locale) : null;
  return (
    <div className="company-membership__form">
      {until ? (
        <p className="company-membership__member" role="status">
          {t('companies.membership.member', { company: companyName, date: until })}
        </p>
      ) : null}
      {step === 'address' ? (
        <form onSubmit={sendCode} noValidate>
          <p>{until ? t('companies.membership.renew') : t('companies.membership.lead', { company: companyName })}</p>
          <div className="field">
            <label className="field__label" htmlFor="work-email">
              {t('companies.membership.workEmail')}
            </label>
            <input
              id="work-email"
              className="field__input"
              type="email"
              autoComplete="email"
              value={workEmail}
              onChange={(event) => setWorkEmail(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'membership-error' : undefined}
              required
            />
          </div>
          <MembershipError message={error} />
          <button className="button button--primary" type="submit" disabled={busy}>
            {t('companies.membership.sendCode')}
          </button>
        </form>
      ) : (
        <form onSubmit={verify} noValidate>
          <p role="status">{t('companies.membership.codeSent', { email: workEmail })}</p>
          <div className="field">
            <label className="field__label" htmlFor="membership-code">
              {t('companies.membership.code')}
            </label>
            <input
              id="membership-code"
              className="field__input"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'membership-error' : undefined}
              required
            />
          </div>
          <MembershipError message={error} />
          <p className="company-membership__actions">
            <button className="button button--primary" type="submit" disabled={busy}>
              {t('companies.membership.verify')}
            </button>
            <button className="button button--secondary" type="button" onClick={() => setStep('address')}>
              {t('companies.membership.otherAddress')}
            </button>
          </p>
        </form>
      )}
    </div>
  );
}

function MembershipError({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-atomic="true">
      {message ? (
        <p className="field__error" id="membership-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** The member prices of the offers, formatted; none for a visitor who is not a live member. */
function memberPrices(view: CompanyMembershipView | null, locale: Locale): MemberPrices {
  if (!view?.member) return {};
  return Object.fromEntries(
    view.offers.map((offer) => [
      offer.id,
      { price: formatMoney(offer.price, locale), original: formatMoney(offer.originalPrice, locale) },
    ]),
  );
}
