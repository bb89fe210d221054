import { Link, useNavigate, useParams } from 'react-router';
import { AuthFrame, PageLoading } from '../features/account/auth-frame';
import { LoginForms } from '../features/account/login-form';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { privatePageHeaders, privatePageMeta } from '../lib/seo/private-page';
import { guestOnly, safeRedirect, samePrefixPath } from '../lib/session/session-paths';
import { useFollowOtherTabs } from '../lib/session/use-session';
import { Note } from '../ui/note';
import type { Route } from './+types/login';

const STATUSES = ['confirmed', 'reset-password', 'logged-out-everywhere'] as const;
type Status = (typeof STATUSES)[number];

/** What the login page says after confirming the email, resetting the password, or logging out everywhere. */
const STATUS_TEXTS: Record<Status, { title: string; text: string }> = {
  confirmed: { title: 'login.status.confirmedTitle', text: 'login.status.confirmed' },
  'reset-password': { title: 'login.status.resetTitle', text: 'login.status.reset' },
  'logged-out-everywhere': { title: 'login.status.everywhereTitle', text: 'login.status.everywhere' },
};

/** The page's texts, for its first paint and for client navigations alike. */
export function loader({ request }: Route.LoaderArgs) {
  return routeTexts(request, ['login', 'auth', 'errors', 'validation', 'notices']);
}

/** /{locale}/login?status=confirmed|reset-password&redirectTo=…: guests only (spec §2). */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  guestOnly(params.lang);
  const url = new URL(request.url);
  const status = url.searchParams.get('status');
  return {
    ...(await serverLoader()),
    status: (STATUSES as readonly string[]).includes(status ?? '') ? (status as Status) : null,
    redirectTo: safeRedirect(url.searchParams.get('redirectTo'), samePrefixPath(params.lang, '/account')),
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { t } = useTranslation();
  return <PageLoading label={t('loading')} />;
}

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'login.title');

export default function Login({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useParams();
  const navigate = useNavigate();
  useFollowOtherTabs();
  const { status, redirectTo } = loaderData;
  return (
    <AuthFrame
      eyebrow={t('login.eyebrow')}
      title={t('login.title')}
      lead={
        status ? (
          <div role="status">
            <Note title={t(STATUS_TEXTS[status].title)}>
              <p>{t(STATUS_TEXTS[status].text)}</p>
            </Note>
          </div>
        ) : (
          <p>{t('login.lead')}</p>
        )
      }
      aside={
        <p>
          {t('login.noAccount')} <Link to={samePrefixPath(lang, '/register')}>{t('login.register')}</Link>
        </p>
      }
    >
      <LoginForms
        onSignedIn={() => navigate(redirectTo, { replace: true })}
        forgotHref={samePrefixPath(lang, '/reset-password')}
        confirmEmailHref={(email) => samePrefixPath(lang, `/emailConfirm?${new URLSearchParams({ email })}`)}
      />
    </AuthFrame>
  );
}
