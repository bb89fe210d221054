import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useIsAuthenticated } from '../../lib/session/use-session';
import { loginPath, registerPathFor } from './company-paths';
import type { MemberPrices } from './member-form';

/** The signed-in part (the API calls, the codes, the prices) loads only for a signed-in visitor. */
const MemberForm = lazy(() => import('./member-form'));

interface PanelProps {
  slug: string;
  companyName: string;
  lang: string | undefined;
  /** The page's own path, where sign-in comes back to. */
  pagePath: string;
  onPrices: (prices: MemberPrices) => void;
}

/**
 * The membership part of a company page (spec §6): a guest is sent to sign in (or register) and comes back; a
 * signed-in customer proves a work address there. Tokens live in the browser (spec §3), so all of it happens
 * there; the server's page is the same for everyone.
 */
export function MembershipPanel({ slug, companyName, lang, pagePath, onPrices }: PanelProps) {
  const { t } = useTranslation();
  const signedIn = useIsAuthenticated();
  if (signedIn) {
    return (
      <Suspense fallback={<p aria-live="polite">{t('loading')}</p>}>
        <MemberForm slug={slug} companyName={companyName} onPrices={onPrices} />
      </Suspense>
    );
  }
  return (
    <div className="company-membership__guest">
      <p>{t('companies.membership.guest', { company: companyName })}</p>
      <p className="company-membership__actions">
        <Link className="button button--primary" to={loginPath(lang, pagePath)}>
          {t('companies.membership.signIn')}
        </Link>
        <Link className="button button--secondary" to={registerPathFor(lang, pagePath)}>
          {t('companies.membership.register')}
        </Link>
      </p>
    </div>
  );
}
