import { Link, useNavigate, useParams } from 'react-router';
import { AuthFrame, PageLoading } from '../features/account/auth-frame';
import { RegistrationForm } from '../features/account/registration-form';
import { routeTexts } from '../features/i18n/catalogue.server';
import { useTranslation } from '../features/i18n/i18n-context';
import { privatePageHeaders, privatePageMeta } from '../features/seo/private-page';
import { browserApi, browserLocale, guestOnly, samePrefixPath } from '../features/session/browser-session';
import { useFollowOtherTabs } from '../features/session/use-session';
import type { Route } from './+types/register';

/** The page's texts, for its first paint and for client navigations alike. */
export function loader({ request }: Route.LoaderArgs) {
  return routeTexts(request, ['register', 'auth', 'errors', 'validation', 'notices']);
}

/** /{locale}/register: guests only (spec §2); the country list comes from GET /users/dictionary. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  guestOnly(params.lang);
  const [texts, countries] = await Promise.all([
    serverLoader(),
    browserApi(browserLocale(params.lang))
      .countries()
      .catch(() => []),
  ]);
  return { ...texts, countries };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { t } = useTranslation();
  return <PageLoading label={t('loading')} />;
}

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'register.title');

export default function Register({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useParams();
  const navigate = useNavigate();
  useFollowOtherTabs();
  return (
    <AuthFrame
      wide
      eyebrow={t('register.eyebrow')}
      title={t('register.title')}
      lead={<p>{t('register.lead')}</p>}
      aside={
        <p>
          {t('register.haveAccount')} <Link to={samePrefixPath(lang, '/login')}>{t('register.login')}</Link>
        </p>
      }
    >
      <RegistrationForm
        countries={loaderData.countries}
        onRegistered={(email) => navigate(samePrefixPath(lang, `/emailConfirm?${new URLSearchParams({ email })}`))}
      />
    </AuthFrame>
  );
}
