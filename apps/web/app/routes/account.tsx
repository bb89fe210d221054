import type { UserProfile } from '@beast/domain/accounts/accounts-api.schema';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useParams, useRevalidator } from 'react-router';
import { accountApi } from '../features/account/account-api';
import { accountErrorText } from '../features/account/account-errors';
import { PageLoading } from '../features/account/auth-frame';
import { DeliveryAddress } from '../features/account/delivery-address';
import { LogoutButton, LogoutEverywhereButton } from '../features/account/logout-button';
import { MyOrders, MyVehicles } from '../features/account/orders-and-vehicles';
import { PersonalInfo } from '../features/account/personal-info';
import { ProfilePhoto } from '../features/account/profile-photo';
import { errorText } from '../lib/api/error-text';
import { pageContext } from '../lib/api/page-context.server';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { localizedPath } from '../lib/i18n/language';
import { useLocale } from '../lib/i18n/use-locale';
import { privatePageHeaders, privatePageMeta } from '../lib/seo/private-page';
import { browserApi, browserLocale, samePrefixPath, userOnly } from '../lib/session/browser-session';
import { useFollowOtherTabs } from '../lib/session/use-session';
import { Container } from '../ui/container';
import { FormAlert } from '../ui/field';
import { WhenVisible } from '../ui/when-visible';
import type { Route } from './+types/account';
import '../styles/quotation.css';

/**
 * /{locale}/account: signed-in only (spec §2, §6); a guest goes to /login?redirectTo=/account. The profile
 * is private, so it is loaded in the browser with the session's tokens; the server renders a loading state.
 */
/** The page's texts and the country list, which is public: the server reads it (decision 14). */
export async function loader(args: Route.LoaderArgs) {
  const countries = await accountApi(pageContext(args).api)
    .countries()
    .catch(() => []);
  const texts = routeTexts(args.request, [
    'account',
    'orderView',
    'orders',
    'payment',
    'auth',
    'errors',
    'validation',
    'notices',
    'quotation',
  ]);
  return { ...texts, countries };
}

export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  await userOnly(params.lang, request);
  const [shared, profile] = await Promise.all([
    serverLoader(),
    accountApi(browserApi(browserLocale(params.lang)))
      .me()
      .then(
        (me) => ({ me, error: null }),
        (error: unknown) => ({ me: null, error }),
      ),
  ]);
  return { ...shared, profile: profile.me, loadError: profile.error };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { t } = useTranslation();
  return <PageLoading label={t('loading')} />;
}

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'account.title');

/** My quotations load when their section comes into view: not part of the account's first download. */
const MyQuotations = lazy(() =>
  import('../features/quotations/my-quotations').then((module) => ({ default: module.MyQuotations })),
);

const SECTIONS = ['personal', 'address', 'orders', 'quotations', 'vehicles'] as const;

export default function Account({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { lang } = useParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  useFollowOtherTabs();
  const [profile, setProfile] = useState<UserProfile | null>(loaderData.profile);
  const { countries } = loaderData;
  // A new load (retry, another tab) replaces what this page holds.
  useEffect(() => setProfile(loaderData.profile), [loaderData.profile]);
  if (!profile) {
    // spec §8 Profile load: the server's message, else "Get user error".
    return (
      <Container className="account-error">
        <h1>{t('account.title')}</h1>
        <FormAlert message={errorText(loaderData.loadError, t, accountErrorText('errors.GET_USER_FAILED'))} />
        <button type="button" className="button button--primary" onClick={() => void revalidator.revalidate()}>
          {t('account.retry')}
        </button>
      </Container>
    );
  }
  const bikesHref = `${localizedPath(locale)}#models`;
  return (
    <>
      <header className="account-head">
        <Container className="account-head__inner">
          <div className="account-head__avatar" aria-hidden="true">
            {profile.profileImage ? (
              <img src={profile.profileImage} alt="" width={72} height={72} />
            ) : (
              <span>{`${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase()}</span>
            )}
          </div>
          <div className="account-head__text">
            <p className="eyebrow">{t('account.title')}</p>
            <h1 className="account-head__title">{t('account.greeting', { name: profile.firstName })}</h1>
            <p className="account-head__email">{profile.email}</p>
          </div>
          <div className="account-head__actions">
            <LogoutButton onLoggedOut={() => navigate(samePrefixPath(lang, '/'), { replace: true })} />
            <LogoutEverywhereButton
              onLoggedOut={() =>
                navigate(samePrefixPath(lang, '/login?status=logged-out-everywhere'), { replace: true })
              }
            />
          </div>
        </Container>
      </header>
      <Container className="account">
        <nav className="account__nav" aria-label={t('account.nav.label')}>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section}>
                <a href={`#${section}`} className="chip account__nav-link">
                  {t(`account.nav.${section}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account__sections">
          <section id="personal" className="account-card" aria-labelledby="personal-title">
            <h2 id="personal-title" className="account-card__title">
              {t('account.nav.personal')}
            </h2>
            <ProfilePhoto
              profile={profile}
              onSaved={(profileImage) => setProfile((current) => (current ? { ...current, profileImage } : current))}
            />
            <PersonalInfo profile={profile} countries={countries} onSaved={setProfile} />
          </section>
          <section id="address" className="account-card" aria-labelledby="address-title">
            <h2 id="address-title" className="account-card__title">
              {t('account.nav.address')}
            </h2>
            <DeliveryAddress profile={profile} countries={countries} onSaved={setProfile} />
          </section>
          <section id="orders" className="account-card" aria-labelledby="orders-title">
            <h2 id="orders-title" className="account-card__title">
              {t('account.nav.orders')}
            </h2>
            <MyOrders bikesHref={bikesHref} />
          </section>
          <section id="quotations" className="account-card" aria-labelledby="quotations-title">
            <h2 id="quotations-title" className="account-card__title">
              {t('account.nav.quotations')}
            </h2>
            <WhenVisible placeholder={<p>{t('loading')}</p>}>
              <Suspense fallback={<p aria-live="polite">{t('loading')}</p>}>
                <MyQuotations />
              </Suspense>
            </WhenVisible>
          </section>
          <section id="vehicles" className="account-card" aria-labelledby="vehicles-title">
            <h2 id="vehicles-title" className="account-card__title">
              {t('account.nav.vehicles')}
            </h2>
            <MyVehicles bikesHref={bikesHref} />
          </section>
        </div>
      </Container>
    </>
  );
}
