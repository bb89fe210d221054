import { Link, useNavigate, useParams } from 'react-router';
import { accountApi } from '../features/account/account-api';
import { AuthFrame, PageLoading } from '../features/account/auth-frame';
import { RegistrationForm } from '../features/account/registration-form';
import { pageContext } from '../lib/api/page-context.server';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { privatePageHeaders, privatePageMeta } from '../lib/seo/private-page';
import { guestOnly, redirectQuery, samePrefixPath } from '../lib/session/session-paths';
import { useFollowOtherTabs } from '../lib/session/use-session';
import type { Route } from './+types/register';

/**
 * The page's texts and the country list (GET /users/dictionary), for its first paint and for client
 * navigations alike. The countries are public, so the server reads them and checks them against their
 * schema; the browser gets them ready to use (decision 14).
 */
export async function loader(args: Route.LoaderArgs) {
  const countries = await accountApi(pageContext(args).api)
    .countries()
    .catch(() => []);
  return { ...routeTexts(args.request, ['register', 'auth', 'errors', 'validation', 'notices']), countries };
}

/** /{locale}/register: guests only (spec §2). */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  guestOnly(params.lang);
  // The page the visitor came from to register (the subscription's, say): passed on until they sign in.
  return { ...(await serverLoader()), back: redirectQuery(new URL(request.url), '&') };
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
          {t('register.haveAccount')}{' '}
          <Link to={samePrefixPath(lang, `/login${loaderData.back.replace('&', '?')}`)}>{t('register.login')}</Link>
        </p>
      }
    >
      <RegistrationForm
        countries={loaderData.countries}
        onRegistered={(email) =>
          navigate(samePrefixPath(lang, `/emailConfirm?${new URLSearchParams({ email })}${loaderData.back}`))
        }
      />
    </AuthFrame>
  );
}
